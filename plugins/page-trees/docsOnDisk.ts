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
  return Promise.all(
    files.sort().map(async (relativeFile) => {
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
}
