// Open in StackBlitz / CodeSandbox in every demo's toolbar (src/sandbox, plugins/demos/sandboxModule.ts):
// the project posted to the host pins the versions installed for this build. The hosts are never
// reached: the tests answer their addresses themselves and read what the page posted.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type BrowserContext, type Page} from '@playwright/test';
import {decompressFromBase64} from 'lz-string';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

const BUTTON_PAGE = '/material-ui/react-button/';
/** Text only the hosts' on-demand code has. */
const SANDBOX_CODE = /sandboxes\/define/;

const installed = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(__dirname, '../node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** The form the page posts to `host` in a new tab, as fields. */
async function postedTo(context: BrowserContext, host: RegExp, open: () => Promise<void>): Promise<URLSearchParams> {
  let posted: {method: string; body: string} | undefined;
  await context.route(host, (route) => {
    posted = {method: route.request().method(), body: route.request().postData() ?? ''};
    return route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>Sandbox</title>'});
  });
  const tab = context.waitForEvent('page');
  await open();
  await (await tab).waitForLoadState();
  expect(posted?.method).toBe('POST');
  return new URLSearchParams(posted?.body);
}

const demo = (page: Page) => page.locator('section#basic-buttons');

test('StackBlitz gets the TypeScript project, pinned to the installed versions', async ({page, context}) => {
  const errors = collectPageErrors(page);
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Nothing of the sandboxes loads with the page.
  expect(await scriptsWith(page, SANDBOX_CODE)).toEqual([]);

  const fields = await postedTo(context, /^https:\/\/stackblitz\.com\//, () =>
    demo(page).getByRole('button', {name: 'Open in StackBlitz (new tab)'}).click(),
  );
  const packageJson = JSON.parse(fields.get('project[files][package.json]') ?? '{}') as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(packageJson.dependencies['@mui/material']).toBe(installed('@mui/material'));
  expect(packageJson.dependencies.react).toBe(installed('react'));
  expect(packageJson.devDependencies.vite).toBe(installed('vite'));
  expect(fields.get('project[template]')).toBe('node');
  expect(fields.get('project[files][src/App.tsx]')).toContain("import Button from '@mui/material/Button';");
  expect(fields.get('project[files][src/main.tsx]')).toContain("import App from './App';");
  expect(errors).toEqual([]);
});

test("CodeSandbox gets the reader's variant: JavaScript after switching", async ({page, context}) => {
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  await demo(page).getByRole('button', {name: 'JS'}).click();
  const fields = await postedTo(context, /^https:\/\/codesandbox\.io\//, () =>
    demo(page).getByRole('button', {name: 'Open in CodeSandbox (new tab)'}).click(),
  );
  expect(fields.get('query')).toBe('file=/src/App.jsx');
  const definition = JSON.parse(
    decompressFromBase64((fields.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/')),
  ) as {files: Record<string, {content: string}>};
  expect(Object.keys(definition.files)).not.toContain('tsconfig.json');
  expect(definition.files['src/App.jsx']?.content).toContain('export default function BasicButtons()');
  const packageJson = JSON.parse(definition.files['package.json']?.content ?? '{}') as {
    dependencies: Record<string, string>;
  };
  expect(packageJson.dependencies['@mui/material']).toBe(installed('@mui/material'));
});

test('a project that fails to load says so on its button, and opens when tried again', async ({page, context}) => {
  await page.goto(BUTTON_PAGE);
  await waitForHydration(page);
  await page.route('**/assets/js/**', (route) => route.abort());
  await demo(page).getByRole('button', {name: 'Open in StackBlitz (new tab)'}).click();
  const retry = demo(page).getByRole('button', {name: 'StackBlitz did not open, try again'});
  await expect(retry).toBeVisible();

  await page.unroute('**/assets/js/**');
  const fields = await postedTo(context, /^https:\/\/stackblitz\.com\//, () => retry.click());
  expect(fields.get('project[files][src/App.tsx]')).toContain('BasicButtons');
  await expect(demo(page).getByRole('button', {name: 'Open in StackBlitz (new tab)'})).toBeVisible();
});
