/**
 * Routes of the table may leave nested routes to chunks of their own (plugins/lean/routing/split-route-table).
 * A top-level route may leave all of them (a product's docs): it has a `loadRoutes` that imports
 * them. A route deeper down may leave those under a path prefix to a part each (`routeParts`: a
 * product's API pages, its component pages). A load adds the routes to the route's `routes`.
 * Whatever matches a path (preload, prefetch) first loads the nested routes the path needs, level
 * by level; rendering always comes after a preload.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {loadOnce, type LoadOnce} from '../../../../../src/utils/loadOnce';
import {isInRoutesScope, type RoutesScope} from './routesScope';

/**
 * Nested routes in a chunk of their own. Only paths in its scope (routesScope.ts) need them: all
 * paths under the route if it has no `routesPrefix`.
 */
export interface RouteTable extends RoutesScope {
  loadRoutes: () => Promise<{default: SplitRouteConfig[]}>;
  /** The chunk `loadRoutes` imports. */
  routesChunkName?: string;
}

/** A route of the table, possibly with nested routes still to load. */
export type SplitRouteConfig = RouteConfig &
  Partial<RouteTable> & {
    routes?: SplitRouteConfig[];
    routeParts?: RouteTable[];
  };

const loads = new WeakMap<RouteTable, LoadOnce<true>>();
let loadedTables = 0;

function nestedRoutesOf(route: SplitRouteConfig, table: RouteTable): LoadOnce<true> {
  let load = loads.get(table);
  if (!load) {
    load = loadOnce(() =>
      table.loadRoutes().then(({default: nested}) => {
        // In place: the route table's components render `route.routes` of this same object.
        (route.routes ??= []).push(...nested);
        loadedTables += 1;
        return true as const;
      }),
    );
    loads.set(table, load);
  }
  return load;
}

/** The tables of `route`'s nested routes that `pathname` needs and that have not loaded yet. */
function unloadedTablesOf(route: SplitRouteConfig, pathname: string): RouteTable[] {
  const tables: RouteTable[] = [...(route.loadRoutes ? [route as RouteTable] : []), ...(route.routeParts ?? [])];
  return tables.filter((table) => !loads.get(table)?.loaded() && isInRoutesScope(table, pathname));
}

/** A table still to load, and the route whose nested routes it holds. */
export interface UnloadedRouteTable {
  readonly route: SplitRouteConfig;
  readonly table: RouteTable;
}

/**
 * The tables of nested routes that `pathname` needs and that have not loaded yet: those of the
 * outermost route of the path's match that has any. Load them, and the next call may name tables
 * deeper down.
 */
export function unloadedRouteTables(routes: readonly SplitRouteConfig[], pathname: string): UnloadedRouteTable[] {
  // `matchRoutes` goes down only into routes already loaded.
  for (const {route} of matchRoutes(routes as SplitRouteConfig[], pathname)) {
    const tables = unloadedTablesOf(route as SplitRouteConfig, pathname);
    if (tables.length > 0) return tables.map((table) => ({route: route as SplitRouteConfig, table}));
  }
  return [];
}

/**
 * Resolves once every path in `pathnames` can be matched to its full depth: the nested routes it
 * needs are loaded, at every level (a failed load rejects, and the next call tries again).
 * Resolves at once when there is nothing to load.
 */
export async function loadNestedRoutes(
  routes: readonly SplitRouteConfig[],
  pathnames: readonly string[],
): Promise<void> {
  for (;;) {
    const pending = pathnames.flatMap((pathname) => unloadedRouteTables(routes, pathname));
    if (pending.length === 0) return;
    await Promise.all(pending.map(({route, table}) => nestedRoutesOf(route, table).get()));
  }
}

/** How many nested route tables have loaded: changes whenever the table has grown. */
export function loadedRouteTables(): number {
  return loadedTables;
}
