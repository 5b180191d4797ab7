import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../../../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-inline-suspense-boundaries';

/** The module of Docusaurus's server entry that renders a page's React tree to HTML. */
export const DOCUSAURUS_RENDER_TO_HTML = require.resolve('@docusaurus/core/lib/client/renderToHtml.js');

/** Its replacement, which writes every Suspense boundary in place (see the module's comment). */
export const RENDER_TO_HTML = path.resolve(__dirname, '../runtime/ssr/renderToHtml.ts');

/**
 * Static HTML with every Suspense boundary in place: a demo whose code is open by default
 * (src/components/Demo) renders it inside one, and React would otherwise stream a large boundary
 * after the page. Only the server entry imports the module, so the client build is unchanged.
 */
export default function pluginInlineSuspenseBoundaries(): Plugin<void> {
  return createModuleReplacementPlugin(PluginName, DOCUSAURUS_RENDER_TO_HTML, RENDER_TO_HTML);
}
