import type { TreeKind, TreeNode } from '../../api';

/*
 * Which nodes of a tree are expanded, kept in localStorage per hotel and tree (the spec's key prefix `hotels.`),
 * so a reload or the next visit shows the tree as it was left. lib/storage keeps only the session's keys and has
 * no generic helper, hence this small one.
 */

/** The storage key of one hotel's tree of one kind. */
export function expandedStorageKey(kind: TreeKind, hotelId: number): string {
  return `hotels.structure.${kind}.${hotelId}.expanded`;
}

/** The stored ids, or null when nothing usable is stored (never written, or written by something else). */
export function parseExpanded(raw: string | null): number[] | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    return value.filter((id): id is number => Number.isInteger(id));
  } catch {
    return null;
  }
}

/** What a tree first shows: the root and its children open, so two levels are visible. */
export function defaultExpanded(root: TreeNode): number[] {
  return [root.id, ...root.children.filter((child) => child.children.length > 0).map((child) => child.id)];
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/** Stores the ids (sorted, deduplicated) and tells the readers of {@link readExpandedRaw}. */
export function writeExpanded(key: string, ids: Iterable<number>): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify([...new Set(ids)].sort((a, b) => a - b)));
  } catch {
    // Storage full or blocked: the state then lives as long as the page, which is still usable.
  }
  for (const listener of listeners) listener();
}

/** The raw stored value (a string, so `useSyncExternalStore` compares it cheaply). */
export function readExpandedRaw(key: string): string | null {
  return read(key);
}

/** Subscribes to writes from this page and from other tabs. */
export function subscribeExpanded(listener: () => void): () => void {
  listeners.add(listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}
