import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {createModuleReplacementPlugin} from '../shared/moduleReplacement';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-staged-startup';

/** Docusaurus's client entry, which src/startup/clientEntry.ts imports after the earlier stages. */
export const DOCUSAURUS_CLIENT_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

/** The staged entry that replaces it. */
export const STAGED_CLIENT_ENTRY = path.resolve(__dirname, '../../src/startup/clientEntry.ts');

/**
 * The client bundle's entry with Docusaurus's entry swapped for the staged one. Fails, naming both,
 * when the entry is not Docusaurus's: an upgrade that changes it must be looked at, not papered over.
 */
export function stagedEntry(entry: unknown): string {
  if (entry !== DOCUSAURUS_CLIENT_ENTRY) {
    throw new Error(
      `${PluginName}: expected the client bundle's entry to be ${DOCUSAURUS_CLIENT_ENTRY}, found ${JSON.stringify(entry)}. ` +
        'Check src/startup/clientEntry.ts against the Docusaurus version in use.',
    );
  }
  return STAGED_CLIENT_ENTRY;
}

/** Docusaurus's browser context (`useIsBrowser`), and the one that flips it in a transition. */
const BROWSER_CONTEXT = require.resolve('@docusaurus/core/lib/client/browserContext.js');
const TRANSITION_BROWSER_CONTEXT = path.resolve(__dirname, '../../src/startup/browserContext.tsx');

/**
 * Runs the client startup in several main-thread tasks instead of one (src/startup/stages.ts),
 * and the re-render that follows hydration as a transition (src/startup/browserContext.tsx).
 */
export default function pluginStagedStartup(): Plugin<void> {
  const browserContext = createModuleReplacementPlugin(PluginName, BROWSER_CONTEXT, TRANSITION_BROWSER_CONTEXT);
  return {
    name: PluginName,
    configureWebpack(config, isServer, ...rest) {
      if (!isServer) {
        config.entry = stagedEntry(config.entry);
      }
      return browserContext.configureWebpack?.(config, isServer, ...rest) ?? {};
    },
  };
}
