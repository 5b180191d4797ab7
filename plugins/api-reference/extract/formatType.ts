import ts from 'typescript';
import type {TypeText} from '../types';

/** Types longer than this (in characters, on one line) are flagged for the page to collapse. */
export const LONG_TYPE_LENGTH = 80;

/**
 * The declarations' wrapper that lets themes add values to a literal union:
 * `OverridableStringUnion<'text' | 'outlined', ButtonPropsVariantOverrides>` reads as its
 * first argument, which is what a user may pass without augmenting the theme.
 */
const TRANSPARENT_WRAPPERS = new Set(['OverridableStringUnion']);

const printer = ts.createPrinter({removeComments: true, omitTrailingSemicolon: true});

const NODE_BUILDER_FLAGS =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope |
  ts.NodeBuilderFlags.IgnoreErrors;

function referenceName(node: ts.TypeReferenceNode): string {
  return ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text;
}

/** Unwraps transparent wrappers, flattens unions and (when asked) drops `undefined` from them. */
function simplifyType(node: ts.TypeNode, dropUndefined: boolean): ts.TypeNode {
  if (ts.isTypeReferenceNode(node) && TRANSPARENT_WRAPPERS.has(referenceName(node))) {
    const first = node.typeArguments?.[0];
    if (first) return simplifyType(first, dropUndefined);
  }
  if (ts.isUnionTypeNode(node)) {
    const members = node.types
      .flatMap((member) => {
        const simplified = simplifyType(member, dropUndefined);
        return ts.isUnionTypeNode(simplified) ? [...simplified.types] : [simplified];
      })
      .filter((member) => !(dropUndefined && member.kind === ts.SyntaxKind.UndefinedKeyword));
    const [only] = members;
    if (members.length !== 1 || !only) return ts.factory.createUnionTypeNode(members);
    // `((event) => void) | undefined` loses its `undefined`; the parentheses go with it.
    return ts.isParenthesizedTypeNode(only) ? only.type : only;
  }
  return ts.visitEachChild(node, visitNested, undefined);
}

/** Inside object types, an optional member's `| undefined` is noise too. */
function visitNested(node: ts.Node): ts.Node {
  if (ts.isPropertySignature(node) && node.type) {
    const type = simplifyType(node.type, node.questionToken !== undefined);
    return ts.factory.updatePropertySignature(node, node.modifiers, node.name, node.questionToken, type);
  }
  if (ts.isTypeNode(node)) return simplifyType(node, false);
  return ts.visitEachChild(node, visitNested, undefined);
}

/** True when a type node mentions a type parameter (e.g. `Value`, or `Slots` in a helper type). */
function mentionsTypeParameter(checker: ts.TypeChecker, node: ts.Node): boolean {
  if (ts.isTypeReferenceNode(node)) {
    const symbol = checker.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) return true;
  }
  return ts.forEachChild(node, (child) => mentionsTypeParameter(checker, child) || undefined) ?? false;
}

/** Prints a type node on one line and flags it when long. */
function printType(node: ts.TypeNode, sourceFile: ts.SourceFile): TypeText {
  const text = printer.printNode(ts.EmitHint.Unspecified, node, sourceFile).replace(/\s+/g, ' ').trim();
  return {text, long: text.length > LONG_TYPE_LENGTH};
}

/**
 * The type of a prop (or slot) as the page shows it. The declared type node is preferred:
 * it keeps the author's names (`React.ReactNode`, `SxProps<Theme>`) and literal unions,
 * where the checker would expand aliases. When the node mentions a type parameter (helper
 * types such as `CreateSlotsAndSlotProps<Slots>`), the checker's instantiated type is used.
 */
export function formatMemberType(
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration | undefined,
): TypeText {
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  if (declaration) {
    const sourceFile = declaration.getSourceFile();
    if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
      if (!mentionsTypeParameter(checker, declaration.type)) {
        return printType(simplifyType(declaration.type, optional), sourceFile);
      }
    } else if (ts.isMethodSignature(declaration) && !mentionsTypeParameter(checker, declaration)) {
      const result = declaration.type ?? ts.factory.createKeywordTypeNode(ts.SyntaxKind.VoidKeyword);
      const asFunction = ts.factory.createFunctionTypeNode(declaration.typeParameters, declaration.parameters, result);
      return printType(simplifyType(asFunction, false), sourceFile);
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
    if (constraint) return printType(simplifyType(constraint, false), constraint.getSourceFile());
  }
  const node = checker.typeToTypeNode(declared, declaration, NODE_BUILDER_FLAGS);
  const fallbackFile = declaration?.getSourceFile() ?? ts.createSourceFile('type.ts', '', ts.ScriptTarget.ES2022);
  if (!node) return {text: checker.typeToString(declared), long: false};
  return printType(simplifyType(node, optional), fallbackFile);
}
