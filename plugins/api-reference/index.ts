import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {currentCacheKey} from './generate';
import {findOutdatedOutput} from './manifest';
import type {PluginOptions} from './options';

export {validateOptions} from './options';
export {generateApiPages, formatSkippedWarning} from './generate';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-api-reference';

/**
 * Checks that the generated API pages of `options.packageName` are up to date.
 *
 * Why the plugin does not generate them itself: the pages are docs of another plugin
 * instance (`@docusaurus/plugin-content-docs`), which reads its folder in its own
 * `loadContent`. Plugins load in parallel, so pages written from this plugin's
 * `loadContent` may or may not be seen by the docs plugin: the build would depend on timing.
 * Generation is therefore a pre-step (`npm run generate:api`, i.e. `generateApiPages`), and
 * this plugin fails the build, saying so, when the pages on disk were generated for another
 * package version or by another version of the generator (the cache key in
 * `_components.json` differs), or when a listed page is missing.
 */
export default function pluginApiReference(
  context: Pick<LoadContext, 'siteDir'>,
  options: PluginOptions,
): Plugin<void> {
  return {
    name: PluginName,
    async loadContent() {
      const expected = currentCacheKey(options, context.siteDir);
      const problem = await findOutdatedOutput(path.resolve(context.siteDir, options.outDir), options.outDir, expected);
      if (problem) throw new Error(problem);
    },
  };
}
