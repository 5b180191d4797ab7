import type {LoadContext, Plugin} from '@docusaurus/types';
import {API_REFERENCES} from '../../src/products/apiReferences';
import {loadApiPageIndex} from '../theme-keys/apiPages';
import {readLoadedDocs} from './docsContent';
import {exportMarkdown} from './exportMarkdown';
import {exportedInstances} from './navigation';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-markdown-export';

/**
 * After the build, writes every doc page as Markdown at its URL with `.md` (`/material-ui/react-button.md`),
 * and llms.txt files (https://llmstxt.org): `/llms.txt` listing the products, and per docs instance
 * `<route base>/llms.txt` (its pages in page-tree order) and `<route base>/llms-full.txt` (all of them).
 */
export default function pluginMarkdownExport(context: Pick<LoadContext, 'siteDir'>): Plugin<void> {
  return {
    name: PluginName,
    async postBuild({outDir, siteConfig, plugins}) {
      await exportMarkdown({
        outDir,
        siteUrl: siteConfig.url,
        baseUrl: siteConfig.baseUrl,
        site: {title: siteConfig.title, tagline: siteConfig.tagline},
        instances: exportedInstances(readLoadedDocs(plugins, context.siteDir)),
        apiPages: loadApiPageIndex(context.siteDir, API_REFERENCES),
      });
    },
  };
}
