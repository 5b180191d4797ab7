import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-lean-base-url-banner';

/** Docusaurus's base URL issue banner, which its App renders on the home page. */
export const BASE_URL_ISSUE_BANNER = require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js');

/**
 * The banner is an inline script that only the server renders (into the home page's HTML, where it
 * warns when the site's CSS and JS fail to load from a wrong `baseUrl`); in the browser the
 * component renders nothing, yet main.js carried it and the script's text on every page. The
 * client build gets a component that renders nothing; the HTML is unchanged.
 */
export default function pluginLeanBaseUrlBanner(): Plugin<void> {
  return createModuleReplacementPlugin(
    PluginName,
    BASE_URL_ISSUE_BANNER,
    path.resolve(__dirname, '../../src/ssr/NoBaseUrlIssueBanner.tsx'),
    {clientOnly: true},
  );
}
