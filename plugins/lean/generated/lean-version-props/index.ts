import path from 'node:path';
import {createLoaderPlugin} from '../../../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lean-version-props';

/** Route props that plugin-content-docs writes (`<generated>/docusaurus-plugin-content-docs/<id>/p/<hash>.json`). */
export const DOCS_ROUTE_PROPS = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** Docs version props without the doc entries no page reads (versionProps.ts). */
export default function pluginLeanVersionProps() {
  return createLoaderPlugin(PluginName, {test: DOCS_ROUTE_PROPS}, path.join(__dirname, 'versionProps.ts'));
}
