import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {listDocsOnDisk} from '../docsOnDisk';
import type {PageTreeSource} from '../../../src/page-trees/types';

async function siteWith(files: Record<string, string>): Promise<string> {
  const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-on-disk-'));
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
    await fs.writeFile(path.join(siteDir, file), content);
  }
  return siteDir;
}

const source = {
  instanceId: 'demo',
  docsPath: 'docs/demo',
  routeBasePath: 'demo',
  treeFile: 'src/page-trees/demo.ts',
  tree: [],
} as unknown as PageTreeSource;

describe('listDocsOnDisk', () => {
  it('lists the docs with their ids and front matter', async () => {
    const siteDir = await siteWith({'docs/demo/guide/intro.mdx': '---\ntitle: Intro\n---\n\nHello.\n'});
    await expect(listDocsOnDisk(siteDir, source)).resolves.toEqual([
      {id: 'guide/intro', file: 'docs/demo/guide/intro.mdx', frontMatter: {title: 'Intro'}},
    ]);
  });

  it('names every file whose front matter is not valid YAML, at once', async () => {
    const broken = '---\ntitle: A\ndescription: Configure it: the prefix.\n---\n\nText.\n';
    const siteDir = await siteWith({
      'docs/demo/a.mdx': broken,
      'docs/demo/b.mdx': broken,
      'docs/demo/ok.mdx': '# Fine\n',
    });
    const error = await listDocsOnDisk(siteDir, source).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/^Front matter that is not valid YAML \(quote values that contain ": "\):/);
    expect(message).toContain('  - docs/demo/a.mdx: ');
    expect(message).toContain('  - docs/demo/b.mdx: ');
    expect(message).not.toContain('ok.mdx');
  });
});
