import type {PageTreeSource} from '../../src/page-trees/types';
import {listDocsOnDisk} from './docsOnDisk';
import {validatePageTree, type PageTreeProblem} from './validate';

/** Validates every tree against the docs on disk; shared by the plugin and `npm run validate`. */
export async function checkSite(siteDir: string, trees: readonly PageTreeSource[]): Promise<PageTreeProblem[]> {
  const results = await Promise.all(
    trees.map(async (source) => validatePageTree(source, await listDocsOnDisk(siteDir, source))),
  );
  return results.flat();
}
