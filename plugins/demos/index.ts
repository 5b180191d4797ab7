import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createLoaderPlugin} from '../shared/bundlerRules';
import {DEMO_PREVIEW_CHUNK_PREFIX} from './demoModule';
import {sharedDemoCode} from './derivePool';
import {docFilesOf, warmDemoCode} from './warmUp';

/**
 * The chunks Docusaurus's `common` chunk group weighs, by name: route chunks, not demo previews.
 * The group gathers the modules that half as many chunks as the site has pages import, for every
 * page to share; counted over the ~1,700 previews too, it took in emotion and Material UI's core,
 * which every page then loaded (40 KB gz more on a guide page). Previews share libraries through
 * the vendor group instead, as route chunks do. A RegExp, not a function: the bundler tests a
 * RegExp itself, while a function is a call into JavaScript per chunk, each awaited by the
 * bundler (5 s of the client build's chunk splitting, over ~7,000 chunks). Unnamed chunks (demo
 * code, lazy parts of the theme) do not match, so the group neither counts nor splits them.
 */
export const ROUTE_CHUNK_NAME = new RegExp(`^(?!${DEMO_PREVIEW_CHUNK_PREFIX})`);

/** Whether a chunk of this name is a route's, not a demo preview's (ROUTE_CHUNK_NAME). */
export function isRouteChunkName(name: string): boolean {
  return ROUTE_CHUNK_NAME.test(name);
}

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-demos';

/** Options of the plugin: what the site config passes. */
export interface DemosOptions {
  /** The MUI X licence key for the Pro and Premium demos (`MUI_X_LICENSE_KEY`); unset: watermark. */
  xLicenseKey?: string;
}

/**
 * Demos are TypeScript files imported with a `?demo` query (`import Demo from './Demo.tsx?demo'`).
 * The query routes them through a loader that gives the demo's id and two loaders: of what it
 * renders (the `?demo-preview` import of the same file: the component, its island and the modules
 * the live editor needs) and of its code (`?demo-code`: the TS source, the JS variant derived from
 * it at build time, and both highlighted). The component itself is compiled and server-rendered
 * like any other module. The loader declares its own TypeScript files as
 * dependencies of every demo (demoLoader.ts), so the persistent cache rebuilds demos when they change.
 *
 * The licence key reaches the bundles as `process.env.MUI_X_LICENSE_KEY` (the bundler's define
 * plugin), read by src/components/XLicense/licenseKey.ts only: the pages of Pro and Premium
 * demos carry it, no other page does.
 */
export default function pluginDemos(context: {siteDir: string}, options: DemosOptions = {}): Plugin<void> {
  const loader = createLoaderPlugin(
    PluginName,
    {resourceQuery: /^\?demo(?:-code|-preview)?$/},
    path.join(__dirname, 'demoLoader.ts'),
  );
  return {
    ...loader,
    // The docs are known before the bundler starts: their demos' code is derived meanwhile (warmUp.ts).
    async allContentLoaded({allContent}) {
      await warmDemoCode(docFilesOf(allContent, context.siteDir), context.siteDir, sharedDemoCode());
    },
    configureWebpack(config, isServer, utils, content) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {
        ...loader.configureWebpack?.(config, isServer, utils, content),
        plugins: [new DefinePlugin({'process.env.MUI_X_LICENSE_KEY': JSON.stringify(options.xLicenseKey ?? '')})],
        ...(isServer ? {} : {optimization: {splitChunks: {cacheGroups: {common: {chunks: ROUTE_CHUNK_NAME}}}}}),
      };
    },
  };
}
