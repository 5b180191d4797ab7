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

/** The folder of an installed package, resolved the way the site's own code would. */
export function resolvePackageDir(packageName: string, siteDir: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return path.dirname(require.resolve(`${packageName}/package.json`));
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
 * Builds a program over the package's root declaration file (`types`/`typings` of its
 * `package.json`, else `index.d.ts`). Every public module is reachable from there, so one
 * program (and one type checker) serves all components.
 */
export function createPackageProgram(packageName: string, packageDir: string): PackageProgram {
  const indexPath = findRootDeclarations(packageDir);
  const program = ts.createProgram([indexPath], COMPILER_OPTIONS);
  const checker = program.getTypeChecker();
  const indexFile = program.getSourceFile(indexPath);
  const indexModule = indexFile && checker.getSymbolAtLocation(indexFile);
  if (!indexFile || !indexModule) {
    throw new Error(`${indexPath} is not a module: cannot list the public exports of ${packageName}`);
  }
  return {packageName, packageDir, program, checker, indexModule, indexFile, compilerOptions: COMPILER_OPTIONS};
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

/** The module a relative specifier (e.g. `./Button`) resolves to from the package's index. */
export function resolveSubmodule(pkg: PackageProgram, specifier: string): ts.Symbol | undefined {
  const resolved = ts.resolveModuleName(specifier, pkg.indexFile.fileName, pkg.compilerOptions, ts.sys).resolvedModule;
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
  const scope = pkg.packageName.startsWith('@') ? pkg.packageName.split('/')[0] : undefined;
  return installedPath.startsWith(`${scope ?? pkg.packageName}/`);
}
