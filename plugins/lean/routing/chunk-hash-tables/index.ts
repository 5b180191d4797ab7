import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {addHashesToChunk, chunkLoads, hashesByLoader, readHashTable, shrinkRuntime} from './chunkHashes';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-chunk-hash-tables';

/**
 * Moves the content hash of each chunk that only one on-demand chunk loads from the runtime into
 * that chunk (chunkHashes.ts). Production client build: after minification, whose output the
 * functions read, and before the final content hashes, which the bundler then writes into the
 * moved entries as into the runtime's.
 */
class ChunkHashTablesPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: PluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE},
        () => {
          const runtimes = [...compilation.chunks].filter((chunk) => chunk.hasRuntime());
          // On-demand chunks: an entry chunk's JSONP form already has a runtime function (its startup).
          const hosts = new Set(
            [...compilation.chunks]
              .filter((chunk) => !chunk.canBeInitial() && !chunk.hasRuntime())
              .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))),
          );
          const runtimeFiles = new Set(runtimes.flatMap((chunk) => [...chunk.files]));
          const mainRuntime = [...runtimeFiles].find((file) => /runtime~main\.[^/]*\.js$/.test(file));
          if (!mainRuntime || hosts.size === 0) {
            throw new Error(`${PluginName}: no main runtime or no on-demand chunks in the client build`);
          }
          const text = (file: string) => compilation.getAsset(file)!.source.source().toString();
          const runtime = text(mainRuntime);
          const runtimeTable = readHashTable(runtime, mainRuntime);
          const loads = new Map(
            compilation
              .getAssets()
              .filter(({name}) => name.endsWith('.js') && !runtimeFiles.has(name))
              .map(({name}) => [name, chunkLoads(text(name))] as const),
          );
          const moved = hashesByLoader(runtimeTable, loads, hosts);
          const kept = new Map(runtimeTable);
          for (const [file, hashes] of moved) {
            for (const id of hashes.keys()) kept.delete(id);
            compilation.updateAsset(file, new sources.RawSource(addHashesToChunk(text(file), hashes, file)));
          }
          compilation.updateAsset(mainRuntime, new sources.RawSource(shrinkRuntime(runtime, kept, mainRuntime)));
        },
      );
    });
  }
}

export default function pluginChunkHashTables(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [new ChunkHashTablesPlugin()]};
    },
  };
}
