'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TreeKind, TreeNode } from '../../api';
import {
  defaultExpanded,
  expandedStorageKey,
  parseExpanded,
  readExpandedRaw,
  subscribeExpanded,
  writeExpanded,
} from '../model/expanded';

export interface ExpandedNodes {
  expanded: ReadonlySet<number>;
  /** Opens or closes these nodes, leaving the others as they are. */
  set: (ids: number[], open: boolean) => void;
  /** Replaces the whole state (expand all / collapse all). */
  replace: (ids: number[]) => void;
}

/**
 * The expanded nodes of the hotel's tree of this kind, kept across reloads (expanded.ts). Until the user opens or
 * closes anything, the root and its branches are open.
 */
export function useExpandedNodes(kind: TreeKind, hotelId: number, root: TreeNode | undefined): ExpandedNodes {
  const key = expandedStorageKey(kind, hotelId);
  const raw = useSyncExternalStore(
    subscribeExpanded,
    () => readExpandedRaw(key),
    () => null,
  );

  const expanded = useMemo(() => {
    const stored = parseExpanded(raw);
    return new Set(stored ?? (root ? defaultExpanded(root) : []));
  }, [raw, root]);

  const set = useCallback(
    (ids: number[], open: boolean) => {
      // Read afresh, not from the render: two changes in one tick (a reveal and a click) must both stay.
      const next = new Set(parseExpanded(readExpandedRaw(key)) ?? (root ? defaultExpanded(root) : []));
      for (const id of ids) {
        if (open) next.add(id);
        else next.delete(id);
      }
      writeExpanded(key, next);
    },
    [key, root],
  );

  const replace = useCallback((ids: number[]) => writeExpanded(key, ids), [key]);

  return { expanded, set, replace };
}
