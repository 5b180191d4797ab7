import {readFileSync} from 'node:fs';
import path from 'node:path';
import {servedPathname, type DocsVersion} from '../api-reference/docsVersion';
import {MANIFEST_FILE, isComponentsManifest, manifestPageFile, type ManifestPage} from '../api-reference/manifest';

/** Where a reference's generated pages are (the fields of src/products/apiReferences.ts this plugin reads). */
export interface ApiReferenceFolder {
  /** The folder of the pages and of `_components.json`, relative to the site. */
  outDir: string;
  /** The URL of that folder (`/material-ui/api`); within `docsVersion` when given. */
  routeBasePath: string;
  /** The archived docs version of the pages (`/material-ui/api/button` is served at `/material-ui/6.x/api/button`). */
  docsVersion?: DocsVersion;
}

/** The generated API pages of the site, as their manifests list them. */
export interface ApiPageIndex {
  /** Pages by absolute file. */
  byFile: ReadonlyMap<string, ManifestPage>;
  /** Pages by the pathname the site serves them at, without trailing slash (an archived version's under its route). */
  byPathname: ReadonlyMap<string, ManifestPage>;
  /** Each reference's absolute folder and route: a link into one names a generated page. */
  roots: readonly {dir: string; routeBasePath: string}[];
}

/** What a link of a page's `## API` section points at. */
export type ApiLinkTarget =
  | {kind: 'page'; page: ManifestPage}
  /** Into a reference's folder or route, but to no page its manifest lists. */
  | {kind: 'missing'};

/** Reads every reference's `_components.json` (a missing or unreadable one lists no page). */
export function loadApiPageIndex(siteDir: string, references: readonly ApiReferenceFolder[]): ApiPageIndex {
  const byFile = new Map<string, ManifestPage>();
  const byPathname = new Map<string, ManifestPage>();
  const folders = references.map((reference) => ({
    dir: path.resolve(siteDir, reference.outDir),
    routeBasePath: servedPathname(reference.routeBasePath.replace(/\/+$/, ''), reference.docsVersion),
    version: reference.docsVersion,
  }));
  const roots = folders.map(({dir, routeBasePath}) => ({dir, routeBasePath}));
  for (const {dir, version} of folders) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
    } catch {
      continue;
    }
    if (!isComponentsManifest(parsed)) continue;
    for (const page of parsed.pages) {
      byFile.set(path.resolve(dir, manifestPageFile(page)), page);
      // Absolute links are not versioned: a link to an archived version's page names its route.
      byPathname.set(servedPathname(page.pathname.replace(/\/+$/, ''), version), page);
    }
  }
  return {byFile, byPathname, roots};
}

function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The generated page a link of `pageFile` points at: a file link (`./api/button.mdx`) by its
 * file, a site link (`/base-ui/react-button/components-api/#button`) by its pathname. Undefined
 * for a link that is not into a reference's folder or route (an external or another doc page).
 */
export function resolveApiLink(url: string, pageFile: string, index: ApiPageIndex): ApiLinkTarget | undefined {
  const target = url.replace(/[?#].*$/, '');
  if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  if (target.startsWith('/')) {
    const pathname = target.replace(/\/+$/, '');
    const page = index.byPathname.get(pathname);
    if (page) return {kind: 'page', page};
    const inRoute = index.roots.some(({routeBasePath}) => pathname.startsWith(`${routeBasePath}/`));
    return inRoute ? {kind: 'missing'} : undefined;
  }
  if (!/\.mdx?$/.test(target)) return undefined;
  const file = path.resolve(path.dirname(pageFile), decodeURIComponent(target));
  const page = index.byFile.get(file);
  if (page) return {kind: 'page', page};
  return index.roots.some(({dir}) => isInside(file, dir)) ? {kind: 'missing'} : undefined;
}

/** A run of the sentence: text, or code. */
export interface SentencePart {
  code: boolean;
  text: string;
}

/** The sentence added after an API link: "Theme key: `MuiButton` (`theme.components.MuiButton.defaultProps` and `styleOverrides`)." */
export function themeKeySentence(themeKey: string): SentencePart[] {
  return [
    {code: false, text: 'Theme key: '},
    {code: true, text: themeKey},
    {code: false, text: ' ('},
    {code: true, text: `theme.components.${themeKey}.defaultProps`},
    {code: false, text: ' and '},
    {code: true, text: 'styleOverrides'},
    {code: false, text: ').'},
  ];
}

/** The heading text of the section whose links get the sentence. */
export const API_HEADING = 'API';

/** The error for links to API pages that were not generated, naming the page and each link. */
export function missingPagesError(pageFile: string, urls: readonly string[]): Error {
  return new Error(
    `The "## ${API_HEADING}" section of ${pageFile} links to API pages that \`npm run generate:api\` does not generate: ${urls.join(', ')}. Fix the links, or the references in src/products/apiReferences.ts.`,
  );
}
