import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-route-chunk-scripts';

/**
 * Every page's HTML lists the scripts and stylesheets of its own route chunks, not only the
 * runtime and main.js, so the browser fetches them alongside main.js instead of after it ran
 * (registryModuleNames.ts explains why Docusaurus missed them). Applies to the server build,
 * which reports the names, and the client build, which carries the registry.
 */
export default function pluginRouteChunkScripts(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack() {
      return {
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'loader.js')}]}],
        },
      };
    },
  };
}
