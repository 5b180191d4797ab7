// Deterministic byte budgets of the production build (scripts/bench/budgets.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from '@playwright/test';
import {BUDGET_PAGES, LARGEST_CHUNK_BUDGET_KB, overBudget, PAGE_BUDGETS_KB} from '../scripts/bench/budgets';
import {gzippedSize} from '../scripts/bench/stats';
import {waitForHydration} from './support/pageErrors';

const BUILD_DIR = path.join(__dirname, '../build');

for (const [pageType, pathname] of Object.entries(BUDGET_PAGES)) {
  test(`first visit to the ${pageType} page stays within its budget`, async ({page}) => {
    const urls = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') urls.add(response.url());
    });
    await page.goto(pathname);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const totalKb = [...urls].reduce((sum, url) => sum + gzippedSize(BUILD_DIR, url), 0) / 1024;
    const budget = PAGE_BUDGETS_KB[pageType as keyof typeof PAGE_BUDGETS_KB];
    console.log(`${pageType}: ${totalKb.toFixed(1)} KB gz (budget ${budget} KB)`);
    expect(overBudget(pageType, totalKb, budget)).toBeUndefined();
  });
}

test('no JS chunk is larger than its budget', () => {
  const dir = path.join(BUILD_DIR, 'assets/js');
  const sizes = fs
    .readdirSync(dir)
    .map((file) => ({file, kb: zlib.gzipSync(fs.readFileSync(path.join(dir, file)), {level: 9}).length / 1024}));
  const largest = sizes.reduce((max, entry) => (entry.kb > max.kb ? entry : max));
  expect(largest.kb, `${largest.file} is ${largest.kb.toFixed(1)} KB gz`).toBeLessThanOrEqual(LARGEST_CHUNK_BUDGET_KB);
});
