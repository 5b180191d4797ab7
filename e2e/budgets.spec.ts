// Deterministic byte budgets of the production build (scripts/bench/budgets.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {BUDGET_PAGES, chunkBudget, overBudget, PAGE_BUDGETS_KB} from '../scripts/bench/budgets';
import {gzippedSize} from '../scripts/bench/stats';
import {waitForHydration} from './support/pageErrors';

const BUILD_DIR = path.join(__dirname, '../build');

/** Gzipped KB of the scripts and stylesheets a first visit to `pathname` downloads, until the network settles. */
async function firstVisitKb(page: Page, pathname: string): Promise<number> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') urls.add(response.url());
  });
  await page.goto(pathname);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return [...urls].reduce((sum, url) => sum + gzippedSize(BUILD_DIR, url), 0) / 1024;
}

for (const [pageType, pathname] of Object.entries(BUDGET_PAGES)) {
  test(`first visit to the ${pageType} page stays within its budget`, async ({page}) => {
    const totalKb = await firstVisitKb(page, pathname);
    const budget = PAGE_BUDGETS_KB[pageType as keyof typeof PAGE_BUDGETS_KB];
    console.log(`${pageType}: ${totalKb.toFixed(1)} KB gz (budget ${budget} KB)`);
    expect(overBudget(pageType, totalKb, budget)).toBeUndefined();
  });
}

/** The component pages of a docs folder, as paths under `base`. */
function componentPages(docsDir: string, base: string): string[] {
  return fs
    .readdirSync(path.join(__dirname, '..', docsDir))
    .filter((file) => /^react-.*\.mdx$/.test(file))
    .map((file) => `${base}/${file.replace(/\.mdx$/, '')}/`);
}

// Issue 26: however many demos a page has, a first visit pays for those of its first screen only.
// Issue 31: the archived Material UI v6's pages meet the same budgets as their v7 twins.
for (const [label, docsDir, base] of [
  ['Material UI', 'docs/material-ui', '/material-ui'],
  ['Material UI v6', 'material-ui_versioned_docs/version-6.x', '/material-ui/6.x'],
] as const) {
  test(`first visit to every ${label} component page stays within the component budget`, async ({browser}) => {
    test.setTimeout(300_000);
    const budget = PAGE_BUDGETS_KB['component with demos'];
    const pathnames = componentPages(docsDir, base);
    expect(pathnames.length).toBeGreaterThan(50);
    const over: string[] = [];
    for (const pathname of pathnames) {
      const page = await browser.newPage();
      const totalKb = await firstVisitKb(page, pathname);
      await page.close();
      const message = overBudget(pathname, totalKb, budget);
      if (message) over.push(message);
    }
    expect(over).toEqual([]);
  });
}

for (const pageType of ['guide', 'API'] as const) {
  const pathname = BUDGET_PAGES[pageType].replace(/^\/material-ui\//, '/material-ui/6.x/');
  test(`first visit to the v6 twin of the ${pageType} page (${pathname}) stays within its budget`, async ({page}) => {
    const totalKb = await firstVisitKb(page, pathname);
    console.log(`v6 ${pageType}: ${totalKb.toFixed(1)} KB gz (budget ${PAGE_BUDGETS_KB[pageType]} KB)`);
    expect(overBudget(pathname, totalKb, PAGE_BUDGETS_KB[pageType])).toBeUndefined();
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
