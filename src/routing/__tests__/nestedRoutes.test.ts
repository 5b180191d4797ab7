import {matchRoutes} from 'react-router-config';
import {loadedRouteTables, loadNestedRoutes, unloadedRouteTable, type SplitRouteConfig} from '../nestedRoutes';

/** A route table like plugins/split-route-table's: Joy UI's nested routes are in a chunk. */
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
});
