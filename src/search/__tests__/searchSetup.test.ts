import {getSearchSetup, LOCAL_SEARCH_CONTEXTS, searchContextOf} from '../searchSetup';

describe('searchContextOf', () => {
  it('finds the product index of a page, none elsewhere', () => {
    expect(searchContextOf('/joy-ui/react-button/')).toBe('joy-ui');
    expect(searchContextOf('/experiments/docs/flags/')).toBe('experiments/docs');
    expect(searchContextOf('/joy-ui-fake/')).toBeUndefined();
    expect(searchContextOf('/versions/')).toBeUndefined();
  });
});

describe('getSearchSetup', () => {
  it('ships the local index, one context per product, when no DocSearch variable is set', () => {
    const setup = getSearchSetup({});
    expect(setup.kind).toBe('local');
    expect(LOCAL_SEARCH_CONTEXTS).toEqual([
      'material-ui',
      'base-ui',
      'joy-ui',
      'system',
      'x',
      'toolpad',
      'experiments/docs',
    ]);
    if (setup.kind === 'local') {
      const [[name, options]] = setup.themes as [[string, Record<string, unknown>]];
      expect(name).toBe('@easyops-cn/docusaurus-search-local');
      expect(options).toMatchObject({useAllContextsWithNoSearchContext: true});
      expect(options.searchContextByPaths).toEqual(
        expect.arrayContaining([
          {label: 'Joy UI', path: 'joy-ui'},
          {label: 'Material UI', path: 'material-ui'},
        ]),
      );
      expect(options.ignoreCssSelectors).toContain('pre');
    }
  });

  it('switches to Algolia DocSearch when all three variables are set', () => {
    const setup = getSearchSetup({DOCSEARCH_APP_ID: ' APP ', DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'mui'});
    expect(setup).toEqual({
      kind: 'algolia',
      algolia: expect.objectContaining({appId: 'APP', apiKey: 'key', indexName: 'mui', contextualSearch: true}),
    });
  });

  it('names the missing variables when only some are set', () => {
    expect(() => getSearchSetup({DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: ''})).toThrow(
      'missing: DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME',
    );
  });
});
