import type {Plugin} from '@docusaurus/types';
import {createDocsTheme} from '../../src/branding/theme';
import {getThemeCss} from '../../src/branding/themeCss';
import {getColorModeInlineScript} from '../../src/preferences/colorMode';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-branding';

/**
 * The MUI branding of every page, without MUI's JavaScript:
 * - the theme's CSS variables and the Infima bridge, generated from the MUI theme at build time;
 * - the script that applies the visitor's colour mode (`mui-mode`) before first paint. It runs at
 *   the start of `<body>` after the classic theme's own, so it has the last word on
 *   `<html data-theme>`; the classic theme's switch is disabled in the site config.
 */
export default function pluginBranding(): Plugin<void> {
  const themeCss = getThemeCss(createDocsTheme('ltr'));
  return {
    name: PluginName,
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'style', attributes: {id: 'mui-theme'}, innerHTML: themeCss}],
        preBodyTags: [{tagName: 'script', innerHTML: getColorModeInlineScript()}],
      };
    },
  };
}
