import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-staged-startup';

/** Docusaurus's client entry, which plugins/lean/client/runtime/startup/clientEntry.ts imports after the earlier stages. */
export const DOCUSAURUS_CLIENT_ENTRY = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

/** The staged entry that replaces it. */
export const STAGED_CLIENT_ENTRY = path.resolve(__dirname, '../runtime/startup/clientEntry.ts');

/**
 * The client bundle's entry with Docusaurus's entry swapped for the staged one. Fails, naming both,
 * when the entry is not Docusaurus's: an upgrade that changes it must be looked at, not papered over.
 */
export function stagedEntry(entry: unknown): string {
  if (entry !== DOCUSAURUS_CLIENT_ENTRY) {
    throw new Error(
      `${PluginName}: expected the client bundle's entry to be ${DOCUSAURUS_CLIENT_ENTRY}, found ${JSON.stringify(entry)}. ` +
        'Check plugins/lean/client/runtime/startup/clientEntry.ts against the Docusaurus version in use.',
    );
  }
  return STAGED_CLIENT_ENTRY;
}

/** Runs the client startup in several main-thread tasks instead of one (plugins/lean/client/runtime/startup/stages.ts). */
export default function pluginStagedStartup(): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack(config, isServer) {
      if (!isServer) {
        config.entry = stagedEntry(config.entry);
      }
      return {};
    },
  };
}
