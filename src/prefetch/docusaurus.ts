// Stands in for @docusaurus/core/lib/client/docusaurus.js (window.docusaurus), through the alias
// in plugins/idle-prefetch. Preloading (a link is hovered or touched) is unchanged. Prefetching
// (a link scrolls into view) is what a doc page does for every link of its sidebar, table of
// contents and navbar at once, right after hydration; the original did it on the spot, with a
// scan of the whole route table per link and a <link rel="prefetch"> per chunk, already loaded
// or not, which made long tasks on phones. Here it waits for idle time, looks chunks up in an
// index built once, and asks for each chunk file once, unless the page already has its script.
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {createIdleQueue, indexRouteChunks} from './routeChunks';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

const fetched = new Set<string>();
const loaded = new Set<string>();
// Each chunk is looked up once (webpack's lookup builds its whole chunk-to-file table each time),
// and a chunk name has a file of its own, so no file is asked for twice either.
const lookedUpChunks = new Set<string>();
let chunksByRoute: ReadonlyMap<string, readonly string[]> | undefined;

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

function prefetchRoute(routePath: string): void {
  chunksByRoute ??= indexRouteChunks(routesChunkNames);
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunksByRoute.get(match.route.path as string) ?? []) {
      if (lookedUpChunks.has(chunkName)) continue;
      lookedUpChunks.add(chunkName);
      // Injected by Docusaurus's ChunkAssetPlugin: the file of a chunk, if it still exists alone.
      const url = __webpack_require__.gca(chunkName);
      if (url && !url.includes('undefined')) prefetchFile(url);
    }
  }
}

const prefetch = (routePath: string): boolean => {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  whenIdle(() => prefetchRoute(routePath));
  return true;
};

const preload = (routePath: string): false | Promise<void[]> => {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
