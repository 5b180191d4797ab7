import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {getEarlyShortcutScript} from '../../src/search/earlyShortcut';
import {buildSearchIndex} from './pagefind';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-search-index';

/** The search page's route (the "All products" button and "See all results" lead there). */
export const SEARCH_PAGE_PATH = '/search/';

/**
 * The site's local search (when no DOCSEARCH_* variable is set, ./setup.ts):
 * - after the build, a Pagefind index of the docs pages' text (./pagefind.ts);
 * - the navbar's search box (theme/SearchBar, the island of src/search/SearchBarIsland.tsx);
 * - the search page at /search/;
 * - words of a search marked on the page a result opens (src/search/highlightWords.ts);
 * - a shortcut pressed before the scripts run is kept (src/search/earlyShortcut.ts).
 */
export default function pluginSearchIndex(): Plugin<void> {
  return {
    name: PluginName,
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getClientModules() {
      return [path.resolve(__dirname, '../../src/search/highlightWords.ts')];
    },
    async contentLoaded({actions}) {
      actions.addRoute({path: SEARCH_PAGE_PATH, component: '@site/src/search/SearchPage.tsx', exact: true});
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: getEarlyShortcutScript()}]};
    },
    async postBuild({outDir}) {
      const started = Date.now();
      const {pageCount} = await buildSearchIndex(outDir);
      console.log(`[search] Pagefind indexed ${pageCount} pages in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    },
  };
}
