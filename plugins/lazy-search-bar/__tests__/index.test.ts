import pluginLazySearchBar, {LOCAL_SEARCH_BAR} from '../index';

describe('lazy-search-bar plugin', () => {
  it("replaces search-local's search box entry with the island", () => {
    const config = pluginLazySearchBar().configureWebpack?.({} as never, false, {} as never, {} as never);
    const alias = (config as {resolve: {alias: Record<string, string>}}).resolve.alias;
    expect(alias[`${LOCAL_SEARCH_BAR}$`]).toMatch(/src[\\/]search[\\/]SearchBarIsland\.tsx$/);
  });
});
