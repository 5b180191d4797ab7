import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-chunk-file-names';

/** The file name of every chunk loaded on demand (route chunks and the libraries they share). */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Names on-demand chunk files by chunk id instead of chunk name. The bundler's runtime, which
 * every page loads, turns a chunk id into its file's URL; with the name in the file name it
 * carried a table of all chunk names next to the table of
 * content hashes it needs anyway. Route chunk names are hashes themselves, so nothing readable is
 * lost. Production client build only: the dev server keeps Docusaurus's names.
 */
export default function pluginChunkFileNames(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
