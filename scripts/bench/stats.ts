import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {RecordedRequest} from './lighthouse';

/** The median of some numbers (the middle one, or the mean of the two middle ones). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Gzipped size of a built file, or 0 when the URL is not one of ours. */
export function gzippedSize(buildDir: string, url: string): number {
  const {pathname} = new URL(url);
  const file = path.join(buildDir, decodeURIComponent(pathname));
  if (!file.startsWith(buildDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return 0;
  return zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
}

/** JS and CSS a first visit downloads, gzipped as a server would send them, and the request count. */
export function firstVisitWeight(
  buildDir: string,
  requests: readonly RecordedRequest[],
): {jsCssGz: number; requests: number} {
  const jsCss = requests.filter(
    (request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet',
  );
  return {
    jsCssGz: jsCss.reduce((total, request) => total + gzippedSize(buildDir, request.url), 0),
    requests: requests.length,
  };
}

/** One cold production build: its seconds, or the error that stopped it. */
export type ColdBuild = {seconds: number} | {error: string};

/** The report's line on the two cold builds. */
export function buildTimeLine(fasterOn: ColdBuild, fasterOff: ColdBuild): string {
  if ('seconds' in fasterOn && 'seconds' in fasterOff) {
    const ratio = (fasterOff.seconds / fasterOn.seconds).toFixed(2);
    return `Cold build: ${fasterOn.seconds.toFixed(1)} s with future.faster, ${fasterOff.seconds.toFixed(1)} s without (${ratio}x).`;
  }
  const describe = (build: ColdBuild) =>
    'seconds' in build ? `${build.seconds.toFixed(1)} s` : `failed: ${build.error}`;
  return `Cold build: with future.faster ${describe(fasterOn)}; without ${describe(fasterOff)}.`;
}
