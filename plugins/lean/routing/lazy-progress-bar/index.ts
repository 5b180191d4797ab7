import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../../../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lazy-progress-bar';

/** The classic theme's client module for the navigation progress bar. */
const THEME_PROGRESS_BAR = require.resolve('@docusaurus/theme-classic/lib/nprogress.js');

/** The progress bar loads its library on the first slow navigation (plugins/lean/routing/runtime/routing/progressBar.ts). */
export default function pluginLazyProgressBar(): Plugin<void> {
  return createModuleReplacementPlugin(
    PluginName,
    THEME_PROGRESS_BAR,
    path.resolve(__dirname, '../runtime/routing/progressBar.ts'),
  );
}
