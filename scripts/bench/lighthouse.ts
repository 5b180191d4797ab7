import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {CHROMIUM_ARGS, findChromium} from '../chromium';

const run = promisify(execFile);

/** Which Lighthouse categories to run and how to emulate the visitor. */
export interface LighthouseOptions {
  categories: readonly ('performance' | 'accessibility' | 'best-practices' | 'seo')[];
  /** `mobile` is Lighthouse's default (emulated phone, slow 4G, 4x CPU); `desktop` its desktop preset. */
  formFactor: 'mobile' | 'desktop';
  /** The OS colour preference the page sees (the site's default mode follows it). */
  colorScheme: 'light' | 'dark';
}

/** One request of the page load, as Lighthouse recorded it. */
export interface RecordedRequest {
  url: string;
  resourceType: string;
}

/** Scores (0..1) per category, the main metrics, the binary audits that failed, the requests. */
export interface LighthouseResult {
  scores: Record<string, number | null>;
  /**
   * Lighthouse's measure of the machine's CPU speed during the run (higher is faster). On this
   * shared machine a run whose index is far below the others' ran while something else was busy.
   */
  benchmarkIndex: number | undefined;
  metrics: Record<string, number | undefined>;
  failedAudits: string[];
  requests: RecordedRequest[];
}

interface LighthouseReport {
  environment?: {benchmarkIndex?: number};
  categories: Record<string, {score: number | null}>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      details?: {items?: {url?: string; resourceType?: string}[]};
    }
  >;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const LIGHTHOUSE_CLI = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');

/**
 * Runs Lighthouse once against `url` in a fresh Debian Chromium. Lighthouse runs as its own
 * process (its CLI), so its code, which it serialises into the page, is never transpiled.
 */
export async function runLighthouse(url: string, options: LighthouseOptions): Promise<LighthouseResult> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("Chromium not found: install Debian's chromium or set CHROMIUM_PATH.");
  const chromeFlags = [
    '--headless=new',
    ...CHROMIUM_ARGS,
    ...(options.colorScheme === 'dark' ? ['--force-dark-mode'] : []),
  ];
  const {stdout} = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${options.categories.join(',')}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      ...(options.formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    {env: {...process.env, CHROME_PATH: chromePath}, maxBuffer: 256 * 1024 * 1024},
  );
  const {environment, categories, audits} = JSON.parse(stdout) as LighthouseReport;
  return {
    scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, category.score])),
    benchmarkIndex: environment?.benchmarkIndex,
    metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue])),
    failedAudits: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => `${audit.id}: ${audit.title}`),
    requests: (audits['network-requests']?.details?.items ?? []).map((item) => ({
      url: item.url ?? '',
      resourceType: item.resourceType ?? '',
    })),
  };
}
