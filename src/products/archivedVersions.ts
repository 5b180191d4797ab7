/**
 * Archived majors served inside the site with Docusaurus docs versioning (the docs instance's
 * `versions` option, docusaurus.config.ts; the demos' packages: plugins/archived-versions), and
 * how a page's path maps between such a version and the latest one. Pure: the version menu and the
 * archived version's banner use it in the browser.
 */
export interface ArchivedVersion {
  /** The docs instance, which is also the product id and the first path segment. */
  readonly instanceId: 'material-ui';
  /** Docusaurus's version name: its folder (`<instance>_versioned_docs/version-<name>/`) and path segment. */
  readonly name: string;
  /** What the version menu and the banner call it. */
  readonly label: string;
  /** What the banner calls the latest version. */
  readonly latestLabel: string;
  /** The version's entry page, below its base path (`/material-ui/6.x`). */
  readonly entryPage: string;
  /** Pages that have another path in this version: latest page -> this version's page (below the instance's path). */
  readonly renamed: Readonly<Record<string, string>>;
  /** Pages of the latest version this version does not have. */
  readonly missing: readonly string[];
  /** Pages of this version the latest does not have. */
  readonly archivedOnly: readonly string[];
}

export const ARCHIVED_VERSIONS: readonly ArchivedVersion[] = [
  {
    instanceId: 'material-ui',
    name: '6.x',
    label: 'v6',
    latestLabel: 'v7',
    entryPage: '/getting-started',
    // v7 renamed Grid2 to Grid, and the older Grid to GridLegacy.
    renamed: {
      '/react-grid': '/react-grid2',
      '/react-grid-legacy': '/react-grid',
      '/api/grid': '/api/grid2',
      '/api/grid-legacy': '/api/grid',
    },
    missing: ['/api/init-color-scheme-script', '/api/table-pagination-actions', '/migration/upgrade-to-v7'],
    archivedOnly: ['/api/hidden'],
  },
];

/** The folder of an archived version's docs, relative to the site (Docusaurus's layout). */
export function versionedDocsDir(instanceId: string, versionName: string): string {
  return `${instanceId}_versioned_docs/version-${versionName}`;
}

/** Where an archived version's pages are served: `/material-ui/6.x`. */
export function archivedBasePath(version: ArchivedVersion): string {
  return `/${version.instanceId}/${version.name}`;
}

/** A path without query, hash and trailing slashes. */
function pageOf(pathname: string): string {
  return pathname.replace(/[?#].*$/, '').replace(/\/+$/, '');
}

/** The archived version a path is in, and the page's path below the version's base, if any. */
export function archivedVersionOf(pathname: string): {version: ArchivedVersion; page: string} | undefined {
  const path = pageOf(pathname);
  for (const version of ARCHIVED_VERSIONS) {
    const base = archivedBasePath(version);
    if (path === base || path.startsWith(`${base}/`)) return {version, page: path.slice(base.length)};
  }
  return undefined;
}

/**
 * The same page in `version` for a reader on `pathname` (a page of the latest version of its
 * instance): its path with a trailing slash, or undefined when that version does not have it.
 */
export function pathInArchivedVersion(pathname: string, version: ArchivedVersion): string | undefined {
  const latestBase = `/${version.instanceId}`;
  const path = pageOf(pathname);
  if (archivedVersionOf(path) || !(path === latestBase || path.startsWith(`${latestBase}/`))) return undefined;
  const page = path.slice(latestBase.length);
  if (version.missing.includes(page)) return undefined;
  return `${archivedBasePath(version)}${version.renamed[page] ?? page}/`;
}

/** The same page in the latest version for a reader on an archived version's page; undefined when it has none. */
export function pathInLatestVersion(pathname: string): string | undefined {
  const found = archivedVersionOf(pathname);
  if (!found) return undefined;
  const {version, page} = found;
  if (version.archivedOnly.includes(page)) return undefined;
  const renamedFrom = Object.entries(version.renamed).find(([, archived]) => archived === page)?.[0];
  if (renamedFrom === undefined && Object.hasOwn(version.renamed, page)) return undefined;
  return `/${version.instanceId}${renamedFrom ?? page}/`;
}
