import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-static-route-matching';

/**
 * react-router's `path-to-regexp` is src/routing/pathToRegexp.ts, which matches paths without
 * parameters (every docs route) by comparing strings rather than compiling a regexp per route.
 * Only react-router's import is redirected; other packages keep their own path-to-regexp.
 */
export default function pluginStaticRouteMatching(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // The rule matches the importing module: resolve options apply to its requests.
              test: /[\\/]node_modules[\\/]react-router[\\/]/,
              resolve: {alias: {'path-to-regexp$': path.resolve(__dirname, '../../src/routing/pathToRegexp.ts')}},
            },
          ],
        },
      };
    },
  };
}
