// `npm run check:content`: the content gate. Every hand-written page of the given products (all by
// default) has enough prose, no unfinished markers, and component pages show at least two demos.
// It prints the number of demos on each component page first.
import path from 'node:path';
import {getPageTreeSources} from '../src/page-trees';
import {checkContent, demoCounts, formatDemoReport, readHandWrittenPages} from './content/checkContent';

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const sources = getPageTreeSources().filter((source) => only.length === 0 || only.includes(source.instanceId));
  const pages = await readHandWrittenPages(path.resolve(__dirname, '..'), sources);
  // The demo report: live demos per component page, so depth can be compared from run to run.
  console.log(formatDemoReport(demoCounts(pages)));
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
