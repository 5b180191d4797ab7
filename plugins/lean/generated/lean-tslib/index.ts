import path from 'node:path';
import {createImporterAliasPlugin} from '../../../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lean-tslib';

/** The packages in the client bundle that require tslib from CommonJS. */
export const TSLIB_CONSUMERS = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

/**
 * `tslib`, as @docusaurus/utils-common requires it, is tslibHelpers.ts: the helpers it calls,
 * not all of tslib (a unit test fails, naming the helper, if an update starts using another).
 */
export default function pluginLeanTslib() {
  return createImporterAliasPlugin(PluginName, TSLIB_CONSUMERS, {tslib$: path.resolve(__dirname, 'tslibHelpers.ts')});
}
