// Copy page beside every doc page's title (src/components/CopyPage): copies the page's Markdown
// (plugins/markdown-export), and its menu links to the Markdown and to two chat assistants. Its
// code loads on the first sign of interest, so a page that nobody copies never downloads it.
import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

const BUTTON_PAGE = '/material-ui/react-button/';

/** Text only the control's on-demand code has: the translation id of a menu item. */
const CONTROLLER_CODE = /copyPage\.openInChatGpt/;

test.use({permissions: ['clipboard-read', 'clipboard-write'], colorScheme: 'light'});

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const menuButton = (page: Page) => page.getByRole('button', {name: 'More ways to use this page'});

test('Copy page puts the Markdown of the page, title first, on the clipboard', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, CONTROLLER_CODE)).toEqual([]);

  await copyButton(page).click();
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('# Button\n')).toBe(true);
  // The page's prose, not its HTML.
  expect(copied).toContain('A button lets people start an action');
  expect(copied).not.toContain('<div');
  expect(errors).toEqual([]);
});

test('the menu opens from the keyboard with three items, and Esc gives focus back', async ({page}) => {
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  await menuButton(page).focus();
  await expect(menuButton(page)).toHaveAttribute('aria-haspopup', 'menu');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');

  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['View as Markdown', /^Open in ChatGPT/, /^Open in Claude/]);
  await expect(items.nth(0)).toBeFocused();
  await expect(items.nth(0)).toHaveAttribute('href', '/material-ui/react-button.md');
  for (const [index, origin] of [
    [1, 'https://chatgpt.com/?q='],
    [2, 'https://claude.ai/new?q='],
  ] as const) {
    const href = (await items.nth(index).getAttribute('href')) ?? '';
    expect(href.startsWith(origin)).toBe(true);
    expect(new URL(href).searchParams.get('q')).toMatch(/^Read https?:\/\/\S+\/material-ui\/react-button\.md so I can/);
    await expect(items.nth(index)).toHaveAttribute('target', '_blank');
    await expect(items.nth(index)).toHaveAttribute('rel', /noopener/);
  }

  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the Markdown the menu links to is served, starting with the title', async ({page}) => {
  const response = await page.request.get('/material-ui/react-button.md');
  expect(response.ok()).toBe(true);
  expect(await response.text()).toMatch(/^(?:---\n[\s\S]*?\n---\n\n?)?# Button\n/);
});

test('on a desktop the control sits on the title line; on a phone above the title, not over it', async ({page}) => {
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  const title = page.getByRole('heading', {level: 1, name: 'Button'});
  let titleBox = (await title.boundingBox())!;
  let copyBox = (await copyButton(page).boundingBox())!;
  // Within the title's first line (3 rem × 1.25), to the right of its text.
  expect(copyBox.y).toBeGreaterThanOrEqual(titleBox.y);
  expect(copyBox.y + copyBox.height).toBeLessThanOrEqual(titleBox.y + 60);
  const textRight = await title.evaluate((heading) => {
    const range = document.createRange();
    range.selectNodeContents(heading);
    return range.getBoundingClientRect().right;
  });
  expect(copyBox.x).toBeGreaterThan(textRight);

  await page.setViewportSize({width: 390, height: 844});
  titleBox = (await title.boundingBox())!;
  copyBox = (await copyButton(page).boundingBox())!;
  const moreBox = (await menuButton(page).boundingBox())!;
  expect(copyBox.y + copyBox.height).toBeLessThanOrEqual(titleBox.y);
  expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(390);
  // WCAG 2.5.8: targets at least 24 × 24 px.
  for (const box of [copyBox, moreBox]) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
});

test('the control is in the server HTML at its final place: hydration moves nothing', async ({page, browser}) => {
  /** The control's box relative to the title's, and the title's size. */
  const layout = async (target: Page) => {
    const title = (await target.getByRole('heading', {level: 1}).boundingBox())!;
    const copy = (await copyButton(target).boundingBox())!;
    const more = (await menuButton(target).boundingBox())!;
    return {
      title: [title.width, title.height],
      copy: [copy.x - title.x, copy.y - title.y, copy.width, copy.height],
      more: [more.x - title.x, more.y - title.y, more.width, more.height],
    };
  };
  // The server's HTML as a reader first sees it: the inline scripts run (colour mode, fonts), the
  // bundles never arrive, so nothing hydrates.
  const context = await browser.newContext();
  const staticPage = await context.newPage();
  await staticPage.route('**/assets/js/**', (route) => route.abort());
  await staticPage.goto(BUTTON_PAGE);
  await expect(staticPage.locator('html')).toHaveAttribute('data-theme', /light|dark/);
  const serverLayout = await layout(staticPage);
  await context.close();

  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  expect(await layout(page)).toEqual(serverLayout);
});

test('API pages have the control too', async ({page}) => {
  await page.goto('/material-ui/api/button/');
  await waitForHydration(page);
  await expect(copyButton(page)).toBeVisible();
  await expect(menuButton(page)).toBeVisible();
});
