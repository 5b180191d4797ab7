import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';

/** Where the index goes in the build, and where the browser fetches it (`src/search/pagefind.ts`). */
export const INDEX_DIR = 'pagefind';

/** What the index leaves out: code blocks and live demos are noise in results and most of a page's weight. */
export const EXCLUDED_SELECTORS = ['pre', '.theme-code-block', '.mui-demo', 'svg'];

/** Every page is read; only docs pages, which mark their text with `data-pagefind-body` (src/theme/DocItem/Content), are indexed. */
const HTML_GLOB = '**/*.html';

/** Pagefind's own UI, which the site does not use (it has its own box and page). */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|highlight)\./;

const INDEXER = path.join(__dirname, 'indexer.mjs');

/** The attribute that marks a page's indexed text. */
const BODY_MARK = 'data-pagefind-body';

/**
 * True when some HTML page under `dir` marks its text for the index. Without one, Pagefind would
 * quietly index every page whole (navigation included): a broken DocItem/Content swizzle must
 * fail the build instead.
 */
export function hasMarkedPage(dir: string): boolean {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      if (fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8').includes(BODY_MARK)) return true;
    }
  }
  return false;
}

export interface IndexSummary {
  pageCount: number;
  outputPath: string;
}

/**
 * Indexes the built HTML of `outDir` with Pagefind into `outDir/pagefind/`: a chunked index the
 * browser fetches piece by piece, the pieces a query needs. Filters (`product`, `version`) come from
 * the pages' own meta tags (src/components/ProductMeta). Fails, with Pagefind's messages, when
 * indexing fails or finds no page.
 */
export async function buildSearchIndex(outDir: string): Promise<IndexSummary> {
  if (!hasMarkedPage(outDir)) {
    throw new Error(`Search index (Pagefind) failed for ${outDir}: no page has a ${BODY_MARK} element.`);
  }
  const outputPath = path.join(outDir, INDEX_DIR);
  const options = {sitePath: outDir, outputPath, glob: HTML_GLOB, excludeSelectors: EXCLUDED_SELECTORS};
  let stdout: string;
  try {
    ({stdout} = await promisify(execFile)(process.execPath, [INDEXER, JSON.stringify(options)], {
      maxBuffer: 16 * 1024 * 1024,
    }));
  } catch (error) {
    const stderr = (error as {stderr?: string}).stderr?.trim();
    throw new Error(`Search index (Pagefind) failed for ${outDir}: ${stderr || (error as Error).message}`);
  }
  for (const file of fs.readdirSync(outputPath)) {
    if (UNUSED_FILES.test(file)) fs.rmSync(path.join(outputPath, file));
  }
  const {pageCount} = JSON.parse(stdout) as {pageCount: number};
  return {pageCount, outputPath};
}
