import type {Page} from '@playwright/test';

/** The scripts the page has run so far whose code matches `pattern` (prefetched files are not run). */
export async function scriptsWith(page: Page, pattern: RegExp): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
  const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  return urls.filter((_, index) => pattern.test(bodies[index] ?? ''));
}
