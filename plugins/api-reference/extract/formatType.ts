import ts from 'typescript';
import type {TypeText} from '../types';
import {buildTypeNode, type TypeNodeContext} from './typeNode';
import {literalValueNodes, stringLiteralNode} from './typeValues';

/** Types longer than this (in characters, on one line) are flagged for the page to collapse. */
export const LONG_TYPE_LENGTH = 80;

/**
 * The declarations' wrapper that lets themes add values to a literal union:
 * `OverridableStringUnion<'text' | 'outlined', ButtonPropsVariantOverrides>` reads as its
 * first argument, which is what a user may pass without augmenting the theme.
 */
const TRANSPARENT_WRAPPERS = new Set(['OverridableStringUnion']);

/**
 * The base of the interfaces a theme adds keys to (`TypographySystem extends
 * OverridableRecord<DefaultTypographySystem, TypographySystemOverrides, …>` in Joy UI): the
 * `keyof` such an interface is a union a theme can extend.
 */
const EXTENDABLE_RECORDS = new Set(['OverridableRecord']);

const printer = ts.createPrinter({removeComments: true, omitTrailingSemicolon: true});

function referenceName(node: ts.TypeReferenceNode): string {
  return ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text;
}

/** What simplification needs and learns: the checker, and whether a theme can extend the type. */
interface Scope {
  checker: ts.TypeChecker;
  /**
   * Set when a transparent wrapper was unwrapped at the top of the type (the whole type or a
   * member of its union): the values shown are the defaults a theme may add to.
   */
  extendable: boolean;
  /** Declared property types being resolved (an indexed access that reads itself ends there). */
  resolving: Set<ts.TypeNode>;
}

/** The type node an alias is declared as, if `node` refers to a type alias. */
function aliasedTypeNode(node: ts.TypeReferenceNode, checker: ts.TypeChecker): ts.TypeNode | undefined {
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  return declaration && !declaration.typeParameters ? declaration.type : undefined;
}

/** How deep aliases of aliases are followed (csstype's `Property.ObjectFit` is `Globals | …`). */
const MAX_ALIAS_DEPTH = 4;

/**
 * The string literals of a union, following members that name literal-union aliases
 * (`Globals | 'contain'`), else undefined when any member is something else.
 */
function literalValues(node: ts.TypeNode, checker: ts.TypeChecker, depth: number): string[] | undefined {
  const members = ts.isUnionTypeNode(node) ? node.types : [node];
  const values: string[] = [];
  for (const member of members) {
    if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) {
      values.push(member.literal.text);
      continue;
    }
    const aliased =
      depth < MAX_ALIAS_DEPTH && ts.isTypeReferenceNode(member) && !member.typeArguments
        ? aliasedTypeNode(member, checker)
        : undefined;
    const nested = aliased && literalValues(aliased, checker, depth + 1);
    if (!nested) return undefined;
    values.push(...nested);
  }
  return values;
}

/**
 * A union of string literals as new nodes (safe to print whatever file it was declared in), else
 * undefined. Members naming aliases of literal unions are replaced by their values.
 */
function literalUnion(node: ts.TypeNode, checker: ts.TypeChecker): ts.TypeNode | undefined {
  const values = literalValues(node, checker, 0);
  if (!values) return undefined;
  return ts.factory.createUnionTypeNode([...new Set(values)].map(stringLiteralNode));
}

/**
 * A reference to an alias whose type is a union of literals however it is declared (Joy UI's
 * `TextColor`, a mapped and conditional type over the palette `| (string & Record<never, never>)`),
 * as its values, else undefined. Only references in a declaration file can be resolved.
 */
function aliasValues(node: ts.TypeReferenceNode, checker: ts.TypeChecker): ts.TypeNode | undefined {
  if (node.getSourceFile() === undefined || !aliasedTypeNode(node, checker)) return undefined;
  const values = literalValueNodes(checker.getTypeFromTypeNode(node), checker, node);
  return values && ts.factory.createUnionTypeNode(values);
}

/**
 * A reference to an alias a theme can extend (`ColorPaletteProp` in Joy UI, declared as
 * `OverridableStringUnion<DefaultColorPalette, …>`), as the values it has by default, when those
 * are a union of string literals: `'primary' | 'neutral' | …`. Undefined for any other reference.
 */
function expandExtendableAlias(node: ts.TypeReferenceNode, scope: Scope, top: boolean): ts.TypeNode | undefined {
  const aliased = aliasedTypeNode(node, scope.checker);
  if (!aliased || !ts.isTypeReferenceNode(aliased) || !TRANSPARENT_WRAPPERS.has(referenceName(aliased))) {
    return undefined;
  }
  const first = aliased.typeArguments?.[0];
  const defaults =
    first &&
    (literalUnion(first, scope.checker) ??
      (ts.isTypeReferenceNode(first) ? aliasedTypeNode(first, scope.checker) : undefined));
  const union = defaults && literalUnion(defaults, scope.checker);
  if (union && top) scope.extendable = true;
  return union;
}

/** What buildTypeNode needs: members written in type literals are simplified like declared props. */
function typeNodeContext(scope: Scope, enclosing: ts.Node | undefined): TypeNodeContext {
  return {
    checker: scope.checker,
    enclosing,
    declaredMember: (declaration) => {
      if (!declaration.type || mentionsTypeParameter(scope.checker, declaration.type)) return undefined;
      const simplified = simplifyType(declaration.type, declaration.questionToken !== undefined, scope, false);
      return freezeForeign(simplified, declaration.getSourceFile());
    },
  };
}

/**
 * An indexed access (`ModalProps['open']`, `TransitionProps['timeout']`) as the type it reads,
 * which says more to a reader than the name of another component's props (`boolean`). The node
 * is built from the checker's type, so only `undefined` is dropped from it (see formatMemberType).
 */
function resolveIndexedAccess(node: ts.IndexedAccessTypeNode, dropUndefined: boolean, scope: Scope): ts.TypeNode {
  const type = scope.checker.getTypeFromTypeNode(node);
  if ((type.flags & ts.TypeFlags.Any) !== 0) return node;
  const built = buildTypeNode(type, typeNodeContext(scope, node));
  if (!ts.isUnionTypeNode(built)) return built;
  const members = built.types.filter((member) => !(dropUndefined && member.kind === ts.SyntaxKind.UndefinedKeyword));
  const [only] = members;
  return members.length === 1 && only ? only : ts.factory.createUnionTypeNode(members);
}

/**
 * Of a property declared more than once (Material UI's FormLabel `color`, once as its own
 * literal union and once as the HTML attribute `color?: string`), the one declaration whose type
 * fits all the others: the intersection of their types, which is what the property accepts.
 */
function narrowestDeclaration(
  declarations: readonly ts.PropertySignature[],
  checker: ts.TypeChecker,
): ts.PropertySignature | undefined {
  const typed = declarations.map((declaration) => ({declaration, type: checker.getTypeAtLocation(declaration)}));
  const narrowest = typed.filter(({type}) => typed.every((other) => checker.isTypeAssignableTo(type, other.type)));
  return narrowest.length === 1 ? narrowest[0]?.declaration : undefined;
}

/**
 * The type node of the property an indexed access reads (`AvatarProps['color']` -> Avatar's
 * `color?: OverridableStringUnion<ColorPaletteProp, …>`), when one declaration, without type
 * parameters, says what it accepts: simplifying it keeps the author's names and learns whether
 * a theme can extend it, which the checker's expansion (`OverridableStringUnion<ColorPaletteProp,
 * …>` again) cannot.
 */
function declaredPropertyType(node: ts.IndexedAccessTypeNode, checker: ts.TypeChecker): ts.TypeNode | undefined {
  const index = node.indexType;
  if (!ts.isLiteralTypeNode(index) || !ts.isStringLiteral(index.literal)) return undefined;
  const property = checker.getPropertyOfType(checker.getTypeFromTypeNode(node.objectType), index.literal.text);
  const typed = (property?.declarations ?? []).filter(
    (declaration): declaration is ts.PropertySignature => ts.isPropertySignature(declaration) && !!declaration.type,
  );
  const chosen = typed.length === 1 ? typed[0] : narrowestDeclaration(typed, checker);
  if (!chosen?.type || mentionsTypeParameter(checker, chosen.type)) return undefined;
  return chosen.type;
}

/** A literal type quoted as the declarations of MUI quote theirs (`'div'`), whoever wrote it. */
function singleQuoted(node: ts.Node): ts.Node {
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return stringLiteralNode(node.literal.text);
  return ts.visitEachChild(node, singleQuoted, undefined);
}

/** A type node as text on one line; the printer reads original nodes' text from `sourceFile`. */
function printOneLine(node: ts.TypeNode, sourceFile: ts.SourceFile): string {
  return printer.printNode(ts.EmitHint.Unspecified, singleQuoted(node), sourceFile).replace(/\s+/g, ' ').trim();
}

/** Leaves of `freezeForeign` that hold a function type: as a member of a union, one needs parentheses. */
const functionLeaves = new WeakSet<ts.TypeNode>();

/**
 * A node simplified from another declaration file, printed with that file (the printer reads
 * literals from the text of the file it is given) and kept as a leaf holding the text. A
 * union stays a union of leaves, so the caller can still flatten it.
 */
function freezeForeign(node: ts.TypeNode, sourceFile: ts.SourceFile): ts.TypeNode {
  if (ts.isUnionTypeNode(node)) {
    return ts.factory.createUnionTypeNode(node.types.map((member) => freezeForeign(member, sourceFile)));
  }
  const text = printOneLine(node, sourceFile);
  const leaf = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier(text));
  if (ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node)) functionLeaves.add(leaf);
  return leaf;
}

/** True when `node` names an interface that extends one of EXTENDABLE_RECORDS. */
function isExtendableRecord(node: ts.TypeNode, checker: ts.TypeChecker): boolean {
  if (!ts.isTypeReferenceNode(node)) return false;
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (symbol?.declarations ?? []).some(
    (declaration) =>
      ts.isInterfaceDeclaration(declaration) &&
      (declaration.heritageClauses ?? []).some((clause) =>
        clause.types.some((base) => ts.isIdentifier(base.expression) && EXTENDABLE_RECORDS.has(base.expression.text)),
      ),
  );
}

/**
 * `keyof TypographySystem` as the keys it has (`'h1' | … | 'body-xs'`) when they are all string
 * literals, else undefined. A theme can add keys to an interface that extends `OverridableRecord`.
 */
function resolveKeyof(node: ts.TypeOperatorNode, scope: Scope, top: boolean): ts.TypeNode | undefined {
  const type = scope.checker.getTypeFromTypeNode(node);
  const members = type.isUnion() ? type.types : [type];
  const values = members.map((member) => (member.isStringLiteral() ? member.value : undefined));
  if (values.length === 0 || values.some((value) => value === undefined)) return undefined;
  if (top && isExtendableRecord(node.type, scope.checker)) scope.extendable = true;
  return ts.factory.createUnionTypeNode(
    values.map((value) => ts.factory.createLiteralTypeNode(ts.factory.createStringLiteral(value as string, true))),
  );
}

/** `NonNullable<number | undefined>` as what it leaves (`number`). */
function unwrapNonNullable(argument: ts.TypeNode, scope: Scope, top: boolean): ts.TypeNode {
  const simplified = simplifyType(argument, true, scope, top);
  if (!ts.isUnionTypeNode(simplified)) return simplified;
  const members = simplified.types.filter(
    (member) => !(ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword),
  );
  const [only] = members;
  return members.length === 1 && only ? only : ts.factory.createUnionTypeNode(members);
}

/** Unwraps transparent wrappers, resolves indexed access, flattens unions and (when asked) drops `undefined` from them. */
function simplifyType(node: ts.TypeNode, dropUndefined: boolean, scope: Scope, top = true): ts.TypeNode {
  if (ts.isIndexedAccessTypeNode(node) && node.getSourceFile() !== undefined) {
    const declared = declaredPropertyType(node, scope.checker);
    if (!declared || scope.resolving.has(declared)) return resolveIndexedAccess(node, dropUndefined, scope);
    scope.resolving.add(declared);
    const simplified = simplifyType(declared, dropUndefined, scope, top);
    scope.resolving.delete(declared);
    return freezeForeign(simplified, declared.getSourceFile());
  }
  if (ts.isTypeReferenceNode(node) && TRANSPARENT_WRAPPERS.has(referenceName(node))) {
    const first = node.typeArguments?.[0];
    if (first) {
      if (top) scope.extendable = true;
      // `OverridableStringUnion<AlertColor, …>`: the alias's values say more than its name.
      const aliased = ts.isTypeReferenceNode(first) && !first.typeArguments && aliasedTypeNode(first, scope.checker);
      const values = aliased ? literalUnion(aliased, scope.checker) : undefined;
      return values ?? simplifyType(first, dropUndefined, scope, top);
    }
  }
  if (ts.isTypeReferenceNode(node) && !node.typeArguments) {
    // An alias of literals (`TabsDirection`) reads better as its values (`'ltr' | 'rtl'`).
    const expanded =
      expandExtendableAlias(node, scope, top) ?? literalUnion(node, scope.checker) ?? aliasValues(node, scope.checker);
    if (expanded) return expanded;
  }
  const [onlyArgument, ...otherArguments] = ts.isTypeReferenceNode(node) ? (node.typeArguments ?? []) : [];
  if (ts.isTypeReferenceNode(node) && referenceName(node) === 'NonNullable' && onlyArgument && !otherArguments.length) {
    return unwrapNonNullable(onlyArgument, scope, top);
  }
  if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.KeyOfKeyword && node.getSourceFile()) {
    const keys = resolveKeyof(node, scope, top);
    if (keys) return keys;
  }
  if (ts.isUnionTypeNode(node)) {
    const members = node.types
      .flatMap((member) => {
        const simplified = simplifyType(member, dropUndefined, scope, top);
        return ts.isUnionTypeNode(simplified) ? [...simplified.types] : [simplified];
      })
      .map((member) => (functionLeaves.has(member) ? ts.factory.createParenthesizedType(member) : member))
      .filter((member) => !(dropUndefined && member.kind === ts.SyntaxKind.UndefinedKeyword));
    const [only] = members;
    if (members.length !== 1 || !only) return ts.factory.createUnionTypeNode(members);
    // `((event) => void) | undefined` loses its `undefined`; the parentheses go with it.
    return ts.isParenthesizedTypeNode(only) ? only.type : only;
  }
  return ts.visitEachChild(node, (child) => visitNested(child, scope), undefined);
}

/** Inside object types, an optional member's `| undefined` is noise too. */
function visitNested(node: ts.Node, scope: Scope): ts.Node {
  if (ts.isPropertySignature(node) && node.type) {
    const type = simplifyType(node.type, node.questionToken !== undefined, scope, false);
    return ts.factory.updatePropertySignature(node, node.modifiers, node.name, node.questionToken, type);
  }
  if (ts.isTypeNode(node)) return simplifyType(node, false, scope, false);
  return ts.visitEachChild(node, (child) => visitNested(child, scope), undefined);
}

/** True when a type node mentions a type parameter (e.g. `Value`, or `Slots` in a helper type). */
function mentionsTypeParameter(checker: ts.TypeChecker, node: ts.Node): boolean {
  if (ts.isTypeReferenceNode(node)) {
    const symbol = checker.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) return true;
  }
  return ts.forEachChild(node, (child) => mentionsTypeParameter(checker, child) || undefined) ?? false;
}

/** Prints a type node on one line and flags it when long, or when a theme can extend it. */
function printType(node: ts.TypeNode, sourceFile: ts.SourceFile, scope?: Scope): TypeText {
  const text = printOneLine(node, sourceFile);
  return {text, long: text.length > LONG_TYPE_LENGTH, ...(scope?.extendable ? {extendable: true} : {})};
}

/**
 * The type of a prop (or slot) as the page shows it. The declared type node is preferred:
 * it keeps the author's names (`React.ReactNode`, `SxProps<Theme>`) and literal unions,
 * where the checker would expand aliases. When the node mentions a type parameter (helper
 * types such as `CreateSlotsAndSlotProps<Slots>`), the checker's instantiated type is used,
 * written by buildTypeNode (typeNode.ts), which also writes the aliases of literals inside it as
 * their values.
 */
export function formatMemberType(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration | undefined,
): TypeText {
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  const scope: Scope = {checker, extendable: false, resolving: new Set()};
  if (declaration) {
    const sourceFile = declaration.getSourceFile();
    if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      if (!mentionsTypeParameter(checker, declaration.type)) {
        return printType(simplifyType(declaration.type, optional, scope), sourceFile, scope);
      }
    } else if (ts.isMethodSignature(declaration) && !mentionsTypeParameter(checker, declaration)) {
      const result = declaration.type ?? ts.factory.createKeywordTypeNode(ts.SyntaxKind.VoidKeyword);
      const asFunction = ts.factory.createFunctionTypeNode(declaration.typeParameters, declaration.parameters, result);
      return printType(simplifyType(asFunction, false, scope), sourceFile, scope);
    }
  }
  const declared = declaration
    ? checker.getTypeOfSymbolAtLocation(symbol, declaration)
    : checker.getTypeOfSymbol(symbol);
  // A bare type parameter (`component: RootComponent`) says more through its constraint,
  // printed as written (`React.ElementType`) rather than with its defaults spelled out.
  const nonNullable = checker.getNonNullableType(declared);
  if (nonNullable.isTypeParameter()) {
    const constraint = nonNullable.symbol.declarations?.find(ts.isTypeParameterDeclaration)?.constraint;
    if (constraint) return printType(simplifyType(constraint, false, scope), constraint.getSourceFile(), scope);
  }
  const node = buildTypeNode(declared, typeNodeContext(scope, declaration));
  const fallbackFile = declaration?.getSourceFile() ?? ts.createSourceFile('type.ts', '', ts.ScriptTarget.ES2022);
  // Built nodes are not of any file, so their names are not bound: buildTypeNode has expanded
  // the aliases it could, and only wrappers and unions are simplified here.
  return printType(simplifyType(node, optional, scope), fallbackFile, scope);
}
