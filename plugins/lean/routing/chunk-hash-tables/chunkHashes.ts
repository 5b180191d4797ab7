/**
 * The bundler's runtime, on every page, turns a chunk id into its file's URL with a table of every
 * on-demand chunk's content hash, one entry per chunk of the site. Most of those chunks are loaded
 * by one other on-demand chunk only: a doc page's content by its product's route table
 * (plugins/lean/routing/split-route-table), a demo's code by its page's content. These functions move such a
 * chunk's hash from the runtime into the chunk that loads it, which adds it to the runtime's table
 * as it is installed, before any of its code can ask for the chunk. They work on the minified
 * files; the bundler then computes the files' final hashes and writes them into every file that
 * names them, these included.
 */

/**
 * `<require>.u=<id>=>"<dir>"+<id>+"."+({<id>:"<hash>",...})[<id>]+".js"`, as the minified runtime
 * writes it (webpack leaves out the parentheses around the table).
 */
const CHUNK_URL =
  /(?<req>[A-Za-z_$][\w$]*)\.u=(?<id>[A-Za-z_$][\w$]*)=>(?<dir>"[^"]*")\+\k<id>\+"\."\+\(?\{(?<map>[^{}]*)\}\)?\[\k<id>\]\+"\.js"/;

/**
 * A chunk load in minified code: `<require>.e("<id>")`, or `.E` (a prefetch hint), with the id as
 * a string or a number.
 */
const CHUNK_LOAD = /\b[A-Za-z_$][\w$]*\.[eE]\((?:"([^"\\]+)"|(\d+(?:e\d+)?))\)/g;

/**
 * A chunk id written as a number literal, as the minifier writes it (`94e3` for chunk 94000), in
 * the form the runtime looks it up by.
 */
const numericId = (literal: string): string => String(Number(literal));

/** The runtime property that holds the table, once it can grow. */
export const HASH_TABLE = 'chm';

type HashTable = ReadonlyMap<string, string>;

const formatTable = (table: HashTable): string =>
  [...table].map(([id, hash]) => `${/^\d+$/.test(id) ? id : JSON.stringify(id)}:${JSON.stringify(hash)}`).join(',');

function parseTable(source: string, file: string): Map<string, string> {
  const table = new Map<string, string>();
  for (const entry of source.split(',')) {
    // A key is a quoted id or a number literal, which the minifier may shorten (`94e3:` for 94000).
    const match = /^(?:"([^"]+)"|(\d+(?:e\d+)?)):"([^"]*)"$/.exec(entry);
    if (!match) throw new Error(`${file}: unexpected entry in the runtime's table of chunk hashes: ${entry}`);
    table.set(match[1] ?? numericId(match[2]!), match[3]!);
  }
  return table;
}

/** The chunk ids a file loads on demand. */
export function chunkLoads(source: string): Set<string> {
  return new Set([...source.matchAll(CHUNK_LOAD)].map(([, quoted, numeric]) => quoted ?? numericId(numeric!)));
}

/** The runtime's table of chunk hashes, or an error naming the file if its code has changed. */
export function readHashTable(runtime: string, file: string): Map<string, string> {
  const match = CHUNK_URL.exec(runtime);
  if (!match?.groups) {
    throw new Error(
      `${file}: no table of chunk hashes in the runtime (has the bundler changed how it names chunk files?)`,
    );
  }
  return parseTable(match.groups.map!, file);
}

/** The runtime with only `kept` in its table, which other chunks may then add to. */
export function shrinkRuntime(runtime: string, kept: HashTable, file: string): string {
  readHashTable(runtime, file);
  return runtime.replace(CHUNK_URL, (...args) => {
    const {req, id, dir} = args.at(-1) as Record<string, string>;
    return `${req}.${HASH_TABLE}={${formatTable(kept)}},${req}.u=${id}=>${dir}+${id}+"."+${req}.${HASH_TABLE}[${id}]+".js"`;
  });
}

/**
 * A chunk file that adds `hashes` to the runtime's table when it loads: a runtime function as the
 * JSONP chunk format's third element, which the runtime calls as it installs the chunk, before
 * any of its modules runs.
 */
export function addHashesToChunk(chunk: string, hashes: HashTable, file: string): string {
  const end = /\}\]\);\s*$/.exec(chunk);
  if (!end)
    throw new Error(`${file}: not a chunk file of the form push([[ids],{modules}]) (has the bundler changed it?)`);
  const at = end.index + 1;
  return `${chunk.slice(0, at)},r=>{Object.assign(r.${HASH_TABLE},{${formatTable(hashes)}})}${chunk.slice(at)}`;
}

/**
 * Which chunk hashes each on-demand chunk carries: those of the chunks it loads and no other file
 * loads. `loads` maps every JS file but the runtime to the chunk ids it loads; `hosts` lists the
 * on-demand chunks' files (an entry chunk, such as main.js, keeps its loads in the runtime).
 */
export function hashesByLoader(
  runtimeTable: HashTable,
  loads: ReadonlyMap<string, ReadonlySet<string>>,
  hosts: ReadonlySet<string>,
): Map<string, Map<string, string>> {
  const loaders = new Map<string, string[]>();
  for (const [file, ids] of loads) for (const id of ids) loaders.set(id, [...(loaders.get(id) ?? []), file]);
  const result = new Map<string, Map<string, string>>();
  for (const [id, files] of loaders) {
    const [only] = files;
    const hash = runtimeTable.get(id);
    if (files.length !== 1 || !hosts.has(only!) || hash === undefined) continue;
    if (!result.has(only!)) result.set(only!, new Map());
    result.get(only!)!.set(id, hash);
  }
  return result;
}
