// Search cost and speed, for the site's search box whatever index it uses (the selectors are the
// navbar box's `input.navbar__search-input` and its `[role="option"]` results), so a baseline build
// of another search is measured the same way in the same run:
// - per product, the bytes the first query and the next one download (compressed, from the
//   network, everything from the shortcut on) and the time to the first results under Lighthouse's
//   slow-4G profile (CDP network emulation);
// - keystroke-to-results latency with the index already loaded (median of 20 queries);
// - the size of the index files in the build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
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

/** Per product: a page, the reader's first query there and a next one. */
export const SEARCH_COST_CASES = [
  {product: 'material-ui', pathname: '/material-ui/getting-started/', first: 'button', next: 'dialog'},
  {product: 'joy-ui', pathname: '/joy-ui/getting-started/', first: 'button', next: 'input'},
  {product: 'base-ui', pathname: '/base-ui/getting-started/', first: 'select', next: 'menu'},
  {product: 'system', pathname: '/system/getting-started/', first: 'spacing', next: 'breakpoints'},
  {product: 'x-data-grid', pathname: '/x/react-data-grid/', first: 'sorting', next: 'filtering'},
  {product: 'toolpad-core', pathname: '/toolpad/core/introduction/', first: 'dashboard', next: 'layout'},
] as const;

/**
 * Lighthouse's mobile "slow 4G" as DevTools throttling applies it: 150 ms RTT and 1.6 Mbps down,
 * 750 kbps up, with DevTools' adjustment factors (RTT x 3.75, throughput x 0.9).
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

export interface SearchCost {
  product: string;
  pathname: string;
  firstQuery: string;
  firstKb: number;
  firstResultsMs: number;
  nextQuery: string;
  nextKb: number;
}

export interface SearchLatency {
  pathname: string;
  medianMs: number;
  maxMs: number;
  /** The search itself, from the call to Pagefind to the hits (src/search/pagefind.ts), if the build measures it. */
  searchMedianMs?: number;
}

/** Gzipped KB of the search index files of a build: Pagefind's directory, or older per-product JSON files. */
export function searchIndexSizes(buildDir: string): {index: string; gzKb: number; files: number}[] {
  const pagefindDir = path.join(buildDir, 'pagefind');
  if (fs.existsSync(pagefindDir)) {
    // Pagefind compresses its index, fragments and wasm itself; only its script and entry are text.
    const files = fs
      .readdirSync(pagefindDir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)));
    const bytes = files.reduce((sum, content) => sum + Math.min(content.length, zlib.gzipSync(content).length), 0);
    return [{index: 'pagefind (all products)', gzKb: bytes / 1024, files: files.length}];
  }
  return fs
    .readdirSync(buildDir)
    .filter((file) => /^search-index.*\.json$/.test(file))
    .map((file) => {
      const content = fs.readFileSync(path.join(buildDir, file));
      const index = /^search-index-(.+)-[0-9a-f]{8}\.json$/.exec(file)?.[1] ?? 'all';
      return {index, gzKb: zlib.gzipSync(content).length / 1024, files: 1};
    })
    .sort((a, b) => b.gzKb - a.gzKb);
}

async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
}

/** Bytes received from now on (bodies as sent, compressed, plus headers), read with `take()`. */
function countBytes(page: Page): {take: () => Promise<number>} {
  let sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  return {
    take: async () => {
      const taken = sizes;
      sizes = [];
      return (await Promise.all(taken)).reduce((sum, size) => sum + size, 0);
    },
  };
}

/** The first query's and the next query's bytes, and the first results' time on slow 4G. */
export async function measureSearchCost(
  origin: string,
  testCase: (typeof SEARCH_COST_CASES)[number],
): Promise<SearchCost> {
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    await openHydrated(page, `${origin}${testCase.pathname}`);
    // The page prefetches its links' code when idle: let that finish, so the count is the search's.
    await page.waitForTimeout(3_000);
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const bytes = countBytes(page);
    const input = page.locator('input.navbar__search-input:visible');
    const options = page.locator('.navbar__search [role="option"]');
    const started = Date.now();
    await page.keyboard.press('Control+k');
    await page.keyboard.type(testCase.first);
    await options.first().waitFor({timeout: 60_000});
    const firstResultsMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const firstKb = (await bytes.take()) / 1024;
    await input.fill(testCase.next);
    await page.waitForTimeout(500);
    await options.first().waitFor({timeout: 60_000});
    await page.waitForLoadState('networkidle');
    const nextKb = (await bytes.take()) / 1024;
    return {
      product: testCase.product,
      pathname: testCase.pathname,
      firstQuery: testCase.first,
      firstKb,
      firstResultsMs,
      nextQuery: testCase.next,
      nextKb,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Milliseconds from the last keystroke of a query to the results on screen, with the index's data
 * for the query already loaded (the query without its last letter is typed first, and the data it
 * needs fetched). Includes the box's pause for typing, if it has one.
 */
export async function measureSearchLatency(origin: string, pathname: string): Promise<SearchLatency> {
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    const page = await browser.newPage();
    await openHydrated(page, `${origin}${pathname}`);
    const input = page.locator('input.navbar__search-input:visible');
    await input.click();
    await input.fill(SEARCH_QUERIES[0]);
    await page.locator('.navbar__search [role="option"]').first().waitFor();
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
      const box = document.querySelector('.navbar__search [role="option"]')!.closest('.navbar__search')!;
      new MutationObserver(() => {
        if (!state.searchPending || !box.querySelector('[role="option"]')) return;
        state.searchPending = false;
        state.searchTimes.push(performance.measure('search-results', 'search-key').duration);
      }).observe(box, {subtree: true, childList: true, characterData: true});
    });
    for (const [index, query] of SEARCH_QUERIES.entries()) {
      await input.fill(query.slice(0, -1));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      await page.evaluate(() => ((window as unknown as {searchPending: boolean}).searchPending = false));
      await input.press(query.slice(-1));
      await page.waitForFunction(
        (count) => (window as unknown as {searchTimes: number[]}).searchTimes.length >= count,
        index + 1,
      );
    }
    const times = await page.evaluate(() => (window as unknown as {searchTimes: number[]}).searchTimes);
    const searches = await page.evaluate(() =>
      performance.getEntriesByName('search:results').map((entry) => entry.duration),
    );
    const last = searches.slice(-SEARCH_QUERIES.length);
    return {
      pathname,
      medianMs: median(times),
      maxMs: Math.max(...times),
      ...(last.length > 0 ? {searchMedianMs: median(last)} : {}),
    };
  } finally {
    await browser.close();
  }
}
