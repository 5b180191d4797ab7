/**
 * The upstream pins (scripts/upstream/manifest/): every file of an upstream package that one of the site's patches
 * replaces, transforms or reaches into, with the sha256 of the content the patch was written
 * against. A changed file means an upgrade changed what the patch relies on: review the patch,
 * then re-pin (`npm run check:upstream` prints the new hash).
 */
import crypto from 'node:crypto';

export interface UpstreamFile {
  /** Path under node_modules, e.g. `@docusaurus/core/lib/client/preload.js`. */
  file: string;
  /** sha256 (hex) of the file's content when the patch was last reviewed against it. */
  sha256: string;
  /** What the patch relies on in it. */
  reliesOn: string;
}

export interface UpstreamPatch {
  /** The folder of the patch's build half, e.g. `plugins/lean/routing/idle-prefetch`. */
  plugin: string;
  /** Folders of its browser half, if it has one. */
  browserHalf: readonly string[];
  /** What it changes, and why. */
  what: string;
  upstream: readonly UpstreamFile[];
}

export type PinStatus = 'ok' | 'changed' | 'missing';

export interface PinResult {
  plugin: string;
  file: string;
  status: PinStatus;
  /** The file's hash today (undefined when it is missing). */
  actual?: string;
}

export function sha256(content: Buffer | string): string {
  return crypto.createHash('sha256').update(content).digest('hex');
}

/** Checks every pin; `read` gives a file's content under node_modules, or undefined when there is none. */
export function checkPins(patches: readonly UpstreamPatch[], read: (file: string) => Buffer | undefined): PinResult[] {
  return patches.flatMap(({plugin, upstream}) =>
    upstream.map(({file, sha256: pinned}) => {
      const content = read(file);
      if (content === undefined) return {plugin, file, status: 'missing' as const};
      const actual = sha256(content);
      return {plugin, file, status: actual === pinned ? ('ok' as const) : ('changed' as const), actual};
    }),
  );
}

/** One line per pin, then what to do about the ones that moved. */
export function formatPins(results: readonly PinResult[]): {report: string; failed: boolean} {
  const lines = results.map(
    ({plugin, file, status}) => `${status === 'ok' ? 'ok     ' : status.padEnd(7)} node_modules/${file} (${plugin})`,
  );
  const moved = results.filter(({status}) => status !== 'ok');
  if (moved.length > 0) {
    lines.push(
      '',
      `${moved.length} upstream file(s) differ from the content their patch was written against:`,
      ...moved.map(({plugin, file, status, actual}) =>
        status === 'missing'
          ? `  node_modules/${file} is gone: ${plugin} must be reworked or dropped.`
          : `  node_modules/${file}: review ${plugin}, then pin sha256 ${actual} in its entry under scripts/upstream/manifest/.`,
      ),
    );
  }
  return {report: lines.join('\n'), failed: moved.length > 0};
}
