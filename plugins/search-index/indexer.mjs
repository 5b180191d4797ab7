// Runs Pagefind's Node API (an ES module only, which the plugin's jiti-loaded TypeScript cannot
// import) in a process of its own: `node indexer.mjs <options JSON>`. Prints a JSON summary on
// success; on failure prints Pagefind's messages to stderr and exits non-zero. Called by ./pagefind.ts.
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';

const {sitePath, outputPath, glob, excludeSelectors} = JSON.parse(process.argv[2] ?? '{}');

function fail(step, errors) {
  if (errors.length === 0) return;
  process.stderr.write(`${step}: ${errors.join('; ')}\n`);
  process.exitCode = 1;
  throw new Error(step);
}

try {
  const {index, errors} = await pagefind.createIndex({excludeSelectors, forceLanguage: 'en'});
  fail('setup', index ? errors : [...errors, 'no index was created']);
  const added = await index.addDirectory({path: sitePath, glob});
  fail(`reading ${sitePath}`, added.errors);
  fail(`reading ${sitePath}`, added.page_count === 0 ? ['no page has a data-pagefind-body element'] : []);
  fail('writing', (await index.writeFiles({outputPath})).errors);
  // Pages indexed (Pagefind's `page_count` above counts every HTML file read, marked or not).
  const entry = JSON.parse(fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8'));
  const pageCount = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  process.stdout.write(JSON.stringify({pageCount}));
} catch {
  process.exitCode = 1;
} finally {
  await pagefind.close();
}
