import fs from 'node:fs/promises';
import path from 'node:path';
import {docPathname, normalizePathname} from '../../src/page-trees/docPathname';
import type {PageTree, PageTreeSource} from '../../src/page-trees/types';
import {listDocsOnDisk} from '../../plugins/page-trees/docsOnDisk';
import {checkPageContent, countDemos, isComponentPage} from './prose';

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

/** A hand-written page of a tree, with its source. */
export interface HandWrittenPage {
  instanceId: string;
  file: string;
  pathname: string;
  text: string;
}

/** The hand-written pages of the given trees, in tree order of products (generated API pages left out). */
export async function readHandWrittenPages(
  siteDir: string,
  sources: readonly PageTreeSource[],
): Promise<HandWrittenPage[]> {
  const perSource = await Promise.all(
    sources.map(async (source) => {
      const wanted = new Set(handWrittenPathnames(source.tree as PageTree));
      const docs = await listDocsOnDisk(siteDir, source);
      const pages = await Promise.all(
        docs
          .map((doc) => ({doc, pathname: docPathname(source.routeBasePath, doc.id)}))
          .filter(({pathname}) => wanted.has(pathname))
          .map(async ({doc, pathname}) => ({
            instanceId: source.instanceId,
            file: doc.file,
            pathname,
            text: await fs.readFile(path.join(siteDir, doc.file), 'utf8'),
          })),
      );
      // Generated API pages (plugins/api-reference) are reference tables, not prose.
      return pages.filter((page) => !isGeneratedPage(page.text));
    }),
  );
  return perSource.flat();
}

/** Checks every hand-written page (readHandWrittenPages); returns every problem at once. */
export function checkContent(pages: readonly HandWrittenPage[]): ContentProblem[] {
  return pages.flatMap(({instanceId, file, pathname, text}) =>
    checkPageContent(pathname, text, {requireDemos: DEMO_REQUIRED_INSTANCES.has(instanceId)}).map((message) => ({
      file,
      pathname,
      message,
    })),
  );
}

/** The number of live demos on each component page, by product, sorted by pathname. */
export function demoCounts(pages: readonly HandWrittenPage[]): {instanceId: string; pathname: string; demos: number}[] {
  return pages
    .filter(({pathname}) => isComponentPage(pathname))
    .map(({instanceId, pathname, text}) => ({instanceId, pathname, demos: countDemos(text)}))
    .sort((a, b) => a.instanceId.localeCompare(b.instanceId) || a.pathname.localeCompare(b.pathname));
}

/** The demo report: one line per product (pages, demos), then each component page with its count. */
export function formatDemoReport(counts: readonly {instanceId: string; pathname: string; demos: number}[]): string {
  const products = [...new Set(counts.map(({instanceId}) => instanceId))];
  return products
    .flatMap((instanceId) => {
      const rows = counts.filter((row) => row.instanceId === instanceId);
      const total = rows.reduce((sum, row) => sum + row.demos, 0);
      return [
        `${instanceId}: ${rows.length} component pages, ${total} demos`,
        ...rows.map(({pathname, demos}) => `  ${String(demos).padStart(3)}  ${pathname}`),
      ];
    })
    .join('\n');
}
