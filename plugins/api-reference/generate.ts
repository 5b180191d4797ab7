import path from 'node:path';
import {computeGeneratorVersion, readCache, writeCache, type CacheKey} from './cache';
import {createFrontMatterReader, describeFromDemoPage, findLocalDemoLink} from './demoLinks';
import {DOCS_ROOT, docsFolderOf} from './docsVersion';
import {extractPackageApi, readPackageVersion, resolvePackageDir} from './extract';
import {localizeLinks} from './localLinks';
import {MANIFEST_FILE, type ComponentsManifest} from './manifest';
import type {PluginOptions} from './options';
import {syncOutDir, writeIfChanged} from './outputFiles';
import {renderPage, themeKey} from './renderPage';
import {writeSelectedPages} from './selectedPages';
import {selectionHash} from './selection';
import type {PackageApi} from './types';

export {createFrontMatterReader, describeFromDemoPage, findLocalDemoLink} from './demoLinks';
export type {FrontMatterReader} from './demoLinks';

/** The options generation needs (the plugin's, without the instance id). */
export type GenerateOptions = Pick<PluginOptions, 'packageName' | 'routeBasePath' | 'outDir' | 'cacheDir'> &
  Partial<
    Pick<PluginOptions, 'pages' | 'extraPackages' | 'indexPage' | 'importName' | 'moduleAliases' | 'docsVersion'>
  >;

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

/** The name the pages show for the package: option `importName`, else the package's own. */
export function importNameOf(options: Pick<GenerateOptions, 'packageName' | 'importName'>): string {
  return options.importName ?? options.packageName;
}

/** The folders of the installed packages option `moduleAliases` names: package name -> folder. */
export function resolveModuleAliases(
  options: Pick<GenerateOptions, 'moduleAliases'>,
  siteDir: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options.moduleAliases ?? {}).map(([name, installedAs]) => [
      name,
      resolvePackageDir(installedAs, siteDir),
    ]),
  );
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
  const aliases = Object.entries(options.moduleAliases ?? {})
    .map(
      ([name, installedAs]) => `${name}=${installedAs}@${readPackageVersion(resolvePackageDir(installedAs, siteDir))}`,
    )
    .sort();
  return {
    packageName: options.packageName,
    version: readPackageVersion(packageDir),
    generatorVersion: overrides.generatorVersion ?? computeGeneratorVersion(),
    ...(options.pages ? {selection: selectionHash(options.pages, extras)} : {}),
    ...(options.importName !== undefined && options.importName !== options.packageName
      ? {importName: options.importName}
      : {}),
    ...(aliases.length > 0 ? {aliases: aliases.join(', ')} : {}),
  };
}

/**
 * What is wrong with a reference's `docsVersion`, or undefined: its pathnames must be in the
 * version's instance and its pages in the version's folder, or they would land in the latest's.
 */
export function checkDocsVersion(options: GenerateOptions, siteDir: string): string | undefined {
  const version = options.docsVersion;
  if (!version) return undefined;
  const problems: string[] = [];
  const base = version.instanceRoute;
  const under = (pathname: string) => pathname === base || pathname.startsWith(`${base}/`);
  if (!under(options.routeBasePath)) problems.push(`routeBasePath ${options.routeBasePath} is not under ${base}`);
  for (const page of options.pages ?? []) {
    if (!under(page.pathname)) problems.push(`${page.pathname} is not under ${base}`);
  }
  const versionDir = path.resolve(siteDir, version.path);
  const outDir = path.resolve(siteDir, options.outDir);
  if (
    docsFolderOf(siteDir, outDir) === undefined ||
    docsFolderOf(siteDir, outDir) !== docsFolderOf(siteDir, versionDir)
  ) {
    problems.push(`outDir ${options.outDir} is not in ${version.path}`);
  }
  return problems.length === 0
    ? undefined
    : `The API pages of ${options.packageName} belong to the docs version at ${version.route}, but: ${problems.join('; ')}`;
}

/** One warning naming every skipped component, or undefined when none was. */
export function formatSkippedWarning(packageName: string, skipped: readonly string[]): string | undefined {
  if (skipped.length === 0) return undefined;
  const count = skipped.length === 1 ? '1 component' : `${skipped.length} components`;
  return `${count} of ${packageName} skipped because their types could not be resolved: ${skipped.join(', ')}`;
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
    // The import lines name the package as readers install it (option `importName`).
    packageName: importNameOf(options),
    packageDir,
    ...(options.pages ? {pages: options.pages} : {}),
    extraPackages: (options.extraPackages ?? []).map((name) => ({
      packageName: name,
      packageDir: resolvePackageDir(name, siteDir),
    })),
    moduleAliases: resolveModuleAliases(options, siteDir),
  });
  await writeCache(cacheDir, key, api);
  return {api, fromCache: false};
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
  const versionProblem = checkDocsVersion(options, siteDir);
  if (versionProblem) throw new Error(versionProblem);
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
  const version = options.docsVersion;
  const localDemoLink = (href: string) => findLocalDemoLink(siteDir, outDir, href, version);
  const byName = new Map(api.components.map((component) => [component.name, component]));
  const componentOf = (name: string) => byName.get(name);
  const readFrontMatter = createFrontMatterReader();
  const described = await Promise.all(
    api.components.map(async (component) =>
      component.description
        ? component
        : {
            ...component,
            description: (await describeFromDemoPage(component, siteDir, outDir, readFrontMatter, version)) ?? '',
          },
    ),
  );
  const rendered = new Map(
    described.map((component) => [
      path.join(outDir, `${component.kebabName}.mdx`),
      renderPage(component, {generated: generatedNames, localDemoLink, componentOf}),
    ]),
  );
  const files = new Map(
    [...rendered].map(([file, content]) => [
      path.basename(file),
      localizeLinks(content, outDir, {siteDir, rendered, ...(version ? {version} : {})}),
    ]),
  );
  await syncOutDir(outDir, displayDir, files, importNameOf(options));

  const manifest: ComponentsManifest = {
    source: key,
    pages: api.components.map((component) => {
      const key = themeKey(component);
      return {
        name: component.name,
        kebabName: component.kebabName,
        title: `${component.name} API`,
        pathname: `${options.routeBasePath}/${component.kebabName}`,
        ...(key ? {themeKey: key} : {}),
      };
    }),
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
