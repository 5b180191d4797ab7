// The service worker on a host mapped as production (see the `pwa` project in playwright.config.ts):
// build-pwa/, made with DOCS_PRODUCTION_HOST=docs.test:4176, served gzip on that port by this file.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {FIRST_VISIT_PAGE, measureFirstVisit, servePwaBuild} from '../scripts/bench/offline';
import type {BuildServer} from '../scripts/bench/serveBuild';
import {auditAccessibility} from './support/axe';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

// Serial: one server, and the last test rewrites the build's files.
test.describe.configure({mode: 'serial', timeout: 120_000});

const BUILD_DIR = path.join(__dirname, '../build-pwa');
const SW_FILE = path.join(BUILD_DIR, 'sw.js');
/** What the worker may download in the background on a first visit: the app shell (issue 30's goal). */
const SHELL_BUDGET_KB = 300;
const GUIDE = FIRST_VISIT_PAGE;

let server: BuildServer;
test.beforeAll(async () => {
  server = await servePwaBuild(BUILD_DIR);
});
test.afterAll(() => server.close());

async function activeWorkerState(page: Page): Promise<string | undefined> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
}

/** Keys of one of the worker's caches (src/pwa/worker/routes.js, CACHES). */
async function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(
    async (name) =>
      (await caches.has(name))
        ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
        : [],
    cacheName,
  );
}

/** Opens `pathname`, waits for the worker to take over and to save the page. */
async function loadControlled(page: Page, pathname: string) {
  await page.goto(pathname);
  await waitForHydration(page);
  await expect.poll(() => activeWorkerState(page), {timeout: 60_000}).toBe('activated');
  await expect.poll(() => cachedPaths(page, 'mui-pages')).toContain(pathname);
}

test('the worker registers on the production host', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => activeWorkerState(page), {timeout: 60_000}).toBe('activated');
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/^http:\/\/docs\.test:4176\/sw\.js\?params=/);
});

test('a first visit downloads the page and the app shell, not the site', async ({browser}) => {
  const cost = await measureFirstVisit(browser, server, BUILD_DIR);
  console.log(
    `first visit: page ${cost.pageKb.toFixed(1)} KB, with the worker ${cost.totalKb.toFixed(1)} KB ` +
      `(background ${cost.backgroundKb.toFixed(1)} KB); sw.js ${cost.swKb.toFixed(1)} KB`,
  );
  expect(cost.backgroundKb).toBeLessThanOrEqual(SHELL_BUDGET_KB);
});

test('a visited page is readable offline, with its styles and sidebar', async ({page, context}) => {
  await loadControlled(page, GUIDE);
  await context.setOffline(true);
  try {
    await page.goto(GUIDE);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    await expect(
      page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Overview'}),
    ).toBeVisible();
    // The stylesheet came from the cache too: Infima's layout is applied.
    expect(await page.locator('.navbar').evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
  } finally {
    await context.setOffline(false);
  }
});

test('an unvisited page offline shows the offline page, which names it and links the saved pages', async ({
  page,
  context,
}) => {
  await loadControlled(page, GUIDE);
  await context.setOffline(true);
  try {
    await page.goto('/joy-ui/react-button/');
    await expect(page).toHaveURL(/\/offline\/\?from=%2Fjoy-ui%2Freact-button%2F$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'You are offline'})).toBeVisible();
    await expect(page.getByRole('main')).toContainText('/joy-ui/react-button/ is not saved on this device');
    const saved = page.getByRole('list', {name: 'Saved pages'});
    await expect(saved.getByRole('link', {name: 'Installation', exact: true})).toHaveAttribute('href', GUIDE);
    expect((await auditAccessibility(page, '/offline/')).violations).toEqual([]);
    // A saved page opens from the list, still offline.
    await saved.getByRole('link', {name: 'Installation', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
    await expect(page).toHaveURL(GUIDE);
  } finally {
    await context.setOffline(false);
  }
});

test('"Make Joy UI available offline" downloads it with progress, then its pages open offline; it can be removed', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await loadControlled(page, '/joy-ui/getting-started/');
  await page.reload();
  await waitForHydration(page);
  const bundle = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'offline/joy-ui.json'), 'utf8')) as {
    pages: {url: string}[];
  };
  await page.getByRole('button', {name: 'Open settings'}).click();
  const section = page.getByRole('region', {name: 'Offline reading'});
  // The size comes before the download.
  await expect(section).toContainText(`${bundle.pages.length} pages:`);
  await expect(section).toContainText(/MB to download/);
  await section.getByRole('button', {name: 'Make Joy UI available offline'}).click();
  await expect(section.getByRole('progressbar', {name: 'Downloading Joy UI'})).toBeVisible();
  await expect(section.getByRole('status')).toContainText('Joy UI is available offline', {timeout: 240_000});
  await expect(section.getByRole('status')).toContainText(/MB used on this device/);
  expect((await auditAccessibility(page, '/joy-ui/getting-started/')).violations).toEqual([]);

  await context.setOffline(true);
  try {
    // Every page of the product is answered offline...
    const statuses = await page.evaluate(
      (urls) => Promise.all(urls.map(async (url) => [url, (await fetch(url)).status] as const)),
      bundle.pages.map((file) => file.url),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    // ...and pages never opened online load and hydrate from it.
    for (const pathname of ['/joy-ui/react-button/', '/joy-ui/customization/theme-colors/', '/joy-ui/api/button/']) {
      await page.goto(pathname);
      await waitForHydration(page);
      await expect(page).toHaveURL(pathname);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    }
  } finally {
    await context.setOffline(false);
  }

  await page.getByRole('button', {name: 'Open settings'}).click();
  await section.getByRole('button', {name: 'Remove from this device'}).click();
  await expect(section.getByRole('button', {name: 'Make Joy UI available offline'})).toBeVisible();
  expect(await page.evaluate(() => caches.has('mui-offline-joy-ui'))).toBe(false);
});

test('a new build replaces a saved page after exactly one reload, without an error', async ({page}) => {
  const pathname = '/joy-ui/getting-started/';
  const pageFile = path.join(BUILD_DIR, pathname, 'index.html');
  await loadControlled(page, pathname);
  // A later visit, which the worker controls: the one a new deployment reloads.
  await page.reload();
  await waitForHydration(page);
  const errors = collectPageErrors(page);
  const originalWorker = fs.readFileSync(SW_FILE, 'utf8');
  const originalPage = fs.readFileSync(pageFile, 'utf8');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  try {
    // A new deployment: the worker script changes byte for byte, and so does the page.
    fs.writeFileSync(SW_FILE, `${originalWorker}\n// next deployment ${Date.now()}\n`);
    fs.writeFileSync(pageFile, originalPage.replace('<head>', '<head><meta name="x-deployment" content="next">'));
    await page.bringToFront();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    await expect.poll(() => loads, {timeout: 30_000}).toBe(1);
    await waitForHydration(page);
    await expect(page.locator('meta[name="x-deployment"]')).toHaveAttribute('content', 'next');
    // No second reload follows.
    await page.waitForTimeout(3000);
    expect(loads).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    fs.writeFileSync(SW_FILE, originalWorker);
    fs.writeFileSync(pageFile, originalPage);
  }
});
