import type {Page} from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page for the test to assert on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
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
