// Runs Pagefind's Node API (an ES module only, which the plugin's jiti-loaded TypeScript cannot
// import) in a process of its own: `node indexer.mjs <options JSON>`. Prints a JSON summary on
// success; on failure prints Pagefind's messages to stderr and exits non-zero. Called by ./pagefind.ts.
//
// Pages are handed to Pagefind with their end tags written out. The build's HTML minifier leaves
// out optional ones (`<td>a<td>b`), which Pagefind's streaming parser does not infer: it ran a
// table's cells together ("disableRipplebooleanfalse"), so a word in a table was not found alone.
// The build's files are not changed.
import fs from 'node:fs';
import path from 'node:path';
import {minify} from '@swc/html';
import * as pagefind from 'pagefind';

/** The HTML as parsed, serialised back with every end tag and nothing else changed. */
const WITH_END_TAGS = {
  tagOmission: false,
  collapseWhitespaces: 'none',
  removeComments: false,
  minifyJs: false,
  minifyCss: false,
  minifyJson: false,
  normalizeAttributes: false,
  removeRedundantAttributes: 'none',
  removeEmptyAttributes: false,
  sortAttributes: false,
  sortSpaceSeparatedAttributeValues: false,
};

/** How many pages are minified ahead of the one being sent to Pagefind. */
const MINIFY_AHEAD = 4;

/** The site's HTML pages, relative to `sitePath`. */
function htmlPages(sitePath) {
  return fs
    .readdirSync(sitePath, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(sitePath, path.join(entry.parentPath, entry.name)));
}

const {sitePath, outputPath, excludeSelectors, unusedFiles} = JSON.parse(process.argv[2] ?? '{}');
/** Files Pagefind builds that the site does not serve (its own UI): not written. */
const UNUSED = new RegExp(unusedFiles ?? '(?!)');

function fail(step, errors) {
  if (errors.length === 0) return;
  process.stderr.write(`${step}: ${errors.join('; ')}\n`);
  process.exitCode = 1;
  throw new Error(step);
}

try {
  const {index, errors} = await pagefind.createIndex({excludeSelectors, forceLanguage: 'en'});
  fail('setup', index ? errors : [...errors, 'no index was created']);
  // Only the pages that mark text for the index (src/theme/DocItem/Content) are indexed. None at
  // all means a broken swizzle, and fails the build rather than ship an empty index.
  // Pages reach Pagefind in this order, each sent without waiting for the answer to the one before
  // (a round trip per page was most of the indexing time); a few are read and minified ahead
  // meanwhile, each read once. Pagefind numbers pages as they arrive, so the index is the same as
  // when sent one at a time.
  const pages = htmlPages(sitePath);
  /** Per page: its minification under way, or null for a page that marks nothing. */
  const ahead = new Map();
  const readAhead = (i) => {
    if (i >= pages.length || ahead.has(i)) return;
    const html = fs.readFileSync(path.join(sitePath, pages[i]), 'utf8');
    ahead.set(i, html.includes('data-pagefind-body') ? minify(html, WITH_END_TAGS) : null);
  };
  let marked = 0;
  const answers = [];
  for (let i = 0; i < pages.length; i += 1) {
    for (let next = i; next < i + MINIFY_AHEAD; next += 1) readAhead(next);
    const minified = ahead.get(i);
    ahead.delete(i);
    if (minified === null) continue;
    marked += 1;
    const {code} = await minified;
    const page = pages[i];
    answers.push(
      index.addHTMLFile({sourcePath: page, content: code}).then(({errors}) => fail(`reading ${page}`, errors)),
    );
  }
  await Promise.all(answers);
  fail(`reading ${sitePath}`, marked === 0 ? ['no page has a data-pagefind-body element'] : []);
  // The files are taken in memory and written here: Pagefind's own writeFiles could answer before its
  // files were complete on disk (pagefind-entry.json read back empty on a busy machine).
  const {files, errors: buildErrors} = await index.getFiles();
  fail('building', buildErrors);
  const written = files.filter((file) => !UNUSED.test(file.path));
  for (const dir of new Set(written.map((file) => path.dirname(path.join(outputPath, file.path))))) {
    fs.mkdirSync(dir, {recursive: true});
  }
  for (const file of written) fs.writeFileSync(path.join(outputPath, file.path), file.content);
  // Pages indexed, as Pagefind counts them.
  const entryFile = files.find((file) => file.path === 'pagefind-entry.json');
  fail('building', entryFile ? [] : ['no pagefind-entry.json was built']);
  const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8'));
  const pageCount = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  process.stdout.write(JSON.stringify({pageCount}));
} catch (error) {
  // fail() has written its own message; anything else (the Pagefind binary not starting, say) says what it was.
  if (process.exitCode !== 1) process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await pagefind.close();
}
