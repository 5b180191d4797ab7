// `npm run validate`: the page-tree checks of the build, alone, without bundling.
import path from 'node:path';
import {getPageTreeSources} from '../src/page-trees';
import {checkSite} from '../plugins/page-trees/checkSite';
import {formatProblems} from '../plugins/page-trees/validate';

async function main(): Promise<void> {
  const started = performance.now();
  const trees = getPageTreeSources();
  const problems = await checkSite(path.resolve(__dirname, '..'), trees);
  const elapsed = Math.round(performance.now() - started);
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    process.exitCode = 1;
    return;
  }
  console.log(`Page trees OK: ${trees.length} trees checked against their docs in ${elapsed} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
