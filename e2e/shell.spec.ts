import {expect, test, type Page} from '@playwright/test';
import {PRODUCTS} from '../src/products/registry';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});

test.describe('product switcher', () => {
  for (const product of PRODUCTS) {
    test(`goes to ${product.name}`, async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      await navbar(page)
        .getByRole('button', {name: /Switch product/})
        .click();
      await navbar(page)
        .getByRole('link', {name: new RegExp(`^${product.name}`)})
        .click();
      await expect(page).toHaveURL(new RegExp(`${product.href}$`));
      await expect(navbar(page).getByRole('button', {name: `Switch product: ${product.name}`})).toBeVisible();
    });
  }

  test('works with the keyboard', async ({page}) => {
    await page.goto('/material-ui/getting-started/');
    await waitForHydration(page);
    const toggle = navbar(page).getByRole('button', {name: /Switch product/});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const joy = navbar(page).getByRole('link', {name: /^Joy UI/});
    while (!(await joy.evaluate((element) => element === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/joy-ui\/getting-started\/$/);
  });
});

test.describe('version menu', () => {
  async function versionItems(page: Page, pathname: string): Promise<string[]> {
    await page.goto(pathname);
    await waitForHydration(page);
    const toggle = navbar(page).getByRole('button', {name: /^Version:/});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = navbar(page).locator('.dropdown:has(> [aria-label^="Version:"]) .dropdown__menu a');
    // The menu fades in: read the items once they are visible (innerText is empty before).
    await expect(items.first()).toBeVisible();
    return items.allInnerTexts();
  }

  test('Material UI: current ticked, v6, v5, v4 and all versions', async ({page}) => {
    expect(await versionItems(page, '/material-ui/getting-started/')).toEqual([
      expect.stringMatching(/✓\s*v7\.0\.0/),
      'v6',
      'v5',
      'v4',
      'View all versions',
    ]);
    await expect(navbar(page).locator('[aria-current="true"]', {hasText: 'v7.0.0'})).toBeVisible();
  });

  test('MUI System has its own archived versions', async ({page}) => {
    await versionItems(page, '/system/getting-started/');
    await expect(navbar(page).getByRole('link', {name: 'v6'})).toHaveAttribute(
      'href',
      'https://v6.mui.com/system/getting-started/',
    );
  });

  test('keeps the page: each version leads to the page being read, where it has one', async ({page}) => {
    await versionItems(page, '/material-ui/react-button/');
    // An external link's name ends with the theme's "(opens in new tab)".
    const link = (name: string) => navbar(page).getByRole('link', {name: new RegExp(`^${name}\\b`)});
    // v6 is in this site (e2e/versions.spec.ts follows it there).
    await expect(link('v6')).toHaveAttribute('href', '/material-ui/6.x/react-button/');
    await expect(link('v5')).toHaveAttribute('href', 'https://v5.mui.com/material-ui/react-button/');
    await expect(link('v4')).toHaveAttribute('href', 'https://v4.mui.com/components/buttons/');
    await expect(
      navbar(page).locator('.dropdown:has(> [aria-label^="Version:"]) [aria-current="true"]'),
    ).toHaveAttribute('href', '/material-ui/react-button/');
    // A page v6 does not have: its entry page.
    await versionItems(page, '/material-ui/migration/upgrade-to-v7/');
    await expect(link('v6')).toHaveAttribute('href', '/material-ui/6.x/getting-started/');
  });

  test('Joy UI and Base UI show only their versions', async ({page}) => {
    expect(await versionItems(page, '/joy-ui/getting-started/')).toEqual([
      expect.stringContaining('v5.0.0-beta.49'),
      'View all versions',
    ]);
    expect(await versionItems(page, '/base-ui/getting-started/')).toEqual([
      expect.stringContaining('v7.0.0-beta.4'),
      'View all versions',
    ]);
  });

  test('is absent on pages of no product', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(navbar(page).getByRole('button', {name: /^Version:/})).toHaveCount(0);
  });
});

test('the versions page lists every product in a wide layout', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  await navbar(page).getByRole('link', {name: 'Versions', exact: true}).click();
  await expect(page).toHaveURL(/\/versions\/$/);
  const table = page.getByRole('table', {name: 'Versions of every product'});
  for (const product of PRODUCTS) {
    await expect(table.getByRole('rowheader', {name: product.name})).toBeVisible();
  }
  await expect(table.getByRole('link', {name: 'v4'}).first()).toHaveAttribute('href', 'https://v4.mui.com/');
  await expect(page.locator('.table-of-contents')).toHaveCount(0);
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'docs');
  expect(errors).toEqual([]);
});

test('top-level links open external sites safely', async ({page}) => {
  await page.goto('/');
  for (const name of ['Templates', 'Blog']) {
    const link = navbar(page).getByRole('link', {name});
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('a slow navigation shows the progress bar, whose code loads only then', async ({page}) => {
  const isProgressBarCode = (body: string) => body.includes('nprogress-busy');
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  expect((await Promise.all(scripts)).some(isProgressBarCode)).toBe(false);

  // From now on every script but the progress bar's takes a second and a half.
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!isProgressBarCode(body)) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({response, body});
  });
  await navbar(page).getByRole('link', {name: 'Versions'}).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page).toHaveURL(/\/versions\/$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test.describe('mobile navigation drawer', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  test('renders its menus when first opened, then navigates from the doc sidebar', async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const drawer = page.locator('.navbar-sidebar');
    // Hydrated, but the hidden drawer holds no menu yet (it renders when first opened). The
    // closed drawer is hidden, so the query must include hidden elements to see what it holds.
    await expect(drawer).toBeAttached();
    await expect(drawer.getByRole('link', {name: 'Button Group', includeHidden: true})).toHaveCount(0);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    await expect(drawer.getByRole('link', {name: 'Button', exact: true})).toBeVisible();
    await page.getByRole('button', {name: /Back to main menu/}).tap();
    // The product list is expanded in the drawer, with the current product's entry.
    await drawer.getByRole('link', {name: /^Joy UI/}).tap();
    await expect(page).toHaveURL(/\/joy-ui\//);
    expect(errors).toEqual([]);
  });

  test('leaves the server-rendered desktop sidebar in place, hidden', async ({page}) => {
    // Mark the server-rendered sidebar before any script runs (an expando, not an attribute,
    // so hydration sees the same markup), then check that hydration kept that very element.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const sidebar = document.querySelector('.theme-doc-sidebar-container nav.menu');
        if (sidebar) Object.assign(sidebar, {serverRendered: true});
      });
    });
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    // The drawer's sidebar is handed over once the page knows it is on a phone.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Button Group'})).toBeVisible();
    const desktop = page.locator('.theme-doc-sidebar-container nav.menu');
    await expect(desktop).toBeAttached();
    await expect(desktop).toBeHidden();
    expect(await desktop.evaluate((element) => 'serverRendered' in element)).toBe(true);
  });

  test('hydration leaves the navbar menus as the server rendered them', async ({page}) => {
    // The product and version menus' entries are HTML strings; re-rendering them must not
    // rebuild their markup (src/theme/NavbarItem/NavbarNavLink.tsx).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const rebuilt: string[] = [];
        Object.assign(window, {rebuiltMenuEntries: rebuilt});
        new MutationObserver((records) => {
          for (const record of records) {
            const entry = (record.target as Element).closest?.('.dropdown__menu a');
            if (entry) rebuilt.push(entry.textContent ?? '');
          }
        }).observe(document.body, {subtree: true, childList: true});
      });
    });
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    // The drawer is added by the re-render that follows hydration, once the page knows it is on a phone.
    await expect(page.locator('.navbar-sidebar')).toBeAttached();
    await expect(page.locator('.dropdown__menu a.mui-product-item')).toHaveCount(PRODUCTS.length);
    expect(await page.evaluate(() => (window as unknown as {rebuiltMenuEntries: string[]}).rebuiltMenuEntries)).toEqual(
      [],
    );
  });

  test('keeps its menus once opened, and a sidebar link navigates', async ({page}) => {
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.tap();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.getByRole('button', {name: 'Close navigation bar'}).tap();
    await expect(drawer).toBeHidden();
    await expect(drawer.getByRole('link', {name: 'Button Group', includeHidden: true})).toBeAttached();
    await toggle.tap();
    await drawer.getByRole('link', {name: 'Button Group'}).tap();
    await expect(page).toHaveURL(/\/material-ui\/react-button-group\/$/);
    await expect(page.locator('h1')).toHaveText('Button Group');
  });
});
