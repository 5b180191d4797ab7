import {createHash} from 'node:crypto';

/** Where a demo's sandbox projects are written in the build: fetched on a click, never precached. */
export const SANDBOX_ASSET_DIR = 'assets/sandbox';

/** The content-hashed file of a demo's sandbox projects (sandboxModule.ts), under SANDBOX_ASSET_DIR. */
export function sandboxFileName(json: string): string {
  return `${SANDBOX_ASSET_DIR}/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
}
