import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-idle-prefetch';

/** Docusaurus's client module behind `window.docusaurus` (prefetch and preload of routes). */
const CORE_PREFETCH_MODULE = require.resolve('@docusaurus/core/lib/client/docusaurus');

/**
 * Prefetching of the routes whose links come into view waits for idle time
 * (src/prefetch/docusaurus.ts): the core module it replaces made long tasks on every doc page.
 */
export default function pluginIdlePrefetch(): Plugin<void> {
  const replacement = path.resolve(__dirname, '../../src/prefetch/docusaurus.ts');
  return {
    name: PluginName,
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [`${CORE_PREFETCH_MODULE.replace(/\.js$/, '')}$`]: replacement,
            [`${CORE_PREFETCH_MODULE}$`]: replacement,
          },
        },
      };
    },
  };
}
