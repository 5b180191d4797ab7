import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The shim that runs a TypeScript loader (the bundler `require`s loaders). */
export const TYPESCRIPT_LOADER = path.join(__dirname, 'typescriptLoader.js');

/** Which modules a rule applies to: their path (`test`) or their import's query (`resourceQuery`). */
export type ModuleCondition = {test: RegExp} | {resourceQuery: RegExp};

/** The builds a loader applies to: the browser's (`client`) or both it and the server's. */
export type LoaderBuilds = 'client' | 'client-and-server';

/** The options a loader made by createLoaderPlugin reads with `this.getOptions()`. */
export interface LoaderOptions {
  /** The loader's TypeScript file, which the shim runs. */
  module: string;
  /** Whether the module is built for the server's rendering (true) or for the browser. */
  isServer: boolean;
}

/**
 * The bundler rule that passes the modules matching `condition` through `loaderModule` (a
 * TypeScript file whose default export is a bundler loader), run by the shared shim, with the
 * options that say which build it loads for.
 */
export function typescriptLoaderRule(condition: ModuleCondition, loaderModule: string, isServer: boolean) {
  const options: LoaderOptions = {module: loaderModule, isServer};
  return {...condition, use: [{loader: TYPESCRIPT_LOADER, options}]};
}

/**
 * A plugin that passes the modules matching `condition` through `loaderModule`: a TypeScript file
 * whose default export is a bundler loader, for the client and the server build alike unless
 * `builds` is `client`. The loader's options (LoaderOptions) say which build it is loading for.
 */
export function createLoaderPlugin(
  name: string,
  condition: ModuleCondition,
  loaderModule: string,
  builds: LoaderBuilds = 'client-and-server',
): Plugin<void> {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (isServer && builds === 'client') return {};
      return {module: {rules: [typescriptLoaderRule(condition, loaderModule, isServer)]}};
    },
  };
}

/**
 * A plugin that resolves the imports made by the modules whose path matches `importer` with
 * `alias`, and leaves every other module's imports alone (a rule's `resolve` applies to the
 * requests of the modules the rule matches). Keys ending in `$` match the exact request.
 */
export function createImporterAliasPlugin(name: string, importer: RegExp, alias: Record<string, string>): Plugin<void> {
  return {
    name,
    configureWebpack() {
      return {module: {rules: [{test: importer, resolve: {alias}}]}};
    },
  };
}
