import {expect, test, type Page} from '@playwright/test';
import errorCodes from '../src/data/error-codes.json';
import {collectPageErrors, waitForHydration} from './support/pageErrors';

const codes: Record<string, string> = errorCodes;

/** The message of `code` with `args` in its `%s` placeholders, built apart from the page's own code. */
function expectedMessage(code: string, args: string[]): string {
  const parts = (codes[code] ?? '').split('%s');
  return parts.reduce((message, part, index) => `${message}${args[index - 1] ?? '%s'}${part}`);
}

const codesTable = (page: Page) => page.getByRole('table', {name: /Every production error code/});

test('decodes a code, showing its argument as text and never as markup', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/production-error/?code=3&args[]=<b>bold</b>');
  await waitForHydration(page);
  const result = page.getByRole('region', {name: 'Error 3'});
  const message = result.getByText('<b>bold</b>', {exact: false});
  await expect(message).toHaveText(expectedMessage('3', ['<b>bold</b>']));
  await expect(result.locator('b')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('explains an unknown code and links to the table of all codes', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/production-error/?code=abc');
  await waitForHydration(page);
  const result = page.getByRole('region', {name: 'Unknown error code'});
  await expect(result).toContainText('There is no message for the code in this address.');
  const link = result.getByRole('link', {name: 'See all error codes'});
  await expect(link).toHaveAttribute('href', '#error-codes');
  await link.click();
  await expect(page).toHaveURL(/\/production-error\/\?code=abc#error-codes$/);
  await expect(page.getByRole('heading', {name: 'All error codes'})).toBeInViewport();
  expect(errors).toEqual([]);
});

test('without a query, says no code was given and lists every code', async ({page}) => {
  const errors = collectPageErrors(page);
  await page.goto('/production-error/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Production error decoder'})).toBeVisible();
  await expect(page.getByRole('region', {name: 'No error code given'})).toBeVisible();
  const row = codesTable(page)
    .getByRole('row')
    .filter({has: page.getByRole('rowheader', {name: '1', exact: true})});
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(expectedMessage('1', []));
  await expect(codesTable(page).getByRole('rowheader')).toHaveCount(Object.keys(codes).length);
  expect(errors).toEqual([]);
});

// The static HTML alone: it explains the page and lists the codes, and echoes nothing from the query.
test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the page explains itself and lists every code', async ({page}) => {
    await page.goto('/production-error/?code=3&args[]=<b>bold</b>');
    await expect(page.getByText('production builds of MUI replace each error message', {exact: false})).toBeVisible();
    await expect(codesTable(page).getByRole('rowheader')).toHaveCount(Object.keys(codes).length);
    await expect(page.getByText('<b>bold</b>', {exact: false})).toHaveCount(0);
  });
});
