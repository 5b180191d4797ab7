/**
 * The docs of every docs instance, from the content plugin-content-docs loaded (what postBuild
 * receives as `plugins`), so that URLs, titles and descriptions are the site's own.
 */
import path from 'node:path';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import type {LoadedPlugin} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';

/** Name of the docs plugin, as Docusaurus reports it. */
export const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/** A doc as the export needs it. */
export interface LoadedDoc extends Pick<DocMetadata, 'permalink' | 'title' | 'description'> {
  /** Absolute path of the doc's source file. */
  filePath: string;
}

/** The docs of one instance's current version, and the version's path (`/material-ui`). */
export interface LoadedInstance {
  versionPath: string;
  docs: LoadedDoc[];
}

/** The part of plugin-content-docs' LoadedContent read here. */
interface DocsContent {
  loadedVersions: {path: string; docs: Pick<DocMetadata, 'source' | 'permalink' | 'title' | 'description'>[]}[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isDocsContent(content: unknown): content is DocsContent {
  return (
    isRecord(content) &&
    Array.isArray(content.loadedVersions) &&
    content.loadedVersions.every(
      (version: unknown) =>
        isRecord(version) &&
        typeof version.path === 'string' &&
        Array.isArray(version.docs) &&
        version.docs.every(
          (doc: unknown) =>
            isRecord(doc) &&
            ['source', 'permalink', 'title', 'description'].every((key) => typeof doc[key] === 'string'),
        ),
    )
  );
}

/**
 * The current version's docs of every docs instance, by instance id. Throws, naming the
 * instance, when a docs plugin's content is not shaped as plugin-content-docs 3.x loads it.
 */
export function readLoadedDocs(
  plugins: readonly Pick<LoadedPlugin, 'name' | 'options' | 'content'>[],
  siteDir: string,
): Map<string, LoadedInstance> {
  const instances = new Map<string, LoadedInstance>();
  for (const plugin of plugins) {
    if (plugin.name !== DOCS_PLUGIN_NAME) continue;
    const id = plugin.options.id;
    const current = isDocsContent(plugin.content) ? plugin.content.loadedVersions[0] : undefined;
    if (!current) {
      throw new Error(
        `The content of docs instance "${id}" has no loadedVersions[0] with docs (source, permalink, title, description): has @docusaurus/plugin-content-docs changed?`,
      );
    }
    instances.set(id, {
      versionPath: current.path,
      docs: current.docs.map((doc) => ({
        filePath: path.join(siteDir, aliasedSitePathToRelativePath(doc.source)),
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
      })),
    });
  }
  return instances;
}
