import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, findChromium} from '../chromium';

/** Which Lighthouse categories to run and how to emulate the visitor. */
export interface LighthouseOptions {
  categories: readonly ('performance' | 'accessibility' | 'best-practices' | 'seo')[];
  /** `mobile` is Lighthouse's default (Moto G power, slow 4G); `desktop` has no throttling. */
  formFactor: 'mobile' | 'desktop';
  /** The OS colour preference the page sees (the site's default mode follows it). */
  colorScheme: 'light' | 'dark';
}

/** Scores (0..1) per category, plus the raw metrics Lighthouse measured. */
export interface LighthouseResult {
  scores: Record<string, number | null>;
  metrics: Record<string, number | undefined>;
  failedAudits: string[];
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** Runs Lighthouse once against `url` in a fresh Debian Chromium. */
export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseResult> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium not found: run `npm run test:e2e` once or install Debian\'s chromium.');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(options.colorScheme === 'dark' ? ['--force-dark-mode'] : [])],
  });
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...options.categories]},
      options.formFactor === 'desktop'
        ? {
            extends: 'lighthouse:default',
            settings: {
              formFactor: 'desktop',
              screenEmulation: {mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false},
              throttlingMethod: 'provided',
            },
          }
        : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const {categories, audits} = result.lhr;
    return {
      scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, category.score])),
      metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue])),
      failedAudits: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => `${audit.id}: ${audit.title}`),
    };
  } finally {
    await chrome.kill();
  }
}
