import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {typescriptLoaderRule} from '../../../shared/bundlerRules';
import {moduleReplacementAlias} from '../../../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-split-route-table';

/**
 * Every page loaded the whole route table in main.js: each product's routes, their chunk names and
 * registry entries, to match one page (what splitting saves: the patch's entry in
 * scripts/upstream/manifest/). Here each product's nested routes
 * are a chunk of their own (splitRouteTable.ts), which the page's HTML lists and the preload of
 * plugins/lean/routing/runtime/routing/preload.ts loads before it matches a path under that product.
 *
 * `enforce: 'pre'`: reads the files as Docusaurus wrote them, before the other loaders.
 */
export default function pluginSplitRouteTable(): Plugin<void> {
  const preload = moduleReplacementAlias(
    require.resolve('@docusaurus/core/lib/client/preload.js'),
    path.resolve(__dirname, '../runtime/routing/preload.ts'),
  );
  return {
    name: PluginName,
    configureWebpack(_config, isServer) {
      return {
        resolve: {alias: preload},
        module: {
          rules: [
            {
              ...typescriptLoaderRule(
                {test: /[\\/]\.docusaurus[\\/](?:routes\.js|routesChunkNames\.json|registry\.js)$/},
                path.join(__dirname, 'routeTableLoader.ts'),
                isServer,
              ),
              enforce: 'pre',
            },
          ],
        },
      };
    },
  };
}
