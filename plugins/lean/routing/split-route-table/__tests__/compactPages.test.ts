import {compactPages, registryModules} from '../compactPages';

/** A leaf route at the depth of a doc page in routes.js. */
const leaf = (path: string, hash: string, comma = ',') =>
  [
    '              {',
    `                path: '${path}',`,
    `                component: ComponentCreator('${path}', '${hash}'),`,
    '                exact: true,',
    '                sidebar: "pageTree"',
    `              }${comma}`,
  ].join('\n');

const REGISTRY = [
  '  "c1": [() => import(/* webpackChunkName: "c1" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],',
  '  "c2": [() => import(/* webpackChunkName: "c2" */ "@site/docs/b.mdx"), "@site/docs/b.mdx", require.resolveWeak("@site/docs/b.mdx")],};',
];

describe('registryModules', () => {
  it("reads each entry's module path literal, the last entry's closing brace aside", () => {
    expect(registryModules(REGISTRY)).toEqual(
      new Map([
        ['c1', '"@site/docs/a.mdx"'],
        ['c2', '"@site/docs/b.mdx"'],
      ]),
    );
  });
});

describe('compactPages', () => {
  const modules = registryModules(REGISTRY);

  it('turns a doc page into one call, keeping its indentation and comma', () => {
    const lines = leaf('/a/', '1a1').split('\n');
    const compacted = compactPages(lines, {'/a/-1a1': {__comp: 'doc', content: 'c1'}}, modules, new Set(['c1']));
    expect(compacted.routes).toBe(
      `              page('/a/', "pageTree", "doc", "c1", () => import(/* webpackChunkName: "c1" */ "@site/docs/a.mdx")),`,
    );
    expect([...compacted.keys]).toEqual(['/a/-1a1']);
    expect([...compacted.chunks]).toEqual(['c1']);
  });

  it('leaves routes of other shapes, and pages whose content another table also registers', () => {
    const lines = [leaf('/a/', '1a1'), leaf('/b/', '2b2', '')].join('\n').split('\n');
    const names = {
      '/a/-1a1': {__comp: 'doc', content: 'c1', __props: 'p'},
      '/b/-2b2': {__comp: 'doc', content: 'c2'},
    };
    const compacted = compactPages(lines, names, modules, new Set(['c1']));
    expect(compacted.routes).toBe(lines.join('\n'));
    expect(compacted.keys.size + compacted.chunks.size).toBe(0);
  });

  it('compacts one page per path: a second route of that path keeps its hash', () => {
    const lines = [leaf('/a/', '1a1'), leaf('/a/', '2b2', '')].join('\n').split('\n');
    const names = {
      '/a/-1a1': {__comp: 'doc', content: 'c1'},
      '/a/-2b2': {__comp: 'doc', content: 'c2'},
    };
    const compacted = compactPages(lines, names, modules, new Set(['c1', 'c2']));
    expect(compacted.routes.split('\n')[0]).toMatch(/^ *page\('\/a\/', "pageTree", "doc", "c1"/);
    expect(compacted.routes).toContain(leaf('/a/', '2b2', ''));
    expect([...compacted.keys]).toEqual(['/a/-1a1']);
  });
});
