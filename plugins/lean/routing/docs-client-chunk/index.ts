import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-docs-client-chunk';

/**
 * The small client modules that every doc page's route chunks share: the docs plugin's client
 * (versions, sidebars, doc lookups) and the MDX components provider that each page's content
 * imports.
 */
export const DOCS_CLIENT_MODULES =
  /[\\/]node_modules[\\/](?:@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client|@mdx-js[\\/]react)[\\/]/;

/**
 * Puts DOCS_CLIENT_MODULES in one chunk of their own. Docusaurus's bundler config turns off the
 * default chunk groups, and the vendor group only splits 20 KB or more, so these modules were
 * copied into each route chunk that imports them: three copies of the docs client (the doc root,
 * the version root and the doc item) and one more of the MDX provider in every page's content,
 * 0.8 KB gz more on a doc page's first visit than one shared chunk. Client build only (the
 * server has one bundle).
 */
export default function pluginDocsClientChunk(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsClient: {
                test: DOCS_CLIENT_MODULES,
                name: 'docs-client',
                chunks: 'async',
                enforce: true,
                priority: 30,
              },
            },
          },
        },
      };
    },
  };
}
