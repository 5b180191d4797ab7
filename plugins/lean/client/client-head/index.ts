import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-client-head';

/** The browser's head manager: react-helmet-async's API, for what Docusaurus uses of it. */
export const CLIENT_HELMET = path.resolve(__dirname, '../runtime/head/Helmet.tsx');

/**
 * In the client build, `react-helmet-async` is plugins/lean/client/runtime/head/Helmet.tsx: the library (with
 * react-fast-compare, shallowequal, invariant) is in every page's main.js, mostly for server
 * rendering (what the stand-in saves: the patch's entry in scripts/upstream/manifest/). The server build keeps the library: it writes the static HTML's head.
 */
export default function pluginClientHead(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {'react-helmet-async$': CLIENT_HELMET}}};
    },
  };
}
