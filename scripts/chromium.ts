import fs from 'node:fs';

/** Where Debian's `chromium` package (or `CHROMIUM_PATH`) puts the browser the tests drive. */
export function chromiumCandidates(): string[] {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
}

/** The first Chromium binary found, if any. */
export function findChromium(): string | undefined {
  return chromiumCandidates().find((candidate) => fs.existsSync(candidate));
}

/** Flags for a headless Chromium on a machine with a closed network and no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
