import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../../../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-prism-on-demand';

/**
 * The classic theme's client module that loads Prism and the extra languages of the site config.
 * Client modules go into the main bundle, so every page (the home page too) downloaded a
 * highlighter it may never use (its size: the patch's entry in scripts/upstream/manifest/).
 */
const CLASSIC_PRISM_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/**
 * Moves Prism out of the main bundle: the classic theme's client module resolves to an empty one,
 * and src/components/HighlightedCodeBlock, which the CodeBlock/Content swizzle loads lazily for a
 * block not highlighted at build time, registers the languages instead.
 */
export default function pluginPrismOnDemand(): Plugin<void> {
  return createModuleReplacementPlugin(PluginName, CLASSIC_PRISM_MODULE, path.join(__dirname, 'emptyClientModule.js'));
}
