// `npm run bench`: Lighthouse (mobile, median of runs), first-visit JS+CSS bytes and requests per
// page type, and the cold build time with Docusaurus Faster on and off, in one run.
// Also: search cost per product (bytes of the first and next query, time to first results on slow
// 4G), latency and index sizes (scripts/bench/search.ts).
// Also: what a first visit costs on the production host, the service worker's background downloads
// included (scripts/bench/offline.ts), for build-pwa/ (`npm run build:pwa`) or --pwa DIR, and
// --pwa-baseline DIR (another PWA build).
// Options: --runs N (default 3), --skip-build-time, --search-only, --baseline DIR (another production
// build, e.g. of an earlier commit, measured in the same run, its Lighthouse runs alternating with
// this build's so both see the same machine load). Results: bench-results/ (Markdown + JSON).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {BUDGET_PAGES} from './budgets';
import {coldBuild} from './coldBuild';
import {runLighthouse, type LighthouseResult} from './lighthouse';
import {
  measureSearchCost,
  measureSearchLatency,
  SEARCH_COST_CASES,
  searchIndexSizes,
  type SearchCost,
  type SearchLatency,
} from './search';
import {FIRST_VISIT_PAGE, measureFirstVisitOf, type FirstVisitCost} from './offline';
import {serveBuild} from './serveBuild';
import {buildTimeLine, firstVisitWeight, median, type ColdBuild} from './stats';

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.join(SITE_DIR, 'build');
const PWA_BUILD_DIR = path.join(SITE_DIR, 'build-pwa');

/** One representative page per page type: the pages the byte budgets measure. */
const PAGES = Object.entries(BUDGET_PAGES).map(([type, pathname]) => ({type, pathname}));

function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** One cold build, timed, into a directory removed afterwards. */
function timedColdBuild(faster: boolean): ColdBuild {
  const outDir = fs.mkdtempSync(path.join(SITE_DIR, 'bench-results', 'build-'));
  try {
    return coldBuild(outDir, {DOCS_FASTER: String(faster)});
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}

/** The medians of one page type's Lighthouse runs, and what its first visit downloads. */
interface PageResult {
  type: string;
  pathname: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsCssGzKb: number;
  requests: number;
  /** Median of Lighthouse's CPU benchmark index over the runs (higher is faster). */
  cpuIndex: number;
  /** Each run's figures, for telling a busy machine's outlier from a change (JSON only). */
  perRun: {performance: number; tbtMs: number; lcpMs: number; cpuIndex: number}[];
}

function runMobileLighthouse(url: string): Promise<LighthouseResult> {
  return runLighthouse(url, {categories: ['performance'], formFactor: 'mobile', colorScheme: 'light'});
}

function summarise(page: (typeof PAGES)[number], results: readonly LighthouseResult[], buildDir: string): PageResult {
  const metric = (id: string) => median(results.map((result) => result.metrics[id] ?? Number.NaN));
  const weight = firstVisitWeight(buildDir, results[0]?.requests ?? []);
  return {
    ...page,
    performance: median(results.map((result) => result.scores.performance ?? 0)),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    jsCssGzKb: weight.jsCssGz / 1024,
    requests: weight.requests,
    cpuIndex: median(results.map((result) => result.benchmarkIndex ?? Number.NaN)),
    perRun: results.map((result) => ({
      performance: result.scores.performance ?? 0,
      tbtMs: result.metrics['total-blocking-time'] ?? Number.NaN,
      lcpMs: result.metrics['largest-contentful-paint'] ?? Number.NaN,
      cpuIndex: result.benchmarkIndex ?? Number.NaN,
    })),
  };
}

function pageTable(pages: readonly PageResult[]): string[] {
  return [
    '| page type | path | perf | LCP (ms) | TBT (ms) | CLS | JS+CSS first visit (KB gz) | requests | CPU index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.map(
      (page) =>
        `| ${page.type} | ${page.pathname} | ${page.performance.toFixed(2)} | ${Math.round(page.lcpMs)} | ${Math.round(page.tbtMs)} | ${page.cls.toFixed(3)} | ${page.jsCssGzKb.toFixed(1)} | ${page.requests} | ${Math.round(page.cpuIndex)} |`,
    ),
  ];
}

async function main(): Promise<void> {
  const runs = Number(argValue('--runs') ?? 3);
  fs.mkdirSync(path.join(SITE_DIR, 'bench-results'), {recursive: true});
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    progress('no build/ yet: running npm run build');
    execFileSync('npm', ['run', 'build'], {cwd: SITE_DIR, stdio: 'inherit'});
  }
  const port = Number(process.env.BENCH_PORT ?? 4183);
  const server = await serveBuild(port);
  const baselineDir = argValue('--baseline');
  const baseline = baselineDir
    ? {dir: path.resolve(baselineDir), server: await serveBuild(port + 1, path.resolve(baselineDir))}
    : undefined;
  const searchOnly = process.argv.includes('--search-only');
  const pages: PageResult[] = [];
  const baselinePages: PageResult[] = [];
  const searchLatencies: {build: string; latency: SearchLatency}[] = [];
  const searchCosts: {build: string; cost: SearchCost}[] = [];
  const firstVisits: {build: string; dir: string; cost: FirstVisitCost}[] = [];
  const builds = [{name: 'this build', origin: server.origin}];
  if (baseline) builds.push({name: 'baseline', origin: baseline.server.origin});
  try {
    for (const testCase of SEARCH_COST_CASES) {
      for (const build of builds) {
        progress(`search cost on ${testCase.pathname} (${build.name})`);
        searchCosts.push({build: build.name, cost: await measureSearchCost(build.origin, testCase)});
      }
    }
    for (const build of builds) {
      progress(`search latency (${build.name})`);
      searchLatencies.push({
        build: build.name,
        latency: await measureSearchLatency(build.origin, '/material-ui/getting-started/'),
      });
    }
    const pwaBuilds = [
      {name: 'this build', dir: argValue('--pwa') ?? (fs.existsSync(PWA_BUILD_DIR) ? PWA_BUILD_DIR : undefined)},
      {name: 'baseline', dir: argValue('--pwa-baseline')},
    ];
    for (const {name, dir} of searchOnly ? [] : pwaBuilds) {
      if (!dir) continue;
      progress(`first visit on the production host (${name}: ${dir})`);
      firstVisits.push({build: name, dir, cost: await measureFirstVisitOf(path.resolve(dir))});
    }
    for (const page of searchOnly ? [] : PAGES) {
      const results: LighthouseResult[] = [];
      const baselineResults: LighthouseResult[] = [];
      for (let run = 1; run <= runs; run += 1) {
        progress(`Lighthouse ${page.type} (${page.pathname}) run ${run}/${runs}`);
        results.push(await runMobileLighthouse(`${server.origin}${page.pathname}`));
        if (baseline) {
          progress(`Lighthouse ${page.type} (${page.pathname}) run ${run}/${runs}, baseline`);
          baselineResults.push(await runMobileLighthouse(`${baseline.server.origin}${page.pathname}`));
        }
      }
      pages.push(summarise(page, results, BUILD_DIR));
      if (baseline) baselinePages.push(summarise(page, baselineResults, baseline.dir));
    }
  } finally {
    server.close();
    baseline?.server.close();
  }
  let buildTimes: {fasterOn: ColdBuild; fasterOff: ColdBuild} | undefined;
  if (!searchOnly && !process.argv.includes('--skip-build-time')) {
    progress('cold build with future.faster on');
    const fasterOn = timedColdBuild(true);
    progress('cold build with future.faster off');
    const fasterOff = timedColdBuild(false);
    buildTimes = {fasterOn, fasterOff};
    if ('error' in fasterOn || 'error' in fasterOff) process.exitCode = 1;
  }
  const lines = [
    `Lighthouse mobile, median of ${runs} runs, ${new Date().toISOString()}`,
    '',
    "CPU index: Lighthouse's benchmark of the machine during the runs (higher is faster); a page whose",
    "index is well below the others' was measured while the machine was busy: its TBT is not the page's.",
    '',
    ...pageTable(pages),
    ...(baseline ? ['', `Baseline, measured in the same run: ${baseline.dir}`, '', ...pageTable(baselinePages)] : []),
  ];
  const indexSizes = searchIndexSizes(BUILD_DIR);
  const baselineIndexSizes = baseline ? searchIndexSizes(baseline.dir) : [];
  lines.push(
    '',
    'Search per product: KB received (compressed, headers included) from the shortcut to the first',
    "query's results, then for the next query; ms to the first results on slow 4G (goal: 150 KB, 100 KB).",
    '',
    '| product | build | first query | first KB | first results (ms) | next query | next KB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...searchCosts.map(
      ({build, cost}) =>
        `| ${cost.product} | ${build} | ${cost.firstQuery} | ${cost.firstKb.toFixed(1)} | ${cost.firstResultsMs} | ${cost.nextQuery} | ${cost.nextKb.toFixed(1)} |`,
    ),
    '',
    'Search with the data loaded, median of 20 queries: keystroke to results (with any pause the box',
    'makes for typing), and the search itself, Pagefind call to hits (target 50 ms)',
    '',
    '| build | keystroke to results (ms) | max (ms) | search (ms) |',
    '| --- | --- | --- | --- |',
    ...searchLatencies.map(
      ({build, latency}) =>
        `| ${build} | ${latency.medianMs.toFixed(1)} | ${latency.maxMs.toFixed(1)} | ${latency.searchMedianMs?.toFixed(1) ?? '-'} |`,
    ),
    '',
    `Search index files (KB gz): ${indexSizes.map((row) => `${row.index} ${row.gzKb.toFixed(1)} in ${row.files} files`).join(', ')}.`,
    ...(baseline
      ? [`Baseline: ${baselineIndexSizes.map((row) => `${row.index} ${row.gzKb.toFixed(1)}`).join(', ')}.`]
      : []),
  );
  if (firstVisits.length > 0) {
    lines.push(
      '',
      'First visit on the production host (a PWA build, served gzip): KB from the network for the page',
      `(${FIRST_VISIT_PAGE}) alone, and with the service worker's background downloads (goal: 300 KB more).`,
      '',
      '| build | page (KB) | with the worker (KB) | background (KB) | sw.js (KB) |',
      '| --- | --- | --- | --- | --- |',
      ...firstVisits.map(
        ({build, dir, cost}) =>
          `| ${build} (${path.basename(dir)}) | ${cost.pageKb.toFixed(1)} | ${cost.totalKb.toFixed(1)} | ${cost.backgroundKb.toFixed(1)} | ${cost.swKb.toFixed(1)} |`,
      ),
    );
  }
  if (buildTimes) lines.push('', buildTimeLine(buildTimes.fasterOn, buildTimes.fasterOff));
  const report = lines.join('\n');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(path.join(SITE_DIR, 'bench-results', `bench-${stamp}.md`), `${report}\n`);
  fs.writeFileSync(
    path.join(SITE_DIR, 'bench-results', `bench-${stamp}.json`),
    `${JSON.stringify({runs, pages, baseline: baseline && {dir: baseline.dir, pages: baselinePages}, buildTimes, searchCosts, searchLatencies, indexSizes, firstVisits}, null, 2)}\n`,
  );
  console.log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
