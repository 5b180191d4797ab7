/**
 * Where focus is inside an element, as the element indexes from it down to the focused element:
 * what a preview keeps when its server HTML is swapped for the same markup rendered in the
 * browser (previewGate.tsx). Comments and text nodes are skipped, so React's markers do not count.
 */
export function focusPath(root: Element, active: Element | null): number[] | null {
  const path: number[] = [];
  let node = active;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root && path.length > 0 ? path : null;
}

/** The element at `path` under `root` (see focusPath), if the markup still has one there. */
export function elementAtPath(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) {
    node = node?.children[index] ?? null;
  }
  return node;
}
