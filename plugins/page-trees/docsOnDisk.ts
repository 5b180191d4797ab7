import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, GlobExcludeDefault, Globby} from '@docusaurus/utils';
import type {PageTreeSource} from '../../src/page-trees/types';
import type {DocRef} from './validate';

/**
 * The docs of an instance as the docs plugin finds them: the same glob, the same default
 * excludes (`_partials`, tests) and the same front matter parser, without compiling MDX.
 */
export async function listDocsOnDisk(siteDir: string, source: PageTreeSource): Promise<DocRef[]> {
  const docsDir = path.join(siteDir, source.docsPath);
  const files = await Globby(['**/*.{md,mdx}'], {cwd: docsDir, ignore: GlobExcludeDefault});
  const sorted = files.sort();
  const results = await Promise.allSettled(
    sorted.map(async (relativeFile) => {
      const filePath = path.join(docsDir, relativeFile);
      const fileContent = await fs.readFile(filePath, 'utf8');
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
      return {
        id: relativeFile.replace(/\.mdx?$/, ''),
        file: path.posix.join(source.docsPath, relativeFile),
        frontMatter,
      };
    }),
  );
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [`  - ${path.posix.join(source.docsPath, sorted[index] ?? '')}: ${firstLine(result.reason)}`]
      : [],
  );
  if (failures.length > 0) {
    throw new Error(`Front matter that is not valid YAML (quote values that contain ": "):\n${failures.join('\n')}`);
  }
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

function firstLine(reason: unknown): string {
  return (reason instanceof Error ? reason.message : String(reason)).split('\n')[0] ?? '';
}
