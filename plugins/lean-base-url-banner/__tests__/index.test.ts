import pluginLeanBaseUrlBanner, {BASE_URL_ISSUE_BANNER} from '../index';

type Aliases = {resolve?: {alias: Record<string, string>}};

describe('lean-base-url-banner plugin', () => {
  it("replaces Docusaurus's base URL banner in the client build only", () => {
    const plugin = pluginLeanBaseUrlBanner();
    const client = plugin.configureWebpack?.({} as never, false, {} as never, {} as never) as Aliases;
    const server = plugin.configureWebpack?.({} as never, true, {} as never, {} as never) as Aliases;
    expect(client.resolve?.alias[`${BASE_URL_ISSUE_BANNER}$`]).toMatch(/src[\\/]ssr[\\/]NoBaseUrlIssueBanner\.tsx$/);
    expect(server.resolve).toBeUndefined();
  });
});
