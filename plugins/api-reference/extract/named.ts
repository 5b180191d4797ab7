import path from 'node:path';
import ts from 'typescript';
import type {HookApi, InterfaceApi, PropApi} from '../types';
import {findReactNodeType, isReactComponentType, toKebabCase, type ComponentCandidate} from './discover';
import {formatMemberType} from './formatType';
import {absolutizeLinks, getTag, normalizeDefault, parseComponentDoc, parseDeprecation, readJsDoc} from './jsdoc';
import {
  getModuleExport,
  isAnyType,
  isPackageFile,
  resolveSubmodule,
  type EntryModule,
  type PackageProgram,
} from './program';

/** An exported name found in one of the program's root modules (or a module of its package). */
interface FoundExport {
  /** The exported name, without the module part of a qualified name. */
  name: string;
  symbol: ts.Symbol;
  entry: EntryModule;
  /** The package folder named by a qualified name (`useTransition` in `useTransition/useTransitionTrigger`). */
  folder?: string;
}

/**
 * The first root module (extra packages first) that exports `qualifiedName`, with the declared
 * symbol. A name may be qualified by the package module that exports it, for exports the root
 * leaves out: `useTransition/useTransitionTrigger` is `useTransitionTrigger` of
 * `<package>/useTransition`.
 */
function findExport(
  pkg: PackageProgram,
  qualifiedName: string,
  accept: (symbol: ts.Symbol) => boolean = () => true,
): FoundExport | undefined {
  const slash = qualifiedName.lastIndexOf('/');
  const name = qualifiedName.slice(slash + 1);
  const folder = slash === -1 ? undefined : qualifiedName.slice(0, slash);
  for (const entry of pkg.entryModules) {
    const module = folder === undefined ? entry.module : resolveSubmodule(pkg, `./${folder}`, entry.file);
    const symbol = module && getModuleExport(pkg, module, name);
    if (symbol && accept(symbol)) return {name, symbol, entry, ...(folder !== undefined ? {folder} : {})};
  }
  return undefined;
}

/** The type of a value export at its declaration, or undefined for a type-only one. */
function valueType(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type | undefined {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  return declaration && symbol.flags & ts.SymbolFlags.Value
    ? checker.getTypeOfSymbolAtLocation(symbol, declaration)
    : undefined;
}

/**
 * The module a reader imports a named item from: `<package>/<Name>`, or the package folder its
 * declaration sits in (`@toolpad/core/DashboardLayout` for `DashboardHeader`), when that module
 * exports it; else the package's root.
 */
function ownModule(
  pkg: PackageProgram,
  found: FoundExport,
): {importPath: string; importKind: 'default' | 'named'; moduleSymbol: ts.Symbol} {
  const {name} = found;
  const declarationFile = found.symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  const relative = path.relative(found.entry.packageDir, declarationFile).split(path.sep);
  // The declaration's folder counts when it is a component's (PascalCase): `components` or
  // `hooks` folders of the Data Grid are internal layout, not modules to import from.
  const declaredIn = relative.length > 1 && /^[A-Z]/.test(relative[0] ?? '') ? relative[0] : undefined;
  const folders = [found.folder, name, declaredIn].filter((folder): folder is string => folder !== undefined);
  for (const folder of folders) {
    const moduleSymbol = resolveSubmodule(pkg, `./${folder}`, found.entry.file);
    if (!moduleSymbol) continue;
    const importPath = `${found.entry.packageName}/${folder}`;
    if (getModuleExport(pkg, moduleSymbol, 'default') === found.symbol) {
      return {importPath, importKind: 'default', moduleSymbol};
    }
    if (getModuleExport(pkg, moduleSymbol, name) === found.symbol) {
      return {importPath, importKind: 'named', moduleSymbol};
    }
  }
  return {importPath: found.entry.packageName, importKind: 'named', moduleSymbol: found.entry.module};
}

/** A component named in the options, as discovery would have found it; undefined when not exported or unresolvable. */
export function findNamedComponent(pkg: PackageProgram, qualifiedName: string): ComponentCandidate | undefined {
  const reactNode = findReactNodeType(pkg);
  // A lower tier may export a stand-in of the same name (the Pro grid's `DataGridPremium`, which
  // renders null to explain it is not there): only a real component counts.
  const found = findExport(pkg, qualifiedName, (symbol) => {
    const type = valueType(pkg.checker, symbol);
    return type !== undefined && !isAnyType(type) && isReactComponentType(pkg.checker, type, reactNode);
  });
  const declaration = found && (found.symbol.valueDeclaration ?? found.symbol.declarations?.[0]);
  if (!found || !declaration) return undefined;
  const type = pkg.checker.getTypeOfSymbolAtLocation(found.symbol, declaration);
  if (isAnyType(type)) return undefined;
  return {
    name: found.name,
    kebabName: toKebabCase(found.name),
    ...ownModule(pkg, found),
    homePackage: found.entry.packageName,
    symbol: found.symbol,
    declaration,
    type,
  };
}

/** The URL segment and anchor of a hook: `useButton` -> `use-button`, `unstable_useModal` -> `use-modal`. */
export function hookKebabName(name: string): string {
  return toKebabCase(name.replace(/^unstable_/, ''));
}

/** True for an object type whose members a table should list (not a function, array or primitive). */
function isMemberListType(checker: ts.TypeChecker, type: ts.Type): boolean {
  const parts = type.isUnion() ? type.types : [type];
  return parts.every(
    (part) =>
      (part.flags & ts.TypeFlags.Object) !== 0 &&
      part.getCallSignatures().length === 0 &&
      !checker.isArrayType(part) &&
      checker.getPropertiesOfType(part).length > 0,
  );
}

/**
 * The members of an object type as table rows: JSDoc, `@default` and deprecation from each
 * member's declaration in the package (members only third-party typings declare are left out,
 * as are `@ignore`d ones). A union's members are merged: a member is required only when every
 * part requires it.
 */
export function membersOf(pkg: PackageProgram, type: ts.Type): PropApi[] {
  const {checker} = pkg;
  const parts = type.isUnion() ? type.types : [type];
  const merged = new Map<string, {symbol: ts.Symbol; requiredIn: number}>();
  for (const part of parts) {
    for (const symbol of checker.getPropertiesOfType(part)) {
      const entry = merged.get(symbol.name) ?? {symbol, requiredIn: 0};
      if (!(symbol.flags & ts.SymbolFlags.Optional)) entry.requiredIn += 1;
      merged.set(symbol.name, entry);
    }
  }
  const members: PropApi[] = [];
  for (const {symbol, requiredIn} of merged.values()) {
    const declaration = symbol.declarations?.find((candidate) =>
      isPackageFile(pkg, candidate.getSourceFile().fileName),
    );
    if (!declaration) continue;
    const doc = readJsDoc(declaration);
    if (doc.tags.has('ignore')) continue;
    const defaultValue = normalizeDefault(getTag(doc, 'default'));
    const deprecated = parseDeprecation(doc);
    members.push({
      name: symbol.name,
      type: formatMemberType(checker, symbol, declaration),
      ...(defaultValue !== undefined ? {default: defaultValue} : {}),
      description: absolutizeLinks(doc.description),
      required: requiredIn === parts.length,
      ...(deprecated ? {deprecated} : {}),
    });
  }
  return members.sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}));
}

const printer = ts.createPrinter({removeComments: true});

/** A type node (or, without one, the checker's type) on one line. */
function typeText(checker: ts.TypeChecker, node: ts.TypeNode | undefined, type: ts.Type, at: ts.Node) {
  const text = node
    ? printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).replace(/\s+/g, ' ').trim()
    : checker.typeToString(type, at, ts.TypeFormatFlags.NoTruncation);
  return {text, long: text.length > 80};
}

/** A hook named in the options: its parameters and return value; undefined when it is not a resolvable function. */
export function extractNamedHook(pkg: PackageProgram, qualifiedName: string): HookApi | undefined {
  const {checker} = pkg;
  const found = findExport(pkg, qualifiedName);
  const declaration = found && (found.symbol.valueDeclaration ?? found.symbol.declarations?.[0]);
  if (!found || !declaration) return undefined;
  const type = checker.getTypeOfSymbolAtLocation(found.symbol, declaration);
  // Overloads: the last signature is the most general one in MUI's declarations.
  const signatures = type.getCallSignatures();
  const signature = signatures[signatures.length - 1];
  if (isAnyType(type) || !signature) return undefined;
  const signatureDeclaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
  const doc = readJsDoc(signatureDeclaration ?? declaration);
  const {description} = parseComponentDoc(doc.description);
  const paramDocs = new Map(
    (signatureDeclaration ? ts.getJSDocTags(signatureDeclaration) : [])
      .filter(ts.isJSDocParameterTag)
      .map((tag) => [tag.name.getText(), ts.getTextOfJSDocComment(tag.comment) ?? '']),
  );

  const parameters = signature.getParameters();
  const [only] = parameters;
  let parameterRows: PropApi[];
  const onlyType = only && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(only, declaration));
  if (parameters.length === 1 && onlyType && isMemberListType(checker, onlyType)) {
    parameterRows = membersOf(pkg, onlyType);
  } else {
    parameterRows = parameters.map((parameter) => {
      const parameterDeclaration = parameter.valueDeclaration;
      const node = parameterDeclaration && ts.isParameter(parameterDeclaration) ? parameterDeclaration.type : undefined;
      const optional =
        parameterDeclaration !== undefined &&
        ts.isParameter(parameterDeclaration) &&
        (parameterDeclaration.questionToken !== undefined || parameterDeclaration.initializer !== undefined);
      return {
        name: parameter.name,
        type: typeText(checker, node, checker.getTypeOfSymbolAtLocation(parameter, declaration), declaration),
        description: absolutizeLinks(paramDocs.get(parameter.name)?.replace(/^-\s*/, '') ?? ''),
        required: !optional,
      };
    });
  }

  const returnType = checker.getReturnTypeOfSignature(signature);
  const returns = isMemberListType(checker, returnType) ? membersOf(pkg, returnType) : [];
  const deprecated = parseDeprecation(doc);
  const {importPath, importKind} = ownModule(pkg, found);
  return {
    name: found.name,
    kebabName: hookKebabName(found.name),
    importPath,
    importKind,
    packageName: found.entry.packageName,
    description,
    parameters: parameterRows,
    returns,
    returnType: typeText(checker, signatureDeclaration?.type, returnType, declaration),
    ...(deprecated ? {deprecated} : {}),
  };
}

/** An interface or object type named in the options, with its members; undefined when it is not one. */
export function extractNamedInterface(pkg: PackageProgram, qualifiedName: string): InterfaceApi | undefined {
  const {checker} = pkg;
  const found = findExport(pkg, qualifiedName);
  if (!found || !(found.symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) return undefined;
  const type = checker.getDeclaredTypeOfSymbol(found.symbol);
  if (isAnyType(type) || !isMemberListType(checker, type)) return undefined;
  const doc = readJsDoc(found.symbol.declarations?.[0]);
  const deprecated = parseDeprecation(doc);
  return {
    name: found.name,
    kebabName: toKebabCase(found.name),
    packageName: found.entry.packageName,
    description: parseComponentDoc(doc.description).description,
    members: membersOf(pkg, type),
    ...(deprecated ? {deprecated} : {}),
  };
}
