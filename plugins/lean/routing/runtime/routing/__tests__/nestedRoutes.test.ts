import {matchRoutes} from 'react-router-config';
import {loadedRouteTables, loadNestedRoutes, unloadedRouteTables, type SplitRouteConfig} from '../nestedRoutes';

/** The routes whose tables a path still needs. */
const unloadedRouteTable = (routes: SplitRouteConfig[], pathname: string) => {
  const owners = [...new Set(unloadedRouteTables(routes, pathname).map(({route}) => route))];
  return owners.length > 1 ? owners : owners[0];
};

/** A route table like plugins/lean/routing/split-route-table's: Joy UI's nested routes are in a chunk. */
function table(load: () => Promise<{default: SplitRouteConfig[]}>) {
  const joy: SplitRouteConfig = {path: '/joy-ui/', routes: [], loadRoutes: load, routesChunkName: 'routes-joy-ui'};
  const routes: SplitRouteConfig[] = [{path: '/search/', exact: true}, joy, {path: '/', exact: true}];
  return {routes, joy};
}

const nested = (): Promise<{default: SplitRouteConfig[]}> =>
  Promise.resolve({
    default: [
      {path: '/joy-ui/button/', exact: true},
      {path: '/joy-ui/card/', exact: true},
    ],
  });

const matchedPaths = (routes: SplitRouteConfig[], pathname: string) =>
  matchRoutes(routes, pathname).map(({route}) => route.path);

describe('loadNestedRoutes', () => {
  it('loads the nested routes a path falls under, after which the path matches to its full depth', async () => {
    const load = jest.fn(nested);
    const {routes, joy} = table(load);
    expect(unloadedRouteTable(routes, '/joy-ui/card/')).toBe(joy);
    expect(matchedPaths(routes, '/joy-ui/card/')).toEqual(['/joy-ui/']);
    const before = loadedRouteTables();
    await loadNestedRoutes(routes, ['/joy-ui/card/']);
    expect(matchedPaths(routes, '/joy-ui/card/')).toEqual(['/joy-ui/', '/joy-ui/card/']);
    expect(unloadedRouteTable(routes, '/joy-ui/card/')).toBeUndefined();
    expect(loadedRouteTables()).toBe(before + 1);
  });

  it('loads each table once, for concurrent and later calls alike', async () => {
    const load = jest.fn(nested);
    const {routes, joy} = table(load);
    await Promise.all([loadNestedRoutes(routes, ['/joy-ui/button/']), loadNestedRoutes(routes, ['/joy-ui/card/'])]);
    await loadNestedRoutes(routes, ['/joy-ui/button/', '/joy-ui/card/']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(joy.routes).toHaveLength(2);
  });

  it('loads nothing for paths outside split routes', async () => {
    const load = jest.fn(nested);
    const {routes} = table(load);
    await loadNestedRoutes(routes, ['/search/', '/', '/not-a-page/']);
    expect(load).not.toHaveBeenCalled();
    expect(unloadedRouteTable(routes, '/search/')).toBeUndefined();
  });

  it('rejects when the chunk fails to load, and tries again on the next call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockImplementation(nested);
    const {routes, joy} = table(load);
    await expect(loadNestedRoutes(routes, ['/joy-ui/card/'])).rejects.toThrow('ChunkLoadError');
    expect(unloadedRouteTable(routes, '/joy-ui/card/')).toBe(joy);
    await loadNestedRoutes(routes, ['/joy-ui/card/']);
    expect(load).toHaveBeenCalledTimes(2);
    expect(matchedPaths(routes, '/joy-ui/card/')).toEqual(['/joy-ui/', '/joy-ui/card/']);
  });

  it('loads the parts of a deeper route under their prefixes only, after the level above it', async () => {
    // Joy UI's docs route keeps its guides; its API and component pages come in parts of their own.
    const loadApi = jest.fn(() => Promise.resolve({default: [{path: '/joy-ui/api/button/', exact: true}]}));
    const loadComponents = jest.fn(() => Promise.resolve({default: [{path: '/joy-ui/react-button/', exact: true}]}));
    const docsRoute = (): SplitRouteConfig => ({
      path: '/joy-ui/',
      routes: [{path: '/joy-ui/installation/', exact: true}],
      routeParts: [
        {loadRoutes: loadApi, routesChunkName: 'routes-joy-ui-api', routesPrefix: '/joy-ui/api/'},
        {loadRoutes: loadComponents, routesChunkName: 'routes-joy-ui-react', routesPrefix: '/joy-ui/react-'},
      ],
    });
    const docs = docsRoute();
    const {routes, joy} = table(() => Promise.resolve({default: [docs]}));
    await loadNestedRoutes(routes, ['/joy-ui/installation/']);
    expect(loadApi).not.toHaveBeenCalled();
    expect(loadComponents).not.toHaveBeenCalled();
    expect(matchedPaths(routes, '/joy-ui/installation/')).toEqual(['/joy-ui/', '/joy-ui/', '/joy-ui/installation/']);
    expect(unloadedRouteTables(routes, '/joy-ui/api/button/').map(({table}) => table.routesChunkName)).toEqual([
      'routes-joy-ui-api',
    ]);
    expect(unloadedRouteTable(routes, '/joy-ui/api/button/')).toBe(docs);
    expect(joy.routes).toEqual([docs]);

    const fresh = table(() => Promise.resolve({default: [docsRoute()]}));
    expect(unloadedRouteTable(fresh.routes, '/joy-ui/api/button/')).toBe(fresh.joy);
    await loadNestedRoutes(fresh.routes, ['/joy-ui/api/button/', '/joy-ui/react-button/']);
    expect(matchedPaths(fresh.routes, '/joy-ui/api/button/')).toEqual(['/joy-ui/', '/joy-ui/', '/joy-ui/api/button/']);
    expect(matchedPaths(fresh.routes, '/joy-ui/react-button/')).toEqual([
      '/joy-ui/',
      '/joy-ui/',
      '/joy-ui/react-button/',
    ]);
    expect(loadApi).toHaveBeenCalledTimes(1);
    expect(loadComponents).toHaveBeenCalledTimes(1);
  });

  it('loads only the letter part a path falls in, when a kind is cut into parts', async () => {
    const loadFirst = jest.fn(() => Promise.resolve({default: [{path: '/joy-ui/api/button/', exact: true}]}));
    const loadSecond = jest.fn(() => Promise.resolve({default: [{path: '/joy-ui/api/tooltip/', exact: true}]}));
    const docs: SplitRouteConfig = {
      path: '/joy-ui/',
      routes: [],
      routeParts: [
        {
          loadRoutes: loadFirst,
          routesChunkName: 'api-a-l',
          routesPrefix: '/joy-ui/api/',
          routesLetters: 'abcdefghijkl',
        },
        {
          loadRoutes: loadSecond,
          routesChunkName: 'api-m-z',
          routesPrefix: '/joy-ui/api/',
          routesLetters: 'mnopqrstuvwxyz',
        },
      ],
    };
    const {routes} = table(() => Promise.resolve({default: [docs]}));
    await loadNestedRoutes(routes, ['/joy-ui/api/button/']);
    expect(loadFirst).toHaveBeenCalledTimes(1);
    expect(loadSecond).not.toHaveBeenCalled();
    expect(matchedPaths(routes, '/joy-ui/api/button/')).toEqual(['/joy-ui/', '/joy-ui/', '/joy-ui/api/button/']);
    expect(unloadedRouteTables(routes, '/joy-ui/api/tooltip/').map(({table: part}) => part.routesChunkName)).toEqual([
      'api-m-z',
    ]);
    await loadNestedRoutes(routes, ['/joy-ui/api/tooltip/']);
    expect(loadSecond).toHaveBeenCalledTimes(1);
    expect(matchedPaths(routes, '/joy-ui/api/tooltip/')).toEqual(['/joy-ui/', '/joy-ui/', '/joy-ui/api/tooltip/']);
  });
});
