// `npm run check:content`: the content gate. Every hand-written page of the given products (all by
// default) has enough prose, no unfinished markers, and component pages show at least two demos.
// It prints the number of demos on each component page first, then each product's prop coverage.
import fs from 'node:fs/promises';
import path from 'node:path';
import {getPageTreeSources} from '../src/page-trees';
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

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const sources = getPageTreeSources().filter((source) => only.length === 0 || only.includes(source.instanceId));
  const pages = await readHandWrittenPages(SITE_DIR, sources);
  // The demo report: live demos per component page, so depth can be compared from run to run.
  console.log(formatDemoReport(demoCounts(pages)));
  // Prop coverage: props a reader finds only in the API table, per product with API pages.
  const texts = await pagesWithDemos(pages);
  for (const source of sources) {
    const coverage = propGaps(await readApiFolder(SITE_DIR, source.docsPath), (pathname) => texts.get(pathname));
    if (coverage.total > 0) console.log(formatPropCoverage(source.instanceId, coverage));
  }
  const problems = checkContent(pages);
  if (problems.length > 0) {
    console.error(problems.map(({file, pathname, message}) => `${file}: ${pathname}: ${message}`).join('\n'));
    console.error(`\n${problems.length} content problem(s).`);
    process.exitCode = 1;
    return;
  }
  console.log(`Content OK: ${sources.map((source) => source.instanceId).join(', ')}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
