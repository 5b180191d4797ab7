import {existsSync} from 'node:fs';
import path from 'node:path';
import {docLocation, type DocsVersion} from '../docsVersion';

/** Upstream's docs hosts: mui.com and its per-version copies (`v7.mui.com`). */
export const UPSTREAM_URL = /https?:\/\/(?:v\d+\.)?mui\.com(\/[^\s)"'#>]*)?(#[^\s)"'>]*)?/g;

/** One link to upstream's docs in a generated page. */
export interface UpstreamLink {
  url: string;
  pathname: string;
  /** True when this site has a page at that path (so the link should have stayed here). */
  local: boolean;
}

/** Where the pages of a reference look for this site's docs. */
export interface LocalDocs {
  siteDir: string;
  /** The latest docs, `<siteDir>/docs`. */
  docsDir: string;
  /** The archived version the pages are in: paths of its instance are its docs. */
  version?: DocsVersion | undefined;
}

/**
 * Whether the site has the page an upstream path names (`/material-ui/api/button/`): in `docs/`,
 * or, for the pages of an archived version, in that version's folder.
 */
export function hasLocalPage(docs: LocalDocs, pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '');
  if (!/^\/[a-z0-9/_-]+$/i.test(trimmed)) return false;
  const location = docLocation(trimmed, {
    siteDir: docs.siteDir,
    docsDir: docs.docsDir,
    ...(docs.version ? {version: docs.version} : {}),
  });
  const base = path.join(location.dir, location.relative);
  return [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')].some((file) =>
    existsSync(file),
  );
}

/** Every link to upstream's docs in a page's text (front matter included), each marked local or not. */
export function findUpstreamLinks(text: string, docs: LocalDocs): UpstreamLink[] {
  return [...text.matchAll(UPSTREAM_URL)].map((match) => {
    const pathname = match[1] ?? '/';
    return {url: match[0], pathname, local: hasLocalPage(docs, pathname)};
  });
}
