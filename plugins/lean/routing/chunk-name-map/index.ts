import type {Plugin} from '@docusaurus/types';
import type {Compiler, RuntimeModule as RuntimeModuleType} from 'webpack';
import {isRouteChunkName} from '../../../demos';
import {chunkNameMapRuntimeCode, createChunkNameMapFile, type ChunkNameMapFile} from './chunkNameMap';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-chunk-name-map';

/** Docusaurus's plugin that puts the chunk-name table into the runtime (ChunkAssetPlugin.js). */
const CORE_CHUNK_ASSET_PLUGIN = 'ChunkAssetPlugin';

type Bundler = Compiler['webpack'];

/**
 * Emits the chunk-name map as a file of its own and puts only its path in the runtime: the
 * runtime is on every page, and the map is read only to prefetch the routes behind links
 * (plugins/lean/routing/runtime/prefetch), at idle time. Docusaurus's ChunkAssetPlugin wrote the whole map into the
 * runtime; this plugin takes its place (what that saves: its entry in scripts/upstream/manifest/).
 */
class ChunkNameMapPlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule, Compilation, sources} = compiler.webpack as Bundler;
    compiler.hooks.thisCompilation.tap(PluginName, (compilation) => {
      const files = new Map<string, ChunkNameMapFile>();
      class ChunkNameMapRuntimeModule extends (RuntimeModule as typeof RuntimeModuleType) {
        constructor() {
          super('ChunkNameMapRuntimeModule', RuntimeModule.STAGE_ATTACH);
          // As Docusaurus's module: generated once every chunk has its id.
          this.fullHash = true;
        }
        override generate(): string {
          const names = this.chunk!.getChunkMaps(false).name;
          // A runtime with no named chunks to load (the search worker's) needs no map.
          if (Object.keys(names).length === 0) return '';
          // Demo previews are imported by id (plugins/demos), never prefetched by name.
          const file = createChunkNameMapFile(names, isRouteChunkName);
          files.set(file.fileName, file);
          return chunkNameMapRuntimeCode(file.fileName);
        }
      }
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PluginName, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkNameMapRuntimeModule());
      });
      compilation.hooks.processAssets.tap(
        {name: PluginName, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const {fileName, content} of files.values()) {
            compilation.emitAsset(fileName, new sources.RawSource(content));
          }
        },
      );
    });
  }
}

/** Replaces Docusaurus's ChunkAssetPlugin in the client build with ChunkNameMapPlugin. */
export default function pluginChunkNameMap(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus adds its plugin itself: configureWebpack may change the config it is given.
      const plugins = config.plugins ?? [];
      const core = plugins.findIndex((plugin) => plugin?.constructor.name === CORE_CHUNK_ASSET_PLUGIN);
      if (core === -1) {
        throw new Error(
          `${PluginName}: Docusaurus's ${CORE_CHUNK_ASSET_PLUGIN} is not in the client build any more; ` +
            'check how the new version finds chunk files before removing this plugin.',
        );
      }
      plugins.splice(core, 1);
      return {plugins: [new ChunkNameMapPlugin()]};
    },
  };
}
