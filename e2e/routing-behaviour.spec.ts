// What the site relies on from the client modules it replaces (plugins/lean/routing/static-route-matching,
// plugins/lean/routing/split-route-table with plugins/lean/routing/runtime/routing, plugins/lean/routing/idle-prefetch with plugins/lean/routing/runtime/prefetch,
// plugins/lean/client/client-head with plugins/lean/client/runtime/head): a Docusaurus upgrade that changes their behaviour fails here,
// not only in `npm run check:upstream`. Prefetch on viewport entry, head updates on navigation and
// the 404 page have their own specs (prefetch, head, not-found).
import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

/** Text only the Usage guide's content chunk holds. */
const USAGE_TEXT = 'Render your first Material UI components';

/** Every script body the page downloads from now on. */
function scriptBodies(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

test('hovering a link loads its route before the click, with viewport prefetching out of the way', async ({page}) => {
  // An IntersectionObserver that never reports: no link counts as seen, so only the hover can load.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const bodies = scriptBodies(page);
  const usage = page.locator('.theme-doc-sidebar-menu a[href="/material-ui/getting-started/usage/"]');
  await usage.hover();
  await expect.poll(async () => (await Promise.all(bodies)).some((body) => body.includes(USAGE_TEXT))).toBe(true);
  // Loaded, not shown: the page is still the installation guide until the click.
  await expect(page).toHaveURL(/\/installation\/$/);
  await usage.click();
  await expect(page.locator('h1')).toHaveText('Usage');
});

test('a path without its trailing slash opens the page it names, not the 404 page', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/material-ui/react-button');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Button');
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('client-side navigation to a path without its trailing slash matches the page', async ({page}) => {
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {beforeNavigation: boolean}).beforeNavigation = true));
  // The router follows a history entry without the slash (no reload).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/material-ui/react-chip');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText('Chip');
  expect(await page.evaluate(() => (window as unknown as {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
});

test('a URL with a hash opens scrolled to that heading', async ({page}) => {
  await page.goto('/material-ui/react-button/#sizes');
  await waitForHydration(page);
  const heading = page.locator('h2#sizes');
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('a table-of-contents link scrolls to its heading and sets the hash, without a reload', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.locator('.table-of-contents a[href="#colours"]').click();
  await expect(page).toHaveURL(/#colours$/);
  await expect(page.locator('h2#colours')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('a link to another page with a hash lands on that heading, without a reload', async ({page}) => {
  await page.goto('/material-ui/customization/theming/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await page.locator('article a[href="/material-ui/customization/palette/#adding-your-own-colour"]').first().click();
  await expect(page).toHaveURL(/\/customization\/palette\/#adding-your-own-colour$/);
  await expect(page.locator('h1')).toHaveText('Palette');
  await expect(page.locator('#adding-your-own-colour')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});
