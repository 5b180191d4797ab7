import path from 'node:path';
import {createLoaderPlugin} from '../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-demos';

/**
 * Demos are TypeScript files imported with a `?demo` query (`import Demo from './Demo.tsx?demo'`).
 * The query routes them through a loader that adds the modules the live editor needs and a
 * loader of the demo's code: the `?demo-code` import of the same file, which the same loader
 * turns into the TS source, the JS variant derived from it at build time, and both highlighted.
 * The component itself is compiled and server-rendered like any other module. The loader declares its own TypeScript files as
 * dependencies of every demo (demoLoader.ts), so the persistent cache rebuilds demos when they change.
 */
export default function pluginDemos() {
  return createLoaderPlugin(PluginName, {resourceQuery: /^\?demo(?:-code)?$/}, path.join(__dirname, 'demoLoader.ts'));
}
