import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lazy-mark';

/** The mark.js build the local search plugin's generated module imports for its SearchBar. */
const MARK_JS = require.resolve('mark.js/dist/mark.js');

/** mark.js loads when a page has search words to highlight, not with every page (src/search/lazyMark.ts). */
export default function pluginLazyMark(): Plugin<void> {
  return createModuleReplacementPlugin(PluginName, MARK_JS, path.resolve(__dirname, '../../src/search/lazyMark.ts'));
}
