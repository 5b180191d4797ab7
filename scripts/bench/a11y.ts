// `npm run a11y`: Lighthouse accessibility of the four page types (home, guide, component, API),
// light and dark, on a phone and on a desktop. Exits non-zero unless every run scores 1.
import {runLighthouse, type LighthouseOptions} from './lighthouse';
import {serveBuild} from './serveBuild';

const PAGES = [
  '/',
  '/material-ui/getting-started/installation/',
  '/material-ui/react-button/',
  '/material-ui/api/button/',
];

const VARIANTS: Pick<LighthouseOptions, 'formFactor' | 'colorScheme'>[] = [
  {formFactor: 'mobile', colorScheme: 'light'},
  {formFactor: 'mobile', colorScheme: 'dark'},
  {formFactor: 'desktop', colorScheme: 'light'},
  {formFactor: 'desktop', colorScheme: 'dark'},
];

const label = ({formFactor, colorScheme}: (typeof VARIANTS)[number]) => `${formFactor} ${colorScheme}`;

async function main(): Promise<void> {
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 4181));
  const rows: string[] = [
    `| page | ${VARIANTS.map(label).join(' | ')} | failing audits |`,
    `| --- |${' --- |'.repeat(VARIANTS.length)} --- |`,
  ];
  let allPerfect = true;
  try {
    for (const pathname of PAGES) {
      const results = [];
      for (const variant of VARIANTS) {
        process.stderr.write(`accessibility ${pathname} (${label(variant)})...\n`);
        results.push(await runLighthouse(`${server.origin}${pathname}`, {categories: ['accessibility'], ...variant}));
      }
      const failed = [...new Set(results.flatMap((result) => result.failedAudits))];
      const scores = results.map((result) => result.scores.accessibility);
      allPerfect &&= failed.length === 0 && scores.every((score) => score === 1);
      rows.push(`| ${pathname} | ${scores.join(' | ')} | ${failed.join('; ') || 'none'} |`);
    }
  } finally {
    server.close();
  }
  console.log(rows.join('\n'));
  process.exitCode = allPerfect ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
