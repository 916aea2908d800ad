import type { TreeNode } from '../api';

/** A node of a tree with where it sits: its ancestors' names below the root, and its depth (root's children = 0). */
export interface FlatNode {
  id: number;
  name: string;
  path: string[];
  depth: number;
}

/**
 * The nodes under the root in display order (depth first, children in the server's order), each with its path —
 * what a select of positions shows («Руководство › Служба приёма › Ресепшн»). The root itself is left out: it
 * stands for the whole hotel, not a position or channel anyone holds.
 */
export function flattenTree(root: TreeNode): FlatNode[] {
  const out: FlatNode[] = [];
  const walk = (node: TreeNode, path: string[], depth: number) => {
    for (const child of node.children) {
      out.push({ id: child.id, name: child.name, path, depth });
      walk(child, [...path, child.name], depth + 1);
    }
  };
  walk(root, [], 0);
  return out;
}

/** The node with this id in the tree (the root included), or null. */
export function findNode(root: TreeNode, id: number): TreeNode | null {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

/** How many nodes a delete of this node removes: the node and all its descendants. */
export function subtreeSize(node: TreeNode): number {
  return node.children.reduce((sum, child) => sum + subtreeSize(child), 1);
}

/** The ids from the root down to the node's parent (what must be expanded to show the node); null if absent. */
export function ancestorIds(root: TreeNode, id: number): number[] | null {
  if (root.id === id) return [];
  for (const child of root.children) {
    const below = ancestorIds(child, id);
    if (below) return [root.id, ...below];
  }
  return null;
}
