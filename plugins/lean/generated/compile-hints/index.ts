import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-compile-hints';

/**
 * V8's explicit compile hint (Chromium 136+): every function of the file is compiled while the
 * script streams in, on a background thread, instead of on the main thread at its first call.
 * Other engines read it as a comment. It must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint at the top of every client script. A page's scripts run as it starts
 * (main.js, the route's chunks) or when a feature is first used (the live editor, search), and
 * most of their functions are called then: without the hint, V8 compiled each module's factory
 * on the main thread when it first ran, a third of the demo page's module evaluation.
 */
export default function pluginCompileHints(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            // After minification, which drops comments, and before the content hashes are computed.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
