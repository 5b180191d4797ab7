// Where a named chunk's file is, for prefetching. The table of chunk names is a file of its own
// (plugins/lean/routing/chunk-name-map), fetched once, the first time a route is prefetched.

/** Chunk name -> chunk id, as plugins/lean/routing/chunk-name-map writes it. */
export type ChunkNameMap = Readonly<Record<string, string>>;

/** The bundler's runtime: public path, chunk id -> file, and the map file's path. */
export type ChunkRuntime = {p: string; u: (chunkId: string) => string; cnm?: string};

/** A map file's content, or an empty map when it is not the object of strings it should be. */
export function parseChunkNameMap(json: unknown): ChunkNameMap {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return {};
  return Object.fromEntries(
    Object.entries(json as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * Loads the map once. A missing map or a failed request means no prefetching, never an error:
 * prefetching only saves time, and navigation loads what it needs anyway.
 */
export function createChunkFileLookup(
  runtime: ChunkRuntime,
  fetchJson: (url: string) => Promise<unknown>,
): (chunkName: string) => Promise<string | undefined> {
  let map: Promise<ChunkNameMap> | undefined;
  const load = (): Promise<ChunkNameMap> =>
    runtime.cnm === undefined
      ? Promise.resolve({})
      : fetchJson(runtime.p + runtime.cnm).then(parseChunkNameMap, () => ({}));
  return async (chunkName) => {
    map ??= load();
    const chunkId = (await map)[chunkName];
    return chunkId === undefined ? undefined : runtime.p + runtime.u(chunkId);
  };
}
