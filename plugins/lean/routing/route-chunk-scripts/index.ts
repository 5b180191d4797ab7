import path from 'node:path';
import {createLoaderPlugin} from '../../../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-route-chunk-scripts';

/**
 * Every page's HTML lists the scripts and stylesheets of its own route chunks, not only the
 * runtime and main.js, so the browser fetches them alongside main.js instead of after it ran
 * (registryModuleNames.ts explains why Docusaurus missed them). Applies to the server build,
 * which reports the names, and the client build, which carries the registry.
 */
export default function pluginRouteChunkScripts() {
  return createLoaderPlugin(
    PluginName,
    {test: /[\\/]\.docusaurus[\\/]registry\.js$/},
    path.join(__dirname, 'registryModuleNames.ts'),
  );
}
