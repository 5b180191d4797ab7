import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkSite} from './checkSite';
import {loadTreeSources, type PluginOptions} from './options';
import {formatProblems} from './validate';

export {validateOptions} from './options';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-page-trees';

/**
 * Fails the build (and `docusaurus start`) when the page trees and the docs disagree, listing
 * every offender at once. Runs before any bundling, on the same checks as `npm run validate`.
 */
export default function pluginPageTrees(context: LoadContext, options: PluginOptions): Plugin<void> {
  const trees = loadTreeSources(options);
  return {
    name: PluginName,
    getPathsToWatch() {
      return trees.flatMap((source) => [
        path.join(context.siteDir, source.treeFile),
        path.join(context.siteDir, source.docsPath, '**/*.{md,mdx}'),
      ]);
    },
    async loadContent() {
      const problems = await checkSite(context.siteDir, trees);
      if (problems.length > 0) {
        throw new Error(formatProblems(problems));
      }
    },
  };
}
