import path from 'node:path';
import {createImporterAliasPlugin} from '../../../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lazy-route-components';

/**
 * The route table's `ComponentCreator` is plugins/lean/routing/runtime/routing/lazyComponentCreator.tsx, which creates each
 * route's loadable component when the route is first used rather than all of them at startup.
 * Only the generated routes.js is redirected; everything else keeps Docusaurus's module.
 */
export default function pluginLazyRouteComponents() {
  return createImporterAliasPlugin(PluginName, /[\\/]\.docusaurus[\\/]routes\.js$/, {
    // The same key as Docusaurus's own alias, which it replaces (an extra `$` key would come second).
    '@docusaurus/ComponentCreator': path.resolve(__dirname, '../runtime/routing/lazyComponentCreator.tsx'),
  });
}
