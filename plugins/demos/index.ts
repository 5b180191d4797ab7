import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createLoaderPlugin} from '../shared/bundlerRules';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-demos';

/** Options of the plugin: what the site config passes. */
export interface DemosOptions {
  /** The MUI X licence key for the Pro and Premium demos (`MUI_X_LICENSE_KEY`); unset: watermark. */
  xLicenseKey?: string;
}

/**
 * Demos are TypeScript files imported with a `?demo` query (`import Demo from './Demo.tsx?demo'`).
 * The query routes them through a loader that adds the modules the live editor needs and a
 * loader of the demo's code: the `?demo-code` import of the same file, which the same loader
 * turns into the TS source, the JS variant derived from it at build time, and both highlighted.
 * The component itself is compiled and server-rendered like any other module. The loader declares its own TypeScript files as
 * dependencies of every demo (demoLoader.ts), so the persistent cache rebuilds demos when they change.
 *
 * The licence key reaches the bundles as `process.env.MUI_X_LICENSE_KEY` (the bundler's define
 * plugin), read by src/components/XLicense/licenseKey.ts only: the pages of Pro and Premium
 * demos carry it, no other page does.
 */
export default function pluginDemos(_context: unknown, options: DemosOptions = {}): Plugin<void> {
  const loader = createLoaderPlugin(
    PluginName,
    {resourceQuery: /^\?demo(?:-code)?$/},
    path.join(__dirname, 'demoLoader.ts'),
  );
  return {
    ...loader,
    configureWebpack(config, isServer, utils, content) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {
        ...loader.configureWebpack?.(config, isServer, utils, content),
        plugins: [new DefinePlugin({'process.env.MUI_X_LICENSE_KEY': JSON.stringify(options.xLicenseKey ?? '')})],
      };
    },
  };
}
