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

test('Toolpad Studio pages say MUI no longer develops it and point to Toolpad Core', async ({page}) => {
  await page.goto('/toolpad/studio/getting-started/');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('MUI no longer develops Toolpad Studio');
  await expect(banner.getByRole('link')).toHaveAttribute('href', /^\/toolpad\/core\//);
});

// Static HTML: the banner is there before any script runs, in the place of Docusaurus's version banner.
test.describe('pre-release banners, without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const [pathname, says] of [
    ['/joy-ui/react-button/', 'Joy UI 5.0.0-beta.49, a beta release'],
    ['/base-ui/react-select/', 'Base UI 7.0.0-beta.4, a beta release'],
    ['/joy-ui/api/button/', 'Joy UI 5.0.0-beta.49, a beta release'],
    ['/toolpad/core/introduction/', 'Toolpad Core 0.16.0, a pre-1.0 release'],
  ] as const) {
    test(`${pathname} says it describes a pre-release`, async ({page}) => {
      await page.goto(pathname);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toHaveCount(1);
      await expect(banner).toContainText(says);
      await expect(banner).toHaveClass(/alert--warning/);
    });
  }

  for (const pathname of ['/material-ui/react-button/', '/system/getting-started/', '/x/react-data-grid/']) {
    test(`${pathname}, a stable release, has no banner`, async ({page}) => {
      await page.goto(pathname);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });
  }
});
