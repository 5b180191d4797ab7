import fs from 'node:fs';
import path from 'node:path';
import {getSearchSetup} from '../setup';

describe('getSearchSetup', () => {
  it('ships the local Pagefind index, one context per product, when no DocSearch variable is set', () => {
    expect(getSearchSetup({})).toEqual({kind: 'local', plugins: ['./plugins/search-index/index.ts']});
    expect(getSearchSetup({DOCSEARCH_APP_ID: ' ', DOCSEARCH_API_KEY: '', DOCSEARCH_INDEX_NAME: undefined})).toEqual(
      getSearchSetup({}),
    );
  });

  it('names a plugin that exists, relative to the site root', () => {
    const setup = getSearchSetup({});
    const plugins = setup.kind === 'local' ? setup.plugins : [];
    expect(plugins).not.toHaveLength(0);
    for (const plugin of plugins) {
      expect(typeof plugin).toBe('string');
      expect(fs.existsSync(path.resolve(__dirname, '../../..', plugin as string))).toBe(true);
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
