/**
 * The first `localeCompare` call of a page builds the ICU collator for the browser's locale: a long
 * task during hydration (its length: the patch's entry in scripts/upstream/manifest/). Two Docusaurus client modules call it at
 * startup to sort plain keys and paths, where any consistent order does: these rewrites make
 * those two comparisons compare code units instead. Exact text, so an upgrade that changes the
 * code fails the build here instead of silently keeping the collator.
 */

/** One comparison in one module: the exact text, and what replaces it. */
export interface Rewrite {
  /** The module's path, `/`-separated, from the package's folder in node_modules. */
  module: string;
  from: string;
  to: string;
}

/** A code-unit comparison of `a` and `b`, as an expression (-1, 0 or 1, like `localeCompare`). */
export function compareCodeUnits(a: string, b: string): string {
  return `(${a} < ${b} ? -1 : ${a} > ${b} ? 1 : 0)`;
}

export const REWRITES: readonly Rewrite[] = [
  // Which docs plugin a path belongs to: sorted so that the longest matching base path wins, for
  // which code-unit order works as well (a path sorts before the paths it prefixes).
  {
    module: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    from: 'b[1].path.localeCompare(a[1].path)',
    to: compareCodeUnits('b[1].path', 'a[1].path'),
  },
  // Object keys sorted to make a memo's dependency list independent of key order.
  {
    module: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    from: 'a[0].localeCompare(b[0])',
    to: compareCodeUnits('a[0]', 'b[0]'),
  },
];

/** `source` of the module at `resourcePath` with its rewrites applied; throws if one is not found. */
export function rewriteComparisons(
  source: string,
  resourcePath: string,
  rewrites: readonly Rewrite[] = REWRITES,
): string {
  const normalised = resourcePath.split('\\').join('/');
  let result = source;
  for (const rewrite of rewrites.filter(({module}) => normalised.endsWith(`/node_modules/${module}`))) {
    const occurrences = result.split(rewrite.from).length - 1;
    if (occurrences !== 1) {
      throw new Error(
        `plugins/lean/generated/code-unit-sort: expected "${rewrite.from}" once in ${resourcePath}, found it ${occurrences} times. ` +
          'Docusaurus changed this module: update REWRITES in plugins/lean/generated/code-unit-sort/rewrite.ts.',
      );
    }
    result = result.replace(rewrite.from, rewrite.to);
  }
  return result;
}

/** The bundler loader: the modules it is given are those of REWRITES (index.ts). */
export default function codeUnitSortLoader(this: {resourcePath: string}, source: string): string {
  return rewriteComparisons(source, this.resourcePath);
}
