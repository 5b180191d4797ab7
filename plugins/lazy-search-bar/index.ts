import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lazy-search-bar';

/** search-local's theme entry for the search box (what `@theme-original/SearchBar` resolves to). */
export const LOCAL_SEARCH_BAR =
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/index.jsx');

/** The local search box loads on first interest (src/search/SearchBarIsland.tsx). */
export default function pluginLazySearchBar(): Plugin<void> {
  return createModuleReplacementPlugin(
    PluginName,
    LOCAL_SEARCH_BAR,
    path.resolve(__dirname, '../../src/search/SearchBarIsland.tsx'),
  );
}
