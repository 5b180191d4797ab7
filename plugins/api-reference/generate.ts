import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {computeGeneratorVersion, readCache, writeCache, type CacheKey} from './cache';
import {extractPackageApi, readPackageVersion, resolvePackageDir} from './extract';
import {MANIFEST_FILE, manifestPageFile, readManifest, type ComponentsManifest, type ManifestPage} from './manifest';
import type {PluginOptions} from './options';
import {GENERATED_MARKER, renderItemsPage, renderPage, sectionAnchor, type ApiItem} from './renderPage';
import {checkPageSpecs, exportedName, pageItems, selectionHash, type ApiPageSpec} from './selection';
import type {ComponentApi, PackageApi} from './types';

/** The options generation needs (the plugin's, without the instance id). */
export type GenerateOptions = Pick<PluginOptions, 'packageName' | 'routeBasePath' | 'outDir' | 'cacheDir'> &
  Partial<Pick<PluginOptions, 'pages' | 'extraPackages'>>;

/** Seams for tests: a package outside node_modules, a pretend generator version, another docs folder. */
export interface GenerateOverrides {
  packageDir?: string;
  generatorVersion?: string;
  /** Where pages named by their pathname (option `pages`) are written; default `<siteDir>/docs`. */
  docsDir?: string;
}

/** One page written. */
export interface GeneratedPage {
  kebabName: string;
  title: string;
  /** Under `outDir` as configured (so relative to the site directory unless absolute), with `/` separators. */
  file: string;
}

/** What a generation run did. */
export interface GenerateResult {
  pages: GeneratedPage[];
  /** Components whose types could not be resolved (see {@link formatSkippedWarning}). */
  skipped: string[];
  /** True when the extraction came from the cache (the type checker did not run). */
  fromCache: boolean;
  ms: number;
}

/** The key of the output for the installed package and the current generator. */
export function currentCacheKey(
  options: GenerateOptions,
  siteDir: string,
  overrides: GenerateOverrides = {},
): CacheKey {
  const packageDir = overrides.packageDir ?? resolvePackageDir(options.packageName, siteDir);
  const extras = (options.extraPackages ?? []).map(
    (name) => `${name}@${readPackageVersion(resolvePackageDir(name, siteDir))}`,
  );
  return {
    packageName: options.packageName,
    version: readPackageVersion(packageDir),
    generatorVersion: overrides.generatorVersion ?? computeGeneratorVersion(),
    ...(options.pages ? {selection: selectionHash(options.pages, extras)} : {}),
  };
}

/** One warning naming every skipped component, or undefined when none was. */
export function formatSkippedWarning(packageName: string, skipped: readonly string[]): string | undefined {
  if (skipped.length === 0) return undefined;
  const count = skipped.length === 1 ? '1 component' : `${skipped.length} components`;
  return `${count} of ${packageName} skipped because their types could not be resolved: ${skipped.join(', ')}`;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---/;
const MARKER_LINE = new RegExp(`^${GENERATED_MARKER}:\\s*true\\s*$`, 'm');

/** True when a file carries the generator's front matter marker (only those are ours to replace). */
async function isGeneratedFile(file: string): Promise<boolean> {
  const content = await fs.readFile(file, 'utf8');
  const head = FRONT_MATTER.exec(content)?.[1];
  return head !== undefined && MARKER_LINE.test(head);
}

async function writeIfChanged(file: string, content: string): Promise<void> {
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  // Untouched files keep their mtime, so a running `docusaurus start` does not reload them all.
  if (current !== content) await fs.writeFile(file, content);
}

/**
 * Replaces the generated pages in `outDir` by `pages` (file name -> content): writes them,
 * deletes generated files no longer produced, and refuses (listing every file) to overwrite a
 * page a person wrote, i.e. one without the `generated: true` marker.
 */
async function syncOutDir(outDir: string, displayDir: string, pages: ReadonlyMap<string, string>): Promise<void> {
  await fs.mkdir(outDir, {recursive: true});
  const existing = (await fs.readdir(outDir)).filter((name) => name.endsWith('.mdx'));
  const generated = new Set<string>();
  for (const name of existing) {
    if (await isGeneratedFile(path.join(outDir, name))) generated.add(name);
  }
  const conflicts = [...pages.keys()].filter((name) => existing.includes(name) && !generated.has(name));
  if (conflicts.length > 0) {
    throw new Error(
      `Not overwriting pages without the "${GENERATED_MARKER}: true" front matter: ${conflicts
        .map((name) => path.posix.join(displayDir, name))
        .join(', ')}. Move them, or choose another outDir.`,
    );
  }
  await Promise.all([...generated].filter((name) => !pages.has(name)).map((name) => fs.rm(path.join(outDir, name))));
  await Promise.all([...pages].map(([name, content]) => writeIfChanged(path.join(outDir, name), content)));
}

/** The extraction for a key: from the cache when present, else from the type checker (then cached). */
async function loadPackageApi(
  options: GenerateOptions,
  siteDir: string,
  key: CacheKey,
  packageDir: string,
): Promise<{api: PackageApi; fromCache: boolean}> {
  const cacheDir = path.resolve(siteDir, options.cacheDir);
  const cached = await readCache(cacheDir, key);
  if (cached) return {api: cached, fromCache: true};
  const api = extractPackageApi({
    packageName: options.packageName,
    packageDir,
    ...(options.pages ? {pages: options.pages} : {}),
    extraPackages: (options.extraPackages ?? []).map((name) => ({
      packageName: name,
      packageDir: resolvePackageDir(name, siteDir),
    })),
  });
  await writeCache(cacheDir, key, api);
  return {api, fromCache: false};
}

/** Where this site keeps docs: `docs/<product>/...`, the URL path of each page (see DESIGN.md). */
const DOCS_ROOT = 'docs';

/** The doc of this site at the path of an upstream demo URL (`https://mui.com/material-ui/react-button/`). */
interface LocalDemoDoc {
  /** Absolute path of the doc file. */
  file: string;
  /** Its route on this site, without trailing slash (`/material-ui/react-button`). */
  pathname: string;
}

function findLocalDemoDoc(siteDir: string, href: string): LocalDemoDoc | undefined {
  let pathname: string;
  try {
    pathname = new URL(href).pathname.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  if (!/^\/[a-z0-9/-]+$/.test(pathname)) return undefined;
  const base = path.join(siteDir, DOCS_ROOT, pathname);
  const file = [`${base}.mdx`, `${base}.md`, path.join(base, 'index.mdx')].find((candidate) => existsSync(candidate));
  return file ? {file, pathname} : undefined;
}

/** The first folder under docs/ of a path: its docs instance's folder. */
function instanceFolder(siteDir: string, file: string): string | undefined {
  return path.relative(path.join(siteDir, DOCS_ROOT), file).split(path.sep)[0];
}

/**
 * How the generated pages in `outDir` link a doc: as a Markdown file relative to them when it is
 * in the same docs instance, else by its route, since Markdown file links cannot cross docs
 * instances. The build checks both kinds.
 */
function linkToDoc(doc: LocalDemoDoc, siteDir: string, outDir: string): string {
  if (instanceFolder(siteDir, doc.file) !== instanceFolder(siteDir, outDir)) return `${doc.pathname}/`;
  return path.relative(outDir, doc.file).split(path.sep).join('/');
}

/**
 * The link to the doc of this site at the path of an upstream demo URL
 * (`https://mui.com/material-ui/react-button/` -> `../react-button.mdx`, or
 * `/material-ui/react-button/` from another docs instance), or undefined when this site has no
 * such doc.
 */
export function findLocalDemoLink(siteDir: string, outDir: string, href: string): string | undefined {
  const doc = findLocalDemoDoc(siteDir, href);
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
 * only pages of the same docs instance count: Material UI's Snackbar page does not describe
 * Base UI's Snackbar. Undefined when no such page has a description.
 */
export async function describeFromDemoPage(
  component: Pick<ComponentApi, 'name' | 'kebabName' | 'demos'>,
  siteDir: string,
  outDir: string,
  readFrontMatter: FrontMatterReader = createFrontMatterReader(),
): Promise<string | undefined> {
  const ownPage = (href: string) => (href.replace(/\/+$/, '').endsWith(`/react-${component.kebabName}`) ? 0 : 1);
  const demos = [...component.demos].sort((a, b) => ownPage(a.href) - ownPage(b.href));
  for (const demo of demos) {
    const doc = findLocalDemoDoc(siteDir, demo.href);
    if (!doc || instanceFolder(siteDir, doc.file) !== instanceFolder(siteDir, outDir)) continue;
    const {description, title} = await readFrontMatter(doc.file);
    if (typeof description !== 'string' || description.trim() === '') continue;
    const pageTitle = typeof title === 'string' ? title : demo.title;
    return `${description.trim()} ${component.name} is demonstrated on the [${pageTitle}](${linkToDoc(doc, siteDir, outDir)}) page.`;
  }
  return undefined;
}

/**
 * Writes one MDX page per public component of `options.packageName` into `options.outDir`,
 * and `_components.json` listing them. The extraction is cached on the package version and
 * the generator version, so a rebuild with the same node_modules does not run the type
 * checker again.
 */
export async function generateApiPages(
  options: GenerateOptions,
  siteDir: string,
  overrides: GenerateOverrides = {},
): Promise<GenerateResult> {
  const started = performance.now();
  const packageDir = overrides.packageDir ?? resolvePackageDir(options.packageName, siteDir);
  const key = currentCacheKey(options, siteDir, {...overrides, packageDir});
  const {api, fromCache} = await loadPackageApi(options, siteDir, key, packageDir);
  if (options.pages) {
    const docsDir = overrides.docsDir ?? path.join(siteDir, DOCS_ROOT);
    const pages = await writeSelectedPages(options, options.pages, {siteDir, docsDir}, key, api);
    return {pages, skipped: api.skipped, fromCache, ms: Math.round(performance.now() - started)};
  }

  const displayDir = options.outDir.split(path.sep).join('/');
  const generatedNames = new Set(api.components.map((component) => component.name));
  const outDir = path.resolve(siteDir, options.outDir);
  const localDemoLink = (href: string) => findLocalDemoLink(siteDir, outDir, href);
  const byName = new Map(api.components.map((component) => [component.name, component]));
  const propsOf = (name: string) => byName.get(name)?.props;
  const readFrontMatter = createFrontMatterReader();
  const described = await Promise.all(
    api.components.map(async (component) =>
      component.description
        ? component
        : {...component, description: (await describeFromDemoPage(component, siteDir, outDir, readFrontMatter)) ?? ''},
    ),
  );
  const files = new Map(
    described.map((component) => [
      `${component.kebabName}.mdx`,
      renderPage(component, {generated: generatedNames, localDemoLink, propsOf}),
    ]),
  );
  await syncOutDir(outDir, displayDir, files);

  const manifest: ComponentsManifest = {
    source: key,
    pages: api.components.map((component) => ({
      name: component.name,
      kebabName: component.kebabName,
      title: `${component.name} API`,
      pathname: `${options.routeBasePath}/${component.kebabName}`,
    })),
  };
  await writeIfChanged(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

  return {
    pages: manifest.pages.map((page) => ({
      kebabName: page.kebabName,
      title: page.title,
      file: path.posix.join(displayDir, `${page.kebabName}.mdx`),
    })),
    skipped: api.skipped,
    fromCache,
    ms: Math.round(performance.now() - started),
  };
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
async function writeSelectedPages(
  options: GenerateOptions,
  specs: readonly ApiPageSpec[],
  {siteDir, docsDir}: {siteDir: string; docsDir: string},
  key: CacheKey,
  api: PackageApi,
): Promise<GeneratedPage[]> {
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
  const fileOf = (pathname: string) => path.join(docsDir, `${pathname}.mdx`);
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
          const description = await describeFromDemoPage(item.api, siteDir, dir, readFrontMatter);
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
          localDemoLink: (href) => findLocalDemoLink(siteDir, dir, href),
          propsOf: (name) => byName.get(name)?.props,
          componentLink: (name, kebabName) => {
            const target = componentPage.get(name);
            return target
              ? relativeLink(dir, target.file, target.shared ? kebabName : undefined)
              : `./${kebabName}.mdx`;
          },
        },
      );
      const manifestPage: ManifestPage = {
        name: first.api.name,
        kebabName: path.basename(spec.pathname),
        title,
        pathname: spec.pathname,
        file: path.relative(outDir, file).split(path.sep).join('/'),
        kind: first.kind,
        packageName: first.api.packageName,
      };
      return {file, content, manifestPage};
    }),
  );

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
