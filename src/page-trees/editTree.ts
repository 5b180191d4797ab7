import type {PageTree, PageTreeNode} from './types';

/** How an archived version's tree differs from the latest one's (src/page-trees/material-ui-v6.ts). */
export interface TreeEdits {
  /** Pages (by pathname) the version does not have; a group left empty goes too. */
  readonly remove?: readonly string[];
  /** Pages (by pathname) that are other nodes in the version, in their place. */
  readonly replace?: Readonly<Record<string, readonly PageTreeNode[]>>;
  /** Groups (by title) whose flags the version does not show (`newFeature` of a feature that was new in the latest). */
  readonly unflag?: readonly string[];
}

function editNodes(nodes: readonly PageTreeNode[], edits: TreeEdits, used: Set<string>): PageTreeNode[] {
  return nodes.flatMap((node): PageTreeNode[] => {
    if (node.kind === 'page') {
      if (edits.remove?.includes(node.pathname)) {
        used.add(node.pathname);
        return [];
      }
      const replacement = edits.replace?.[node.pathname];
      if (replacement) used.add(node.pathname);
      return replacement ? [...replacement] : [node];
    }
    if (node.kind === 'link') return [node];
    const children = editNodes(node.children, edits, used);
    if (children.length === 0) return [];
    if (edits.unflag?.includes(node.title)) {
      used.add(node.title);
      const {newFeature: _newFeature, ...rest} = node;
      return [{...rest, children}];
    }
    return [{...node, children}];
  });
}

/**
 * `tree` with `edits` applied. Throws naming every edit that matched no node, so an edit cannot
 * outlive the page it was written for.
 */
export function editTree(tree: PageTree, edits: TreeEdits): PageTree {
  const used = new Set<string>();
  const edited = editNodes(tree, edits, used);
  const unused = [...(edits.remove ?? []), ...Object.keys(edits.replace ?? {}), ...(edits.unflag ?? [])].filter(
    (key) => !used.has(key),
  );
  if (unused.length > 0) throw new Error(`These page tree edits match no node of the tree: ${unused.join(', ')}.`);
  return edited;
}
