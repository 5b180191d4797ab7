import path from 'node:path';
import {createLoaderPlugin} from '../../../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lean-site-config';

/** The site config module Docusaurus generates (`<generated>/docusaurus.config.mjs`). */
export const SITE_CONFIG_MODULE = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/** The browser's copy of the site config without what only the build reads (siteConfig.ts). */
export default function pluginLeanSiteConfig() {
  return createLoaderPlugin(PluginName, {test: SITE_CONFIG_MODULE}, path.join(__dirname, 'siteConfig.ts'), 'client');
}
