import {partitionRegistry, splitRouteTable} from '../splitRouteTable';

/** A route table the way Docusaurus's codegen writes it (core/lib/server/codegen/codegenRoutes.js). */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search/',
    component: ComponentCreator('/search/', '7cb'),
    exact: true
  },
  {
    path: '/joy-ui/',
    component: ComponentCreator('/joy-ui/', 'a45'),
    routes: [
      {
        path: '/joy-ui/',
        component: ComponentCreator('/joy-ui/', 'fc7'),
        routes: [
          {
            path: '/joy-ui/button/',
            component: ComponentCreator('/joy-ui/button/', '2fb'),
            exact: true,
            sidebar: "pageTree"
          }
        ]
      }
    ]
  },
  {
    path: '/material-ui/',
    component: ComponentCreator('/material-ui/', 'b12'),
    routes: [
      {
        path: '/material-ui/chip/',
        component: ComponentCreator('/material-ui/chip/', '9d0'),
        exact: true
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('splitRouteTable', () => {
  const table = splitRouteTable(ROUTES);

  it('moves the nested routes of each top-level route to a module of its own', () => {
    expect(table.subtrees.map(({id, chunkName, rootKey, keys}) => ({id, chunkName, rootKey, keys}))).toEqual([
      {
        id: 'joy-ui',
        chunkName: 'routes-joy-ui',
        rootKey: '/joy-ui/-a45',
        keys: ['/joy-ui/-fc7', '/joy-ui/button/-2fb'],
      },
      {
        id: 'material-ui',
        chunkName: 'routes-material-ui',
        rootKey: '/material-ui/-b12',
        keys: ['/material-ui/chip/-9d0'],
      },
    ]);
    expect(table.subtrees[1]?.routeLines.join('\n')).toBe(
      [
        '      {',
        "        path: '/material-ui/chip/',",
        "        component: ComponentCreator('/material-ui/chip/', '9d0'),",
        '        exact: true',
        '      }',
      ].join('\n'),
    );
  });

  it('leaves an empty list and its loader in the main table, and every other line as it was', () => {
    expect(table.main).toContain(
      [
        "    component: ComponentCreator('/joy-ui/', 'a45'),",
        '    routes: [],',
        `    loadRoutes: () => import(/* webpackChunkName: "routes-joy-ui" */ './routes.js?subtree=joy-ui').then((table) => ({default: table.default(ComponentCreator)})),`,
        "    routesChunkName: 'routes-joy-ui'",
        '  },',
      ].join('\n'),
    );
    expect(table.main).not.toContain('/joy-ui/button/');
    expect(table.main).not.toContain('/material-ui/chip/');
    const kept = ROUTES.split('\n').filter((line) => !/^ {6}|^ {4}[\]r]/.test(line));
    expect(table.main.split('\n').filter((line) => !/^ {4}(routes|loadRoutes|routesChunkName)/.test(line))).toEqual(
      kept,
    );
  });

  it('lists the routes left in the main table', () => {
    expect([...table.mainKeys]).toEqual(['/search/-7cb', '/joy-ui/-a45', '/material-ui/-b12', '/-e5f']);
  });

  it('keeps a comma after the nested routes when another property follows them', () => {
    const source = ROUTES.replace(
      "      }\n    ]\n  },\n  {\n    path: '/',",
      "      }\n    ],\n    exact: false\n  },\n  {\n    path: '/',",
    );
    expect(splitRouteTable(source).main).toContain("    routesChunkName: 'routes-material-ui',\n    exact: false\n");
  });

  it('gives two top-level routes with the same name distinct ids', () => {
    const twice = ROUTES.replace("path: '/material-ui/',", "path: '/joy-ui/',");
    expect(splitRouteTable(twice).subtrees.map(({id}) => id)).toEqual(['joy-ui', 'joy-ui-2']);
  });

  it('fails naming the file and line when nested routes come before the route they belong to', () => {
    const broken = ROUTES.replace("    path: '/joy-ui/',\n    component: ComponentCreator('/joy-ui/', 'a45'),\n", '');
    expect(() => splitRouteTable(broken, '/site/.docusaurus/routes.js')).toThrow(
      /^\/site\/\.docusaurus\/routes\.js:11: nested routes before the path and component \(has Docusaurus changed the format of routes\.js\?\): {5}routes: \[$/,
    );
  });

  it("gives each docs version's routes a subtree of their own, loaded from the main table", () => {
    // The Joy UI docs with an archived version at /joy-ui/4.x/, as the docs plugin nests versions.
    const versioned = ROUTES.replace(
      "    routes: [\n      {\n        path: '/joy-ui/',",
      [
        '    routes: [',
        '      {',
        "        path: '/joy-ui/4.x/',",
        "        component: ComponentCreator('/joy-ui/4.x/', 'v40'),",
        '        routes: [',
        '          {',
        "            path: '/joy-ui/4.x/button/',",
        "            component: ComponentCreator('/joy-ui/4.x/button/', 'b40'),",
        '            exact: true',
        '          }',
        '        ]',
        '      },',
        '      {',
        "        path: '/joy-ui/',",
      ].join('\n'),
    );
    // Without the versions' paths, they stay with their product.
    expect(splitRouteTable(versioned).subtrees.map(({id}) => id)).toEqual(['joy-ui', 'material-ui']);
    // With them, each version is a subtree of its own, and the version routes stay in the main table.
    const split = splitRouteTable(versioned, 'routes.js', new Set(['/joy-ui/4.x/', '/joy-ui/']));
    expect(split.subtrees.map(({id, rootKey, keys}) => ({id, rootKey, keys}))).toEqual([
      {id: 'joy-ui-4-x', rootKey: '/joy-ui/4.x/-v40', keys: ['/joy-ui/4.x/button/-b40']},
      {id: 'joy-ui', rootKey: '/joy-ui/-fc7', keys: ['/joy-ui/button/-2fb']},
      {id: 'material-ui', rootKey: '/material-ui/-b12', keys: ['/material-ui/chip/-9d0']},
    ]);
    expect([...split.mainKeys]).toEqual(expect.arrayContaining(['/joy-ui/-a45', '/joy-ui/4.x/-v40', '/joy-ui/-fc7']));
    expect(split.main).toContain(
      '        routes: [],\n        loadRoutes: () => import(/* webpackChunkName: "routes-joy-ui-4-x" */ \'./routes.js?subtree=joy-ui-4-x\')',
    );
    expect(split.main).toContain("        routesChunkName: 'routes-joy-ui-4-x'\n      },");
    expect(split.main).toContain("        routesChunkName: 'routes-joy-ui'\n      }");
    expect(split.main).not.toContain('/joy-ui/4.x/button/');
    expect(split.main).not.toContain('/joy-ui/button/');
  });

  it('fails when the nested routes never close', () => {
    const unclosed = ROUTES.replace(
      /\n {4}\]\n {2}\},\n {2}\{\n {4}path: '\/material-ui\/'/,
      "\n  },\n  {\n    path: '/material-ui/'",
    ).replace(/\n {4}\]\n {2}\},\n {2}\{\n {4}path: '\/'/, "\n  },\n  {\n    path: '/'");
    expect(() => splitRouteTable(unclosed)).toThrow(/routes\.js:\d+: nested routes without their closing bracket/);
  });
});

describe('partitionRegistry', () => {
  const table = splitRouteTable(ROUTES);
  const chunkNames = {
    '/search/-7cb': {__comp: 'search'},
    '/joy-ui/-a45': {__comp: 'docsRoot', __context: {plugin: 'joyPlugin'}},
    '/joy-ui/-fc7': {__comp: 'docRoot', __props: 'joyVersion'},
    '/joy-ui/button/-2fb': {__comp: 'docItem', content: 'joyButton'},
    '/material-ui/-b12': {__comp: 'docsRoot'},
    '/material-ui/chip/-9d0': {__comp: 'docItem', content: ['muiChip', 'muiChipExtra']},
    '/-e5f': {__comp: 'home'},
  };

  it("keeps the main routes' chunks and those several products share; each product gets its own", () => {
    const {main, bySubtree} = partitionRegistry(table, chunkNames);
    expect([...main].sort()).toEqual(['docItem', 'docsRoot', 'home', 'joyPlugin', 'search']);
    expect([...(bySubtree.get('joy-ui') ?? [])]).toEqual(['docRoot', 'joyVersion', 'joyButton']);
    expect([...(bySubtree.get('material-ui') ?? [])]).toEqual(['muiChip', 'muiChipExtra']);
  });
});
