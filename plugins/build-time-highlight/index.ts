import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-build-time-highlight';

/** theme-common's code block utilities: its parser and the code block's React context. */
export const CODE_BLOCK_UTILS = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common')),
  'utils/codeBlockUtils.js',
);

/** The import specifier of CODE_BLOCK_UTILS, which the package does not export. */
export const CODE_BLOCK_UTILS_ALIAS = 'docusaurus-code-block-utils';

/**
 * Markdown code blocks arrive parsed and highlighted (remarkHighlight.ts); a block that does not
 * (magic comments, a `<CodeBlock>` in JSX) uses Docusaurus's parser, loaded on
 * demand by src/highlighting/RuntimeCodeBlock. It imports the parser as
 * `docusaurus-code-block-utils?runtime`: the query makes that a module of its own, in the lazy
 * chunk, while every code block's chunk keeps only the React context of theme-common's module.
 * (A bundler keeps one copy of a module's used exports, wherever they are used.) The parser's
 * own import, parse-numeric-range, goes with it (plugins/lean/generated/side-effect-free).
 */
export default function pluginBuildTimeHighlight(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack() {
      return {resolve: {alias: {[`${CODE_BLOCK_UTILS_ALIAS}$`]: CODE_BLOCK_UTILS}}};
    },
  };
}
