import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

// Material UI v6 is served in the site under /material-ui/6.x/ (src/products/archivedVersions.ts),
// its demos running @mui/material 6 (plugins/archived-versions).

const versionToggle = (page: Page) => page.locator('.navbar').getByRole('button', {name: /^Version:/});
const versionLink = (page: Page, name: string) =>
  page.locator('.navbar .dropdown:has(> [aria-label^="Version:"]) .dropdown__menu').getByRole('link', {name});

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await waitForHydration(page);
}

async function pickVersion(page: Page, name: string): Promise<void> {
  await versionToggle(page).hover();
  await versionLink(page, name).click();
}

/** The `version` of @mui/material each demo of the page runs, once every demo is live. */
async function demoLibraryVersions(page: Page): Promise<string[]> {
  const demos = page.locator('section.mui-demo');
  // Demos load as they near the viewport: bring each in turn.
  for (const demo of await demos.all()) {
    await demo.scrollIntoViewIfNeeded();
    await expect(demo).toHaveAttribute('data-demo-ready', '');
  }
  return demos.evaluateAll((sections) => sections.map((section) => section.getAttribute('data-mui-version') ?? ''));
}

test('picking v6 on the Button page opens the v6 Button page, whose demos run v6; v7 brings the reader back', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await open(page, '/material-ui/react-button/');
  expect(new Set(await demoLibraryVersions(page))).toEqual(new Set([expect.stringMatching(/^7\./)]));

  await pickVersion(page, 'v6');
  await expect(page).toHaveURL(/\/material-ui\/6\.x\/react-button\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Button');
  await expect(versionToggle(page)).toHaveAccessibleName('Version: v6');
  const versions = await demoLibraryVersions(page);
  expect(versions.length).toBeGreaterThan(10);
  expect(new Set(versions)).toEqual(new Set(['6.5.0']));

  // The banner says which version this is and links the same page in the latest one.
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('Material UI v6');
  await expect(banner.getByRole('link', {name: 'read this page in v7'})).toHaveAttribute(
    'href',
    '/material-ui/react-button/',
  );

  await pickVersion(page, 'v7.0.0');
  await expect(page).toHaveURL(/\/material-ui\/react-button\/$/);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("each version's grid keeps its page: v7 Grid is v6 Grid2, v7 GridLegacy is v6 Grid", async ({page}) => {
  await open(page, '/material-ui/react-grid/');
  await pickVersion(page, 'v6');
  await expect(page).toHaveURL(/\/material-ui\/6\.x\/react-grid2\/$/);
  await pickVersion(page, 'v7.0.0');
  await expect(page).toHaveURL(/\/material-ui\/react-grid\/$/);

  await open(page, '/material-ui/react-grid-legacy/');
  await pickVersion(page, 'v6');
  await expect(page).toHaveURL(/\/material-ui\/6\.x\/react-grid\/$/);
});

test("a page v6 does not have leads to v6's entry page", async ({page}) => {
  await open(page, '/material-ui/migration/upgrade-to-v7/');
  await pickVersion(page, 'v6');
  await expect(page).toHaveURL(/\/material-ui\/6\.x\/getting-started\/$/);
});

test('the v6 sidebar is the v6 tree, and its filter finds v6 pages', async ({page}) => {
  await open(page, '/material-ui/6.x/react-button/');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await expect(sidebar.getByRole('link', {name: 'Grid v2', exact: true})).toHaveAttribute(
    'href',
    '/material-ui/6.x/react-grid2/',
  );
  await expect(sidebar.getByRole('link', {name: 'Upgrade to v7: getting started'})).toHaveCount(0);
  const filter = page.getByRole('searchbox', {name: 'Filter pages by title'});
  await filter.fill('swi');
  await expect(sidebar.getByRole('link', {name: 'Switch', exact: true})).toHaveAttribute(
    'href',
    '/material-ui/6.x/react-switch/',
  );
});

test('search on a v6 page finds v6 pages, and on a v7 page v7 pages', async ({page}) => {
  const openFirstResult = async (pathname: string) => {
    await open(page, pathname);
    await page.keyboard.press('Control+k');
    const input = page.locator('input.navbar__search-input:visible');
    await expect(input).toBeFocused();
    await input.pressSequentially('button');
    await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible();
    await input.press('Enter');
  };
  await openFirstResult('/material-ui/6.x/getting-started/');
  await expect(page).toHaveURL(/\/material-ui\/6\.x\/react-button\//);
  await openFirstResult('/material-ui/getting-started/');
  await expect(page).toHaveURL(/\/material-ui\/react-button\//);
});
