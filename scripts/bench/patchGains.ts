/**
 * What each patch of the lean layer (plugins/lean/) saves: for each patch named (all by default), a
 * cold build without it (DOCS_WITHOUT_PATCHES, plugins/lean/patchList.ts), then the JS and CSS a
 * first visit downloads (KB gz, as budgets.ts counts them) on the bench's page types, against build/
 * (every patch). `npm run bench:patches -- [patch ...]`; results in bench-results/patch-gains-*.
 * Bytes only: a patch that buys main-thread time (staged startup, compile hints) shows 0 or less here,
 * and is measured with Lighthouse (`npm run bench -- --baseline <its build>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {leanPluginNames, parsePatchList} from '../../plugins/lean/patchList';
import {CHROMIUM_ARGS, findChromium} from '../chromium';
import {BUDGET_PAGES} from './budgets';
import {clearBuildCaches, coldBuild} from './coldBuild';
import {serveBuild} from './serveBuild';
import {gzippedSize} from './stats';

const SITE_DIR = path.resolve(__dirname, '../..');
const RESULTS_DIR = path.join(SITE_DIR, 'bench-results');
const PAGE_TYPES = ['home', 'guide', 'component with demos', 'API'] as const;

type Weights = Record<(typeof PAGE_TYPES)[number], number>;

/** KB gz of the scripts and stylesheets a first visit to each page type downloads, in `buildDir`. */
async function firstVisitKb(buildDir: string, port: number): Promise<Weights> {
  const server = await serveBuild(port, buildDir);
  const browser = await chromium.launch({executablePath: findChromium(), args: CHROMIUM_ARGS});
  try {
    const weights = {} as Weights;
    for (const type of PAGE_TYPES) {
      const page = await browser.newPage();
      const urls = new Set<string>();
      page.on('response', (response) => {
        const kind = response.request().resourceType();
        if (kind === 'script' || kind === 'stylesheet') urls.add(response.url());
      });
      await page.goto(`${server.origin}${BUDGET_PAGES[type]}`, {waitUntil: 'networkidle'});
      weights[type] = [...urls].reduce((sum, url) => sum + gzippedSize(buildDir, url), 0) / 1024;
      await page.close();
    }
    return weights;
  } finally {
    await browser.close();
    server.close();
  }
}

/** A cold build of the site without `patch`, in `outDir`; the error line when it fails. */
function buildWithout(patch: string, outDir: string): string | undefined {
  try {
    const build = coldBuild(outDir, {DOCS_WITHOUT_PATCHES: patch});
    return 'error' in build ? build.error : undefined;
  } finally {
    // The next ordinary build must not reuse a cache made without the patch.
    clearBuildCaches();
  }
}

async function main(): Promise<void> {
  const known = leanPluginNames();
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const patches = named.length > 0 ? [...parsePatchList(named.join(','), known)] : known;
  const reference = path.join(SITE_DIR, 'build');
  if (!fs.existsSync(path.join(reference, 'index.html')))
    throw new Error('No build/ to compare with: run `npm run build` first.');
  const port = Number(process.env.BENCH_PORT ?? 4183);
  const withAll = await firstVisitKb(reference, port);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const report = path.join(RESULTS_DIR, `patch-gains-${stamp}.md`);
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  const lines = [
    `Per patch: KB gz of JS+CSS a first visit saves with the patch (build without it minus build/), ${new Date().toISOString()}`,
    '',
    `| patch | ${PAGE_TYPES.join(' | ')} |`,
    `| --- | ${PAGE_TYPES.map(() => '---').join(' | ')} |`,
    `| (build/, every patch: KB gz) | ${PAGE_TYPES.map((type) => withAll[type].toFixed(1)).join(' | ')} |`,
  ];
  fs.writeFileSync(report, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  for (const patch of patches) {
    process.stderr.write(`[bench:patches] building without ${patch}\n`);
    const outDir = path.join(RESULTS_DIR, `build-without-${patch}`);
    const error = buildWithout(patch, outDir);
    let line: string;
    if (error) {
      line = `| ${patch} | the build without it fails: ${error.replaceAll('|', '\\|')} |`;
    } else {
      const without = await firstVisitKb(outDir, port);
      line = `| ${patch} | ${PAGE_TYPES.map((type) => (without[type] - withAll[type]).toFixed(1)).join(' | ')} |`;
    }
    fs.rmSync(outDir, {recursive: true, force: true});
    fs.appendFileSync(report, `${line}\n`);
    console.log(line);
  }
  console.log(`\nWritten to ${path.relative(SITE_DIR, report)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
