import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lean-version-props';

/** Route props that plugin-content-docs writes (`<generated>/docusaurus-plugin-content-docs/<id>/p/<hash>.json`). */
export const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** Docs version props without the doc descriptions no page reads (versionProps.ts). */
export default function pluginLeanVersionProps(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack() {
      return {module: {rules: [{test: DOCS_ROUTE_PROPS, use: [{loader: path.join(__dirname, 'loader.js')}]}]}};
    },
  };
}
