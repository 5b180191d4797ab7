/**
 * Docusaurus's route table (.docusaurus/routes.js) calls `ComponentCreator` for every route when the
 * bundle starts: several hundred react-loadable components, each built from the route's chunk
 * names, of which a page renders three or four. Here the route table gets a stand-in per route
 * that builds the real component the first time the route is rendered or preloaded
 * (plugins/lean/routing/lazy-route-components points routes.js's import at this module).
 */
import React, {type ComponentType} from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

/** What `ComponentCreator` returns: a react-loadable component, which can be preloaded. */
export type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => unknown};

/** `create` runs once, on the first render or preload of the returned component. */
export function lazyRouteComponent(create: () => RouteComponent): RouteComponent {
  let created: RouteComponent | undefined;
  const get = (): RouteComponent => (created ??= create());
  function LazyRoute(props: Record<string, unknown>) {
    const Component = get();
    return <Component {...props} />;
  }
  LazyRoute.preload = (): unknown => get().preload();
  return LazyRoute;
}

/** Drop-in for `@docusaurus/ComponentCreator`, for the route table only. */
export default function lazyComponentCreator(path: string, hash: string): RouteComponent {
  return lazyRouteComponent(() => ComponentCreator(path, hash) as RouteComponent);
}
