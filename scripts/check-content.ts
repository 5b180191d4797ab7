// `npm run check:content`: the content gate. Every hand-written page of the given products (all by
// default) has enough prose, no unfinished markers, and component pages show at least two demos.
// It prints the number of demos on each component page first, then each product's prop coverage.
import fs from 'node:fs/promises';
import path from 'node:path';
import {getPageTreeSources} from '../src/page-trees';
import type {PageTreeSource} from '../src/page-trees/types';
import {
  ARCHIVED_VERSIONS,
  archivedBasePath,
  versionedDocsDir,
  type ArchivedVersion,
} from '../src/products/archivedVersions';
import {
  checkContent,
  demoCounts,
  formatDemoReport,
  readHandWrittenPages,
  type HandWrittenPage,
} from './content/checkContent';
import {demoFiles, formatPropCoverage, propGaps, readApiFolder} from './content/propCoverage';

const SITE_DIR = path.resolve(__dirname, '..');

/** Each page's text with the source of the demos it shows, by pathname. */
async function pagesWithDemos(pages: readonly HandWrittenPage[]): Promise<Map<string, string>> {
  const entries = await Promise.all(
    pages.map(async ({file, pathname, text}) => {
      const demos = await Promise.all(
        demoFiles(file, text).map((demo) => fs.readFile(path.join(SITE_DIR, demo), 'utf8')),
      );
      return [pathname, [text, ...demos].join('\n')] as const;
    }),
  );
  return new Map(entries);
}

/** The archived version whose docs a tree is of (src/page-trees, ARCHIVED_PAGE_TREES), if any. */
function archivedVersionOf(source: PageTreeSource): ArchivedVersion | undefined {
  return ARCHIVED_VERSIONS.find(
    (version) =>
      version.instanceId === source.instanceId &&
      versionedDocsDir(version.instanceId, version.name) === source.docsPath,
  );
}

/** What the report calls a tree: its instance, and the version of an archived one (`material-ui v6`). */
function labelOf(source: PageTreeSource): string {
  const version = archivedVersionOf(source);
  return version ? `${source.instanceId} ${version.label}` : source.instanceId;
}

/**
 * The tree pathname of a page an API page's `demos` names: an archived version's API pages name
 * the route they are served at (`/material-ui/6.x/react-button`), its tree the latest's form
 * (`/material-ui/react-button`).
 */
function treePathname(source: PageTreeSource, href: string): string {
  const version = archivedVersionOf(source);
  const route = version && archivedBasePath(version);
  return route && (href === route || href.startsWith(`${route}/`))
    ? `${source.routeBasePath}${href.slice(route.length)}`
    : href;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const sources = getPageTreeSources().filter((source) => only.length === 0 || only.includes(source.instanceId));
  const pages = await readHandWrittenPages(SITE_DIR, sources);
  // The demo report: live demos per component page, so depth can be compared from run to run; an
  // archived version's pages are reported apart (`material-ui v6`).
  const sourceOf = (file: string) => sources.find((source) => file.startsWith(`${source.docsPath}/`));
  const reported = pages.map((page) => {
    const source = sourceOf(page.file);
    return source ? {...page, instanceId: labelOf(source)} : page;
  });
  console.log(formatDemoReport(demoCounts(reported)));
  // Prop coverage: props a reader finds only in the API table, per product with API pages.
  for (const source of sources) {
    // Each tree's own pages: an archived version's pages have the latest's pathnames.
    const texts = await pagesWithDemos(pages.filter((page) => page.file.startsWith(`${source.docsPath}/`)));
    const coverage = propGaps(await readApiFolder(SITE_DIR, source.docsPath), (pathname) =>
      texts.get(treePathname(source, pathname)),
    );
    if (coverage.total > 0) console.log(formatPropCoverage(labelOf(source), coverage));
  }
  const problems = checkContent(pages);
  if (problems.length > 0) {
    console.error(problems.map(({file, pathname, message}) => `${file}: ${pathname}: ${message}`).join('\n'));
    console.error(`\n${problems.length} content problem(s).`);
    process.exitCode = 1;
    return;
  }
  console.log(`Content OK: ${sources.map(labelOf).join(', ')}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
