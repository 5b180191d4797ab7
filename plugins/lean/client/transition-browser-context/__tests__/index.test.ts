import pluginTransitionBrowserContext from '../index';

describe('transition-browser-context plugin', () => {
  it("replaces Docusaurus's browser context module, in both bundles", () => {
    for (const isServer of [false, true]) {
      const config = pluginTransitionBrowserContext().configureWebpack?.(
        {} as never,
        isServer,
        {} as never,
        {} as never,
      );
      const alias = (config as {resolve: {alias: Record<string, string>}}).resolve.alias;
      expect(alias[require.resolve('@docusaurus/core/lib/client/browserContext.js') + '$']).toMatch(
        /runtime[\\/]startup[\\/]browserContext\.tsx$/,
      );
    }
  });
});
