/**
 * Stands in for @docusaurus/core/lib/client/preload.js (plugins/lean/routing/split-route-table): the same
 * preload of every route component a path matches, once the nested routes it falls under have
 * loaded. Docusaurus preloads before it hydrates a page and before it renders a navigation, so
 * nothing renders from a table that is still missing the path's routes.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {loadNestedRoutes, type SplitRouteConfig} from './nestedRoutes';

type Preloadable = {preload?: () => Promise<unknown>};

export default function preload(pathname: string): Promise<unknown[]> {
  const pathnames = Array.from(new Set([pathname, decodeURI(pathname)]));
  const table = routes as SplitRouteConfig[];
  return loadNestedRoutes(table, pathnames).then(() =>
    Promise.all(
      pathnames
        .flatMap((path) => matchRoutes(table, path))
        .map((match) => (match.route.component as Preloadable | undefined)?.preload?.()),
    ),
  );
}
