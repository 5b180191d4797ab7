import {execFileSync} from 'node:child_process';
import path from 'node:path';

/** A file MDX refused, with the compiler's message. */
export interface MdxFailure {
  file: string;
  message: string;
}

function isFailure(value: unknown): value is MdxFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    'file' in value &&
    typeof value.file === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/**
 * Compiles MDX files with `@mdx-js/mdx`, the compiler Docusaurus uses. It is ESM-only and
 * Jest runs CommonJS, so the compiler runs in a child Node process (mdxWorker.mjs).
 */
export function compileMdxFiles(files: readonly string[]): MdxFailure[] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'mdxWorker.mjs'), ...files], {encoding: 'utf8'});
  const parsed: unknown = JSON.parse(output);
  if (!Array.isArray(parsed) || !parsed.every(isFailure)) throw new Error(`Unexpected compiler output: ${output}`);
  return parsed;
}
