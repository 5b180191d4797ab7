/**
 * Which search a build ships (the site config calls getSearchSetup): the local Pagefind index of
 * this plugin, or Algolia DocSearch. Build time only; the box's scopes are src/search/scope.ts.
 */
import type {PluginConfig} from '@docusaurus/types';

/** Build-time variables that switch the site from its local index to Algolia DocSearch. */
export const DOCSEARCH_ENV = ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const;

/** `themeConfig.algolia` of the classic theme (a subset of its documented options). */
export interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchParameters: {facetFilters: string[]};
  searchPagePath: string;
}

/** Which search the build ships, and what to add to the config for it. */
export type SearchSetup = {kind: 'algolia'; algolia: AlgoliaThemeConfig} | {kind: 'local'; plugins: PluginConfig[]};

/**
 * The search of a build: Algolia DocSearch when all three DOCSEARCH_* variables are set (for a site
 * too large for one machine's index), otherwise the local Pagefind index (plugins/search-index). Setting only some of them
 * is a mistake worth stopping for, so it throws naming the missing ones.
 */
export function getSearchSetup(env: Readonly<Record<string, string | undefined>>): SearchSetup {
  const present = DOCSEARCH_ENV.filter((name) => (env[name] ?? '').trim() !== '');
  if (present.length === DOCSEARCH_ENV.length) {
    return {
      kind: 'algolia',
      algolia: {
        appId: env.DOCSEARCH_APP_ID!.trim(),
        apiKey: env.DOCSEARCH_API_KEY!.trim(),
        indexName: env.DOCSEARCH_INDEX_NAME!.trim(),
        // Filters by `docusaurus_tag` (one per docs instance, i.e. per product) and language.
        contextualSearch: true,
        // The crawler records each page's <meta name="mui:productId"> as the `productId` facet.
        searchParameters: {facetFilters: []},
        searchPagePath: 'search',
      },
    };
  }
  if (present.length > 0) {
    const missing = DOCSEARCH_ENV.filter((name) => !present.includes(name));
    throw new Error(`Algolia DocSearch needs ${DOCSEARCH_ENV.join(', ')}; missing: ${missing.join(', ')}.`);
  }
  return {kind: 'local', plugins: ['./plugins/search-index/index.ts']};
}
