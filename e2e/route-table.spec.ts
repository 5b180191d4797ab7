// Each product's routes are a chunk of their own (plugins/lean/routing/split-route-table): a page runs its own
// product's table only, and going to another product loads that product's table in the app.
import {expect, test} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

/**
 * A route in a route table: its chunk-names key (`"<path>-<hash>"`), or the path that begins a
 * doc page's call (`page("<path>", "<sidebar>"`, plugins/lean/routing/split-route-table/compactPages.ts).
 */
const routeKey = (pathname: string) => new RegExp(`"${pathname}"\\s*,\\s*"|"${pathname}-[0-9a-f]+"`);

test("a page runs its own product's routes, and no other product's", async ({page}) => {
  await page.goto('/base-ui/getting-started/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, routeKey('/base-ui/getting-started/quickstart/'))).toHaveLength(1);
  expect(await scriptsWith(page, routeKey('/material-ui/getting-started/installation/'))).toEqual([]);
  expect(await scriptsWith(page, routeKey('/joy-ui/getting-started/installation/'))).toEqual([]);
  // The product menu's links are in view (the menu is hidden by opacity): their tables are only
  // prefetched, as files.
  const prefetched = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const bodies = await Promise.all(prefetched.map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.filter((body) => routeKey('/material-ui/getting-started/installation/').test(body))).toHaveLength(1);
});

test("going to another product loads that product's routes without reloading the page", async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/base-ui/getting-started/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await navbar.getByRole('button', {name: /Switch product/}).click();
  await navbar.getByRole('link', {name: /^Joy UI/}).click();
  await expect(page).toHaveURL(/\/joy-ui\/getting-started\/$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Installation', exact: true})
    .click();
  await expect(page).toHaveURL(/\/joy-ui\/getting-started\/installation\/$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
  expect(await scriptsWith(page, routeKey('/joy-ui/getting-started/installation/'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a product's API pages are a part of its table, which its guides do without", async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, routeKey('/material-ui/react-chip/'))).toHaveLength(1);
  expect(await scriptsWith(page, routeKey('/material-ui/api/button/'))).toEqual([]);
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  // The page's link to its API page: the part loads in the app, and the page renders.
  await page.locator('main a[href^="/material-ui/api/button"]').first().click();
  await expect(page).toHaveURL(/\/material-ui\/api\/button\/$/);
  await expect(page.getByRole('heading', {level: 1, name: /Button API/})).toBeVisible();
  expect(await page.evaluate(() => (window as {sameDocument?: boolean}).sameDocument)).toBe(true);
  const [part] = await scriptsWith(page, routeKey('/material-ui/api/button/'));
  expect(part).toBeDefined();
  expect(errors).toEqual([]);

  // A first visit to an API page: its HTML lists the part's script, so it loads with main.js.
  await page.goto('/material-ui/api/chip/');
  await waitForHydration(page);
  const listed = await page
    .locator('script[src]')
    .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
  expect(listed).toContain(part);

  // Material UI's 131 API pages are cut in two parts by first letter: Tooltip's page does without
  // Button's half.
  await page.goto('/material-ui/api/tooltip/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, routeKey('/material-ui/api/tooltip/'))).toHaveLength(1);
  expect(await scriptsWith(page, routeKey('/material-ui/api/button/'))).toEqual([]);
  expect(errors).toEqual([]);
});
