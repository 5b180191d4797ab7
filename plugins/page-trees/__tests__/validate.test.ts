import type {PageTreeSource} from '../../../src/page-trees/types';
import {findDuplicatePathnames, formatProblems, validatePageTree, type DocRef} from '../validate';

function source(tree: unknown): PageTreeSource {
  return {instanceId: 'demo', routeBasePath: '/demo', docsPath: 'docs/demo', treeFile: 'src/page-trees/demo.ts', tree};
}

function doc(id: string, frontMatter: Record<string, unknown> = {}): DocRef {
  return {id, file: `docs/demo/${id}.mdx`, frontMatter};
}

const DOCS = [doc('intro'), doc('guide/setup')];

const GOOD_TREE = [
  {kind: 'page', pathname: '/demo/intro', title: 'Intro', newFeature: true},
  {
    kind: 'group',
    title: 'Guide',
    subheader: true,
    children: [
      {kind: 'page', pathname: '/demo/guide/setup/', plan: 'pro', icon: 'WebIcon'},
      {kind: 'page', pathname: '/demo/guide/later', planned: true},
      {kind: 'link', href: '/other/page/', title: 'Other product'},
      {kind: 'link', href: 'https://example.com/', title: 'Elsewhere', linkProps: {target: '_blank'}},
    ],
  },
];

function messages(tree: unknown, docs: readonly DocRef[] = DOCS): string[] {
  return validatePageTree(source(tree), docs).map((problem) => `${problem.file}: ${problem.path}: ${problem.message}`);
}

describe('validatePageTree', () => {
  it('accepts a well-formed tree whose pages all have docs', () => {
    expect(messages(GOOD_TREE)).toEqual([]);
  });

  it('reports a duplicated pathname with the tree file', () => {
    const tree = [...GOOD_TREE, {kind: 'page', pathname: '/demo/intro/', title: 'Again'}];
    expect(messages(tree)).toEqual([
      'src/page-trees/demo.ts: /demo/intro: pathname is listed more than once in this tree',
    ]);
  });

  it('exempts API pages from the duplicate check', () => {
    const api = {kind: 'page', pathname: '/demo/api/button'};
    expect(messages([api, {kind: 'group', title: 'Again', children: [api]}], [doc('api/button')])).toEqual([]);
  });

  it('reports a page without a doc, naming the file to create', () => {
    expect(messages([...GOOD_TREE, {kind: 'page', pathname: '/demo/missing'}])).toEqual([
      'src/page-trees/demo.ts: /demo/missing: no doc for this page: create docs/demo/missing.mdx',
    ]);
  });

  it('reports a doc that belongs to no tree', () => {
    expect(messages(GOOD_TREE, [...DOCS, doc('orphan')])).toEqual([
      'docs/demo/orphan.mdx: /demo/orphan: doc is in no page tree: add it to src/page-trees/demo.ts',
    ]);
  });

  it('reports a planned page that already has a doc', () => {
    expect(messages(GOOD_TREE, [...DOCS, doc('guide/later')])).toEqual([
      'src/page-trees/demo.ts: /demo/guide/later: planned page has a doc (docs/demo/guide/later.mdx): remove "planned"',
    ]);
  });

  it('refuses front matter that moves a doc away from its file path', () => {
    expect(messages(GOOD_TREE, [doc('intro', {slug: '/elsewhere'}), doc('guide/setup', {id: 'x'})])).toEqual([
      'docs/demo/intro.mdx: /demo/intro: front matter "slug" is not allowed: a page\'s URL follows its file path',
      'docs/demo/guide/setup.mdx: /demo/guide/setup: front matter "id" is not allowed: a page\'s URL follows its file path',
    ]);
  });

  it('reports unknown flags and fields, naming the node', () => {
    expect(messages([{kind: 'page', pathname: '/demo/intro', shiny: true}], [doc('intro')])).toEqual([
      expect.stringMatching(
        /^src\/page-trees\/demo\.ts: \/demo\/intro: unknown field "shiny" on a page node; allowed: /,
      ),
    ]);
  });

  it('reports badly typed flags, plans and icons', () => {
    expect(
      messages([{kind: 'page', pathname: '/demo/intro', beta: 'yes', plan: 'gold', icon: 'Nope'}], [doc('intro')]),
    ).toEqual([
      'src/page-trees/demo.ts: /demo/intro: flag "beta" must be true or false',
      'src/page-trees/demo.ts: /demo/intro: plan must be one of pro, premium',
      'src/page-trees/demo.ts: /demo/intro: unknown icon "Nope"; known icons: WebIcon',
    ]);
  });

  it('reports a pathname without a leading slash', () => {
    expect(messages([{kind: 'page', pathname: 'demo/intro'}], [])).toEqual([
      'src/page-trees/demo.ts: demo/intro: pathname must start with "/" (got "demo/intro")',
    ]);
  });

  it('reports a pathname with the wrong product prefix', () => {
    expect(messages([{kind: 'page', pathname: '/joy-ui/intro'}], [])).toEqual([
      'src/page-trees/demo.ts: /joy-ui/intro: pathname is outside this product: it must start with "/demo/" (use a link node for other products)',
    ]);
    // A prefix that only looks alike is still another product.
    expect(messages([{kind: 'page', pathname: '/demo-two/intro'}], [])).toEqual([
      expect.stringContaining('/demo-two/intro: pathname is outside this product'),
    ]);
  });

  it('reports malformed links and groups', () => {
    expect(
      messages([
        {kind: 'link', href: 'http://insecure.example.com', title: 'Insecure'},
        {kind: 'link', href: '/demo/intro', title: 'Self'},
        {kind: 'group', children: 'nope'},
        {kind: 'folder'},
        'text',
      ]),
    ).toEqual([
      'src/page-trees/demo.ts: http://insecure.example.com: href must be an https:// URL or a site path starting with "/" (got "http://insecure.example.com")',
      'src/page-trees/demo.ts: /demo/intro: href points into this product: use a page node so the doc is checked',
      'src/page-trees/demo.ts: (untitled): a group node needs a title',
      'src/page-trees/demo.ts: (untitled): a group node needs a children array',
      'src/page-trees/demo.ts: (untitled): unknown node kind "folder": use "page", "link" or "group"',
      'src/page-trees/demo.ts: (root): a node must be an object',
      'docs/demo/intro.mdx: /demo/intro: doc is in no page tree: add it to src/page-trees/demo.ts',
      'docs/demo/guide/setup.mdx: /demo/guide/setup: doc is in no page tree: add it to src/page-trees/demo.ts',
    ]);
  });

  it('names nested group nodes by their titles', () => {
    expect(
      messages(
        [{kind: 'group', title: 'Outer', children: [{kind: 'group', title: 'Inner', children: [], beta: 1}]}],
        [],
      ),
    ).toEqual(['src/page-trees/demo.ts: Outer > Inner: flag "beta" must be true or false']);
  });

  it('lists every offender at once', () => {
    const tree = [
      {kind: 'page', pathname: '/demo/intro'},
      {kind: 'page', pathname: '/demo/intro'},
      {kind: 'page', pathname: '/demo/missing'},
    ];
    expect(messages(tree, [...DOCS, doc('orphan')])).toHaveLength(4);
  });
});

describe('findDuplicatePathnames', () => {
  it('returns each duplicate once', () => {
    expect(findDuplicatePathnames(['/a', '/b', '/a', '/a', '/c/api/x', '/c/api/x'])).toEqual(['/a']);
  });
});

describe('formatProblems', () => {
  it('puts one offender per line under a count', () => {
    expect(
      formatProblems([
        {file: 'src/page-trees/demo.ts', path: '/demo/a', message: 'first'},
        {file: 'docs/demo/b.mdx', path: '/demo/b', message: 'second'},
      ]),
    ).toBe(
      'Page tree validation failed with 2 problems:\n  - src/page-trees/demo.ts: /demo/a: first\n  - docs/demo/b.mdx: /demo/b: second',
    );
  });
});
