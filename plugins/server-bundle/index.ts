import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-server-bundle';

/**
 * The server build in one file: its dynamic imports are bundled into the entry, not split into
 * chunks. Docusaurus turns chunk splitting off for the server build, so every route chunk carried
 * its own copy of what it imports (Material UI, the grids, the demos): 1,191 files, 563 MB written
 * and then read and compiled again by each static-rendering worker. Bundled once, each module is
 * in the file once. `import()` still returns a promise and still runs the module only when called.
 */
export default function pluginServerBundle(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(_config, isServer) {
      return isServer ? {output: {asyncChunks: false}} : {};
    },
  };
}
