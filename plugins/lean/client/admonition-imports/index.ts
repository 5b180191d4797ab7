import path from 'node:path';
import {createImporterAliasPlugin} from '../../../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-admonition-imports';

/** The classic theme's MDX provider components, which import the admonition component. */
export const MDX_COMPONENTS = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]MDXComponents[\\/]index\.js$/;

/**
 * The MDX provider's admonition loads on demand (src/components/OnDemand/Admonition.tsx); pages
 * with admonitions import the component themselves (remarkAdmonitionImports.ts, a remark plugin
 * in the site config). Every doc page loaded it before; two of the site's pages have admonitions.
 */
export default function pluginAdmonitionImports() {
  return createImporterAliasPlugin(PluginName, MDX_COMPONENTS, {
    // The same key as Docusaurus's own alias, which it replaces (an extra `$` key would come second).
    '@theme/Admonition': path.resolve(__dirname, '../../../../src/components/OnDemand/Admonition.tsx'),
  });
}
