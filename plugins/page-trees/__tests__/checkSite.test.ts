import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {checkSite} from '../checkSite';

let siteDir: string;

async function write(file: string, content: string): Promise<void> {
  const target = path.join(siteDir, file);
  await fs.mkdir(path.dirname(target), {recursive: true});
  await fs.writeFile(target, content);
}

const page = (title: string) => `---\ntitle: ${title}\n---\n\nSome text.\n`;

beforeEach(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'page-trees-'));
  await write('docs/demo/index.mdx', page('Home'));
  await write('docs/demo/guide/setup.md', page('Setup'));
  // Ignored by the docs plugin, so ignored here too.
  await write('docs/demo/_partial.mdx', page('Partial'));
  await write('docs/demo/guide/__tests__/fixture.md', page('Fixture'));
});

afterEach(async () => {
  await fs.rm(siteDir, {recursive: true, force: true});
});

function tree(nodes: unknown[]) {
  return [
    {
      instanceId: 'demo',
      routeBasePath: '/demo',
      docsPath: 'docs/demo',
      treeFile: 'src/page-trees/demo.ts',
      tree: nodes,
    },
  ];
}

describe('checkSite', () => {
  it('passes when the docs on disk and the tree agree', async () => {
    const problems = await checkSite(
      siteDir,
      tree([
        {kind: 'page', pathname: '/demo'},
        {kind: 'page', pathname: '/demo/guide/setup'},
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('finds orphan docs and front matter overrides on disk', async () => {
    await write('docs/demo/orphan.mdx', page('Orphan'));
    await write('docs/demo/guide/setup.md', '---\ntitle: Setup\nslug: /moved\n---\n');
    const problems = await checkSite(
      siteDir,
      tree([
        {kind: 'page', pathname: '/demo'},
        {kind: 'page', pathname: '/demo/guide/setup'},
      ]),
    );
    expect(problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([
      'docs/demo/guide/setup.md: front matter "slug" is not allowed: a page\'s URL follows its file path',
      'docs/demo/orphan.mdx: doc is in no page tree: add it to src/page-trees/demo.ts',
    ]);
  });

  it('reports a tree page whose doc was deleted', async () => {
    await fs.rm(path.join(siteDir, 'docs/demo/guide/setup.md'));
    const problems = await checkSite(
      siteDir,
      tree([
        {kind: 'page', pathname: '/demo'},
        {kind: 'page', pathname: '/demo/guide/setup'},
      ]),
    );
    expect(problems).toEqual([
      {
        file: 'src/page-trees/demo.ts',
        path: '/demo/guide/setup',
        message: 'no doc for this page: create docs/demo/guide/setup.mdx',
      },
    ]);
  });
});
