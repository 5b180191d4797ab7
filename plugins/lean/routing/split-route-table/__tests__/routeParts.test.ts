import {letterGroups, MAX_PART_PAGES, MIN_PART_PAGES, partRequest, routePartsOf, splitRouteParts} from '../routeParts';
import type {Subtree} from '../splitRouteTable';

const subtree = (apiPages: number, componentPages: number): Subtree => ({
  id: 'joy-ui',
  chunkName: 'routes-joy-ui',
  rootKey: '/joy-ui/-225',
  routeLines: [],
  keys: [
    '/joy-ui/-9c4',
    '/joy-ui/installation/-p',
    ...Array.from({length: apiPages}, (_, index) => `/joy-ui/api/component-${index}/-p`),
    ...Array.from({length: componentPages}, (_, index) => `/joy-ui/react-component-${index}/-p`),
  ],
});

const page = (path: string, content: string) =>
  `page('${path}', "pageTree", "17896441", "${content}", () => import('${content}'))`;

/** A subtree's routes after compactPages: a version route, and its pages. */
const ROUTES = [
  '      {',
  "        path: '/joy-ui/',",
  "        component: ComponentCreator('/joy-ui/', '9c4'),",
  '        routes: [',
  `          ${page('/joy-ui/api/button/', 'a')},`,
  `          ${page('/joy-ui/installation/', 'b')},`,
  `          ${page('/joy-ui/react-button/', 'c')},`,
  `          ${page('/joy-ui/api/card/', 'd')}`,
  '        ]',
  '      }',
].join('\n');

describe('routePartsOf', () => {
  it("gives a product's API pages and component pages a part each, when there are enough of them", () => {
    expect(routePartsOf(subtree(MIN_PART_PAGES, MIN_PART_PAGES))).toEqual([
      {partId: 'api', chunkName: 'routes-joy-ui-api', prefix: '/joy-ui/api/'},
      {partId: 'react', chunkName: 'routes-joy-ui-react', prefix: '/joy-ui/react-'},
    ]);
    expect(routePartsOf(subtree(MIN_PART_PAGES - 1, MIN_PART_PAGES)).map(({partId}) => partId)).toEqual(['react']);
    expect(routePartsOf(subtree(3, 3))).toEqual([]);
  });

  it('cuts a kind with more than MAX_PART_PAGES pages into parts by first letter, of about equal size', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const keys = Array.from(
      {length: MAX_PART_PAGES + 10},
      (_, index) => `/joy-ui/api/${letters[index % letters.length]}-${index}/-p`,
    );
    const parts = routePartsOf({...subtree(0, 0), keys: ['/joy-ui/-9c4', '/joy-ui/api/-p', ...keys]});
    expect(parts).toEqual([
      // 90 pages: 4 for each of a to l, 3 for the others; a to k make 44.
      {partId: 'api-a-k', chunkName: 'routes-joy-ui-api-a-k', prefix: '/joy-ui/api/', letters: 'abcdefghijk'},
      {partId: 'api-l-z', chunkName: 'routes-joy-ui-api-l-z', prefix: '/joy-ui/api/', letters: 'lmnopqrstuvwxyz'},
    ]);
  });
});

describe('letterGroups', () => {
  it('cuts the letters where each group reaches its share of the pages', () => {
    const counts = new Map([
      ['a', 10],
      ['b', 40],
      ['c', 10],
      ['d', 10],
      ['e', 30],
    ]);
    expect(letterGroups(counts, 2)).toEqual(['ab', 'cde']);
    expect(letterGroups(counts, 3)).toEqual(['ab', 'cd', 'e']);
    expect(letterGroups(counts, 1)).toEqual(['abcde']);
  });

  it('never makes an empty group, even when one letter holds most pages', () => {
    expect(letterGroups(new Map([['a', 100]]), 2)).toEqual(['a']);
    expect(
      letterGroups(
        new Map([
          ['a', 1],
          ['b', 100],
        ]),
        3,
      ),
    ).toEqual(['a', 'b']);
  });
});

describe('splitRouteParts', () => {
  const parts = routePartsOf(subtree(MIN_PART_PAGES, MIN_PART_PAGES));
  const requestOf = (part: (typeof parts)[number]) => partRequest('joy-ui', part);

  it("moves each part's pages out, and puts the parts' loaders on the route that listed them", () => {
    const {routes, pages} = splitRouteParts(ROUTES, parts, requestOf);
    expect(pages).toEqual(
      new Map([
        ['api', [page('/joy-ui/api/button/', 'a'), page('/joy-ui/api/card/', 'd')]],
        ['react', [page('/joy-ui/react-button/', 'c')]],
      ]),
    );
    const loader = (id: string, prefix: string) =>
      `          {routesPrefix: '${prefix}', routesChunkName: 'routes-joy-ui-${id}', loadRoutes: () => import(/* webpackChunkName: "routes-joy-ui-${id}" */ './routes.js?subtree=joy-ui&part=${id}').then((routes) => ({default: routes.default(page)}))},`;
    expect(routes.split('\n')).toEqual([
      '      {',
      "        path: '/joy-ui/',",
      "        component: ComponentCreator('/joy-ui/', '9c4'),",
      '        routeParts: [',
      loader('api', '/joy-ui/api/'),
      loader('react', '/joy-ui/react-'),
      '        ],',
      '        routes: [',
      `          ${page('/joy-ui/installation/', 'b')},`,
      '        ]',
      '      }',
    ]);
    // Still one valid expression once the parts' pages are gone.
    const build = new Function('page', 'ComponentCreator', `return [${routes.replace(/import\(/g, '(')}];`);
    const [route] = build(
      (path: string) => ({path}),
      () => null,
    );
    expect(route.routes).toEqual([{path: '/joy-ui/installation/'}]);
    expect(route.routeParts.map(({routesPrefix}: {routesPrefix: string}) => routesPrefix)).toEqual([
      '/joy-ui/api/',
      '/joy-ui/react-',
    ]);
  });

  it("moves a letter part's pages only, and gives its loader the letters", () => {
    const [first, second] = [
      {partId: 'api-a-b', chunkName: 'routes-joy-ui-api-a-b', prefix: '/joy-ui/api/', letters: 'ab'},
      {partId: 'api-c-z', chunkName: 'routes-joy-ui-api-c-z', prefix: '/joy-ui/api/', letters: 'cz'},
    ];
    const {routes, pages} = splitRouteParts(ROUTES, [first!, second!], requestOf);
    expect(pages).toEqual(
      new Map([
        ['api-a-b', [page('/joy-ui/api/button/', 'a')]],
        ['api-c-z', [page('/joy-ui/api/card/', 'd')]],
      ]),
    );
    expect(routes).toContain(
      "{routesPrefix: '/joy-ui/api/', routesLetters: 'ab', routesChunkName: 'routes-joy-ui-api-a-b'",
    );
    expect(routes).toContain(
      "{routesPrefix: '/joy-ui/api/', routesLetters: 'cz', routesChunkName: 'routes-joy-ui-api-c-z'",
    );
  });

  it('leaves routes without parts as they are', () => {
    expect(splitRouteParts(ROUTES, [], requestOf)).toEqual({routes: ROUTES, pages: new Map()});
  });

  it('fails, naming the part, when it has no page to move or its pages are in two lists', () => {
    expect(() => splitRouteParts(ROUTES.replace(/api\//g, 'guides/'), parts, requestOf)).toThrow(
      'split-route-table: the routes-joy-ui-api part (pages under /joy-ui/api/): no compacted page to move',
    );
    expect(() => splitRouteParts(`${ROUTES},\n${ROUTES}`, parts, requestOf)).toThrow(
      'a page is outside the list of the others',
    );
  });
});
