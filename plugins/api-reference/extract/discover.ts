import ts from 'typescript';
import {getModuleExport, isAnyType, resolveAlias, resolveSubmodule, type PackageProgram} from './program';

/** A public component found in the package, before its props are read. */
export interface ComponentCandidate {
  name: string;
  kebabName: string;
  /** `<package>/<Name>`: the component's own module. */
  importPath: string;
  /** How that module exports it: as its default (Material UI, Joy UI) or by name (Base UI). */
  importKind: 'default' | 'named';
  /** The declared symbol (aliases resolved). */
  symbol: ts.Symbol;
  declaration: ts.Declaration;
  /** The `<package>/<Name>` module, where `<Name>Props`, `<Name>Slots`, `<name>Classes` live. */
  moduleSymbol: ts.Symbol;
  type: ts.Type;
  /** The package a named item was found in, when not the documented package itself (findNamedComponent). */
  homePackage?: string;
}

/** The public components of a package, and those whose type could not be resolved. */
export interface Discovery {
  candidates: ComponentCandidate[];
  /** Names that pass the rule below but whose type is unresolvable (`any`). */
  unresolved: string[];
}

/**
 * URL segment for a component name: `ButtonBase` -> `button-base`, `CssBaseline` ->
 * `css-baseline`. `Unstable_` / `Experimental_` prefixes are kept (`Unstable_TrapFocus` ->
 * `unstable-trap-focus`) so the URL stays honest about the status and cannot collide with a
 * stable component of the same name later.
 */
export function toKebabCase(name: string): string {
  return name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/**
 * The public components of a package. An export of the package's index is one when:
 *
 * 1. its name starts with a capital letter (PascalCase, including `Unstable_X`);
 * 2. it is a value, and the module `<package>/<Name>` exists and exports the same declaration,
 *    as its default or under the same name. That is the library's one-folder-per-component
 *    convention and what makes the page's first import line (`import X from '<package>/<Name>'`,
 *    or `import { X } from …` in Base UI, which has no default exports) true. It leaves out
 *    styled parts exported for customisation (`SliderRoot`, `BadgeMark`, `MenuPaper`),
 *    contexts (`StepContext`), classes (`ModalManager`) and providers re-exported from
 *    elsewhere (`ThemeProvider` lives in `<package>/styles`, documented by the theming guides);
 * 3. its type is a React component: callable with a JSX element / React node result
 *    (function components, `OverridableComponent`, `ExtendButtonBase`, `forwardRef`, `memo`),
 *    or a class whose instances `render`; React contexts (callable as providers) are not.
 *
 * A name that passes 1 and 2 but whose type resolves to `any` is reported as unresolved.
 */
export function discoverComponents(pkg: PackageProgram): Discovery {
  const {checker} = pkg;
  const reactNode = findReactNodeType(pkg);
  const candidates: ComponentCandidate[] = [];
  const unresolved: string[] = [];
  for (const exported of checker.getExportsOfModule(pkg.indexModule)) {
    const name = exported.name;
    if (!/^[A-Z]/.test(name)) continue;
    const symbol = resolveAlias(checker, exported);
    if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
    const moduleSymbol = resolveSubmodule(pkg, `./${name}`);
    if (!moduleSymbol) continue;
    const importKind =
      getModuleExport(pkg, moduleSymbol, 'default') === symbol
        ? 'default'
        : getModuleExport(pkg, moduleSymbol, name) === symbol
          ? 'named'
          : undefined;
    if (!importKind) continue;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) continue;
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    if (isAnyType(type)) {
      unresolved.push(name);
      continue;
    }
    if (!isReactComponentType(checker, type, reactNode)) continue;
    candidates.push({
      name,
      kebabName: toKebabCase(name),
      importPath: `${pkg.packageName}/${name}`,
      importKind,
      symbol,
      declaration,
      moduleSymbol,
      type,
    });
  }
  return {candidates, unresolved};
}

/** `React.ReactNode`, from the `@types/react` the package's declarations import. */
export function findReactNodeType(pkg: PackageProgram): ts.Type {
  const reactTypes = pkg.program
    .getSourceFiles()
    .find((file) => /[\\/]@types[\\/]react[\\/]index\.d\.ts$/.test(file.fileName));
  const reactModule = reactTypes && pkg.checker.getSymbolAtLocation(reactTypes);
  const reactNode =
    reactModule && pkg.checker.getExportsOfModule(reactModule).find((symbol) => symbol.name === 'ReactNode');
  if (!reactNode) {
    throw new Error(`The declarations of ${pkg.packageName} do not import @types/react: cannot tell components apart`);
  }
  return pkg.checker.getDeclaredTypeOfSymbol(reactNode);
}

/** The members of a union, or the type itself. */
function constituents(type: ts.Type): readonly ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

function rendersReactNode(checker: ts.TypeChecker, signature: ts.Signature, reactNode: ts.Type): boolean {
  // `React.FC` may return a promise of a node (async server components).
  const returned = checker.getReturnTypeOfSignature(signature);
  const result = checker.getAwaitedType(returned) ?? returned;
  if (isAnyType(result) || !checker.isTypeAssignableTo(result, reactNode)) return false;
  // A function returning only strings or numbers is a helper, not a component.
  return constituents(result).some((part) => (part.flags & ts.TypeFlags.Object) !== 0);
}

function isClassComponent(checker: ts.TypeChecker, signature: ts.Signature): boolean {
  const instance = checker.getReturnTypeOfSignature(signature);
  return instance.getProperty('render') !== undefined && instance.getProperty('props') !== undefined;
}

/** See rule 3 of {@link discoverComponents}. */
export function isReactComponentType(checker: ts.TypeChecker, type: ts.Type, reactNode: ts.Type): boolean {
  if (type.getProperty('Provider') && type.getProperty('Consumer')) return false;
  // `React.JSXElementConstructor<P>` is a union of a function and a class type.
  return constituents(type).every(
    (part) =>
      part.getCallSignatures().some((signature) => rendersReactNode(checker, signature, reactNode)) ||
      part.getConstructSignatures().some((signature) => isClassComponent(checker, signature)),
  );
}
