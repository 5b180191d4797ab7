import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PurgeCSS} from 'purgecss';
import type {AcceptedPlugin, PluginCreator} from 'postcss';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-purge-infima';

/** Infima, the classic theme's CSS framework, as the theme imports it. */
export const INFIMA_CSS = /[\\/]node_modules[\\/]infima[\\/]dist[\\/]css[\\/]/;

/**
 * Where Infima's class names can be written, relative to the site: the site's code, pages and
 * docs, and the client code of the Docusaurus packages the site uses. A class
 * that appears nowhere here is on no page.
 */
export const CONTENT_DIRS: readonly {dir: string; glob: string}[] = [
  {dir: 'src', glob: '**/*.{ts,tsx,js,jsx,md,mdx}'},
  {dir: 'docs', glob: '**/*.{md,mdx,ts,tsx}'},
  {dir: 'plugins', glob: '**/*.ts'},
  {dir: 'node_modules/@docusaurus', glob: '*/lib/**/*.js'},
];

/**
 * Not content: this plugin's own files name classes it talks about, and tests' fixtures name
 * classes no page has.
 */
export const SKIPPED_CONTENT = ['plugins/lean/generated/purge-infima/**', '**/__tests__/**'] as const;

/**
 * PurgeCSS on Infima's stylesheet only: it ships every component of a CSS framework (cards,
 * pills, hero banners, a 12-column grid, spacing utilities in every size) to every page, and the
 * site uses a part of them. Other stylesheets are the site's own and the theme's CSS modules,
 * which style only what exists. The content directories are the stylesheet's dependencies, so a
 * cached build purges again when a doc starts using a class.
 */
export function purgeInfima(siteDir: string): PluginCreator<void> {
  const dirs = CONTENT_DIRS.map(({dir, glob}) => ({dir: path.join(siteDir, dir), glob}));
  const content = [...dirs.map(({dir, glob}) => path.join(dir, glob)), path.join(siteDir, '*.ts')];
  const skippedContentGlobs = SKIPPED_CONTENT.map((glob) => path.join(siteDir, glob));
  const creator: PluginCreator<void> = () => ({
    postcssPlugin: PluginName,
    async OnceExit(root, {result, parse}) {
      const file = root.source?.input.file;
      if (!file || !INFIMA_CSS.test(file)) return;
      for (const {dir, glob} of dirs) {
        result.messages.push({type: 'dir-dependency', plugin: PluginName, dir, glob, parent: file});
      }
      // PurgeCSS on the stylesheet's text: its own PostCSS plugin, run inside Docusaurus's PostCSS
      // pipeline (postcss-preset-env, then the cascade layer), kept about half of the rules it drops
      // from the same text on its own.
      const [purged] = await new PurgeCSS().purge({
        content,
        skippedContentGlobs,
        css: [{raw: root.toString()}],
        // Infima's custom properties are read by the site's and the theme's own stylesheets.
        variables: false,
        keyframes: false,
        fontFace: false,
      });
      if (purged === undefined) throw new Error(`${PluginName}: PurgeCSS returned nothing for ${file}`);
      root.removeAll();
      root.append(parse(purged.css, {from: file}).nodes);
    },
  });
  creator.postcss = true;
  return creator;
}

/** Adds purgeInfima to the site's PostCSS plugins (production builds: the dev server keeps it all). */
export default function pluginPurgeInfima(context: {siteDir: string}): Plugin<void> {
  return {
    name: PluginName,
    configurePostCss(options) {
      if (process.env.NODE_ENV !== 'production') return options;
      options.plugins.push(purgeInfima(context.siteDir) as AcceptedPlugin);
      return options;
    },
  };
}
