import type {SplitRouteConfig} from '../nestedRoutes';

type Fixture = {preloaded: string[]; resolveNested: (routes: SplitRouteConfig[]) => void};

// The route table: /search/ in the main table, Joy UI's pages in a chunk that resolves on demand.
jest.mock(
  '@generated/routes',
  () => {
    const preloaded: string[] = [];
    const component = (name: string) => Object.assign(() => null, {preload: () => preloaded.push(name)});
    let resolveNested: Fixture['resolveNested'] = () => undefined;
    const nested = new Promise<{default: SplitRouteConfig[]}>((resolve) => {
      resolveNested = (routes) => resolve({default: routes});
    });
    return {
      __esModule: true,
      default: [
        {path: '/search/', exact: true, component: component('search')},
        {path: '/joy-ui/', component: component('joy root'), routes: [], loadRoutes: () => nested},
      ],
      fixture: {preloaded, resolveNested: (routes: SplitRouteConfig[]) => resolveNested(routes)},
      component,
    };
  },
  {virtual: true},
);

/* eslint-disable import/first */
import preload from '../preload';
// @ts-expect-error: the mock's own exports
import {component, fixture} from '@generated/routes';
/* eslint-enable import/first */

const {preloaded, resolveNested} = fixture as Fixture;

describe('preload', () => {
  it('preloads the components of a path outside split routes', async () => {
    await preload('/search/');
    expect(preloaded).toEqual(['search']);
  });

  it("waits for the nested routes of the path's product, then preloads every route the path matches", async () => {
    preloaded.length = 0;
    const done = preload('/joy-ui/caf%C3%A9/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloaded).toEqual([]);
    resolveNested([
      {path: '/joy-ui/café/', exact: true, component: (component as (name: string) => () => null)('café')},
    ]);
    await done;
    // The path as requested (nothing below the product matches it) and decoded (the page).
    expect(preloaded).toEqual(['joy root', 'joy root', 'café']);
  });
});
