import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {docLocation, inSameDocsFolder, type DocsVersion} from './docsVersion';
import type {ComponentApi} from './types';

export {DOCS_ROOT} from './docsVersion';

/** The doc of this site at the path of an upstream demo URL (`https://mui.com/material-ui/react-button/`). */
export interface LocalDemoDoc {
  /** Absolute path of the doc file. */
  file: string;
  /** Its route on this site, without trailing slash (`/material-ui/react-button`, `/material-ui/6.x/react-button`). */
  pathname: string;
}

/** Where a reference's pages look for this site's docs. */
export interface DocsLookup {
  /** Files that exist besides those on disk (pages generated in the same run). */
  exists?: (file: string) => boolean;
  /** The archived version the pages are in: upstream paths of its instance are looked for in its folder. */
  version?: DocsVersion;
}

/**
 * The doc of this site at the path of an upstream URL (any host: only the path counts), among the
 * files on disk or those `exists` also knows of (pages generated in the same run). For the pages of
 * an archived version, a path of its instance (`/material-ui/react-button`) is that version's doc.
 */
export function findLocalDemoDoc(
  siteDir: string,
  href: string,
  {exists = existsSync, version}: DocsLookup = {},
): LocalDemoDoc | undefined {
  let pathname: string;
  try {
    pathname = new URL(href).pathname.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  if (!/^\/[a-z0-9/-]+$/.test(pathname)) return undefined;
  const location = docLocation(pathname, {siteDir, ...(version ? {version} : {})});
  const base = path.join(location.dir, location.relative);
  const file = [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx')].find((candidate) => exists(candidate));
  return file ? {file, pathname: location.route} : undefined;
}

/**
 * How the generated pages in `outDir` link a doc: as a Markdown file relative to them when it is
 * in the same docs folder (instance, and version), else by its route, since Markdown file links
 * cannot cross docs instances. The build checks both kinds.
 */
export function linkToDoc(doc: LocalDemoDoc, siteDir: string, outDir: string): string {
  if (!inSameDocsFolder(siteDir, doc.file, outDir)) return `${doc.pathname}/`;
  return path.relative(outDir, doc.file).split(path.sep).join('/');
}

/**
 * The link to the doc of this site at the path of an upstream demo URL
 * (`https://mui.com/material-ui/react-button/` -> `../react-button.mdx`, or
 * `/material-ui/react-button/` from another docs instance), or undefined when this site has no
 * such doc.
 */
export function findLocalDemoLink(
  siteDir: string,
  outDir: string,
  href: string,
  version?: DocsVersion,
): string | undefined {
  const doc = findLocalDemoDoc(siteDir, href, version ? {version} : {});
  return doc ? linkToDoc(doc, siteDir, outDir) : undefined;
}

/** Front matter of a doc, read once per generation run however many components it demos. */
export type FrontMatterReader = (file: string) => Promise<Record<string, unknown>>;

/** A {@link FrontMatterReader} that reads and parses each file once. */
export function createFrontMatterReader(): FrontMatterReader {
  const read = new Map<string, Promise<Record<string, unknown>>>();
  return (file) => {
    let frontMatter = read.get(file);
    if (!frontMatter) {
      frontMatter = fs
        .readFile(file, 'utf8')
        .then(async (fileContent) => (await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent})).frontMatter);
      read.set(file, frontMatter);
    }
    return frontMatter;
  };
}

/**
 * A description for a component whose declarations have none (most of @mui/material's): the
 * front matter description of a page of this site that demos it, with a link to that page. The
 * page named after the component comes first (Button: the Button page, not Button Group), and
 * only pages of the same docs instance (and version) count: Material UI's Snackbar page does not
 * describe Base UI's Snackbar. Undefined when no such page has a description.
 */
export async function describeFromDemoPage(
  component: Pick<ComponentApi, 'name' | 'kebabName' | 'demos'>,
  siteDir: string,
  outDir: string,
  readFrontMatter: FrontMatterReader = createFrontMatterReader(),
  version?: DocsVersion,
): Promise<string | undefined> {
  const ownPage = (href: string) => (href.replace(/\/+$/, '').endsWith(`/react-${component.kebabName}`) ? 0 : 1);
  const demos = [...component.demos].sort((a, b) => ownPage(a.href) - ownPage(b.href));
  for (const demo of demos) {
    const doc = findLocalDemoDoc(siteDir, demo.href, version ? {version} : {});
    if (!doc || !inSameDocsFolder(siteDir, doc.file, outDir)) continue;
    const {description, title} = await readFrontMatter(doc.file);
    if (typeof description !== 'string' || description.trim() === '') continue;
    const pageTitle = typeof title === 'string' ? title : demo.title;
    return `${description.trim()} ${component.name} is demonstrated on the [${pageTitle}](${linkToDoc(doc, siteDir, outDir)}) page.`;
  }
  return undefined;
}
