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
