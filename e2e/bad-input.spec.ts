// Junk a reader's browser can hand the site: cookies, hash and localStorage that some other
// version or a hand-edited URL left behind. Each falls back to the default, without an error.
// The rest of the bad-input suite lives beside the feature it exercises: product 404s
// (not-found.spec.ts), `/search/?q=` (search.spec.ts, "search page"), the theme playground's and
// colour tool's inputs (customization.spec.ts), `mui-mode` and `?lang=` (preferences.spec.ts).
import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

const PAGE = '/material-ui/react-button/';
const JUNK = ['', 'JS;TS', '%E0%A4%A', '<img src=x onerror=alert(1)>', 'x'.repeat(4000)];

/** The first demo's language and styling toggles, as the reader sees them. */
async function firstDemoChoices(page: Page) {
  const demo = page.locator('section.mui-demo').first();
  return {
    ts: await demo.getByRole('button', {name: 'TS', exact: true}).getAttribute('aria-pressed'),
    js: await demo.getByRole('button', {name: 'JS', exact: true}).getAttribute('aria-pressed'),
  };
}

for (const junk of JUNK) {
  test(`junk in the codeVariant and codeStyling cookies (${JSON.stringify(junk.slice(0, 20))}) falls back to TypeScript`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.context().addCookies(
      ['codeVariant', 'codeStyling'].map((name) => ({
        name,
        value: encodeURIComponent(junk),
        url: 'http://localhost',
      })),
    );
    await page.goto(PAGE);
    await waitForHydration(page);
    expect(await firstDemoChoices(page)).toEqual({ts: 'true', js: 'false'});
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

for (const hash of ['#%E0%A4%A', '#.js.tsx.css', '#tailwind-no-such-demo', '#<script>', `#${'a'.repeat(3000)}`]) {
  test(`a junk hash (${hash.slice(0, 20)}) opens the page at its top, with the defaults`, async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto(`${PAGE}${hash}`);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await firstDemoChoices(page)).toEqual({ts: 'true', js: 'false'});
    expect(errors).toEqual([]);
  });
}

test('junk under every localStorage key the site reads leaves the defaults, without an error', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  // Every key the site has written by now, plus the colour mode's, set to junk.
  await page.evaluate(() => {
    const keys = new Set(['mui-mode', ...Object.keys(localStorage)]);
    for (const key of keys) localStorage.setItem(key, '{"broken": [');
  });
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(await firstDemoChoices(page)).toEqual({ts: 'true', js: 'false'});
  expect(errors).toEqual([]);
});
