import path from 'node:path';
import {escapeRegexp} from '@docusaurus/utils';
import {createLoaderPlugin} from '../../../shared/bundlerRules';
import {REWRITES} from './rewrite';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-code-unit-sort';

/** The modules REWRITES names, by path, whichever the path separator. */
export const REWRITTEN_MODULES = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:${REWRITES.map(({module}) => module.split('/').map(escapeRegexp).join('[\\\\/]')).join('|')})$`,
);

/** Docusaurus's startup sorts compare code units, not locale collation (rewrite.ts). */
export default function pluginCodeUnitSort() {
  return createLoaderPlugin(PluginName, {test: REWRITTEN_MODULES}, path.join(__dirname, 'rewrite.ts'));
}
