import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {spreadSample} from '../scripts/a11y/axeFindings';
import {auditAccessibility} from './support/axe';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

// Every page of the production build, as listed in its sitemap.
const sitemap = fs.readFileSync(path.join(__dirname, '../build/sitemap.xml'), 'utf8');
const pathnames = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);

// A page's test that fails twice fails. One retry absorbs Chromium now and then hanging while it
// closes a test's context (once in 975 tests on this machine, after the test itself had passed);
// Playwright reports such a test as flaky.
test.describe.configure({retries: 1});

/** Pages from every part of the sitemap, checked again in dark mode and on a phone. */
const SAMPLE_SIZE = 32;

test('the sitemap lists the landing page and every product', () => {
  expect(pathnames).toEqual(
    expect.arrayContaining([
      '/',
      '/material-ui/getting-started/',
      '/base-ui/getting-started/',
      '/joy-ui/getting-started/',
      '/system/getting-started/',
      '/x/react-data-grid/',
      '/toolpad/core/introduction/',
      '/experiments/docs/',
    ]),
  );
});

/**
 * Opens `pathname`, checks it loads and hydrates, renders every demo (each renders when it nears
 * the viewport or the reader points at it: src/components/Demo/previewGate.tsx), then runs axe-core
 * over the whole page.
 */
async function loadAndAudit(page: Page, pathname: string): Promise<void> {
  const errors = collectPageErrors(page);
  const response = await page.goto(pathname);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1').first()).toBeVisible();
  // Pointing at a demo renders it at once, as a reader reaching for it would; one call points at them
  // all (scrolling to each in turn took up to 7 s a page). Rendering on approach has its own test
  // in demos.spec.ts.
  await page
    .locator('section.mui-demo')
    .evaluateAll((demos) =>
      demos.forEach((demo) => demo.dispatchEvent(new PointerEvent('pointerover', {bubbles: true, composed: true}))),
    );
  await expect(page.locator('section.mui-demo:not([data-demo-ready])'), 'demos that did not render').toHaveCount(0, {
    timeout: 20_000,
  });
  expect(errors).toEqual([]);
  const {violations, exemptions} = await auditAccessibility(page, pathname);
  // Colour contrast inside a demo's preview is the library's palette: listed, not failed.
  for (const exemption of exemptions) console.log(`axe exemption: ${exemption}`);
  expect(violations, 'axe-core (WCAG 2.x A/AA) violations').toEqual([]);
}

for (const pathname of pathnames) {
  test(`${pathname} loads and hydrates without errors, and axe finds nothing`, async ({page}) => {
    await loadAndAudit(page, pathname);
  });
}

test.describe('dark mode', () => {
  test.use({colorScheme: 'dark'});
  for (const pathname of spreadSample(pathnames, SAMPLE_SIZE)) {
    test(`${pathname} in dark mode: axe finds nothing`, async ({page}) => {
      await loadAndAudit(page, pathname);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  }
});

test.describe('phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
  for (const pathname of spreadSample(pathnames, SAMPLE_SIZE)) {
    test(`${pathname} at 390 px: axe finds nothing`, async ({page}) => {
      await loadAndAudit(page, pathname);
    });
  }
});
