import {DOCS_INSTANCES} from '../../../src/products/docsInstances';
import type {PageTree} from '../../../src/page-trees/types';
import {exportedInstances, productOfInstance, treeSections} from '../navigation';

describe('productOfInstance', () => {
  it('finds the registry entry of every docs instance', () => {
    expect(
      Object.fromEntries(
        DOCS_INSTANCES.map((instance) => [instance.id, productOfInstance(instance.routeBasePath).name]),
      ),
    ).toEqual({
      'material-ui': 'Material UI',
      'base-ui': 'Base UI',
      'joy-ui': 'Joy UI',
      system: 'MUI System',
      x: 'MUI X Data Grid',
      toolpad: 'Toolpad Core',
      experiments: 'Docs infrastructure',
    });
  });

  it('asks for a registry entry when no product lives under the instance', () => {
    expect(() => productOfInstance('/charts')).toThrow(
      'No product of src/products/registry.ts has its entry page under /charts/: add one.',
    );
  });
});

const TREE: PageTree = [
  {kind: 'page', pathname: '/p/home'},
  {kind: 'page', pathname: '/p/intro/'},
  {
    kind: 'group',
    title: 'Components',
    children: [
      {kind: 'page', pathname: '/p/all'},
      {kind: 'group', title: 'Inputs', subheader: true, children: [{kind: 'page', pathname: '/p/button'}]},
      {kind: 'page', pathname: '/p/chip'},
      {kind: 'link', href: 'https://mui.com/x/', title: 'MUI X'},
      {kind: 'page', pathname: '/p/planned'},
      {kind: 'page', pathname: '/p/button'},
    ],
  },
  {kind: 'group', title: 'Nothing here', children: [{kind: 'page', pathname: '/p/planned'}]},
  {kind: 'page', pathname: '/p/last'},
];

describe('treeSections', () => {
  it('lists pages in sidebar order, one section per top-level group, top-level pages under the given title', () => {
    const known = new Set(['/p/home', '/p/intro', '/p/all', '/p/button', '/p/chip', '/p/last']);
    expect(treeSections(TREE, (pathname) => (known.has(pathname) ? pathname : undefined), 'Overview')).toEqual([
      {title: 'Overview', pages: ['/p/home', '/p/intro']},
      {title: 'Components', pages: ['/p/all', '/p/button', '/p/chip']},
      {title: 'Overview', pages: ['/p/last']},
    ]);
  });
});

describe('exportedInstances', () => {
  const loaded = new Map(
    DOCS_INSTANCES.map((instance) => [instance.id, {versionPath: instance.routeBasePath, docs: []}]),
  );

  it("gives every docs instance its product and tree, the authors' pages as optional", () => {
    const instances = exportedInstances(loaded);
    expect(instances.map(({product, optional}) => [product.id, optional])).toEqual([
      ['material-ui', false],
      ['base-ui', false],
      ['joy-ui', false],
      ['system', false],
      ['x-data-grid', false],
      ['toolpad-core', false],
      ['docs-infra', true],
    ]);
    expect(instances.every(({tree}) => tree.length > 0)).toBe(true);
  });

  it('fails, naming the instance, when a docs instance of the site was not loaded', () => {
    const withoutX = new Map([...loaded].filter(([id]) => id !== 'x'));
    expect(() => exportedInstances(withoutX)).toThrow(
      'Docs instance "x" (src/products/docsInstances.ts) is not loaded.',
    );
  });
});
