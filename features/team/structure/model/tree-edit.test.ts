import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../api';
import { branchIds, insertChild, parentIdOf, removeNode, renameInTree, updateNode, visibleRows } from './tree-edit';

const n = (id: number, name: string, ...children: TreeNode[]): TreeNode => ({ id, name, children });

const root = n(
  1,
  'Все каналы',
  n(2, 'Заявки гостей', n(3, 'Хозяйственная служба', n(4, 'Этажи 2–4')), n(5, 'Трансфер')),
  n(6, 'Жалобы'),
);

describe('updateNode', () => {
  it('shares every untouched branch with the old tree', () => {
    const next = updateNode(root, 5, (node) => ({ ...node, name: 'Такси' }));
    expect(next).not.toBe(root);
    expect(next.children[1]).toBe(root.children[1]);
    expect(next.children[0]!.children[0]).toBe(root.children[0]!.children[0]);
    expect(next.children[0]!.children[1]!.name).toBe('Такси');
  });

  it('returns the same tree when the id is absent', () => {
    expect(updateNode(root, 99, (node) => ({ ...node, name: 'x' }))).toBe(root);
  });
});

describe('insertChild', () => {
  it('appends under the parent by default, and at an index when given', () => {
    const appended = insertChild(root, 2, n(-1, 'Ресторан'));
    expect(appended.children[0]!.children.map((child) => child.name)).toEqual([
      'Хозяйственная служба',
      'Трансфер',
      'Ресторан',
    ]);
    const first = insertChild(root, 2, n(-1, 'Ресторан'), 0);
    expect(first.children[0]!.children.map((child) => child.name)).toEqual([
      'Ресторан',
      'Хозяйственная служба',
      'Трансфер',
    ]);
  });

  it('replaces a child with the same id instead of adding it twice', () => {
    const once = insertChild(root, 6, n(7, 'Шум'));
    const twice = insertChild(once, 6, n(7, 'Шум ночью'));
    expect(twice.children[1]!.children).toEqual([n(7, 'Шум ночью')]);
  });

  it('adds under the root and leaves the tree alone for an absent parent', () => {
    expect(insertChild(root, 1, n(8, 'VIP')).children.map((child) => child.id)).toEqual([2, 6, 8]);
    expect(insertChild(root, 99, n(8, 'VIP'))).toBe(root);
  });
});

describe('renameInTree', () => {
  it('renames the node and keeps its subtree', () => {
    const next = renameInTree(root, 3, 'Горничные');
    expect(next.children[0]!.children[0]).toEqual(n(3, 'Горничные', n(4, 'Этажи 2–4')));
  });

  it('is a no-op for the same name', () => {
    expect(renameInTree(root, 3, 'Хозяйственная служба')).toBe(root);
  });
});

describe('removeNode', () => {
  it('removes the subtree and says where it was, so it can be put back', () => {
    const removal = removeNode(root, 3)!;
    expect(removal.removed).toBe(root.children[0]!.children[0]);
    expect(removal.parentId).toBe(2);
    expect(removal.index).toBe(0);
    expect(removal.root.children[0]!.children.map((child) => child.id)).toEqual([5]);
    expect(insertChild(removal.root, removal.parentId, removal.removed, removal.index)).toEqual(root);
  });

  it('is null for the root and for an absent id', () => {
    expect(removeNode(root, 1)).toBeNull();
    expect(removeNode(root, 99)).toBeNull();
  });
});

describe('parentIdOf', () => {
  it('finds the parent; null for the root and absent nodes', () => {
    expect(parentIdOf(root, 4)).toBe(3);
    expect(parentIdOf(root, 6)).toBe(1);
    expect(parentIdOf(root, 1)).toBeNull();
    expect(parentIdOf(root, 99)).toBeNull();
  });
});

describe('visibleRows', () => {
  it('walks the expanded branches only, with level and position in the set', () => {
    const rows = visibleRows(root, new Set([1, 2]));
    expect(
      rows.map(({ node, level, parentId, posInSet, setSize }) => [node.id, level, parentId, posInSet, setSize]),
    ).toEqual([
      [1, 1, null, 1, 1],
      [2, 2, 1, 1, 2],
      [3, 3, 2, 1, 2],
      [5, 3, 2, 2, 2],
      [6, 2, 1, 2, 2],
    ]);
  });

  it('shows the root alone when it is collapsed, even if a descendant is marked expanded', () => {
    expect(visibleRows(root, new Set([2, 3])).map((row) => row.node.id)).toEqual([1]);
  });
});

describe('branchIds', () => {
  it('lists the nodes with children', () => {
    expect(branchIds(root)).toEqual([1, 2, 3]);
    expect(branchIds(n(1, 'Все каналы'))).toEqual([]);
  });
});
