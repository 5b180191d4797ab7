import {selectedNames, type ApiPageSpec} from '../selection';
import type {ComponentApi, HookApi, InterfaceApi, PackageApi} from '../types';
import {extractClasses, loadRuntimeExports, type RuntimeExports} from './classes';
import {discoverComponents, toKebabCase, type ComponentCandidate} from './discover';
import {extractNamedHook, extractNamedInterface, findNamedComponent} from './named';
import {parseComponentDoc, parseDeprecation, readJsDoc} from './jsdoc';
import {createPackageProgram, readPackageVersion, type PackageProgram} from './program';
import {collectProps, declarationDir, extractProps} from './props';
import {readDocumentedProps} from './propTypes';
import {extractSlots} from './slots';

export {resolvePackageDir, readPackageVersion} from './program';

/** Which package to document and where its files are. */
export interface ExtractOptions {
  packageName: string;
  /** The installed package's folder (see `resolvePackageDir`). */
  packageDir: string;
  /** Document these items only (plugin option `pages`) instead of every public component. */
  pages?: readonly ApiPageSpec[];
  /** Packages the named items are looked up in before `packageName` (plugin option `extraPackages`). */
  extraPackages?: readonly {packageName: string; packageDir: string}[];
  /** Packages the package imports, resolved in other folders (plugin option `moduleAliases`): name -> folder. */
  moduleAliases?: Readonly<Record<string, string>>;
}

/**
 * The folders of every component a component inherits from, transitively: Select inherits
 * OutlinedInput, which inherits InputBase, and the props of both are forwarded.
 */
function inheritedDirs(candidate: ComponentCandidate, byName: ReadonlyMap<string, ComponentCandidate>): Set<string> {
  const dirs = new Set<string>();
  let current = candidate;
  for (;;) {
    const parentName = parseComponentDoc(readJsDoc(current.declaration).description).inherits;
    const parent = parentName === undefined ? undefined : byName.get(parentName);
    if (!parent || parent === candidate || dirs.has(declarationDir(parent.declaration))) return dirs;
    dirs.add(declarationDir(parent.declaration));
    current = parent;
  }
}

/** One component's API, or undefined when its props type cannot be resolved. */
function extractComponent(
  pkg: PackageProgram,
  candidate: ComponentCandidate,
  byName: ReadonlyMap<string, ComponentCandidate>,
  runtime: RuntimeExports,
  moduleAliases: Readonly<Record<string, string>>,
): ComponentApi | undefined {
  const collected = collectProps(pkg, candidate);
  if (!collected) return undefined;
  const doc = readJsDoc(candidate.declaration);
  const {description, demos, inherits} = parseComponentDoc(doc.description);
  const classes = extractClasses(pkg, candidate, runtime);
  const deprecated = parseDeprecation(doc);
  const packageDir =
    pkg.entryModules.find((entry) => entry.packageName === candidate.homePackage)?.packageDir ?? pkg.packageDir;
  const documented = readDocumentedProps(packageDir, candidate.name, moduleAliases);
  return {
    name: candidate.name,
    kebabName: candidate.kebabName,
    importPath: candidate.importPath,
    importKind: candidate.importKind,
    packageName: candidate.homePackage ?? pkg.packageName,
    description,
    props: extractProps(pkg, candidate, collected, inheritedDirs(candidate, byName), documented),
    slots: extractSlots(pkg, candidate, collected, classes),
    classes,
    ...(inherits !== undefined ? {inherits: {name: inherits, kebabName: toKebabCase(inherits)}} : {}),
    demos,
    ...(deprecated ? {deprecated} : {}),
  };
}

/**
 * Reads a package's declarations with the TypeScript compiler API and returns the API of
 * each public component (see `discoverComponents` for which exports count), sorted by URL.
 * A component whose types cannot be resolved is listed in `skipped` instead: one broken
 * declaration must not stop the pages of the others. `packageName` is the name the API is
 * imported by (the import lines), whatever the folder `packageDir` is installed as.
 */
export function extractPackageApi({
  packageName,
  packageDir,
  pages,
  extraPackages = [],
  moduleAliases = {},
}: ExtractOptions): PackageApi {
  const named = pages && selectedNames(pages);
  const qualifiedFolders = Object.values(named ?? {})
    .flat()
    .filter((name) => name.includes('/'))
    .map((name) => name.slice(0, name.lastIndexOf('/')));
  const pkg = createPackageProgram(
    packageName,
    packageDir,
    extraPackages,
    [...new Set(qualifiedFolders)],
    moduleAliases,
  );
  const {candidates, unresolved} = named ? findNamedComponents(pkg, named.component) : discoverComponents(pkg);
  const byName = new Map(candidates.map((candidate) => [candidate.name, candidate]));
  const runtime = loadRuntimeExports(packageDir);
  const components: ComponentApi[] = [];
  const skipped = [...unresolved];
  for (const candidate of candidates) {
    let api: ComponentApi | undefined;
    try {
      api = extractComponent(pkg, candidate, byName, runtime, moduleAliases);
    } catch {
      // The checker can throw on declarations it cannot make sense of; that is the same
      // outcome as an unresolved type for this component, and no reason to lose the others.
      api = undefined;
    }
    if (api) components.push(api);
    else skipped.push(candidate.name);
  }
  const hooks = extractNamed(named?.hook ?? [], (name) => extractNamedHook(pkg, name), skipped);
  const interfaces = extractNamed(named?.interface ?? [], (name) => extractNamedInterface(pkg, name), skipped);
  return {
    packageName,
    version: readPackageVersion(packageDir),
    hooks,
    interfaces,
    // Kebab names are lower-case ASCII: code-unit order is alphabetical, whatever the locale.
    components: components.sort((a, b) => (a.kebabName < b.kebabName ? -1 : a.kebabName > b.kebabName ? 1 : 0)),
    skipped: skipped.sort(),
  };
}

/** The components named in the options, and the names that are no component of the packages. */
function findNamedComponents(pkg: PackageProgram, names: readonly string[]) {
  const candidates: ComponentCandidate[] = [];
  const unresolved: string[] = [];
  for (const name of names) {
    const candidate = findNamedComponent(pkg, name);
    if (candidate) candidates.push(candidate);
    else unresolved.push(name);
  }
  return {candidates, unresolved};
}

/** Each named item extracted, in order; the ones that cannot be are added to `skipped`. */
function extractNamed<T extends HookApi | InterfaceApi>(
  names: readonly string[],
  extract: (name: string) => T | undefined,
  skipped: string[],
): T[] {
  return names.flatMap((name) => {
    let api: T | undefined;
    try {
      api = extract(name);
    } catch {
      api = undefined;
    }
    if (!api) skipped.push(name);
    return api ? [api] : [];
  });
}
