import {expect, test, type Page} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

const PAGE = '/material-ui/react-button/';
const demo = (page: Page, id: string) => page.locator(`section#${id}`);

async function openPage(page: Page, suffix = '') {
  await page.goto(PAGE + suffix);
  await waitForHydration(page);
}

test('the demo result is in the static HTML', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PAGE);
  await expect(demo(page, 'basic-buttons').getByRole('button', {name: 'Contained'})).toBeVisible();
  await context.close();
});

test("a demo's code loads when the visitor reaches for it, not with the page", async ({page}) => {
  const errors = collectPageErrors(page);
  await openPage(page);
  await page.waitForLoadState('networkidle');
  // A line of BasicButtons' source, which only its code chunk holds (the page has the compiled demo).
  const source = /Outlined<\/Button>/;
  expect(await scriptsWith(page, source)).toEqual([]);
  const basic = demo(page, 'basic-buttons');
  await basic.getByRole('button', {name: 'Show code'}).hover();
  await expect.poll(() => scriptsWith(page, source)).toHaveLength(1);
  await basic.getByRole('button', {name: 'Show code'}).click();
  await expect(basic.locator('pre').first()).toContainText('<Button variant="outlined">Outlined</Button>');
  // Another demo's code is still not loaded.
  expect(await scriptsWith(page, /const sizes = \[/)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a demo open by default has its code in the static HTML, and keeps it as it hydrates', async ({browser}) => {
  const usage = '/material-ui/getting-started/usage/';
  const line = 'export default function FirstComponents()';
  const noScript = await browser.newContext({javaScriptEnabled: false});
  const staticPage = await noScript.newPage();
  await staticPage.goto(usage);
  await expect(demo(staticPage, 'first-components').locator('pre')).toContainText(line);
  await noScript.close();

  const page = await browser.newPage();
  const errors = collectPageErrors(page);
  await page.goto(usage);
  await waitForHydration(page);
  const first = demo(page, 'first-components');
  await expect(first.locator('pre')).toContainText(line);
  // The code's chunk arrives and its part of the page hydrates, with no mismatch reported.
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, /export default function FirstComponents\(\)/)).toHaveLength(1);
  await expect(first.locator('pre')).toContainText(line);
  await first.getByRole('button', {name: 'Hide code'}).click();
  await expect(first.locator('pre')).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.close();
});

test('code that fails to load says so, and loads when tried again', async ({page}) => {
  await openPage(page);
  await page.waitForLoadState('networkidle');
  // Every script from now on fails, as on a connection that dropped.
  await page.route('**/assets/js/**', (route) => route.abort());
  const basic = demo(page, 'basic-buttons');
  await basic.getByRole('button', {name: 'Show code'}).click();
  await expect(basic.getByRole('alert')).toContainText('The code could not be loaded.');
  // The rest of the page is unharmed.
  await expect(demo(page, 'button-sizes').getByRole('button', {name: 'large'})).toBeEnabled();
  await page.unroute('**/assets/js/**');
  await basic.getByRole('button', {name: 'Try again'}).click();
  await expect(basic.locator('pre').first()).toContainText('<Button variant="outlined">Outlined</Button>');
});

test("a demo's preview loads and hydrates as it nears the viewport, not with the page", async ({page}) => {
  const errors = collectPageErrors(page);
  await openPage(page);
  await page.waitForLoadState('networkidle');
  // RouterButtons, the last demo: its compiled component is in its preview chunk only.
  const compiled = /\["Current route: ",/;
  const router = demo(page, 'router-buttons');
  expect(await scriptsWith(page, compiled)).toEqual([]);
  await expect(router).not.toHaveAttribute('data-demo-ready');
  await expect(router.getByRole('status')).toContainText('/material-ui/react-button');
  await expect(demo(page, 'basic-buttons')).toHaveAttribute('data-demo-ready');

  await router.scrollIntoViewIfNeeded();
  await expect(router).toHaveAttribute('data-demo-ready');
  expect(await scriptsWith(page, compiled)).toHaveLength(1);
  await router.getByRole('link', {name: 'Pagination'}).click();
  await expect(router.getByRole('status')).toContainText('/material-ui/react-pagination');
  await expect(page).toHaveURL(/\/material-ui\/react-button\/$/);
  expect(errors).toEqual([]);
});

test.describe('a large demo in the first screen', () => {
  const SELECT_PAGE = '/material-ui/react-select/';

  test('stays server HTML on arrival, and a click on it opens it once it loads', async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto(SELECT_PAGE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const basic = demo(page, 'basic-select');
    await expect(basic).not.toHaveAttribute('data-demo-ready');
    // The click lands on the server HTML before Select's code has loaded: it is replayed on the live select.
    await basic.getByRole('combobox').click();
    await page.getByRole('option', {name: 'Express (next day)'}).click();
    await expect(basic).toHaveAttribute('data-demo-ready');
    await expect(basic.getByRole('combobox')).toHaveText('Express (next day)');
    expect(errors).toEqual([]);
  });

  test('opens on the tap that loads it, on a phone', async ({browser}) => {
    const context = await browser.newContext({hasTouch: true, isMobile: true, viewport: {width: 412, height: 823}});
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(SELECT_PAGE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const basic = demo(page, 'basic-select');
    await expect(basic).not.toHaveAttribute('data-demo-ready');
    await basic.getByRole('combobox').tap();
    await expect(page.getByRole('option', {name: 'Pick up in store'})).toBeVisible();
    await expect(basic).toHaveAttribute('data-demo-ready');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('loads once the reader scrolls', async ({page}) => {
    await page.goto(SELECT_PAGE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const basic = demo(page, 'basic-select');
    await expect(basic).not.toHaveAttribute('data-demo-ready');
    await page.mouse.wheel(0, 100);
    await expect(basic).toHaveAttribute('data-demo-ready');
  });
});

test('a preview that fails to load says so, and loads when tried again', async ({page}) => {
  await openPage(page);
  await page.waitForLoadState('networkidle');
  await page.route('**/assets/js/**', (route) => route.abort());
  const router = demo(page, 'router-buttons');
  await router.scrollIntoViewIfNeeded();
  await expect(router.getByRole('alert')).toContainText('This demo could not be loaded.');
  await page.unroute('**/assets/js/**');
  await router.getByRole('button', {name: 'Try again'}).click();
  await router.getByRole('link', {name: 'Pagination'}).click();
  await expect(router.getByRole('status')).toContainText('/material-ui/react-pagination');
});

test('editing a demo changes its result', async ({page}) => {
  const errors = collectPageErrors(page);
  await openPage(page);
  const basic = demo(page, 'basic-buttons');
  await basic.getByRole('button', {name: 'Show code'}).click();
  await basic.locator('pre').first().click();
  const editor = basic.getByRole('textbox', {name: 'Demo source code, editable'});
  await expect(editor).toBeVisible();
  // Rename the contained button by typing over its label in the source.
  await editor.getByText('Contained', {exact: true}).last().dblclick();
  await page.keyboard.type('Edited');
  await expect(basic.getByRole('button', {name: 'Edited'})).toBeVisible();
  await expect(basic.getByRole('button', {name: 'Contained'})).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an error in edited code shows inline and reset restores the demo', async ({page}) => {
  await openPage(page);
  const basic = demo(page, 'basic-buttons');
  await basic.getByRole('button', {name: 'Show code'}).click();
  await basic.locator('pre').first().click();
  const editor = basic.getByRole('textbox', {name: 'Demo source code, editable'});
  await editor.getByText('BasicButtons', {exact: true}).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('throw new Error("Broken on purpose");');
  await expect(basic.getByRole('alert')).toContainText('Broken on purpose');
  // The rest of the page keeps working.
  await expect(demo(page, 'button-sizes').getByRole('button', {name: 'large'})).toBeEnabled();
  await basic.getByRole('button', {name: 'Reset demo'}).click();
  await expect(basic.getByRole('button', {name: 'Contained'})).toBeVisible();
  await expect(basic.getByRole('alert')).toHaveCount(0);
});

test('TS/JS switches every demo and survives a reload', async ({page}) => {
  await openPage(page);
  const demos = page.locator('section[id] [role="toolbar"]');
  const count = await demos.count();
  expect(count).toBeGreaterThanOrEqual(5);
  await demo(page, 'loading-buttons').getByRole('button', {name: 'JS', exact: true}).click();
  for (let index = 0; index < count; index += 1) {
    await expect(demos.nth(index).getByRole('button', {name: 'JS', exact: true})).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await demo(page, 'loading-buttons').getByRole('button', {name: 'Show code'}).click();
  await expect(demo(page, 'loading-buttons').locator('pre').first()).not.toContainText('<boolean>');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
  await page.reload();
  await waitForHydration(page);
  await expect(demos.first().getByRole('button', {name: 'JS', exact: true})).toHaveAttribute('aria-pressed', 'true');
});

test('a deep link opens that demo in TypeScript and scrolls to it', async ({page}) => {
  await page.context().addCookies([{name: 'codeVariant', value: 'JS', url: 'http://localhost'}]);
  await openPage(page, '#loading-buttons.tsx');
  const loading = demo(page, 'loading-buttons');
  await expect(loading.getByRole('button', {name: 'Hide code'})).toBeVisible();
  await expect(loading.locator('pre').first()).toContainText('React.useState<boolean>(true)');
  await expect(loading).toBeInViewport();
});

test('a #tailwind- link stores the code styling cookie', async ({page}) => {
  await openPage(page, '#tailwind-basic-buttons');
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'codeStyling')?.value)
    .toBe('tailwind');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'codeStyling');
  // max-age of one year: expires roughly 365 days from now.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
});

test('a demo with a CSS variant switches styling, remembers it, and falls back for others', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/material-ui/integrations/interoperability/');
  await waitForHydration(page);
  const pills = demo(page, 'pill-buttons');
  const styling = pills.getByRole('group', {name: 'Code styling'});
  await expect(styling.getByRole('button')).toHaveText(['MUI System', 'CSS']);
  await expect(styling.getByRole('button', {name: 'MUI System'})).toHaveAttribute('aria-pressed', 'true');
  await pills.getByRole('button', {name: 'Show code'}).click();
  await expect(pills.locator('pre').first()).toContainText('sx={pill}');

  await styling.getByRole('button', {name: 'CSS'}).click();
  await expect(pills.locator('pre').first()).toContainText('.pill-button.MuiButton-root');
  await expect(pills.getByRole('button', {name: 'Subscribe'})).toHaveClass(/pill-button/);
  // The CSS variant renders the same pill: fully rounded corners.
  expect(
    await pills
      .getByRole('button', {name: 'Subscribe'})
      .evaluate((button) => getComputedStyle(button).borderTopLeftRadius),
  ).toBe('999px');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'codeStyling')?.value).toBe('css');

  await page.reload();
  await waitForHydration(page);
  await expect(
    demo(page, 'pill-buttons').getByRole('group', {name: 'Code styling'}).getByRole('button', {name: 'CSS'}),
  ).toHaveAttribute('aria-pressed', 'true');
  // A demo without a CSS variant keeps showing its MUI System code, with no styling switch.
  await expect(demo(page, 'slider-styling-approaches').getByRole('group', {name: 'Code styling'})).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('copy', () => {
  test('the demo toolbar confirms a copy for two seconds', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page);
    const copy = demo(page, 'basic-buttons').getByRole('button', {name: 'Copy source'});
    await copy.click();
    await expect(demo(page, 'basic-buttons').getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import Button from '@mui/material/Button';",
    );
    await expect(copy).toBeVisible({timeout: 3000});
  });

  test('code blocks confirm a copy and report a refused clipboard', async ({page}) => {
    await page.goto('/material-ui/getting-started/installation/');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    // The browser denies the clipboard permission, so navigator.clipboard.writeText rejects for
    // real; the fallback, execCommand('copy'), would still work after a click, so it is disabled
    // as a locked-down browser (or an enterprise policy) would.
    const {targetInfo} = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
    await (
      await page.context().browser()!.newBrowserCDPSession()
    ).send('Browser.setPermission', {
      permission: {name: 'clipboard-write'},
      setting: 'denied',
      origin: new URL(page.url()).origin,
      browserContextId: targetInfo.browserContextId,
    });
    expect(
      await page.evaluate(() =>
        navigator.clipboard.writeText('x').then(
          () => 'written',
          (error: Error) => error.name,
        ),
      ),
    ).toBe('NotAllowedError');
    await page.evaluate(() => {
      document.execCommand = () => false;
    });
    const errors = collectPageErrors(page);
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('alert')).toContainText('Copy not allowed');
    await expect(block.getByRole('button', {name: 'Copy not allowed'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('code blocks confirm a successful copy', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/material-ui/getting-started/installation/');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible({timeout: 2000});
  });
});
