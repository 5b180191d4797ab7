import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../../../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-idle-prefetch';

/** Docusaurus's client module behind `window.docusaurus` (prefetch and preload of routes). */
const CORE_PREFETCH_MODULE = require.resolve('@docusaurus/core/lib/client/docusaurus');

/**
 * Prefetching of the routes whose links come into view waits for idle time
 * (plugins/lean/routing/runtime/prefetch/docusaurus.ts): the core module it replaces made long tasks on every doc page.
 */
export default function pluginIdlePrefetch(): Plugin<void> {
  return createModuleReplacementPlugin(
    PluginName,
    CORE_PREFETCH_MODULE,
    path.resolve(__dirname, '../runtime/prefetch/docusaurus.ts'),
  );
}
