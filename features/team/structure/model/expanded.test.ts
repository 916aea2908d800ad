import { describe, expect, it, vi } from 'vitest';
import type { TreeNode } from '../../api';
import {
  defaultExpanded,
  expandedStorageKey,
  parseExpanded,
  readExpandedRaw,
  subscribeExpanded,
  writeExpanded,
} from './expanded';
import { parseNodeId } from './selection';

describe('expandedStorageKey', () => {
  it('is per kind and hotel, under the app prefix', () => {
    expect(expandedStorageKey('positions', 1)).toBe('hotels.structure.positions.1.expanded');
    expect(expandedStorageKey('channels', 2)).not.toBe(expandedStorageKey('channels', 1));
  });
});

describe('parseExpanded', () => {
  it('reads a stored list of ids and drops what is not an id', () => {
    expect(parseExpanded('[1,5,12]')).toEqual([1, 5, 12]);
    expect(parseExpanded('[1,"x",2.5,3]')).toEqual([1, 3]);
  });

  it('is null when nothing usable is stored', () => {
    expect(parseExpanded(null)).toBeNull();
    expect(parseExpanded('{')).toBeNull();
    expect(parseExpanded('{"a":1}')).toBeNull();
  });
});

describe('defaultExpanded', () => {
  it('opens the root and its branches', () => {
    const root: TreeNode = {
      id: 1,
      name: 'Все должности',
      children: [
        { id: 2, name: 'Руководство', children: [{ id: 3, name: 'Генеральный менеджер', children: [] }] },
        { id: 4, name: 'Техническая служба', children: [] },
      ],
    };
    expect(defaultExpanded(root)).toEqual([1, 2]);
  });
});

describe('writeExpanded', () => {
  it('stores sorted unique ids and tells the subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeExpanded(listener);
    writeExpanded('hotels.structure.positions.1.expanded', [5, 1, 5, 3]);
    expect(readExpandedRaw('hotels.structure.positions.1.expanded')).toBe('[1,3,5]');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeExpanded('hotels.structure.positions.1.expanded', [1]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('parseNodeId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseNodeId('42')).toBe(42);
    expect(parseNodeId('')).toBeNull();
    expect(parseNodeId('0')).toBeNull();
    expect(parseNodeId('-3')).toBeNull();
    expect(parseNodeId('4.5')).toBeNull();
    expect(parseNodeId('12abc')).toBeNull();
    expect(parseNodeId('99999999999999999999')).toBeNull();
  });
});
