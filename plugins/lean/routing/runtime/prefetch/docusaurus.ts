// Stands in for @docusaurus/core/lib/client/docusaurus.js (window.docusaurus), through the alias
// in plugins/lean/routing/idle-prefetch. Preloading (a link is hovered or touched) is unchanged. Prefetching
// (a link scrolls into view) is what a doc page does for every link of its sidebar, table of
// contents and navbar at once, right after hydration; the original did it on the spot, with a
// scan of the whole route table per link and a <link rel="prefetch"> per chunk, already loaded
// or not, which made long tasks on phones. Here it waits for idle time, looks chunks up in an
// index built once, and asks for each chunk file once, unless the page already has its script.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {loadedRouteTables, unloadedRouteTables, type SplitRouteConfig} from '../routing/nestedRoutes';
import {createIdleQueue, indexRouteChunks} from './routeChunks';
import {createChunkFileLookup, type ChunkRuntime} from './chunkFiles';

declare const __webpack_require__: ChunkRuntime;

const chunkFile = createChunkFileLookup(__webpack_require__, (url) =>
  fetch(url).then((response) => (response.ok ? response.json() : undefined)),
);

const fetched = new Set<string>();
const loaded = new Set<string>();
// Each chunk is looked up once, and a chunk name has a file of its own, so no file is asked for
// twice either.
const lookedUpChunks = new Set<string>();
let chunksByRoute: ReadonlyMap<string, readonly string[]> | undefined;
// The nested route tables loaded when the index was built: each one adds its routes' chunk names.
let indexedTables = 0;

type NetworkInformation = {effectiveType?: string; saveData?: boolean};
const isSlowConnection = (): boolean => {
  const connection = (navigator as {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const whenIdle = createIdleQueue((callback) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(callback, {timeout: 5000})
    : setTimeout(() => callback({timeRemaining: () => 0}), 200),
);

function prefetchFile(url: string): void {
  if (document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

function routeChunkIndex(): ReadonlyMap<string, readonly string[]> {
  if (!chunksByRoute || indexedTables !== loadedRouteTables()) {
    indexedTables = loadedRouteTables();
    chunksByRoute = indexRouteChunks(routesChunkNames);
  }
  return chunksByRoute;
}

function prefetchChunk(chunkName: string): void {
  if (lookedUpChunks.has(chunkName)) return;
  lookedUpChunks.add(chunkName);
  // The file of a chunk, if it still exists alone (plugins/lean/routing/chunk-name-map).
  void chunkFile(chunkName).then((url) => {
    if (url) prefetchFile(url);
  });
}

function prefetchRoute(routePath: string): void {
  // A link to another product or part of one: its routes are not known yet, only the files that have them.
  const tables = unloadedRouteTables(routes as SplitRouteConfig[], routePath);
  if (tables.length > 0) {
    for (const {table} of tables) if (table.routesChunkName) prefetchChunk(table.routesChunkName);
    return;
  }
  const index = routeChunkIndex();
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of index.get(match.route.path as string) ?? []) prefetchChunk(chunkName);
  }
}

const prefetch = (routePath: string): boolean => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  whenIdle(() => prefetchRoute(routePath));
  return true;
};

const preload = (routePath: string): false | Promise<unknown[]> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
