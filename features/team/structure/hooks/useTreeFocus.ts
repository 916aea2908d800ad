'use client';

import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { TreeNode } from '../../api';
import type { TreePanelHandle } from '../components/TreePanel';
import type { VisibleRow } from '../model/tree-edit';
import { isTempId } from '../queries';

/** How long typed letters add up to one search of the rows (type-ahead). */
const TYPEAHEAD_MS = 700;

export interface UseTreeFocusOptions {
  /** The rows shown, in order (the open branches'). */
  rows: readonly VisibleRow[];
  rootId: number;
  selectedId: number;
  expanded: ReadonlySet<number>;
  onSelect: (id: number) => void;
  onExpand: (ids: number[], open: boolean) => void;
  /** Administrators only: F2, Insert and Delete do nothing otherwise. */
  canEdit: boolean;
  onStartAdd: (parentId: number) => void;
  onStartRename: (node: TreeNode) => void;
  onAskDelete: (node: TreeNode) => void;
  ref?: Ref<TreePanelHandle>;
}

/**
 * The focus and the keys of a WAI-ARIA tree view: one row in the tab order (roving tabindex: the focused row, else
 * the selected one, else the root); ↑/↓ move, → opens or enters, ← closes or goes up, Home/End jump, letters find
 * a row, Enter or Space select; for administrators F2 renames, Insert adds a child, Delete asks to delete.
 * `itemRef` registers a row's element, `onKeyDown` goes on the tree, and the screen focuses a row through `ref`.
 */
export function useTreeFocus({
  rows,
  rootId,
  selectedId,
  expanded,
  onSelect,
  onExpand,
  canEdit,
  onStartAdd,
  onStartRename,
  onAskDelete,
  ref,
}: UseTreeFocusOptions) {
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const items = useRef(new Map<number, HTMLLIElement>());
  const pendingFocus = useRef<number | null>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const isShown = (id: number | null) => id !== null && rows.some((row) => row.node.id === id);
  const tabStop = isShown(focusedId) ? focusedId : isShown(selectedId) ? selectedId : rootId;

  function focusRow(id: number) {
    setFocusedId(id);
    const element = items.current.get(id);
    if (element) element.focus();
    // Not rendered yet (a row just revealed): focused after the render.
    else pendingFocus.current = id;
  }

  useEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const element = items.current.get(id);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  useImperativeHandle(ref, () => ({ focusNode: focusRow }));

  function activate(node: TreeNode) {
    if (isTempId(node.id)) return;
    onSelect(node.id);
    focusRow(node.id);
  }

  function findByTypeahead(from: number, key: string): number | null {
    const now = Date.now();
    const state = typeahead.current;
    state.text = now - state.at < TYPEAHEAD_MS ? state.text + key.toLowerCase() : key.toLowerCase();
    state.at = now;
    // A repeated letter cycles through the rows starting with it; a longer text refines from the current row.
    const start = state.text.length === 1 ? from + 1 : from;
    for (let step = 0; step < rows.length; step += 1) {
      const row = rows[(start + step) % rows.length]!;
      if (row.node.name.toLowerCase().startsWith(state.text)) return row.node.id;
    }
    return null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const target = event.target as HTMLElement;
    // Keys typed into a row's field or pressed on its buttons are theirs.
    if (target.getAttribute('role') !== 'treeitem') return;
    const id = Number(target.dataset.nodeId);
    const index = rows.findIndex((row) => row.node.id === id);
    const row = rows[index];
    if (!row) return;
    const { node } = row;
    const open = expanded.has(node.id);
    const hasChildren = node.children.length > 0;
    const editable = canEdit && !isTempId(node.id);
    const move = (to: number | undefined) => {
      const next = to === undefined ? undefined : rows[to];
      if (next) focusRow(next.node.id);
    };

    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rows.length - 1);
        break;
      case 'ArrowRight':
        if (!hasChildren) break;
        if (open) move(index + 1);
        else onExpand([node.id], true);
        break;
      case 'ArrowLeft':
        if (hasChildren && open) onExpand([node.id], false);
        else if (row.parentId !== null) focusRow(row.parentId);
        break;
      case 'Enter':
      case ' ':
        activate(node);
        break;
      case 'F2':
        if (!editable) return;
        onStartRename(node);
        break;
      case 'Insert':
        if (!editable) return;
        onStartAdd(node.id);
        break;
      case 'Delete':
        if (!editable || row.parentId === null) return;
        onAskDelete(node);
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || event.key === ' ') return;
        const found = findByTypeahead(index, event.key);
        if (found !== null) focusRow(found);
        break;
      }
    }
    event.preventDefault();
  }

  /** The ref callback of a row's element. */
  const itemRef = (id: number) => (element: HTMLLIElement | null) => {
    if (element) items.current.set(id, element);
    else items.current.delete(id);
  };

  return { tabStop, focusRow, setFocusedId, itemRef, activate, onKeyDown };
}
