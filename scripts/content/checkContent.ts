import fs from 'node:fs/promises';
import path from 'node:path';
import {docPathname, normalizePathname} from '../../src/page-trees/docPathname';
import type {PageTree, PageTreeSource} from '../../src/page-trees/types';
import {listDocsOnDisk} from '../../plugins/page-trees/docsOnDisk';
import {checkPageContent} from './prose';

/** Products whose component pages (isComponentPage) must show live demos: all of them. */
export const DEMO_REQUIRED_INSTANCES: ReadonlySet<string> = new Set([
  'material-ui',
  'joy-ui',
  'base-ui',
  'system',
  'x',
  'toolpad',
]);

export interface ContentProblem {
  file: string;
  pathname: string;
  message: string;
}

/** True for a page plugins/api-reference wrote: its front matter says `generated: true`. */
export function isGeneratedPage(source: string): boolean {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return /^generated:\s*true\s*$/m.test(frontMatter);
}

/** Pathnames of the tree's pages, outside the generated API reference. */
export function handWrittenPathnames(tree: PageTree): string[] {
  return tree.flatMap((node) => {
    if (node.kind === 'group') {
      return handWrittenPathnames(node.children);
    }
    return node.kind === 'page' && !node.pathname.includes('/api/') ? [normalizePathname(node.pathname)] : [];
  });
}

/** Checks every hand-written page of the given trees; returns every problem at once. */
export async function checkContent(siteDir: string, sources: readonly PageTreeSource[]): Promise<ContentProblem[]> {
  const problems = await Promise.all(
    sources.map(async (source) => {
      const wanted = new Set(handWrittenPathnames(source.tree as PageTree));
      const docs = await listDocsOnDisk(siteDir, source);
      const pages = docs
        .map((doc) => ({doc, pathname: docPathname(source.routeBasePath, doc.id)}))
        .filter(({pathname}) => wanted.has(pathname));
      const perPage = await Promise.all(
        pages.map(async ({doc, pathname}) => {
          const text = await fs.readFile(path.join(siteDir, doc.file), 'utf8');
          // Generated API pages (plugins/api-reference) are reference tables, not prose.
          if (isGeneratedPage(text)) return [];
          return checkPageContent(pathname, text, {requireDemos: DEMO_REQUIRED_INSTANCES.has(source.instanceId)}).map(
            (message) => ({file: doc.file, pathname, message}),
          );
        }),
      );
      return perPage.flat();
    }),
  );
  return problems.flat();
}
