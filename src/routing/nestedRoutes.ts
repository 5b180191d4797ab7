/**
 * The route table's top-level routes may leave their nested routes to a chunk of their own
 * (plugins/split-route-table): such a route starts with an empty `routes` list and a `loadRoutes`
 * that imports them. Whatever matches a path (preload, prefetch) first loads the nested routes of
 * the top-level route the path falls under; rendering always comes after a preload.
 */
import {matchRoutes, type RouteConfig} from 'react-router-config';
import {loadOnce, type LoadOnce} from '../utils/loadOnce';

/** A route of the table, possibly with its nested routes still to load. */
export type SplitRouteConfig = RouteConfig & {
  routes?: SplitRouteConfig[];
  loadRoutes?: () => Promise<{default: SplitRouteConfig[]}>;
  /** The chunk `loadRoutes` imports. */
  routesChunkName?: string;
};

const loads = new WeakMap<SplitRouteConfig, LoadOnce<true>>();
let loadedTables = 0;

function nestedRoutesOf(
  route: SplitRouteConfig,
  loadRoutes: NonNullable<SplitRouteConfig['loadRoutes']>,
): LoadOnce<true> {
  let load = loads.get(route);
  if (!load) {
    load = loadOnce(() =>
      loadRoutes().then(({default: nested}) => {
        // In place: the route table's components render `route.routes` of this same object.
        (route.routes ??= []).push(...nested);
        loadedTables += 1;
        return true as const;
      }),
    );
    loads.set(route, load);
  }
  return load;
}

/** The top-level route `pathname` falls under, if its nested routes have not loaded yet. */
export function unloadedRouteTable(
  routes: readonly SplitRouteConfig[],
  pathname: string,
): SplitRouteConfig | undefined {
  // Such a route matches alone: `matchRoutes` goes down only into loaded nested routes.
  const top = matchRoutes(routes as SplitRouteConfig[], pathname)[0]?.route as SplitRouteConfig | undefined;
  return top?.loadRoutes && !loads.get(top)?.loaded() ? top : undefined;
}

/**
 * Resolves once every path in `pathnames` can be matched to its full depth: the nested routes of
 * the top-level routes they fall under are loaded (a failed load rejects, and the next call tries
 * again). Resolves at once when there is nothing to load.
 */
export function loadNestedRoutes(routes: readonly SplitRouteConfig[], pathnames: readonly string[]): Promise<void> {
  const tables = pathnames.flatMap((pathname) => unloadedRouteTable(routes, pathname) ?? []);
  if (tables.length === 0) return Promise.resolve();
  return Promise.all(
    tables.flatMap((route) => (route.loadRoutes ? [nestedRoutesOf(route, route.loadRoutes).get()] : [])),
  ).then(() => undefined);
}

/** How many nested route tables have loaded: changes whenever the table has grown. */
export function loadedRouteTables(): number {
  return loadedTables;
}
