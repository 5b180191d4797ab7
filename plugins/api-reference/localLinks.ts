import {existsSync, readFileSync} from 'node:fs';
import {createSlugger} from '@docusaurus/utils';
import {findLocalDemoDoc, linkToDoc} from './demoLinks';
import type {DocsVersion} from './docsVersion';

/**
 * Links to upstream's docs (mui.com, v7.mui.com) in generated pages, pointed at this site's page
 * of the same path when it has one. Upstream serves another major version at mui.com, and its
 * anchors (`#button-classes-MuiButton-text`) are not ours; the build fails on a link to a missing
 * anchor, so an anchor is kept only when the target page has a heading with that id.
 */

/** An upstream docs URL: its path and anchor. */
const UPSTREAM_LINK = /https?:\/\/(?:v\d+\.)?mui\.com(\/[^\s)"'#>]*)?(?:#([^\s)"'>]*))?/g;

/** The ids of a page's headings, as Docusaurus gives them (explicit `{#id}` / `{/* #id *\/}`, else the slug). */
export function headingIds(mdx: string): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  let fenced = false;
  for (const line of mdx.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? undefined : /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const explicit = /\{(?:\/\*\s*)?#([\w-]+)(?:\s*\*\/)?\}\s*$/.exec(heading);
    if (explicit?.[1]) {
      ids.add(explicit[1]);
      continue;
    }
    const text = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .trim();
    ids.add(slugger.slug(text));
  }
  return ids;
}

/**
 * Upstream's API anchors, as the section of our API pages that holds the row: a class
 * (`#button-classes-MuiButton-text`, `#Drawer-css-MuiDrawer-paper`), a prop (`#button-prop-href`,
 * `#props`) or a slot. Other anchors are kept as written.
 */
export function apiSectionAnchor(anchor: string): string {
  if (/(?:^|-)(?:classes|css)-/.test(anchor)) return 'css-classes';
  if (/(?:^|-)props?(?:-|$)/.test(anchor)) return 'props';
  if (/(?:^|-)slots?(?:-|$)/.test(anchor)) return 'slots';
  return anchor;
}

/** What localizing links needs: the site, and the pages of this run (not on disk yet on a clean clone). */
export interface LinkSite {
  siteDir: string;
  /** The pages being generated, by absolute file, with their content. */
  rendered: ReadonlyMap<string, string>;
  /** The archived version the pages are in: links land in its docs, or on its upstream site. */
  version?: DocsVersion;
}

/**
 * Rewrites every upstream docs URL of a generated page: to this site's page when it has one
 * (a Markdown file link in the body, so the build checks it; the site route in the front
 * matter), with the anchor when the target has it; else to upstream's page of the version
 * documented here (`v7.mui.com` for Material UI and MUI System, the archived version's site for
 * its pages), which stays an external link. The pages of an archived version link its own docs
 * (`site.version`): a path of its instance is looked for in its folder, never in the latest's.
 */
export function localizeLinks(content: string, fromDir: string, site: LinkSite): string {
  const frontMatterEnd = content.startsWith('---\n') ? content.indexOf('\n---\n', 4) + 5 : 0;
  const anchorsOf = createAnchorReader(site.rendered);
  const exists = (file: string) => site.rendered.has(file) || existsSync(file);
  const rewrite = (inFrontMatter: boolean) => (url: string, pathname: string | undefined, hash: string | undefined) => {
    const doc = pathname
      ? findLocalDemoDoc(site.siteDir, url, {exists, ...(site.version ? {version: site.version} : {})})
      : undefined;
    if (!doc) return versionedUpstream(url, site.version?.upstreamOrigin);
    const anchor = hash && (doc.pathname.includes('/api/') ? apiSectionAnchor(hash) : hash);
    const suffix = anchor && anchorsOf(doc.file).has(anchor) ? `#${anchor}` : '';
    const link = linkToDoc(doc, site.siteDir, fromDir);
    return `${inFrontMatter ? `${doc.pathname}/` : /^[./]/.test(link) ? link : `./${link}`}${suffix}`;
  };
  const head = content.slice(0, frontMatterEnd).replace(UPSTREAM_LINK, rewrite(true));
  return head + content.slice(frontMatterEnd).replace(UPSTREAM_LINK, rewrite(false));
}

/**
 * Material UI and MUI System moved on at mui.com; their v7 docs are at v7.mui.com, and an archived
 * version's at its own site (`https://v6.mui.com`).
 */
export function versionedUpstream(url: string, origin = 'https://v7.mui.com'): string {
  return url.replace(/^https?:\/\/mui\.com\/(material-ui|system)\//, `${origin}/$1/`);
}

function createAnchorReader(rendered: ReadonlyMap<string, string>): (file: string) => Set<string> {
  const cache = new Map<string, Set<string>>();
  return (file) => {
    let ids = cache.get(file);
    if (!ids) {
      const text = rendered.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : '');
      ids = headingIds(text);
      cache.set(file, ids);
    }
    return ids;
  };
}
