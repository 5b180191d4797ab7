import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';

/** Where the index goes in the build, and where the browser fetches it (`src/search/pagefind.ts`). */
export const INDEX_DIR = 'pagefind';

/** What the index leaves out: code blocks and live demos are noise in results and most of a page's weight. */
export const EXCLUDED_SELECTORS = ['pre', '.theme-code-block', '.mui-demo', 'svg'];

/** Pagefind's own UI, which the site does not use (it has its own box and page): the indexer does not write it. */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|highlight)\./;

const INDEXER = path.join(__dirname, 'indexer.mjs');

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
  const outputPath = path.join(outDir, INDEX_DIR);
  // Pagefind adds to what the directory holds: an index of an earlier run would stay beside this one.
  fs.rmSync(outputPath, {recursive: true, force: true});
  const options = {
    sitePath: outDir,
    outputPath,
    excludeSelectors: EXCLUDED_SELECTORS,
    unusedFiles: UNUSED_FILES.source,
  };
  let stdout: string;
  try {
    ({stdout} = await promisify(execFile)(process.execPath, [INDEXER, JSON.stringify(options)], {
      maxBuffer: 16 * 1024 * 1024,
    }));
  } catch (error) {
    const stderr = (error as {stderr?: string}).stderr?.trim();
    throw new Error(`Search index (Pagefind) failed for ${outDir}: ${stderr || (error as Error).message}`);
  }
  const {pageCount} = JSON.parse(stdout) as {pageCount: number};
  return {pageCount, outputPath};
}
