/**
 * Splits Docusaurus's route table (`.docusaurus/routes.js`, `routesChunkNames.json`, `registry.js`)
 * so that each top-level route with nested routes (a product's docs) has its nested routes, their
 * chunk names and their registry entries in a module of its own, loaded when a page of that
 * product is first preloaded. The main bundle keeps the top-level routes.
 *
 * Docusaurus's codegen (core/lib/server/codegen/codegenRoutes.js) writes routes.js as a literal
 * with two spaces per level: top-level routes open with `  {` and close with `  }`, and their
 * properties sit at four spaces. Anything else fails with the file and line.
 */
import {chunkNamesIn} from '../runtime/prefetch/routeChunks';

/** The nested routes of one top-level route, moved to a module of their own. */
export interface Subtree {
  /** Query value of the module (`routes.js?subtree=<id>`), also the chunk name's suffix. */
  readonly id: string;
  /** The chunk name of the module. */
  readonly chunkName: string;
  /** The routesChunkNames key of the top-level route itself, which stays in the main table. */
  readonly rootKey: string;
  /** The nested routes, as lines of routes.js (an array literal's elements). */
  readonly routeLines: readonly string[];
  /** The routesChunkNames keys of every route in `routeLines`. */
  readonly keys: readonly string[];
}

export interface SplitRouteTable {
  /** routes.js for the main bundle: each subtree replaced with an empty list and its loader. */
  readonly main: string;
  readonly subtrees: readonly Subtree[];
  /** The routesChunkNames keys of the routes left in the main table. */
  readonly mainKeys: ReadonlySet<string>;
}

const CREATOR = /ComponentCreator\('([^']*)', '([^']*)'\)/g;
const CHUNK_PREFIX = 'routes-';

function keysOf(lines: readonly string[]): string[] {
  return lines.flatMap((line) => [...line.matchAll(CREATOR)].map(([, path, hash]) => `${path}-${hash}`));
}

/** `/material-ui/` -> `material-ui`; unique among `taken`. */
function subtreeId(routePath: string, taken: Set<string>): string {
  const base =
    routePath
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'root';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The request of a subtree's module, relative to routes.js. */
export function subtreeRequest(id: string): string {
  return `./routes.js?subtree=${id}`;
}

/** The lines that replace a route's nested routes, at `indent`: an empty list and the loader of its subtree. */
function loaderLines(indent: string, id: string, chunkName: string, comma: string): string[] {
  return [
    `${indent}routes: [],`,
    // The module builds its routes with this module's ComponentCreator (bundler aliases apply to
    // routes.js by its path, and may not reach the same file with a query).
    `${indent}loadRoutes: () => import(/* webpackChunkName: "${chunkName}" */ '${subtreeRequest(id)}').then((table) => ({default: table.default(ComponentCreator)})),`,
    `${indent}routesChunkName: '${chunkName}'${comma}`,
  ];
}

/**
 * `routeLines` (a top-level route's nested routes) with the nested routes of each route at one of
 * `nestedPaths` (an archived docs version: `/material-ui/6.x/`) moved to a subtree of their own, so
 * that the latest version's pages do not carry an archived version's routes, nor the reverse.
 */
function splitNestedRoutes(
  routeLines: readonly string[],
  nestedPaths: ReadonlySet<string>,
  taken: Set<string>,
  fail: (why: string) => never,
): {lines: string[]; subtrees: Subtree[]} {
  const lines: string[] = [];
  const subtrees: Subtree[] = [];
  for (let i = 0; i < routeLines.length; i++) {
    const line = routeLines[i] ?? '';
    lines.push(line);
    const path = /^( +)path: '([^']*)',$/.exec(line);
    if (!path || !nestedPaths.has(path[2] ?? '')) continue;
    const indent = path[1] ?? '';
    const component = routeLines[i + 1] ?? '';
    const [rootKey] = keysOf([component]);
    const opener = routeLines.findIndex((candidate, index) => index > i && candidate === `${indent}routes: [`);
    const end = routeLines.findIndex(
      (candidate, index) => index > opener && new RegExp(`^${indent}\\],?$`).test(candidate),
    );
    if (!component.startsWith(`${indent}component: `) || rootKey === undefined || opener !== i + 2 || end < 0) {
      return fail(`the route at ${path[2]} is not a path, a component and nested routes`);
    }
    const nested = routeLines.slice(opener + 1, end);
    const id = subtreeId(path[2] ?? '', taken);
    const chunkName = CHUNK_PREFIX + id;
    subtrees.push({id, chunkName, rootKey, routeLines: nested, keys: keysOf(nested)});
    lines.push(component, ...loaderLines(indent, id, chunkName, routeLines[end]?.endsWith(',') ? ',' : ''));
    i = end;
  }
  return {lines, subtrees};
}

/**
 * Splits routes.js (`source`, read from `file`): the main table and one subtree per nested list of
 * a top-level route, except that a top-level route with routes at `nestedPaths` below it (a docs
 * instance's versions) keeps those routes in the main table, with a subtree per version instead.
 */
export function splitRouteTable(
  source: string,
  file = 'routes.js',
  nestedPaths: ReadonlySet<string> = new Set(),
): SplitRouteTable {
  const lines = source.split('\n');
  const fail = (index: number, why: string): never => {
    throw new Error(
      `${file}:${index + 1}: ${why} (has Docusaurus changed the format of routes.js?): ${lines[index] ?? ''}`,
    );
  };
  const out: string[] = [];
  const subtrees: Subtree[] = [];
  const mainKeys = new Set<string>();
  const taken = new Set<string>();
  let routePath: string | undefined;
  let rootKey: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '  {') [routePath, rootKey] = [undefined, undefined];
    const path = /^ {4}path: '([^']*)',$/.exec(line);
    if (path) routePath = path[1];
    if (line.startsWith('    component: ')) {
      const [key] = keysOf([line]);
      if (key) rootKey = key;
    }
    if (line !== '    routes: [') {
      for (const key of keysOf([line])) mainKeys.add(key);
      out.push(line);
      continue;
    }
    if (routePath === undefined || rootKey === undefined) return fail(i, 'nested routes before the path and component');
    const end = lines.findIndex((candidate, index) => index > i && /^ {4}\],?$/.test(candidate));
    if (end < 0) return fail(i, 'nested routes without their closing bracket');
    const nested = splitNestedRoutes(lines.slice(i + 1, end), nestedPaths, taken, (why) => fail(i, why));
    if (nested.subtrees.length > 0) {
      // A docs instance with versions: its version routes stay here, each with its own loader, so
      // that a link's prefetch reaches the version's table at once (the runtime prefetches the
      // tables a path needs at the first level it can match, and it cannot match inside a table
      // it has only fetched as a file).
      for (const key of keysOf(nested.lines)) mainKeys.add(key);
      out.push(line, ...nested.lines, lines[end] ?? '');
      subtrees.push(...nested.subtrees);
    } else {
      const id = subtreeId(routePath, taken);
      const chunkName = CHUNK_PREFIX + id;
      subtrees.push({id, chunkName, rootKey, routeLines: nested.lines, keys: keysOf(nested.lines)});
      out.push(...loaderLines('    ', id, chunkName, lines[end]?.endsWith(',') ? ',' : ''));
    }
    i = end;
  }
  return {main: out.join('\n'), subtrees, mainKeys};
}

/**
 * Which module holds each registry entry: the main registry keeps the chunks that main routes use
 * or that several subtrees share (a product's doc page component is every product's); each
 * subtree gets the chunks only it uses.
 */
export function partitionRegistry(
  table: SplitRouteTable,
  routesChunkNames: Readonly<Record<string, unknown>>,
): {main: ReadonlySet<string>; bySubtree: ReadonlyMap<string, ReadonlySet<string>>} {
  const namesOf = (keys: Iterable<string>) => new Set([...keys].flatMap((key) => chunkNamesIn(routesChunkNames[key])));
  const main = namesOf(table.mainKeys);
  const users = new Map<string, number>();
  const perSubtree = table.subtrees.map((subtree) => {
    const names = namesOf(subtree.keys);
    for (const name of names) users.set(name, (users.get(name) ?? 0) + 1);
    return [subtree.id, names] as const;
  });
  for (const [name, count] of users) if (count > 1) main.add(name);
  const bySubtree = new Map(
    perSubtree.map(([id, names]) => [id, new Set([...names].filter((name) => !main.has(name)))] as const),
  );
  return {main, bySubtree};
}
