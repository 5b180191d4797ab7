import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lean-tslib';

/** The packages in the client bundle that require tslib from CommonJS (the rule matches the importing module). */
export const TSLIB_CONSUMERS = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;

/**
 * `tslib`, as @docusaurus/utils-common requires it, is tslibHelpers.ts: the helpers it calls,
 * not all of tslib (a unit test fails, naming the helper, if an update starts using another).
 */
export default function pluginLeanTslib(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack() {
      return {
        module: {
          rules: [{test: TSLIB_CONSUMERS, resolve: {alias: {tslib$: path.resolve(__dirname, 'tslibHelpers.ts')}}}],
        },
      };
    },
  };
}
