import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {ColdBuild} from './stats';

const SITE_DIR = path.resolve(__dirname, '../..');

/**
 * Removes the generated files and the bundler's caches. The cache does not notice every change to
 * the config (a plugin left out, a changed alias), so a measured build starts without it.
 */
export function clearBuildCaches(): void {
  for (const dir of ['.docusaurus', 'node_modules/.cache/rspack', 'node_modules/.cache/webpack']) {
    fs.rmSync(path.join(SITE_DIR, dir), {recursive: true, force: true});
  }
}

/**
 * One cold production build into `outDir`, with `env` added to the environment: its seconds, or
 * the first error line of a failed build (so what was measured before it is not lost).
 */
export function coldBuild(outDir: string, env: Readonly<Record<string, string>>): ColdBuild {
  clearBuildCaches();
  const started = performance.now();
  try {
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: SITE_DIR,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
      env: {...process.env, ...env},
    });
    return {seconds: (performance.now() - started) / 1000};
  } catch (error) {
    const stderr = String((error as {stderr?: unknown}).stderr ?? '');
    const line = stderr.split('\n').find((candidate) => candidate.includes('[ERROR]'));
    return {error: (line ?? (error as Error).message).trim()};
  }
}
