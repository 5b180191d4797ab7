import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleReplacementAlias} from '../../../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-unconfigured-theme-parts';

/**
 * Classic theme parts that the layout renders on every page and that render nothing unless their
 * `themeConfig` option is set. Unset, they still put their code, their sub-components and their
 * styles in main.js and the stylesheet of every page (the footer alone is eight modules).
 */
export const OPTIONAL_THEME_PARTS = [
  {option: 'footer', module: require.resolve('@docusaurus/theme-classic/lib/theme/Footer/index.js')},
  {option: 'announcementBar', module: require.resolve('@docusaurus/theme-classic/lib/theme/AnnouncementBar/index.js')},
] as const;

/** What an unconfigured part becomes: a component that renders nothing, as the part would. */
export const RENDER_NOTHING = path.join(__dirname, 'RenderNothing.tsx');

/** The modules of the parts whose option `themeConfig` does not set. */
export function unconfiguredParts(themeConfig: Record<string, unknown>): string[] {
  return OPTIONAL_THEME_PARTS.filter(({option}) => themeConfig[option] === undefined).map(({module}) => module);
}

/** Replaces each unconfigured part with RENDER_NOTHING; a part whose option is set keeps its module. */
export default function pluginUnconfiguredThemeParts(context: Pick<LoadContext, 'siteConfig'>): Plugin<void> {
  const modules = unconfiguredParts(context.siteConfig.themeConfig);
  return {
    name: PluginName,
    configureWebpack() {
      return {
        resolve: {alias: Object.assign({}, ...modules.map((module) => moduleReplacementAlias(module, RENDER_NOTHING)))},
      };
    },
  };
}
