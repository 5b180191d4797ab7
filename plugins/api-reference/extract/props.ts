import path from 'node:path';
import ts from 'typescript';
import type {PropApi} from '../types';
import type {ComponentCandidate} from './discover';
import {formatMemberType} from './formatType';
import {absolutizeLinks, getTag, normalizeDefault, parseDeprecation, readJsDoc} from './jsdoc';
import {isAnyType, isPackageFile, type PackageProgram} from './program';
import type {DocumentedProp} from './propTypes';

/** A prop as collected from the component's signatures, before it is formatted. */
export interface PropSymbol {
  symbol: ts.Symbol;
  /** The declaration its JSDoc and type are read from. */
  declaration: ts.Declaration | undefined;
  required: boolean;
}

/** The folder of the file a component is declared in (`…/Button`). */
export function declarationDir(declaration: ts.Node): string {
  return path.posix.dirname(declaration.getSourceFile().fileName);
}

/**
 * The props parameter of every way to call the component. `OverridableComponent` has one
 * signature with `component` and one without, `ExtendButtonBase` adds one with `href`, and
 * `React.JSXElementConstructor<P>` is a union of a function and a class.
 */
function propsParameterTypes(checker: ts.TypeChecker, candidate: ComponentCandidate): ts.Type[] | undefined {
  const parts = candidate.type.isUnion() ? candidate.type.types : [candidate.type];
  const signatures = parts.flatMap((part) => [...part.getCallSignatures(), ...part.getConstructSignatures()]);
  if (signatures.length === 0) return undefined;
  const types: ts.Type[] = [];
  for (const signature of signatures) {
    const [props] = signature.getParameters();
    if (!props) continue;
    const type = checker.getTypeOfSymbolAtLocation(props, candidate.declaration);
    if (isAnyType(type)) return undefined;
    types.push(type);
  }
  return types;
}

/**
 * Every prop the component accepts, merged over its signatures. The library lists the
 * default-component signature last, so signatures are read from the end and its declarations
 * win. A prop is required only when every signature requires it (`component` is required in
 * the signature that exists for it, but optional for the component). Undefined when the props
 * type cannot be resolved.
 */
export function collectProps(pkg: PackageProgram, candidate: ComponentCandidate): PropSymbol[] | undefined {
  const {checker} = pkg;
  const parameterTypes = propsParameterTypes(checker, candidate);
  if (!parameterTypes) return undefined;
  const merged = new Map<string, {symbol: ts.Symbol; requiredIn: number}>();
  for (const type of [...parameterTypes].reverse()) {
    for (const symbol of checker.getPropertiesOfType(type)) {
      const entry = merged.get(symbol.name) ?? {symbol, requiredIn: 0};
      if (!(symbol.flags & ts.SymbolFlags.Optional)) entry.requiredIn += 1;
      merged.set(symbol.name, entry);
    }
  }
  return [...merged.values()].map(({symbol, requiredIn}) => ({
    symbol,
    declaration: symbol.declarations?.[0],
    required: requiredIn === parameterTypes.length,
  }));
}

/**
 * The declaration to document a prop from: the component's own one when it redeclares an
 * inherited prop (Button's `disabled` over ButtonBase's), else the first in the package.
 * Undefined when only third-party typings declare it (`@types/react`'s DOM attributes).
 */
function pickDeclaration(pkg: PackageProgram, symbol: ts.Symbol, ownDir: string): ts.Declaration | undefined {
  const owned = (symbol.declarations ?? []).filter((declaration) =>
    isPackageFile(pkg, declaration.getSourceFile().fileName),
  );
  return owned.find((declaration) => declarationDir(declaration) === ownDir) ?? owned[0];
}

/**
 * The props an API page lists as the component's own. When the package documents the
 * component's props (its propTypes, see propTypes.ts), those are the list, as on MUI's own
 * pages: a prop the component forwards untouched is left to its inheritance section, one it
 * declares but never reads (Stepper's `elevation`) is left out, and `@ignore` is honoured. The
 * type comes from the declarations (third-party ones too: Fade's `addEndListener` is
 * react-transition-group's); the description, default and deprecation from the declarations'
 * JSDoc, else from the propTypes'; "required" is what React warns about (`.isRequired`).
 *
 * Without propTypes (a types-only package), the declarations decide; left out are props only
 * third-party typings declare (DOM attributes, `ref`, `key`), props declared only in the folders
 * of the components it inherits from (`inheritedDirs`), `@ignore`d props, and undocumented props
 * declared outside the component's folder (shared plumbing such as `className`/`style`).
 */
export function extractProps(
  pkg: PackageProgram,
  candidate: ComponentCandidate,
  collected: readonly PropSymbol[],
  inheritedDirs: ReadonlySet<string>,
  documented?: readonly DocumentedProp[],
): PropApi[] {
  const props = documented
    ? documentedProps(pkg, candidate, collected, documented)
    : declaredProps(pkg, candidate, collected, inheritedDirs);
  return props.sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}));
}

function documentedProps(
  pkg: PackageProgram,
  candidate: ComponentCandidate,
  collected: readonly PropSymbol[],
  documented: readonly DocumentedProp[],
): PropApi[] {
  const ownDir = declarationDir(candidate.declaration);
  const bySymbolName = new Map(collected.map((prop) => [prop.symbol.name, prop]));
  return documented.map((entry): PropApi => {
    const symbol = bySymbolName.get(entry.name)?.symbol;
    const declaration = symbol && (pickDeclaration(pkg, symbol, ownDir) ?? symbol.declarations?.[0]);
    const doc = readJsDoc(declaration);
    const defaultValue = entry.default ?? normalizeDefault(getTag(doc, 'default'));
    const deprecated =
      parseDeprecation(doc) ??
      (entry.deprecated
        ? parseDeprecation({description: '', tags: new Map([['deprecated', [entry.deprecationMessage ?? '']]])})
        : undefined);
    return {
      name: entry.name,
      type: symbol ? formatMemberType(pkg.checker, symbol, declaration) : {text: 'any', long: false},
      ...(defaultValue !== undefined ? {default: defaultValue} : {}),
      description: absolutizeLinks(doc.description || entry.description),
      required: entry.required,
      ...(deprecated ? {deprecated} : {}),
    };
  });
}

function declaredProps(
  pkg: PackageProgram,
  candidate: ComponentCandidate,
  collected: readonly PropSymbol[],
  inheritedDirs: ReadonlySet<string>,
): PropApi[] {
  const ownDir = declarationDir(candidate.declaration);
  const props: PropApi[] = [];
  for (const {symbol, required} of collected) {
    const declaration = pickDeclaration(pkg, symbol, ownDir);
    if (!declaration) continue;
    const dir = declarationDir(declaration);
    if (inheritedDirs.has(dir)) continue;
    const doc = readJsDoc(declaration);
    if (doc.tags.has('ignore')) continue;
    if (doc.description === '' && doc.tags.size === 0 && dir !== ownDir) continue;
    const defaultValue = normalizeDefault(getTag(doc, 'default'));
    const deprecated = parseDeprecation(doc);
    props.push({
      name: symbol.name,
      type: formatMemberType(pkg.checker, symbol, declaration),
      ...(defaultValue !== undefined ? {default: defaultValue} : {}),
      description: absolutizeLinks(doc.description),
      required,
      ...(deprecated ? {deprecated} : {}),
    });
  }
  return props;
}
