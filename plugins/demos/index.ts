import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-demos';

/**
 * Demos are TypeScript files imported with a `?demo` query (`import Demo from './Demo.tsx?demo'`).
 * The query routes them through a loader that adds the TS source, the JS variant derived from
 * it at build time, and the modules the live editor needs; the component itself is compiled and
 * server-rendered like any other module.
 */
export default function pluginDemos(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack() {
      return {
        module: {
          rules: [{resourceQuery: /^\?demo$/, use: [{loader: path.join(__dirname, 'loader.js')}]}],
        },
      };
    },
  };
}
