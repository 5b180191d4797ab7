// Google Analytics against the build made with a test measurement id (the `analytics` project of
// playwright.config.ts serves build-analytics/, see the test:e2e script). gtag.js
// itself is never loaded: requests to Google are blocked, so the inline gtag keeps queueing
// every command in window.dataLayer, where the tests read them.
import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

type Command = unknown[];

const isGoogleTagManager = (url: URL) => url.hostname.endsWith('googletagmanager.com');

/** Every command queued so far; each dataLayer entry is a gtag `arguments` object. */
function dataLayer(page: Page): Promise<Command[]> {
  return page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer');
    return Array.isArray(layer) ? layer.map((entry: ArrayLike<unknown>) => Array.from(entry)) : [];
  });
}

async function eventsNamed(page: Page, name: string): Promise<Command[]> {
  return (await dataLayer(page)).filter((command) => command[0] === 'event' && command[1] === name);
}

async function pageViews(page: Page): Promise<unknown[]> {
  return (await eventsNamed(page, 'page_view')).map((command) => command[2]);
}

async function userProperties(page: Page): Promise<unknown[]> {
  return (await dataLayer(page))
    .filter((command) => command[0] === 'set' && command[1] === 'user_properties')
    .map((command) => command[2]);
}

const VITALS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

async function vitalsEvents(page: Page): Promise<Command[]> {
  return (await dataLayer(page)).filter((command) => command[0] === 'event' && VITALS.includes(String(command[1])));
}

/** Makes every `Math.random()` of the page return `value`, from the first script on. */
async function stubRandom(page: Page, value: number): Promise<void> {
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

async function openSettings(page: Page) {
  await page.getByRole('button', {name: 'Open settings'}).click();
  return page.getByRole('dialog', {name: 'Settings'});
}

test.use({colorScheme: 'light'});

test.beforeEach(async ({page}) => {
  await page.route(isGoogleTagManager, (route) => route.abort());
});

test('a click on a tracked element sends one event, without a label it does not have', async ({page}) => {
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Open settings'}).click();
  const events = await eventsNamed(page, 'settings');
  expect(events).toEqual([['event', 'settings', {eventAction: 'open'}]]);
  // A missing data-ga-event-label is left out, not sent as undefined.
  expect(events[0]?.[2]).not.toHaveProperty('eventLabel');
});

test('page views on first load and after client-side navigation, with the new title', async ({page}) => {
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await expect
    .poll(() => pageViews(page))
    .toEqual([
      {
        page_title: await page.title(),
        page_location: new URL('/material-ui/getting-started/', page.url()).href,
        productId: 'material-ui',
        productCategoryId: 'core',
      },
    ]);

  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Installation', exact: true})
    .click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation\/$/);
  await expect(page).toHaveTitle(/^Installation/);
  // Same dataLayer, so the navigation happened without a reload.
  await expect.poll(() => pageViews(page)).toHaveLength(2);
  expect((await pageViews(page))[1]).toEqual({
    page_title: await page.title(),
    page_location: new URL('/material-ui/getting-started/installation/', page.url()).href,
    productId: 'material-ui',
    productCategoryId: 'core',
  });
});

test('user properties are set on load, and again when the visitor changes one', async ({page}) => {
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await expect
    .poll(() => userProperties(page))
    .toEqual([
      {codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 1, colorScheme: 'light', codeStyling: 'system'},
    ]);

  const settings = await openSettings(page);
  await settings.getByRole('button', {name: 'Dark'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => userProperties(page)).toEqual([expect.anything(), {colorScheme: 'dark'}]);
  expect(await eventsNamed(page, 'settings')).toContainEqual([
    'event',
    'settings',
    {eventAction: 'settings-mode', eventLabel: 'dark'},
  ]);
});

test('a code styling chosen in the settings panel is sent (docs:preferences-change)', async ({page}) => {
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await expect.poll(() => userProperties(page)).toHaveLength(1);
  const settings = await openSettings(page);
  await settings.getByRole('button', {name: 'Tailwind CSS'}).click();
  await expect.poll(async () => (await userProperties(page)).at(-1)).toEqual({codeStyling: 'tailwind'});
});

test('a sampled session reports web vitals', async ({page}) => {
  await stubRandom(page, 0);
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  // FCP and TTFB report as soon as the page has loaded; the others when it is hidden.
  await expect.poll(async () => (await vitalsEvents(page)).length, {timeout: 15_000}).toBeGreaterThan(0);
  for (const [, name, params] of await vitalsEvents(page)) {
    expect(VITALS).toContain(name);
    expect(params).toEqual({value: expect.any(Number), delta: expect.any(Number), id: expect.any(String)});
  }
  expect(await page.evaluate(() => sessionStorage.getItem('docs:vitals-sampled'))).toBe('1');
});

test('an unsampled session reports no web vitals', async ({page}) => {
  await stubRandom(page, 0.5);
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('docs:vitals-sampled'))).toBe('0');
  // What web-vitals would flush on hide, had it been loaded; then time for FCP/TTFB to report.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', {value: 'hidden', configurable: true});
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1000);
  expect(await vitalsEvents(page)).toEqual([]);
});

for (const [signal, property, value] of [
  ['Global Privacy Control', 'globalPrivacyControl', true],
  ['Do Not Track', 'doNotTrack', '1'],
] as const) {
  test(`with ${signal}, nothing is defined, loaded or sent`, async ({page}) => {
    const googleRequests: string[] = [];
    page.on('request', (request) => isGoogleTagManager(new URL(request.url())) && googleRequests.push(request.url()));
    await page.addInitScript(
      ([name, signalValue]) =>
        Object.defineProperty(Navigator.prototype, name, {get: () => signalValue, configurable: true}),
      [property, value] as const,
    );
    await page.goto('/material-ui/getting-started/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Open settings'}).click();
    expect(
      await page.evaluate(() => ({
        gtag: typeof Reflect.get(window, 'gtag'),
        dataLayer: typeof Reflect.get(window, 'dataLayer'),
      })),
    ).toEqual({gtag: 'undefined', dataLayer: 'undefined'});
    await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
    expect(googleRequests).toEqual([]);
  });
}

test('page feedback sends docs_feedback with the length of the comment, never its text', async ({page}) => {
  const comment = 'Please add a pnpm example. Reach me at reader@example.com';
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'No'}).click();
  await page.getByRole('textbox', {name: 'Comment (optional)'}).fill(comment);
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Thank you'})).toBeVisible();

  const events = await eventsNamed(page, 'docs_feedback');
  expect(events).toEqual([
    [
      'event',
      'docs_feedback',
      {
        productId: 'material-ui',
        page: '/material-ui/getting-started/installation/',
        rating: 'no',
        section: 'page',
        commentLength: comment.length,
      },
    ],
  ]);
  expect(JSON.stringify(await dataLayer(page))).not.toContain('reader@example.com');
});

test('a blocked gtag.js costs nothing but the failed request', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Open settings'}).click();
  await expect.poll(() => pageViews(page)).toHaveLength(1);
  expect(errors.filter((error) => !error.includes('googletagmanager.com'))).toEqual([]);
});

test('a gtag that throws never breaks the page', async ({page}) => {
  const errors = collectPageErrors(page);
  // A broken gtag.js: loads fine, then every call throws.
  await page.route(isGoogleTagManager, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.gtag = function () { throw new Error('gtag.js failed'); }; window.brokenGtagLoaded = true;",
    }),
  );
  await page.goto('/material-ui/getting-started/');
  await page.waitForFunction(() => Reflect.get(window, 'brokenGtagLoaded') === true);
  await waitForHydration(page);

  // Clicks, user properties and page views all go through the throwing gtag.
  const settings = await openSettings(page);
  await settings.getByRole('button', {name: 'Dark'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Escape');
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Installation', exact: true})
    .click();
  await expect(page).toHaveTitle(/^Installation/);
  await expect(page.getByRole('heading', {level: 1, name: 'Installation'})).toBeVisible();
  expect(errors).toEqual([]);
});
