import type { TreeNode } from '../../api';

/*
 * Immutable edits of a cached tree, for the optimistic updates of queries.ts. Each returns a new root that shares
 * every untouched branch with the old one (React and TanStack Query compare by reference), or the very same root
 * when the node it names is not there — a colleague's change may already have removed it.
 */

/** The tree with `update` applied to the node with this id (the root included). */
export function updateNode(root: TreeNode, id: number, update: (node: TreeNode) => TreeNode): TreeNode {
  if (root.id === id) return update(root);
  let changed = false;
  const children = root.children.map((child) => {
    const next = updateNode(child, id, update);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...root, children } : root;
}

/**
 * The tree with `child` added under `parentId` at `index` (default: last, where the server puts a new node —
 * children are ordered by id). A node with the child's id already there is replaced instead, so applying the
 * same insert twice (an optimistic row, then the server's answer) never shows it twice.
 */
export function insertChild(root: TreeNode, parentId: number, child: TreeNode, index?: number): TreeNode {
  return updateNode(root, parentId, (parent) => {
    const existing = parent.children.findIndex((item) => item.id === child.id);
    if (existing !== -1)
      return { ...parent, children: parent.children.map((item) => (item.id === child.id ? child : item)) };
    const children = [...parent.children];
    children.splice(index ?? children.length, 0, child);
    return { ...parent, children };
  });
}

/** The tree with the node renamed; its subtree stays. */
export function renameInTree(root: TreeNode, id: number, name: string): TreeNode {
  return updateNode(root, id, (node) => (node.name === name ? node : { ...node, name }));
}

/** What {@link removeNode} took out, enough to put it back where it was. */
export interface Removal {
  root: TreeNode;
  removed: TreeNode;
  parentId: number;
  index: number;
}

/** The tree without the node and its subtree, with where it was; null when absent (or it is the root). */
export function removeNode(root: TreeNode, id: number): Removal | null {
  const index = root.children.findIndex((child) => child.id === id);
  if (index !== -1) {
    return {
      root: { ...root, children: root.children.filter((child) => child.id !== id) },
      removed: root.children[index]!,
      parentId: root.id,
      index,
    };
  }
  for (const [position, child] of root.children.entries()) {
    const below = removeNode(child, id);
    if (below) {
      const children = [...root.children];
      children[position] = below.root;
      return { ...below, root: { ...root, children } };
    }
  }
  return null;
}

/** The node's parent id, null for the root or an absent node. */
export function parentIdOf(root: TreeNode, id: number): number | null {
  for (const child of root.children) {
    if (child.id === id) return root.id;
    const found = parentIdOf(child, id);
    if (found !== null) return found;
  }
  return null;
}

/** A treeitem as shown: what arrow keys walk and ARIA describes (`aria-level`, `aria-posinset`, `aria-setsize`). */
export interface VisibleRow {
  node: TreeNode;
  /** 1 for the root. */
  level: number;
  parentId: number | null;
  posInSet: number;
  setSize: number;
}

/** The rows on screen top to bottom: the root, then the children of every expanded node, depth first. */
export function visibleRows(root: TreeNode, expanded: ReadonlySet<number>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (node: TreeNode, level: number, parentId: number | null, posInSet: number, setSize: number) => {
    rows.push({ node, level, parentId, posInSet, setSize });
    if (!expanded.has(node.id)) return;
    node.children.forEach((child, index) => walk(child, level + 1, node.id, index + 1, node.children.length));
  };
  walk(root, 1, null, 1, 1);
  return rows;
}

/** Ids of every node that has children: what «Развернуть всё» expands. */
export function branchIds(root: TreeNode): number[] {
  const ids: number[] = [];
  const walk = (node: TreeNode) => {
    if (node.children.length === 0) return;
    ids.push(node.id);
    node.children.forEach(walk);
  };
  walk(root);
  return ids;
}
