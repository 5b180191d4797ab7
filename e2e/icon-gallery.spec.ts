// The icon gallery on the Material Icons page (src/components/IconGallery, plugins/icon-gallery):
// every icon of the installed @mui/icons-material, searched by name and synonym, in five themes.
// The page carries only the search box and theme filter; the results' code and the index load when
// the reader comes to the gallery, and the drawings as the results on screen need them.
import {expect, test, type Page} from '@playwright/test';
import {auditAccessibility} from './support/axe';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

const ICONS_PAGE = '/material-ui/material-icons/';
const DELETE_IMPORT = "import DeleteIcon from '@mui/icons-material/Delete';";

/** Text only the results' code has (the details' copy button). */
const GALLERY_CODE = /Copy import line/;
/** Text only the index has (plugins/icon-gallery/types.ts, IconIndex). */
const INDEX_DATA = /"chunkSize":\d+/;

test.use({permissions: ['clipboard-read', 'clipboard-write'], colorScheme: 'light'});

const searchBox = (page: Page) => page.getByRole('searchbox', {name: 'Search icons'});
const themeButton = (page: Page, name: string) =>
  page.getByRole('group', {name: 'Gallery icon theme', exact: true}).getByRole('button', {name, exact: true});
/** The results grid is a group named by its live count ("2 icons match “Delete” in the Filled theme"). */
const results = (page: Page) => page.getByRole('group', {name: /^(\d[\d,]*|No) icons? (in|match)/});
const result = (page: Page, name: string) => results(page).getByRole('button', {name, exact: true});

async function openIconsPage(page: Page): Promise<void> {
  await page.goto(ICONS_PAGE);
  await waitForHydration(page);
}

test('the icon search finds Delete and shows its import line', async ({page}) => {
  const errors = collectPageErrors(page);
  await openIconsPage(page);
  await searchBox(page).fill('Delete');
  await expect(page.getByRole('status').filter({hasText: 'match “Delete” in the Filled theme'})).toBeVisible();
  // The exact name ranks first.
  await expect(results(page).getByRole('button').first()).toHaveAccessibleName('Delete');

  await result(page, 'Delete').click();
  const dialog = page.getByRole('dialog', {name: 'Delete'});
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(DELETE_IMPORT);
  await expect(dialog.getByText(/^\d+ px$/)).toHaveText(['20 px', '24 px', '35 px', '48 px']);
  // Every preview is drawn from the gallery's data.
  await expect(dialog.locator('svg path').first()).toHaveAttribute('d', /^M/);

  await dialog.getByRole('button', {name: 'Copy import line'}).click();
  await expect(dialog.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DELETE_IMPORT);

  // Esc closes the details and gives focus back to the icon that opened them.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(result(page, 'Delete')).toBeFocused();
  expect(errors).toEqual([]);
});

test('switching the theme to Outlined lists and imports DeleteOutlined', async ({page}) => {
  await openIconsPage(page);
  await searchBox(page).fill('delete');
  await themeButton(page, 'Outlined').click();
  await expect(themeButton(page, 'Outlined')).toHaveAttribute('aria-pressed', 'true');
  await expect(themeButton(page, 'Filled')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({hasText: 'in the Outlined theme'})).toBeVisible();

  await result(page, 'DeleteOutlined').click();
  const dialog = page.getByRole('dialog', {name: 'DeleteOutlined'});
  await expect(dialog).toContainText("import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';");
  await dialog.getByRole('button', {name: 'Copy import line'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';",
  );
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(result(page, 'DeleteOutlined')).toBeFocused();
});

test('synonyms and words find icons: "trash" finds Delete, "arrow back" ArrowBack', async ({page}) => {
  await openIconsPage(page);
  await searchBox(page).fill('trash');
  await expect(result(page, 'Delete')).toBeVisible();
  await searchBox(page).fill('arrow back');
  await expect(results(page).getByRole('button').first()).toHaveAccessibleName('ArrowBack');
});

test('the page loads neither the gallery code nor its index until the reader comes to it', async ({page}) => {
  await openIconsPage(page);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, GALLERY_CODE)).toEqual([]);
  expect(await scriptsWith(page, INDEX_DATA)).toEqual([]);
  await expect(page.getByText('icons from @mui/icons-material')).toContainText(
    /^[\d,]+ icons from @mui\/icons-material \d/,
  );

  await searchBox(page).focus();
  await expect(results(page)).toBeVisible();
  expect(await scriptsWith(page, GALLERY_CODE)).toHaveLength(1);
  expect(await scriptsWith(page, INDEX_DATA)).toHaveLength(1);
});

test('the grid is one tab stop that the arrow keys move through', async ({page}) => {
  await openIconsPage(page);
  await searchBox(page).fill('delete');
  await expect(result(page, 'Delete')).toBeVisible();
  await themeButton(page, 'Sharp').focus();
  await page.keyboard.press('Tab');
  await expect(result(page, 'Delete')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(results(page).getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode, 390 px wide`, () => {
    test.use({colorScheme, viewport: {width: 390, height: 844}});

    test('axe finds nothing with results and details open; targets are at least 24 × 24 px', async ({page}) => {
      await openIconsPage(page);
      await searchBox(page).fill('settings');
      await expect(result(page, 'Settings')).toBeVisible();
      for (const part of [
        searchBox(page),
        page.getByRole('group', {name: 'Gallery icon theme', exact: true}),
        results(page),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      const controls = [
        searchBox(page),
        ...['Filled', 'Outlined', 'Rounded', 'Two tone', 'Sharp'].map((name) => themeButton(page, name)),
        result(page, 'Settings'),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      }
      const grid = await auditAccessibility(page, ICONS_PAGE);
      expect(grid.violations).toEqual([]);

      await result(page, 'Settings').click();
      await expect(page.getByRole('dialog', {name: 'Settings'})).toBeVisible();
      const details = await auditAccessibility(page, ICONS_PAGE);
      expect(details.violations).toEqual([]);
    });
  });
}
