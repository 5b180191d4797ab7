import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

async function openSettings(page: Page) {
  await page.getByRole('button', {name: 'Open settings'}).click();
  return page.getByRole('dialog', {name: 'Settings'});
}

/** Records every value of <html data-theme> from the first byte, and whether content existed then. */
async function recordThemeChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const history: {theme: string | null; contentParsed: boolean}[] = [];
    Object.assign(window, {themeHistory: history});
    new MutationObserver(() => {
      const main = document.querySelector('#__docusaurus');
      history.push({theme: document.documentElement.getAttribute('data-theme'), contentParsed: main !== null});
      // <html> may not exist yet when this runs: watch the whole document for it.
    }).observe(document, {attributes: true, attributeFilter: ['data-theme'], subtree: true});
  });
}

test.describe('colour mode', () => {
  test.use({colorScheme: 'light'});

  test('a dark choice survives a reload without a light flash', async ({page}) => {
    await page.goto('/material-ui/getting-started/');
    await waitForHydration(page);
    const settings = await openSettings(page);
    await settings.getByRole('button', {name: 'Dark'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');

    await recordThemeChanges(page);
    await page.reload();
    await waitForHydration(page);
    const history = await page.evaluate(
      () => (window as unknown as {themeHistory: {theme: string; contentParsed: boolean}[]}).themeHistory,
    );
    // Dark was applied before any page content existed, and never left.
    const firstDark = history.findIndex((entry) => entry.theme === 'dark');
    expect(firstDark).toBeGreaterThanOrEqual(0);
    expect(history[firstDark]?.contentParsed).toBe(false);
    expect(history.slice(firstDark).every((entry) => entry.theme === 'dark')).toBe(true);
    // MUI and Infima agree: the page background is MUI's dark background.
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(15, 19, 24)');
  });

  test('system follows the OS, also when it changes', async ({page}) => {
    await page.goto('/joy-ui/getting-started/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  for (const junk of ['purple', '{"mode":"dark"}', 'x'.repeat(10_240)]) {
    test(`junk in mui-mode (${junk.slice(0, 16)}) falls back to system without errors`, async ({page}) => {
      const errors = collectPageErrors(page);
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('mui-mode', value);
          sessionStorage.setItem('seeded', '1');
        }
      }, junk);
      await page.emulateMedia({colorScheme: 'dark'});
      await page.goto('/system/getting-started/');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
      expect(errors).toEqual([]);
    });
  }

  test('an unknown colour scheme only warns', async ({page}) => {
    const errors = collectPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.addInitScript(() => localStorage.setItem('mui-color-scheme-dark', 'purple'));
    await page.goto('/');
    await waitForHydration(page);
    expect(warnings.filter((warning) => warning.includes('Unknown colour scheme "purple"'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

test('right-to-left flips the page and MUI components', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/material-ui/getting-started/');
  await waitForHydration(page);
  const settings = await openSettings(page);
  // The first button of a MUI toggle group rounds its start corners: left in ltr, right in rtl.
  const firstButton = settings.getByRole('group', {name: 'Mode'}).getByRole('button').first();
  const corners = () =>
    firstButton.evaluate((element) => {
      const style = getComputedStyle(element);
      return {left: style.borderTopLeftRadius, right: style.borderTopRightRadius};
    });
  expect(await corners()).toEqual({left: '8px', right: '0px'});
  await settings.getByRole('button', {name: 'Right to left'}).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(corners).toEqual({left: '0px', right: '8px'});
  expect(await page.locator('style[data-emotion^="rtl"]').count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  // Infima lays the page out right to left: the docs sidebar moves to the right.
  const sidebar = await page.getByRole('navigation', {name: 'Docs sidebar'}).boundingBox();
  expect(sidebar?.x ?? 0).toBeGreaterThan(640);
});

test.describe('language', () => {
  test('an unsupported ?lang= falls back to English with one warning', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/material-ui/getting-started/?lang=fr');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(warnings.filter((warning) => warning.includes('"fr"'))).toHaveLength(1);
  });

  test('?lang= is never echoed into the page', async ({page}) => {
    const errors = collectPageErrors(page);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/?lang=<script>alert(1)</script>');
    await waitForHydration(page);
    expect(await page.content()).not.toContain('<script>alert(1)</script>');
    // Nor as text: the value appears nowhere in what the page shows or in its markup.
    expect(await page.locator('body').innerText()).not.toContain('alert(1)');
    expect(await page.locator('body').innerHTML()).not.toContain('alert(1)');
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('code blocks in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('take the dark code theme after hydration without being rebuilt', async ({page}) => {
    await page.goto('/material-ui/getting-started/installation/');
    await waitForHydration(page);
    const pre = page.locator('.theme-code-block pre').first();
    // The dark Prism theme's background (Dracula), applied by React's ordinary re-render.
    await expect
      .poll(() => pre.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgb(40, 42, 54)');
  });
});
