import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../api';
import { ancestorIds, findNode, flattenTree, subtreeSize } from './tree';

const n = (id: number, name: string, ...children: TreeNode[]): TreeNode => ({ id, name, children });

// Все должности → Руководство → Генеральный менеджер; Служба приёма → Ресепшн → (Старший, Ночной); Консьерж.
const root = n(
  1,
  'Все должности',
  n(2, 'Руководство', n(3, 'Генеральный менеджер')),
  n(4, 'Служба приёма', n(5, 'Ресепшн', n(6, 'Старший администратор'), n(7, 'Ночной администратор')), n(8, 'Консьерж')),
);

describe('flattenTree', () => {
  it('lists the nodes below the root depth first, each with its path and depth', () => {
    expect(flattenTree(root)).toEqual([
      { id: 2, name: 'Руководство', path: [], depth: 0 },
      { id: 3, name: 'Генеральный менеджер', path: ['Руководство'], depth: 1 },
      { id: 4, name: 'Служба приёма', path: [], depth: 0 },
      { id: 5, name: 'Ресепшн', path: ['Служба приёма'], depth: 1 },
      { id: 6, name: 'Старший администратор', path: ['Служба приёма', 'Ресепшн'], depth: 2 },
      { id: 7, name: 'Ночной администратор', path: ['Служба приёма', 'Ресепшн'], depth: 2 },
      { id: 8, name: 'Консьерж', path: ['Служба приёма'], depth: 1 },
    ]);
  });

  it('is empty for a root without children', () => {
    expect(flattenTree(n(1, 'Все каналы'))).toEqual([]);
  });
});

describe('findNode', () => {
  it('finds the root, an inner node and a leaf', () => {
    expect(findNode(root, 1)).toBe(root);
    expect(findNode(root, 5)?.name).toBe('Ресепшн');
    expect(findNode(root, 7)?.name).toBe('Ночной администратор');
  });

  it('is null for an id not in the tree', () => {
    expect(findNode(root, 99)).toBeNull();
  });
});

describe('subtreeSize', () => {
  it('counts the node and all its descendants', () => {
    expect(subtreeSize(findNode(root, 4)!)).toBe(5);
    expect(subtreeSize(findNode(root, 5)!)).toBe(3);
    expect(subtreeSize(findNode(root, 8)!)).toBe(1);
    expect(subtreeSize(root)).toBe(8);
  });
});

describe('ancestorIds', () => {
  it('gives the ids from the root down to the parent', () => {
    expect(ancestorIds(root, 6)).toEqual([1, 4, 5]);
    expect(ancestorIds(root, 2)).toEqual([1]);
  });

  it('is empty for the root and null for an absent id', () => {
    expect(ancestorIds(root, 1)).toEqual([]);
    expect(ancestorIds(root, 42)).toBeNull();
  });
});
