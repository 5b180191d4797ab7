/** One node of the default theme explorer: a key path and either a value or children. */
export interface ThemeTreeNode {
  key: string;
  path: string;
  /** A leaf's value as shown: strings quoted, functions as `ƒ(…)`. */
  value?: string;
  children?: ThemeTreeNode[];
}

function describeLeaf(value: unknown): string {
  // Not the function's name: the server and browser bundles are minified separately, so names
  // differ between them and the page would not hydrate. The key already names the function.
  // Nor the arity: rest parameters (`spacing(...args)`) count as none.
  if (typeof value === 'function') return 'ƒ(…)';
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

/**
 * The theme as a tree for the explorer, keys in the theme's own order. Cycles (none expected) are
 * cut rather than followed; `depth` bounds very deep values.
 */
export function themeTree(value: unknown, path = '', depth = 8, seen = new WeakSet<object>()): ThemeTreeNode[] {
  if (typeof value !== 'object' || value === null) return [];
  if (seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).map(([key, child]) => {
    const childPath = path ? (Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`) : key;
    if (typeof child === 'object' && child !== null && depth > 0) {
      return {key, path: childPath, children: themeTree(child, childPath, depth - 1, seen)};
    }
    return {key, path: childPath, value: describeLeaf(child)};
  });
}

/** The tree narrowed to nodes whose path contains `query` (case-insensitive), with their ancestors. */
export function filterThemeTree(nodes: readonly ThemeTreeNode[], query: string): ThemeTreeNode[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...nodes];
  return nodes.flatMap((node) => {
    if (node.path.toLowerCase().includes(needle)) return [node];
    const children = node.children ? filterThemeTree(node.children, needle) : [];
    return children.length > 0 ? [{...node, children}] : [];
  });
}
