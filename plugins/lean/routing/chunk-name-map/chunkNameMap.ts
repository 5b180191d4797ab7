import crypto from 'node:crypto';

/** The runtime global that holds the map file's path, relative to the public path. */
export const CHUNK_NAME_MAP_GLOBAL = '__webpack_require__.cnm';

/** A file of chunk names and the ids the bundler gave those chunks, and where it is emitted. */
export type ChunkNameMapFile = {fileName: string; content: string};

/**
 * The file that maps each named on-demand chunk to its id (what Docusaurus's runtime function
 * `__webpack_require__.gca` carried inline), named by a hash of its content so it can be cached
 * for good. `idToName` is the bundler's chunk map (`chunk.getChunkMaps(false).name`); its entries
 * are sorted, so the same chunks always give the same bytes. Only the chunks `isLookedUp` keeps are
 * in it: the map is read to prefetch routes' chunks by name, and chunks that code imports by id
 * (the demos' previews, two thirds of the names and 25 KB gz of the map) need no entry.
 */
export function createChunkNameMapFile(
  idToName: Readonly<Record<string, string>>,
  isLookedUp: (name: string) => boolean = () => true,
): ChunkNameMapFile {
  const nameToId = Object.fromEntries(
    Object.entries(idToName)
      .filter(([, name]) => isLookedUp(name))
      .map(([id, name]) => [name, id] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const content = JSON.stringify(nameToId);
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
  return {fileName: `assets/js/chunk-names.${hash}.json`, content};
}

/** The runtime code that tells the client where the map file is. */
export function chunkNameMapRuntimeCode(fileName: string): string {
  return `${CHUNK_NAME_MAP_GLOBAL} = ${JSON.stringify(fileName)};`;
}
