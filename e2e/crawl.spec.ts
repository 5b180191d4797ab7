import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

// Every page of the production build, as listed in its sitemap.
const sitemap = fs.readFileSync(path.join(__dirname, '../build/sitemap.xml'), 'utf8');
const pathnames = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);

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

for (const pathname of pathnames) {
  test(`${pathname} loads and hydrates without errors`, async ({page}) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(pathname);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    // A demo renders when it nears the viewport (src/components/Demo/previewGate.tsx): bring each
    // one into view, so a demo that fails to load or render anywhere on the page shows here.
    const demos = page.locator('section.mui-demo');
    for (let index = 0, count = await demos.count(); index < count; index += 1) {
      await demos.nth(index).scrollIntoViewIfNeeded();
    }
    await expect(page.locator('section.mui-demo:not([data-demo-ready])'), 'demos that did not render').toHaveCount(0, {
      timeout: 20_000,
    });
    expect(errors).toEqual([]);
  });
}
