import type {Page} from '@playwright/test';

/**
 * MUI X's own console message when a Pro or Premium grid runs without a licence key: expected in
 * a build made without MUI_X_LICENSE_KEY, an error in a build made with one.
 */
const MISSING_LICENCE_MESSAGE = 'MUI X: Missing license key';
const BUILT_WITHOUT_LICENCE_KEY = !process.env.MUI_X_LICENSE_KEY;

/** Collects console errors and uncaught exceptions of a page for the test to assert on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !(BUILT_WITHOUT_LICENCE_KEY && message.text().includes(MISSING_LICENCE_MESSAGE))
    ) {
      errors.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Resolves once React has hydrated the page (see src/theme/Root.tsx). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
}
