import {expect, test} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

test.describe('theme values computed from createTheme()', () => {
  test('the static HTML has the default breakpoints, spacing, 25 shadows and z-index layers', async ({browser}) => {
    // No JavaScript: the tables are rendered at build time.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/material-ui/customization/breakpoints/');
    for (const [key, width] of [
      ['xs', 0],
      ['sm', 600],
      ['md', 900],
      ['lg', 1200],
      ['xl', 1536],
    ] as const) {
      await expect(
        page.locator('table tr', {has: page.locator(`td:first-child code:text-is("${key}")`)}),
      ).toContainText(String(width));
    }
    await page.goto('/material-ui/customization/spacing/');
    await expect(page.locator('table tr', {hasText: 'theme.spacing(1)'})).toContainText('8px');
    await page.goto('/material-ui/customization/default-theme/');
    await expect(page.locator('figure figcaption strong')).toHaveCount(25);
    await page.goto('/material-ui/customization/z-index/');
    await expect(page.locator('table tr', {hasText: 'theme.zIndex.tooltip'})).toContainText('1500');
    await page.goto('/material-ui/customization/typography/');
    await expect(page.getByText(/fontSize: 14/).first()).toBeVisible();
    await context.close();
  });
});

test.describe('colour tool', () => {
  test('derives a palette and shows the library error for unsupported input, without crashing', async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto('/material-ui/customization/color/');
    await waitForHydration(page);
    const tool = page.getByTestId('color-tool');
    const input = tool.getByLabel('Main colour');

    await input.fill('#2e7d32');
    await expect(tool.getByText('rgb(87, 151, 91)')).toBeVisible();
    await expect(tool.getByText('rgb(32, 87, 35)')).toBeVisible();
    await expect(tool.getByRole('alert')).toHaveCount(0);

    await input.fill('oklch(70% 0.1 200)');
    await expect(tool.getByRole('alert')).toContainText(
      'The following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().',
    );

    await input.fill('color(xyz 0.1 0.2 0.3)');
    await expect(tool.getByRole('alert')).toContainText('srgb, display-p3, a98-rgb, prophoto-rgb, rec-2020');

    for (const [junk, message] of [
      ['#12345', 'is not a hex colour'],
      ['rgb(999,0,0)', 'red is 999, outside its range of 0 to 255'],
    ] as const) {
      await input.fill(junk);
      await expect(tool.getByRole('alert')).toContainText(message);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }

    await input.fill('hsl(210, 79%, 46%)');
    await expect(tool.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('theme playground', () => {
  test('previews valid options and reports invalid JSON and a top-level vars inline', async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto('/material-ui/customization/theming/');
    await waitForHydration(page);
    const playground = page.getByTestId('theme-playground');
    const editor = playground.getByLabel('Theme options (JSON)');
    const primary = playground.getByRole('button', {name: 'Primary'});
    await expect(primary).toBeVisible();

    await editor.fill('{"palette": {"primary": {"main": "#d32f2f"}}}');
    await expect(primary).toHaveCSS('background-color', 'rgb(211, 47, 47)');

    await editor.fill('{"palette": ');
    await expect(playground.getByRole('alert')).toContainText('Invalid JSON');

    await editor.fill('{"vars": {"palette": {}}}');
    await expect(playground.getByRole('alert')).toContainText('`vars` is a private field');

    await editor.fill('{"palette": {"primary": {"main": "tomato"}}}');
    await expect(playground.getByRole('alert')).toContainText('The following formats are supported');

    // Valid JSON the theme cannot take: the field, in plain words, and nothing in the console.
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    for (const [json, message] of [
      ['{"palette":{"mode":"purple"}}', 'palette.mode must be "light" or "dark"'],
      ['{"transitions":{"create":1}}', 'transitions.create is a function'],
      ['{"spacing":null}', 'spacing must be a number'],
      ['{"breakpoints":{"values":null}}', 'breakpoints.values must be an object of widths'],
    ] as const) {
      await editor.fill(json);
      await expect(playground.getByRole('alert')).toContainText(message);
    }
    expect(consoleErrors).toEqual([]);

    await editor.fill('{"shape": {"borderRadius": 0}}');
    await expect(primary).toHaveCSS('border-radius', '0px');
    expect(errors).toEqual([]);
  });
});

test('the default theme explorer finds a key path', async ({page}) => {
  await page.goto('/material-ui/customization/default-theme/');
  await waitForHydration(page);
  const explorer = page.getByTestId('default-theme-explorer');
  await explorer.getByLabel('Find a key').fill('primary.main');
  await expect(explorer.getByText('"#1976d2"')).toBeVisible();
  await explorer.getByRole('button', {name: 'dark'}).click();
  await expect(explorer.getByText('"#90caf9"')).toBeVisible();
});
