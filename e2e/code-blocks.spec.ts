// Markdown code blocks arrive parsed and highlighted at build time (plugins/build-time-highlight),
// line ranges included; only a block whose lines Docusaurus changes (magic comments) loads
// Docusaurus's parser on demand.
import {expect, test} from '@playwright/test';
import {collectPageErrors, waitForHydration} from './support/pageErrors';
import {scriptsWith} from './support/scripts';

const QUICKSTART = '/base-ui/getting-started/quickstart/';

/** Text only Docusaurus's magic comment parser has (its list of comment styles). */
const PARSER = /cobol/;

test('a build-time block keeps its title and colours, with no parser or Prism loaded', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/material-ui/getting-started/installation/');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').first();
  await expect(block.locator('.token.function').first()).toHaveText('npm');
  await expect(block.locator('pre')).toHaveClass(/language-bash/);
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, PARSER)).toEqual([]);
  // Prism's tokenizer.
  expect(await scriptsWith(page, /tokenize/)).toEqual([]);
  expect(errors).toEqual([]);

  await page.goto(QUICKSTART);
  await waitForHydration(page);
  const titled = page.locator('.theme-code-block').filter({hasText: 'SaveButton.tsx'}).first();
  await expect(titled.locator('[class*="codeBlockTitle"]')).toHaveText('SaveButton.tsx');
  await expect(titled.locator('.token.keyword').first()).toHaveText('import');
});

test('a block with a line range highlights those lines, with no parser or Prism loaded', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectPageErrors(page);
  await page.goto(QUICKSTART);
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({hasText: 'PillButton.tsx'});
  const highlighted = block.locator('.theme-code-block-highlighted-line');
  await expect(highlighted).toHaveCount(2);
  await expect(highlighted.nth(0)).toContainText('useButton({ disabled');
  await expect(highlighted.nth(1)).toContainText('getRootProps({ onClick })');
  await expect(block.locator('.token.keyword').first()).toHaveText('import');
  await page.waitForLoadState('networkidle');
  expect(await scriptsWith(page, PARSER)).toEqual([]);
  expect(await scriptsWith(page, /tokenize/)).toEqual([]);
  // The copied code is the block's text, without the metastring.
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith("import * as React from 'react';\n")).toBe(true);
  expect(copied).not.toContain('{11,23}');
  expect(errors).toEqual([]);
});
