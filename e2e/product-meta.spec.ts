import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/pageErrors';

// One page per product, read as static HTML: JavaScript is off, so only the server-rendered tags count.
test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const [pathname, productId, productCategoryId] of [
    ['/', 'docs', 'docs'],
    ['/material-ui/getting-started/', 'material-ui', 'core'],
    ['/base-ui/getting-started/', 'base-ui', 'core'],
    ['/joy-ui/getting-started/installation/', 'joy-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/x/react-data-grid/quickstart/', 'x-data-grid', 'x'],
    ['/toolpad/core/introduction/', 'toolpad-core', 'toolpad'],
    ['/toolpad/studio/getting-started/', 'toolpad-studio', 'toolpad'],
    ['/experiments/docs/', 'docs-infra', 'docs'],
  ] as const) {
    test(`static HTML of ${pathname} names product ${productId}`, async ({page}) => {
      await page.goto(pathname);
      await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', productId);
      await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute('content', productCategoryId);
    });
  }
});

test('the meta tags follow client-side navigation', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', {name: /MUI X Data Grid/}).click();
  await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'x-data-grid');
  await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute('content', 'x');
});

test('Toolpad Studio pages say MUI no longer develops it, and Toolpad Core pages do not', async ({page}) => {
  await page.goto('/toolpad/studio/getting-started/');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('Toolpad Studio');
  await expect(banner.getByRole('link')).toHaveAttribute('href', /^\/toolpad\/core\//);
  await page.goto('/toolpad/core/introduction/');
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});
