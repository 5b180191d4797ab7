import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {ARCHIVED_VERSIONS, versionedDocsDir, type ArchivedVersion} from '../../src/products/archivedVersions';
import {resolvePackageDir as packageDir} from '../api-reference/extract/program';
import {ARCHIVED_PACKAGES} from './versions';

/** The plugin's browser code (the archived demos' island), which the rule also compiles against the archived packages. */
const RUNTIME_DIR = path.join(__dirname, 'runtime');

/** Name of the plugin, as Docusaurus reports it. */
export const PluginName = 'docusaurus-plugin-archived-versions';

/**
 * The bundler rule that makes an archived version's demos run that version: the modules of its docs
 * folder, and of its aliased packages (whose peers would otherwise resolve to the site's own
 * copies), import `@mui/material` and the rest as the aliases installed for it.
 */
export function archivedVersionRule(version: ArchivedVersion, siteDir: string) {
  const packages = ARCHIVED_PACKAGES[version.name] ?? {};
  const aliasDirs = Object.values(packages).map((installedAs) => packageDir(installedAs, siteDir));
  const alias = Object.fromEntries(
    Object.entries(packages).map(([name, installedAs]) => [name, packageDir(installedAs, siteDir)]),
  );
  return {
    include: [path.join(siteDir, versionedDocsDir(version.instanceId, version.name)), ...aliasDirs, RUNTIME_DIR],
    resolve: {alias},
  };
}

/** Archived majors in the site (src/products/archivedVersions.ts): their demos run the archived packages (versions.ts). */
export default function pluginArchivedVersions(context: {siteDir: string}): Plugin<void> {
  return {
    name: PluginName,
    configureWebpack() {
      return {module: {rules: ARCHIVED_VERSIONS.map((version) => archivedVersionRule(version, context.siteDir))}};
    },
  };
}
