// `npm run a11y`: Lighthouse accessibility of representative pages, in light and dark mode.
import {runLighthouse} from './lighthouse';
import {serveBuild} from './serveBuild';

const PAGES = ['/material-ui/getting-started/installation/', '/', '/versions/'];

async function main(): Promise<void> {
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 4181));
  const rows: string[] = ['| page | light | dark | failing audits |', '| --- | --- | --- | --- |'];
  let allPerfect = true;
  try {
    for (const pathname of PAGES) {
      const results = [];
      for (const colorScheme of ['light', 'dark'] as const) {
        process.stderr.write(`accessibility ${pathname} (${colorScheme})...\n`);
        results.push(
          await runLighthouse(`${server.origin}${pathname}`, {
            categories: ['accessibility'],
            formFactor: 'desktop',
            colorScheme,
          }),
        );
      }
      const [light, dark] = results;
      const failed = [...new Set(results.flatMap((result) => result.failedAudits))];
      allPerfect &&= failed.length === 0 && light?.scores.accessibility === 1 && dark?.scores.accessibility === 1;
      rows.push(
        `| ${pathname} | ${light?.scores.accessibility} | ${dark?.scores.accessibility} | ${failed.join('; ') || 'none'} |`,
      );
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
