// Deterministic byte budgets of the production build (scripts/bench/budgets.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test} from '@playwright/test';
import {BUDGET_PAGES, chunkBudget, overBudget, PAGE_BUDGETS_KB} from '../scripts/bench/budgets';
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
  const over = fs.readdirSync(dir).flatMap((file) => {
    const source = fs.readFileSync(path.join(dir, file));
    const kb = zlib.gzipSync(source, {level: 9}).length / 1024;
    const {name, budgetKb} = chunkBudget(source.toString('latin1'));
    return kb > budgetKb ? [`${file}${name ? ` (${name})` : ''} is ${kb.toFixed(1)} KB gz, budget ${budgetKb} KB`] : [];
  });
  expect(over).toEqual([]);
});
