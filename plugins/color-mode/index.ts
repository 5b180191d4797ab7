import type {Plugin} from '@docusaurus/types';
import {getColorModeInlineScript} from '../../src/preferences/colorMode';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-color-mode';

/**
 * Applies the visitor's stored colour mode (`mui-mode`) before first paint. Its script is
 * injected at the start of `<body>` after the classic theme's own, so it has the last word on
 * `<html data-theme>`; the classic theme's switch is disabled in the site config.
 */
export default function pluginColorMode(): Plugin<void> {
  return {
    name: PluginName,
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: getColorModeInlineScript()}]};
    },
  };
}
