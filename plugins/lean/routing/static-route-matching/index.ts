import path from 'node:path';
import {createImporterAliasPlugin} from '../../../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-static-route-matching';

/**
 * react-router's `path-to-regexp` is plugins/lean/routing/runtime/routing/pathToRegexp.ts, which matches paths without
 * parameters (every docs route) by comparing strings rather than compiling a regexp per route.
 * Only react-router's import is redirected; other packages keep their own path-to-regexp.
 */
export default function pluginStaticRouteMatching() {
  return createImporterAliasPlugin(PluginName, /[\\/]node_modules[\\/]react-router[\\/]/, {
    'path-to-regexp$': path.resolve(__dirname, '../runtime/routing/pathToRegexp.ts'),
  });
}
