import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/** A type-checked view of one package's declarations, shared by the extraction steps. */
export interface PackageProgram {
  packageName: string;
  /** The folder holding the package's `package.json` and `index.d.ts`. */
  packageDir: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  /** The symbol of the package's root declaration file (its public exports). */
  indexModule: ts.Symbol;
  indexFile: ts.SourceFile;
  compilerOptions: ts.CompilerOptions;
  /**
   * The root modules an item named in the options is looked up in, in order: the extra
   * packages first (the Data Grid's MIT and Pro packages), then this one.
   */
  entryModules: readonly EntryModule[];
}

/** The root module of one package the program reads. */
export interface EntryModule {
  packageName: string;
  packageDir: string;
  module: ts.Symbol;
  file: ts.SourceFile;
}

/**
 * Compiler options for reading declarations only. `skipLibCheck` keeps the checker from
 * reporting (and spending time on) errors inside the packages; `types: []` keeps the site's
 * ambient `@types/*` out, so the result does not depend on what else is installed.
 */
const COMPILER_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  skipLibCheck: true,
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  types: [],
};

/**
 * The folder of an installed package, resolved the way the site's own code would: from the
 * lookup paths Node searches, since a package's `exports` may not export its `package.json`
 * (`@mui/icons-material`).
 */
export function resolvePackageDir(packageName: string, siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const dir = (require.resolve.paths(packageName) ?? [])
    .map((lookup) => path.join(lookup, packageName))
    .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
  // As `require.resolve` does, a symlinked package is its real folder.
  return dir ? fs.realpathSync(dir) : path.dirname(require.resolve(`${packageName}/package.json`));
}

/** The `version` field of a package's `package.json`. */
export function readPackageVersion(packageDir: string): string {
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (
    typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
  ) {
    return manifest.version;
  }
  throw new Error(`${path.join(packageDir, 'package.json')} has no version`);
}

/**
 * Module aliases as compiler `paths`: `@mui/material` and `@mui/material/*` resolve in the folder
 * of the package installed for it (absolute paths need no `baseUrl`).
 */
export function aliasPaths(moduleAliases: Readonly<Record<string, string>>): ts.MapLike<string[]> {
  return Object.fromEntries(
    Object.entries(moduleAliases).flatMap(([name, dir]) => [
      [name, [dir]],
      [`${name}/*`, [path.join(dir, '*')]],
    ]),
  );
}

/**
 * Builds a program over the package's root declaration file (`types`/`typings` of its
 * `package.json`, else `index.d.ts`). Every public module is reachable from there, so one
 * program (and one type checker) serves all components. `moduleAliases` (package name -> folder)
 * resolves imports of those packages, from any declaration file, in other folders.
 */
export function createPackageProgram(
  packageName: string,
  packageDir: string,
  extraPackages: readonly {packageName: string; packageDir: string}[] = [],
  extraModules: readonly string[] = [],
  moduleAliases: Readonly<Record<string, string>> = {},
): PackageProgram {
  const compilerOptions: ts.CompilerOptions =
    Object.keys(moduleAliases).length === 0
      ? COMPILER_OPTIONS
      : {...COMPILER_OPTIONS, paths: aliasPaths(moduleAliases)};
  const packages = [...extraPackages, {packageName, packageDir}].map((entry) => ({
    ...entry,
    indexPath: findRootDeclarations(entry.packageDir),
  }));
  const ownIndex = packages[packages.length - 1]?.indexPath ?? '';
  // Modules of the package that its root does not re-export (`useTransition`), named by the options.
  const moduleFiles = extraModules.flatMap((folder) => {
    const resolved = ts.resolveModuleName(`./${folder}`, ownIndex, compilerOptions, ts.sys).resolvedModule;
    return resolved ? [resolved.resolvedFileName] : [];
  });
  // One program over every root: packages that import each other share one checker.
  const program = ts.createProgram([...packages.map((entry) => entry.indexPath), ...moduleFiles], compilerOptions);
  const checker = program.getTypeChecker();
  const entryModules = packages.map((entry): EntryModule => {
    const file = program.getSourceFile(entry.indexPath);
    const module = file && checker.getSymbolAtLocation(file);
    if (!file || !module) {
      throw new Error(`${entry.indexPath} is not a module: cannot list the public exports of ${entry.packageName}`);
    }
    return {packageName: entry.packageName, packageDir: entry.packageDir, module, file};
  });
  const own = entryModules[entryModules.length - 1] as EntryModule;
  return {
    packageName,
    packageDir,
    program,
    checker,
    indexModule: own.module,
    indexFile: own.file,
    compilerOptions,
    entryModules,
  };
}

function findRootDeclarations(packageDir: string): string {
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const declared =
    typeof manifest === 'object' && manifest !== null
      ? ('types' in manifest && manifest.types) || ('typings' in manifest && manifest.typings)
      : undefined;
  const candidate = path.join(packageDir, typeof declared === 'string' ? declared : 'index.d.ts');
  if (!fs.existsSync(candidate)) {
    throw new Error(`No type declarations found for the package in ${packageDir} (looked for ${candidate})`);
  }
  return candidate;
}

/** Follows `export … from` aliases to the declared symbol. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/**
 * The module a relative specifier (e.g. `./Button`) resolves to from the package's index, or
 * from another root module of the program.
 */
export function resolveSubmodule(
  pkg: PackageProgram,
  specifier: string,
  from: ts.SourceFile = pkg.indexFile,
): ts.Symbol | undefined {
  const resolved = ts.resolveModuleName(specifier, from.fileName, pkg.compilerOptions, ts.sys).resolvedModule;
  const sourceFile = resolved && pkg.program.getSourceFile(resolved.resolvedFileName);
  return sourceFile && pkg.checker.getSymbolAtLocation(sourceFile);
}

/** A named export of a module, aliases resolved. */
export function getModuleExport(pkg: PackageProgram, moduleSymbol: ts.Symbol, name: string): ts.Symbol | undefined {
  const symbol = pkg.checker.tryGetMemberInModuleExports(name, moduleSymbol);
  return symbol && resolveAlias(pkg.checker, symbol);
}

/** True when a type is `any`, which is what the checker gives an unresolvable type. */
export function isAnyType(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Any) !== 0;
}

/**
 * True for a declaration file of the package or of a sibling package in its npm scope
 * (MUI spreads one component's types over `@mui/material`, `@mui/system`, `@mui/utils`…).
 * Files of `@types/react` and other third-party typings are not the package's API.
 */
export function isPackageFile(pkg: PackageProgram, fileName: string): boolean {
  const file = fileName.split(path.sep).join('/');
  const marker = '/node_modules/';
  const at = file.lastIndexOf(marker);
  if (at === -1) {
    // A package outside node_modules (a test fixture): only its own folder counts.
    return file.startsWith(`${pkg.packageDir.split(path.sep).join('/')}/`);
  }
  const installedPath = file.slice(at + marker.length);
  return pkg.entryModules.some(({packageName}) => {
    const scope = packageName.startsWith('@') ? packageName.split('/')[0] : undefined;
    return installedPath.startsWith(`${scope ?? packageName}/`);
  });
}
