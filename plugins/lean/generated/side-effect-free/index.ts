import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-side-effect-free';

/**
 * Packages whose modules only define values (no global state, no polyfills), but whose
 * package.json does not say so (`"sideEffects": false`). The bundler then keeps such a module
 * wherever it is imported, even when nothing uses what the import brings:
 * - react-router imports `react-is` for prop-type checks that only development builds run, and
 *   `hoist-non-react-statics` (with another copy of `react-is`) for `withRouter`, which nothing
 *   on this site calls (what that saves: the patch's entry in scripts/upstream/manifest/).
 * - theme-common's code block utilities import `parse-numeric-range` for the line-range parser,
 *   which only the on-demand code block path calls (plugins/build-time-highlight).
 * A package imported for its side effects must not be listed here.
 */
export const SIDE_EFFECT_FREE_PACKAGES = ['react-is', 'hoist-non-react-statics', 'parse-numeric-range'] as const;

/** Modules of SIDE_EFFECT_FREE_PACKAGES, wherever npm put the package (nested copies too). */
export const SIDE_EFFECT_FREE_MODULES = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:${SIDE_EFFECT_FREE_PACKAGES.join('|')})[\\\\/]`,
);

/** Marks SIDE_EFFECT_FREE_PACKAGES free of side effects, so unused imports of them are dropped. */
export default function pluginSideEffectFree(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack() {
      return {module: {rules: [{test: SIDE_EFFECT_FREE_MODULES, sideEffects: false}]}};
    },
  };
}
