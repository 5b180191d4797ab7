// Search speed and weight: keystroke-to-results latency in Chromium (performance marks, median of
// 20 queries) on a product's index and on the all-products index, and each index file's gzip size.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, findChromium} from '../chromium';
import {median} from './stats';

export const SEARCH_QUERIES = [
  'button',
  'autocomplete',
  'text field',
  'theme',
  'palette',
  'dark mode',
  'grid',
  'typography',
  'slider',
  'dialog',
  'tooltip',
  'breakpoints',
  'select',
  'snackbar',
  'installation',
  'css variables',
  'tabs',
  'menu',
  'checkbox',
  'drawer',
] as const;

export interface SearchLatency {
  pathname: string;
  index: string;
  medianMs: number;
  maxMs: number;
}

/** Gzipped size of every search index file of a build, by context (`all` for the root index). */
export function searchIndexSizes(buildDir: string): {index: string; gzKb: number; rawKb: number}[] {
  return fs
    .readdirSync(buildDir)
    .filter((file) => /^search-index.*\.json$/.test(file))
    .map((file) => {
      const content = fs.readFileSync(path.join(buildDir, file));
      const index = /^search-index-(.+)-[0-9a-f]{8}\.json$/.exec(file)?.[1] ?? 'all';
      return {index, gzKb: zlib.gzipSync(content).length / 1024, rawKb: content.length / 1024};
    })
    .sort((a, b) => b.gzKb - a.gzKb);
}

/**
 * Milliseconds from the last keystroke of a query to the results on screen. The page marks the
 * keydown (`search-key`) and measures when the result list next changes; each query is typed but
 * its last character first, so only the final search is timed.
 */
export async function measureSearchLatency(origin: string, pathname: string, index: string): Promise<SearchLatency> {
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${pathname}`);
    await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
    const input = page.locator('input.navbar__search-input');
    await input.click();
    await page.locator('.navbar__search [role="listbox"]').waitFor({state: 'attached'});
    await page.evaluate(() => {
      const state = window as unknown as {searchPending: boolean; searchTimes: number[]};
      state.searchPending = false;
      state.searchTimes = [];
      document.addEventListener(
        'keydown',
        () => {
          performance.mark('search-key');
          state.searchPending = true;
        },
        true,
      );
      const list = document.querySelector('.navbar__search [role="listbox"]');
      new MutationObserver(() => {
        if (!state.searchPending) return;
        state.searchPending = false;
        state.searchTimes.push(performance.measure('search-results', 'search-key').duration);
      }).observe(list!, {subtree: true, childList: true, characterData: true});
    });
    for (const query of SEARCH_QUERIES) {
      await input.fill(query.slice(0, -1));
      await page.waitForTimeout(250);
      await page.evaluate(() => ((window as unknown as {searchPending: boolean}).searchPending = false));
      await input.press(query.slice(-1));
      await page.waitForFunction(
        (count) => (window as unknown as {searchTimes: number[]}).searchTimes.length >= count,
        SEARCH_QUERIES.indexOf(query) + 1,
      );
    }
    const times = await page.evaluate(() => (window as unknown as {searchTimes: number[]}).searchTimes);
    return {pathname, index, medianMs: median(times), maxMs: Math.max(...times)};
  } finally {
    await browser.close();
  }
}
