import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {addHashesToChunk, chunkLoads, hashesByTable, readHashTable, shrinkRuntime} from './chunkHashes';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-chunk-hash-tables';

/** The route tables' chunks (plugins/split-route-table names them `routes-<product>[-<part>]`). */
const ROUTE_TABLE_CHUNK = /^routes-/;

/**
 * Moves the content hashes of the chunks only one route table loads from the runtime into that
 * table's chunk (chunkHashes.ts). Production client build: after minification, whose output the
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
          const tables = new Set(
            [...compilation.chunks]
              .filter((chunk) => chunk.name && ROUTE_TABLE_CHUNK.test(chunk.name))
              .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))),
          );
          const runtimeFiles = new Set(runtimes.flatMap((chunk) => [...chunk.files]));
          const mainRuntime = [...runtimeFiles].find((file) => /runtime~main\.[^/]*\.js$/.test(file));
          if (!mainRuntime || tables.size === 0) {
            throw new Error(`${PluginName}: no main runtime or no route table chunks in the client build`);
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
          const moved = hashesByTable(runtimeTable, loads, tables);
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
