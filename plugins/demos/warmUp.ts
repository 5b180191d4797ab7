import fs from 'node:fs/promises';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import {aliasedSitePathToRelativePath} from '@docusaurus/utils';

/** A `?demo` import of an MDX page: `from './demos/button/BasicButtons.tsx?demo'`. */
const DEMO_IMPORT = /\bfrom\s+(["'])([^"'\n]+)\?demo\1/g;

/**
 * The demo files `mdxSource` (the page `mdxFile`) imports with `?demo`, as absolute paths, once
 * each: relative ones from the page's folder, `@site/` ones from `siteDir`. Others (a package's
 * path) are left out.
 */
export function demoFilesImportedBy(mdxSource: string, mdxFile: string, siteDir: string): string[] {
  const files = new Set<string>();
  for (const [, , specifier = ''] of mdxSource.matchAll(DEMO_IMPORT)) {
    if (specifier.startsWith('.')) files.add(path.resolve(path.dirname(mdxFile), specifier));
    else if (specifier.startsWith('@site/')) files.add(path.join(siteDir, specifier.slice('@site/'.length)));
  }
  return [...files];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The source files of every doc of every version the docs plugins loaded (`allContent`, as
 * allContentLoaded receives it), as absolute paths. Content of another shape gives none.
 */
export function docFilesOf(allContent: AllContent, siteDir: string): string[] {
  const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {});
  return instances.flatMap((content) => {
    const versions = isRecord(content) && Array.isArray(content.loadedVersions) ? content.loadedVersions : [];
    return versions.flatMap((version: unknown) =>
      isRecord(version) && Array.isArray(version.docs)
        ? version.docs.flatMap((doc: unknown) =>
            isRecord(doc) && typeof doc.source === 'string'
              ? [path.join(siteDir, aliasedSitePathToRelativePath(doc.source))]
              : [],
          )
        : [],
    );
  });
}

/**
 * Asks `codeOf` for the code of every demo the docs import, without waiting for it, so the worker
 * derives demos while the bundler compiles pages: left to the loader, the first request would come
 * once the pages that import demos were compiled, half-way through the build. A file that cannot
 * be read is left to the loader, which reports it; a failed derivation likewise.
 */
export async function warmDemoCode(
  docFiles: readonly string[],
  siteDir: string,
  codeOf: (source: string, file: string) => Promise<unknown>,
): Promise<number> {
  const read = (file: string) => fs.readFile(file, 'utf8').catch(() => undefined);
  const pages = await Promise.all(docFiles.map(async (file) => ({file, source: await read(file)})));
  const demoFiles = new Set(
    pages.flatMap(({file, source}) => (source === undefined ? [] : demoFilesImportedBy(source, file, siteDir))),
  );
  const demos = await Promise.all([...demoFiles].map(async (file) => ({file, source: await read(file)})));
  let asked = 0;
  for (const {file, source} of demos) {
    if (source === undefined) continue;
    codeOf(source, file).catch(() => {});
    asked++;
  }
  return asked;
}
