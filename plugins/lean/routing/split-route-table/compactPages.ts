/**
 * Most routes of a product's table are doc pages of one shape: a leaf route (`exact`, a sidebar),
 * whose chunk names are the doc page component and its content, and whose content chunk only this
 * table registers. Docusaurus spells each such page out three times: as a route, as chunk names
 * keyed by path and hash, and as a registry entry, in three lists far apart, which gzip compresses
 * poorly. Here each becomes one call of `page(...)`, which fills in all three when the table loads:
 * about a third fewer gzipped bytes for a table (measured on Material UI's).
 */
import {parseRegistryEntry} from '../route-chunk-scripts/registryModuleNames';

/** A leaf route of routes.js, at any depth: `{ path, component, exact: true, sidebar }`. */
const LEAF_ROUTE =
  /^( *)\{\n\1 {2}path: '([^']*)',\n\1 {2}component: ComponentCreator\('\2', '([^']*)'\),\n\1 {2}exact: true,\n\1 {2}sidebar: ("[^"\\]*")\n\1\}(,?)$/gm;

/** The module path literal of each registry entry, by chunk name (lines of registry.js). */
export function registryModules(lines: readonly string[]): Map<string, string> {
  return new Map(
    lines.flatMap((line) => {
      const entry = parseRegistryEntry(line);
      return entry ? [[entry.chunkName, entry.modulePath] as const] : [];
    }),
  );
}

/**
 * The route hash of every compacted page. Docusaurus's hashes (hex) tell apart routes of one path;
 * a table compacts one page per path, so its pages need none, and the table need not carry them
 * (random digits are what gzip cannot shrink). Not hex, so it never meets one of Docusaurus's.
 */
export const PAGE_HASH = 'p';

/**
 * The function the compacted routes call; defined in the table module, given `ComponentCreator`.
 * Its registry entries leave out the third element, the module's id (`require.resolveWeak`): only
 * react-loadable's `preloadReady` reads it, which Docusaurus never calls.
 */
export const PAGE_FUNCTION = `const page = (path, sidebar, comp, content, load) => {
    routesChunkNames[path + '-${PAGE_HASH}'] = {__comp: comp, content};
    registry[content] = [load, content];
    return {path, component: ComponentCreator(path, '${PAGE_HASH}'), exact: true, sidebar};
  };`;

export interface CompactedRoutes {
  /** The route lines, with each doc page as one `page(...)` call. */
  readonly routes: string;
  /** The routesChunkNames keys and registry chunk names the calls register. */
  readonly keys: ReadonlySet<string>;
  readonly chunks: ReadonlySet<string>;
}

/**
 * `routeLines` with every doc page whose content chunk is in `own` (registered by this table only)
 * turned into a `page(...)` call. Other routes are left as they are.
 */
export function compactPages(
  routeLines: readonly string[],
  chunkNames: Readonly<Record<string, unknown>>,
  modules: ReadonlyMap<string, string>,
  own: ReadonlySet<string>,
): CompactedRoutes {
  const keys = new Set<string>();
  const chunks = new Set<string>();
  const paths = new Set<string>();
  const routes = routeLines
    .join('\n')
    .replace(LEAF_ROUTE, (route, indent: string, path: string, hash: string, sidebar: string, comma: string) => {
      const key = `${path}-${hash}`;
      const names = chunkNames[key] as Record<string, unknown> | undefined;
      const {__comp: comp, content} = names ?? {};
      const pageShape = names && Object.keys(names).length === 2 && typeof comp === 'string';
      // A second route of the same path keeps its own hash, so it stays as it is.
      if (!pageShape || typeof content !== 'string' || !own.has(content) || paths.has(path)) return route;
      const module = modules.get(content);
      if (module === undefined) return route;
      keys.add(key);
      chunks.add(content);
      paths.add(path);
      const load = `() => import(/* webpackChunkName: "${content}" */ ${module})`;
      const args = [`'${path}'`, sidebar, `"${comp}"`, `"${content}"`, load];
      return `${indent}page(${args.join(', ')})${comma}`;
    });
  return {routes, keys, chunks};
}
