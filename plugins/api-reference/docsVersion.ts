import path from 'node:path';

/** Where this site keeps the docs of each instance's latest version: `docs/<product>/...`, the URL path of each page. */
export const DOCS_ROOT = 'docs';

/**
 * An archived docs version a reference's pages belong to (plugin option `docsVersion`, see
 * plugins/archived-versions): Material UI v6's docs are in `material-ui_versioned_docs/version-6.x/`
 * and served under `/material-ui/6.x/`. The reference's pathnames (`routeBasePath`, `pages`, the
 * manifest) are written as for the latest version (`/material-ui/api/button`): a Docusaurus doc id
 * is the same in every version (`api/button`), and the page trees match pathnames to doc ids so.
 * Docusaurus serves them under the version's route; links between its files stay in it.
 */
export interface DocsVersion {
  /** The docs instance's route, which the pathnames of the version's pages start with: `/material-ui`. */
  instanceRoute: string;
  /** Where Docusaurus serves the version: `/material-ui/6.x`. */
  route: string;
  /** The version's docs folder, relative to the site (or absolute): `material-ui_versioned_docs/version-6.x`. */
  path: string;
  /** Upstream's site of the version, for links to its pages this site lacks: `https://v6.mui.com`. */
  upstreamOrigin: string;
}

/** Where the doc at a pathname is looked for. */
export interface DocLocation {
  /** The docs folder holding it (`<site>/docs`, or the version's folder). */
  dir: string;
  /** The pathname below that folder: `/material-ui/react-button` under `docs/`, `/react-button` in a version's. */
  relative: string;
  /** The route Docusaurus serves it at, without trailing slash: `/material-ui/6.x/react-button`. */
  route: string;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The folder and route of the doc at `pathname` (a path of the latest version's form): in the
 * version's folder when a version is given and the pathname is in its instance, else in the latest
 * docs (`docsDir`, by default `<siteDir>/docs`): other instances are not versioned.
 */
export function docLocation(
  pathname: string,
  {
    siteDir,
    docsDir = path.join(siteDir, DOCS_ROOT),
    version,
  }: {siteDir: string; docsDir?: string; version?: DocsVersion},
): DocLocation {
  if (version && isUnder(pathname, version.instanceRoute)) {
    const relative = pathname.slice(version.instanceRoute.length);
    return {dir: path.resolve(siteDir, version.path), relative, route: `${version.route}${relative}`};
  }
  return {dir: docsDir, relative: pathname, route: pathname};
}

/** The route Docusaurus serves a pathname of the reference at (`/material-ui/api/button` -> `/material-ui/6.x/api/button`). */
export function servedPathname(pathname: string, version?: DocsVersion): string {
  return version && isUnder(pathname, version.instanceRoute)
    ? `${version.route}${pathname.slice(version.instanceRoute.length)}`
    : pathname;
}

/**
 * The docs plugin folder a file is in: `docs/<instance>` for a latest version, or
 * `<instance>_versioned_docs/version-<name>` for an archived one. Markdown file links work within
 * one such folder only (across instances they cannot; across versions they would leave the version).
 */
export function docsFolderOf(siteDir: string, file: string): string | undefined {
  const [first, second] = path.relative(siteDir, file).split(path.sep);
  if (first === undefined || second === undefined || first === '..') return undefined;
  return first === DOCS_ROOT || first.endsWith('_versioned_docs') ? `${first}/${second}` : undefined;
}

/** Whether two files are in the same docs plugin folder (see {@link docsFolderOf}). */
export function inSameDocsFolder(siteDir: string, a: string, b: string): boolean {
  const folder = docsFolderOf(siteDir, a);
  return folder !== undefined && folder === docsFolderOf(siteDir, b);
}
