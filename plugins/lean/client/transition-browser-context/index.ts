import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../../../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-transition-browser-context';

/** Docusaurus's browser context, which `useIsBrowser()` reads. */
const BROWSER_CONTEXT = require.resolve('@docusaurus/core/lib/client/browserContext.js');

/** The re-render that follows hydration runs as a transition (plugins/lean/client/runtime/startup/browserContext.tsx). */
export default function pluginTransitionBrowserContext(): Plugin<void> {
  return createModuleReplacementPlugin(
    PluginName,
    BROWSER_CONTEXT,
    path.resolve(__dirname, '../runtime/startup/browserContext.tsx'),
  );
}
