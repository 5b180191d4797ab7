import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {CacheKey} from './cache';
import {createFrontMatterReader, describeFromDemoPage, findLocalDemoLink} from './demoLinks';
import {docLocation, type DocsVersion} from './docsVersion';
import {localizeLinks} from './localLinks';
import {MANIFEST_FILE, manifestPageFile, readManifest, type ComponentsManifest, type ManifestPage} from './manifest';
import {isGeneratedFile, writeIfChanged} from './outputFiles';
import {
  GENERATED_MARKER,
  itemDescription,
  renderIndexPage,
  renderItemsPage,
  sectionAnchor,
  themeKey,
  type ApiItem,
} from './renderPage';
import {checkPageSpecs, exportedName, pageItems, type ApiPageSpec} from './selection';
import type {PackageApi} from './types';

/** What writing a reference's named pages needs from the generation options. */
export interface SelectedPagesOptions {
  packageName: string;
  /** The name the pages show for the package (plugin option `importName`); defaults to `packageName`. */
  importName?: string;
  /** The archived docs version the pages are in (plugin option `docsVersion`): they are written in its folder. */
  docsVersion?: DocsVersion;
  routeBasePath: string;
  outDir: string;
  /** The other packages items were looked up in, lowest tier first (plugin option `extraPackages`). */
  extraPackages?: readonly string[];
  /** An index page listing every page, at this pathname (plugin option `indexPage`). */
  indexPage?: {pathname: string; title: string};
}

/** One page written, as generation reports it. */
export interface WrittenPage {
  kebabName: string;
  title: string;
  file: string;
}

/**
 * The doc file Docusaurus serves at `pathname`: `a/b.mdx`, or `a/b/index.mdx` when `b.mdx` would
 * be read as the index of its folder `a` (`/x/api/data-grid/data-grid`: a file named after its
 * folder is that folder's index, see src/page-trees/docPathname.ts).
 */
export function docFileFor(docsDir: string, pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = (segments.at(-1) ?? '').toLowerCase();
  const parent = segments.at(-2)?.toLowerCase();
  const isIndexName = last === 'index' || last === 'readme' || last === parent;
  return isIndexName ? path.join(docsDir, pathname, 'index.mdx') : path.join(docsDir, `${pathname}.mdx`);
}

/**
 * The doc file of a page of a reference: {@link docFileFor} in the latest docs (`docsDir`), or, for
 * a reference of an archived version, in the version's folder (`/material-ui/api/loading-button` ->
 * `material-ui_versioned_docs/version-6.x/api/loading-button.mdx`).
 */
export function pageFileFor(
  pathname: string,
  {siteDir, docsDir, version}: {siteDir: string; docsDir: string; version?: DocsVersion | undefined},
): string {
  const location = docLocation(pathname, {siteDir, docsDir, ...(version ? {version} : {})});
  return docFileFor(location.dir, location.relative);
}

/** Whether a page shows its items as anchored sections (several items, or asked for). */
function isSectioned(spec: ApiPageSpec): boolean {
  return spec.sectioned === true || pageItems(spec).length > 1;
}

/** The documented item of each name, by kind. */
function itemsByName(api: PackageApi): Map<string, ApiItem> {
  return new Map<string, ApiItem>([
    ...api.components.map((component) => [component.name, {kind: 'component', api: component}] as const),
    ...api.hooks.map((hook) => [hook.name, {kind: 'hook', api: hook}] as const),
    ...api.interfaces.map((entry) => [entry.name, {kind: 'interface', api: entry}] as const),
  ]);
}

/** A Markdown link from a page's folder to another page's file, with an anchor when it shares its page. */
function relativeLink(fromDir: string, file: string, anchor?: string): string {
  const link = path.relative(fromDir, file).split(path.sep).join('/');
  return `${link.startsWith('.') ? link : `./${link}`}${anchor ? `#${anchor}` : ''}`;
}

/**
 * Writes the pages a reference names (option `pages`), each at `docs/<pathname>.mdx`, and the
 * manifest listing them. A name that the packages do not export as that kind fails the run,
 * naming every such name; generated pages of a previous run that are no longer produced are
 * deleted, and a page a person wrote (no `generated: true` marker) is never overwritten.
 */
export async function writeSelectedPages(
  options: SelectedPagesOptions,
  specs: readonly ApiPageSpec[],
  {siteDir, docsDir}: {siteDir: string; docsDir: string},
  key: CacheKey,
  api: PackageApi,
): Promise<WrittenPage[]> {
  const problems = checkPageSpecs(specs, options.routeBasePath);
  const items = itemsByName(api);
  for (const spec of specs) {
    for (const {kind, name} of pageItems(spec)) {
      if (items.get(exportedName(name))?.kind !== kind)
        problems.push(`${spec.pathname}: ${options.packageName} has no ${kind} ${name}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The API pages of ${options.packageName} cannot be generated:\n  - ${problems.join('\n  - ')}`);
  }
  const outDir = path.resolve(siteDir, options.outDir);
  const displayDir = options.outDir.split(path.sep).join('/');
  const version = options.docsVersion;
  const fileOf = (pathname: string) => pageFileFor(pathname, {siteDir, docsDir, version});
  // Where each component is documented, for links between pages (inheritance).
  const componentPage = new Map<string, {file: string; shared: boolean}>();
  for (const spec of specs) {
    for (const name of spec.components ?? []) {
      componentPage.set(exportedName(name), {file: fileOf(spec.pathname), shared: isSectioned(spec)});
    }
  }
  const readFrontMatter = createFrontMatterReader();
  const byName = new Map(api.components.map((component) => [component.name, component]));
  const pages = await Promise.all(
    specs.map(async (spec) => {
      const file = fileOf(spec.pathname);
      const dir = path.dirname(file);
      const pageItemsOf = await Promise.all(
        pageItems(spec).map(async ({name}): Promise<ApiItem> => {
          const item = items.get(exportedName(name)) as ApiItem;
          if (item.kind !== 'component' || item.api.description) return item;
          const description = await describeFromDemoPage(item.api, siteDir, dir, readFrontMatter, version);
          return {kind: 'component', api: {...item.api, description: description ?? ''}};
        }),
      );
      const [first] = pageItemsOf as [ApiItem, ...ApiItem[]];
      const title = spec.title ?? `${first.api.name} API`;
      const content = renderItemsPage(
        pageItemsOf,
        {title, sectioned: isSectioned(spec)},
        {
          generated: new Set(componentPage.keys()),
          localDemoLink: (href) => findLocalDemoLink(siteDir, dir, href, version),
          componentOf: (name) => byName.get(name),
          componentLink: (name, kebabName) => {
            const target = componentPage.get(name);
            return target
              ? relativeLink(dir, target.file, target.shared ? kebabName : undefined)
              : `./${kebabName}.mdx`;
          },
        },
      );
      const key = pageItemsOf.length === 1 && first.kind === 'component' ? themeKey(first.api) : undefined;
      const manifestPage: ManifestPage = {
        name: first.api.name,
        kebabName: path.basename(spec.pathname),
        title,
        pathname: spec.pathname,
        file: path.relative(outDir, file).split(path.sep).join('/'),
        kind: first.kind,
        packageName: first.api.packageName,
        ...(key ? {themeKey: key} : {}),
      };
      return {
        file,
        content,
        manifestPage,
        summary: {name: first.api.name, kind: first.kind, summary: itemDescription(first)},
      };
    }),
  );
  if (options.indexPage) {
    const file = fileOf(options.indexPage.pathname);
    const packages = [...(options.extraPackages ?? []), options.importName ?? options.packageName].join(', ');
    const entries = pages.map((page) => ({...page.summary, link: relativeLink(path.dirname(file), page.file)}));
    pages.unshift({
      file,
      content: renderIndexPage(options.indexPage.title, packages, entries),
      manifestPage: {
        name: options.indexPage.title,
        kebabName: path.basename(options.indexPage.pathname),
        title: options.indexPage.title,
        pathname: options.indexPage.pathname,
        file: path.relative(outDir, file).split(path.sep).join('/'),
        kind: 'index',
      },
      summary: {name: options.indexPage.title, kind: 'component', summary: ''},
    });
  }

  const rendered = new Map(pages.map((page) => [page.file, page.content]));
  for (const page of pages) {
    page.content = localizeLinks(page.content, path.dirname(page.file), {
      siteDir,
      rendered,
      ...(version ? {version} : {}),
    });
  }

  const previous = await readManifest(outDir);
  const produced = new Set(pages.map((page) => page.file));
  const conflicts: string[] = [];
  for (const page of pages) {
    const exists = existsSync(page.file);
    if (exists && !(await isGeneratedFile(page.file))) conflicts.push(path.relative(siteDir, page.file));
  }
  if (conflicts.length > 0) {
    throw new Error(
      `Not overwriting pages without the "${GENERATED_MARKER}: true" front matter: ${conflicts.join(', ')}. Move them, or change the reference's pages.`,
    );
  }
  const stale = [
    ...(previous?.pages ?? []).map((page) => path.join(outDir, manifestPageFile(page))),
    ...(existsSync(outDir)
      ? (await fs.readdir(outDir)).filter((name) => name.endsWith('.mdx')).map((name) => path.join(outDir, name))
      : []),
  ].filter((file) => !produced.has(file) && existsSync(file));
  for (const file of new Set(stale)) {
    if (await isGeneratedFile(file)) await fs.rm(file);
  }
  for (const page of pages) {
    await fs.mkdir(path.dirname(page.file), {recursive: true});
    await writeIfChanged(page.file, page.content);
  }
  await fs.mkdir(outDir, {recursive: true});
  const manifest: ComponentsManifest = {source: key, pages: pages.map((page) => page.manifestPage)};
  await writeIfChanged(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return pages.map((page) => ({
    kebabName: page.manifestPage.kebabName,
    title: page.manifestPage.title,
    file: path.posix.join(displayDir, manifestPageFile(page.manifestPage)),
  }));
}
