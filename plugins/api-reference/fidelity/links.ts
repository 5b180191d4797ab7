import {existsSync} from 'node:fs';
import path from 'node:path';

/** Upstream's docs hosts: mui.com and its per-version copies (`v7.mui.com`). */
export const UPSTREAM_URL = /https?:\/\/(?:v\d+\.)?mui\.com(\/[^\s)"'#>]*)?(#[^\s)"'>]*)?/g;

/** One link to upstream's docs in a generated page. */
export interface UpstreamLink {
  url: string;
  pathname: string;
  /** True when this site has a page at that path (so the link should have stayed here). */
  local: boolean;
}

/** Whether `docs/` holds a page served at `pathname` (`/material-ui/api/button/`). */
export function hasLocalPage(docsDir: string, pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '');
  if (!/^\/[a-z0-9/_-]+$/i.test(trimmed)) return false;
  const base = path.join(docsDir, trimmed);
  return [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx'), path.join(base, 'index.md')].some((file) =>
    existsSync(file),
  );
}

/** Every link to upstream's docs in a page's text (front matter included), each marked local or not. */
export function findUpstreamLinks(text: string, docsDir: string): UpstreamLink[] {
  return [...text.matchAll(UPSTREAM_URL)].map((match) => {
    const pathname = match[1] ?? '/';
    return {url: match[0], pathname, local: hasLocalPage(docsDir, pathname)};
  });
}
