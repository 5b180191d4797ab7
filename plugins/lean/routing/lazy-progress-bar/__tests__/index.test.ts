import pluginLazyProgressBar from '../index';

describe('lazy-progress-bar plugin', () => {
  it("replaces the classic theme's progress bar client module", () => {
    const config = pluginLazyProgressBar().configureWebpack?.({} as never, false, {} as never, {} as never);
    const alias = (config as {resolve: {alias: Record<string, string>}}).resolve.alias;
    expect(alias[require.resolve('@docusaurus/theme-classic/lib/nprogress.js') + '$']).toMatch(
      /runtime[\\/]routing[\\/]progressBar\.ts$/,
    );
  });
});
