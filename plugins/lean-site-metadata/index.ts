import path from 'node:path';
import {createLoaderPlugin} from '../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lean-site-metadata';

/** The site metadata module Docusaurus generates (`@generated/site-metadata`), part of main.js. */
export const SITE_METADATA_MODULE = /[\\/]\.docusaurus[\\/]site-metadata\.json$/;

/**
 * Site metadata without the list of plugin versions (siteMetadata.ts). Both builds get the same
 * data, so server and browser render alike.
 */
export default function pluginLeanSiteMetadata() {
  return createLoaderPlugin(PluginName, {test: SITE_METADATA_MODULE}, path.join(__dirname, 'siteMetadata.ts'));
}
