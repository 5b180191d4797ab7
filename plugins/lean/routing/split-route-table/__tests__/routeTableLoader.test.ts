import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import routeTableLoader, {type LoaderContext} from '../routeTableLoader';
import {PAGE_HASH} from '../compactPages';

const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/joy-ui/',
    component: ComponentCreator('/joy-ui/', 'a45'),
    routes: [
      {
        path: '/joy-ui/button/',
        component: ComponentCreator('/joy-ui/button/', '2fb'),
        exact: true
      },
      {
        path: '/joy-ui/card/',
        component: ComponentCreator('/joy-ui/card/', '3c1'),
        exact: true,
        sidebar: "pageTree"
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
];
`;

const CHUNK_NAMES = {
  '/joy-ui/-a45': {__comp: 'docsRoot'},
  '/joy-ui/button/-2fb': {__comp: 'docItem', content: 'joyButton'},
  '/joy-ui/card/-3c1': {__comp: 'docItem', content: 'joyCard'},
  '/-e5f': {__comp: 'home'},
};

/** A registry entry as Docusaurus's codegen writes it. */
const entry = (chunkName: string, modulePath: string) =>
  `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`;

const REGISTRY = `export default {\n${[
  entry('docsRoot', '@theme/DocsRoot'),
  entry('docItem', '@theme/DocItem'),
  entry('joyButton', '@site/docs/joy-ui/button.mdx'),
  entry('joyCard', '@site/docs/joy-ui/card.mdx'),
  entry('home', '@site/src/pages/index.tsx'),
].join('\n')}};\n`;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), ROUTES);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
  fs.writeFileSync(path.join(dir, 'registry.js'), REGISTRY);
});
afterAll(() => fs.rmSync(dir, {recursive: true}));

function load(file: string, {isServer = false, query = ''} = {}): {output: string; dependencies: string[]} {
  const dependencies: string[] = [];
  const context: LoaderContext = {
    resourcePath: path.join(dir, file),
    resourceQuery: query,
    getOptions: () => ({isServer}),
    addDependency: (dependency) => dependencies.push(dependency),
  };
  const output = routeTableLoader.call(context, fs.readFileSync(path.join(dir, file), 'utf8'));
  return {output, dependencies};
}

/**
 * Runs a subtree module: its imports become the given objects, `import()` and `require.resolveWeak`
 * the module path. Returns its default export.
 */
function evaluate(
  source: string,
  routesChunkNames: Record<string, unknown>,
  registry: Record<string, unknown>,
): (creator: (route: string, hash: string) => string) => unknown {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\)/g, 'Promise.resolve($1)')
    .replace(/require\.resolveWeak\(("[^"]*")\)/g, '$1')
    .replace('export default', 'return');
  return new Function('routesChunkNames', 'registry', body)(routesChunkNames, registry);
}

describe('routeTableLoader, client build', () => {
  it('gives the main bundle the table without the nested routes', () => {
    const {output} = load('routes.js');
    expect(output).toContain(
      'loadRoutes: () => import(/* webpackChunkName: "routes-joy-ui" */ \'./routes.js?subtree=joy-ui\')',
    );
    expect(output).not.toContain('/joy-ui/button/');
  });

  it('gives a subtree module its routes, and the chunk names and registry entries only it uses', () => {
    const {output, dependencies} = load('routes.js', {query: '?subtree=joy-ui'});
    expect(output).not.toContain('"docsRoot": [');
    // Built with the ComponentCreator of the main table, which imports the module.
    expect(output).not.toContain('import ComponentCreator');
    expect(dependencies.map((file) => path.basename(file)).sort()).toEqual([
      'registry.js',
      'routes.js',
      'routesChunkNames.json',
    ]);
  });

  it('registers what Docusaurus would have, doc pages in one call each', async () => {
    const {output} = load('routes.js', {query: '?subtree=joy-ui'});
    expect(output).toContain(`page('/joy-ui/card/', "pageTree", "docItem", "joyCard"`);
    const routesChunkNames: Record<string, unknown> = {};
    const registry: Record<string, unknown[]> = {};
    const routes = evaluate(output, routesChunkNames, registry)((route, hash) => `${route}#${hash}`);
    expect(routes).toEqual([
      {path: '/joy-ui/button/', component: '/joy-ui/button/#2fb', exact: true},
      {path: '/joy-ui/card/', component: `/joy-ui/card/#${PAGE_HASH}`, exact: true, sidebar: 'pageTree'},
    ]);
    expect(routesChunkNames).toEqual({
      '/joy-ui/button/-2fb': CHUNK_NAMES['/joy-ui/button/-2fb'],
      [`/joy-ui/card/-${PAGE_HASH}`]: CHUNK_NAMES['/joy-ui/card/-3c1'],
    });
    const modules = Object.fromEntries(
      Object.entries(registry).map(([name, [, reported, weak]]) => [name, [reported, weak]]),
    );
    // A compacted page's entry has no module id: only react-loadable's preloadReady reads it.
    expect(modules).toEqual({
      docItem: ['docItem', '@theme/DocItem'],
      joyButton: ['joyButton', '@site/docs/joy-ui/button.mdx'],
      joyCard: ['joyCard', undefined],
    });
    await expect((registry.joyCard?.[0] as () => Promise<unknown>)()).resolves.toBe('@site/docs/joy-ui/card.mdx');
  });

  it('fails on a subtree that does not exist', () => {
    expect(() => load('routes.js', {query: '?subtree=base-ui'})).toThrow(
      /routes\.js: no nested routes with the id "base-ui"/,
    );
  });

  it('keeps the chunk names of the main routes only', () => {
    expect(JSON.parse(load('routesChunkNames.json').output)).toEqual({
      '/joy-ui/-a45': {__comp: 'docsRoot'},
      '/-e5f': {__comp: 'home'},
    });
  });

  it('drops the registry entries that moved, and keeps the registry closed', () => {
    const {output} = load('registry.js');
    expect(output).not.toContain('joyButton');
    expect(output).not.toContain('joyCard');
    expect(output).not.toContain('docItem');
    expect(output).toContain(entry('docsRoot', '@theme/DocsRoot'));
    expect(output).toContain(`${entry('home', '@site/src/pages/index.tsx')}\n};`);
  });
});

describe('routeTableLoader, server build', () => {
  it('keeps the whole route table', () => {
    expect(load('routes.js', {isServer: true}).output).toBe(ROUTES);
  });

  it("names each subtree's chunk under its top-level route, so that the page lists its script", () => {
    expect(JSON.parse(load('routesChunkNames.json', {isServer: true}).output)).toEqual({
      ...CHUNK_NAMES,
      '/joy-ui/-a45': {__comp: 'docsRoot', __routeTable: 'routes-joy-ui'},
    });
  });

  it('registers each subtree chunk, in the format of Docusaurus', () => {
    const {output} = load('registry.js', {isServer: true});
    const empty = path.join(__dirname, '..', 'emptyRouteTable.json');
    expect(output).toContain(entry('joyButton', '@site/docs/joy-ui/button.mdx'));
    expect(output).toContain(`${entry('routes-joy-ui', JSON.stringify(empty).slice(1, -1))}\n};`);
  });
});
