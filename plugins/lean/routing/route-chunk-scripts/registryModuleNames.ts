/**
 * Docusaurus writes `.docusaurus/registry.js` with one line per route chunk:
 *
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],
 *
 * (the last one followed by the closing `};`). *
 * The second element is the name react-loadable reports while a page is server-rendered, and
 * Docusaurus looks it up in the client manifest to list the page's scripts and stylesheets.
 * That manifest is keyed by chunk name, not by module path, so no route chunk was ever found:
 * every page listed only runtime~main.js and main.js, and the browser discovered the page's own
 * chunks only after main.js had run (a network round trip late, and a dozen script insertions
 * inside main.js's long task). Reporting the chunk name fixes the lookup, and the client bundle
 * no longer carries every module path as a string.
 */
const ENTRY =
  /^ {2}"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],(\};)?$/;

/** A registry entry: its chunk name, its module path (a string literal) and what closes the line. */
export interface RegistryEntry {
  readonly chunkName: string;
  readonly modulePath: string;
  /** `};` on the last entry, which closes the registry; empty otherwise. */
  readonly end: string;
}

/** The entry on a line of registry.js as Docusaurus writes it, or undefined for any other line. */
export function parseRegistryEntry(line: string): RegistryEntry | undefined {
  const match = ENTRY.exec(line);
  return match?.[1] && match[2] ? {chunkName: match[1], modulePath: match[2], end: match[3] ?? ''} : undefined;
}

/** `source` with each entry's reported module name replaced by its chunk name. */
export function reportChunkNames(source: string, file = 'registry.js'): string {
  const lines = source.split('\n');
  return lines
    .map((line, index) => {
      if (!line.startsWith('  "')) return line;
      const entry = parseRegistryEntry(line);
      if (!entry) {
        throw new Error(
          `${file}:${index + 1}: unexpected registry entry (has Docusaurus changed its format?): ${line.slice(0, 160)}`,
        );
      }
      const {chunkName, modulePath, end} = entry;
      return `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ ${modulePath}), "${chunkName}", require.resolveWeak(${modulePath})],${end}`;
    })
    .join('\n');
}

/** Bundler loader for `.docusaurus/registry.js`. */
export default function registryLoader(this: {resourcePath: string}, source: string): string {
  return reportChunkNames(source, this.resourcePath);
}
