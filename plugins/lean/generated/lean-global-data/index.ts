import path from 'node:path';
import {createLoaderPlugin} from '../../../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lean-global-data';

/** The global data module Docusaurus generates (`@generated/globalData`), part of main.js. */
export const GLOBAL_DATA_MODULE = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/**
 * Global data without the per-version doc lists no component of this site reads (globalData.ts).
 * Both builds get the same data, so server and browser render alike.
 */
export default function pluginLeanGlobalData() {
  return createLoaderPlugin(PluginName, {test: GLOBAL_DATA_MODULE}, path.join(__dirname, 'globalData.ts'));
}
