'use client';

import { ActionIcon, Button, Group, Loader, Skeleton, Text } from '@mantine/core';
import { IconChevronRight, IconPencil, IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as ru from '@/lib/i18n/ru';
import type { TreeKind, TreeNode } from '../../api';
import { flattenTree } from '../../model/tree';
import { branchIds, visibleRows } from '../model/tree-edit';
import { isTempId } from '../queries';
import { NodeNameInput } from './NodeNameInput';
import classes from './TreePanel.module.css';

/** The inline field open in the tree: a new child of `parentId`, or a new name of `id`. */
export type TreeEditing =
  | { mode: 'add'; parentId: number; draft: string; error: string | null }
  | { mode: 'rename'; id: number; draft: string; error: string | null };

/** What the screen asks of the tree: focus a row (after a dialog closes, after a change). */
export interface TreePanelHandle {
  focusNode: (id: number) => void;
}

interface TreePanelProps {
  kind: TreeKind;
  root: TreeNode;
  selectedId: number;
  onSelect: (id: number) => void;
  expanded: ReadonlySet<number>;
  onExpand: (ids: number[], open: boolean) => void;
  onReplaceExpanded: (ids: number[]) => void;
  /** Administrators only: every change control and shortcut is absent otherwise. */
  canEdit: boolean;
  editing: TreeEditing | null;
  onEditingChange: (editing: TreeEditing | null) => void;
  /** Saves what the open field holds; false when it stays open (an empty name). */
  onSubmitEditing: () => boolean;
  onStartAdd: (parentId: number) => void;
  onStartRename: (node: TreeNode) => void;
  onAskDelete: (node: TreeNode) => void;
  /** Nodes with a change on its way to the server. */
  busyIds: ReadonlySet<number>;
  ref?: Ref<TreePanelHandle>;
}

/** True when the event happened on this treeitem's row itself: not in a nested item, a row button or the field. */
function ownEvent(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  return target.closest('[role="treeitem"]') === event.currentTarget && target.closest('button, input') === null;
}

/** How long typed letters add up to one search of the rows (type-ahead). */
const TYPEAHEAD_MS = 700;

/**
 * The tree of one kind (WAI-ARIA tree view): the root on top, children in nested groups. One row is in the tab
 * order (roving tabindex); ↑/↓ move, → opens or enters, ← closes or goes up, Home/End jump, letters find a row,
 * Enter or Space select; for administrators F2 renames, Insert adds a child, Delete asks to delete. The row buttons
 * (shown on hover, focus and selection) are for the mouse and touch; the details panel has the same actions as
 * regular buttons.
 */
export function TreePanel({
  kind,
  root,
  selectedId,
  onSelect,
  expanded,
  onExpand,
  onReplaceExpanded,
  canEdit,
  editing,
  onEditingChange,
  onSubmitEditing,
  onStartAdd,
  onStartRename,
  onAskDelete,
  busyIds,
  ref,
}: TreePanelProps) {
  const t = ru.structure[kind];
  const rows = useMemo(() => visibleRows(root, expanded), [root, expanded]);
  const total = useMemo(() => flattenTree(root).length, [root]);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const items = useRef(new Map<number, HTMLLIElement>());
  const pendingFocus = useRef<number | null>(null);
  const typeahead = useRef({ text: '', at: 0 });

  const isShown = (id: number | null) => id !== null && rows.some((row) => row.node.id === id);
  const tabStop = isShown(focusedId) ? focusedId : isShown(selectedId) ? selectedId : root.id;

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

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
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

  function cancelEditing(focusId: number) {
    onEditingChange(null);
    focusRow(focusId);
  }

  function renderNode(
    node: TreeNode,
    level: number,
    posInSet: number,
    setSize: number,
    parentId: number | null,
  ): ReactNode {
    const isRoot = parentId === null;
    const temp = isTempId(node.id);
    const busy = temp || busyIds.has(node.id);
    const hasChildren = node.children.length > 0;
    const renaming = editing?.mode === 'rename' && editing.id === node.id ? editing : null;
    const adding = editing?.mode === 'add' && editing.parentId === node.id ? editing : null;
    const open = (hasChildren && expanded.has(node.id)) || adding !== null;
    const selected = node.id === selectedId;
    const editable = canEdit && !temp;

    return (
      // The tree's keys (arrows, Enter, F2, Insert, Delete) are handled once on the tree for the focused item.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events
      <li
        key={node.id}
        ref={(element) => {
          if (element) items.current.set(node.id, element);
          else items.current.delete(node.id);
        }}
        role="treeitem"
        aria-label={node.name}
        aria-level={level}
        aria-posinset={posInSet}
        aria-setsize={setSize}
        aria-expanded={hasChildren || adding ? open : undefined}
        aria-selected={selected}
        aria-busy={busy || undefined}
        aria-disabled={temp || undefined}
        aria-keyshortcuts={editable ? (isRoot ? 'F2 Insert' : 'F2 Insert Delete') : undefined}
        tabIndex={node.id === tabStop ? 0 : -1}
        data-node-id={node.id}
        className={classes.item}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusedId(node.id);
        }}
        // On the item, not its row, so a click anywhere on it counts; a nested item's clicks are its own.
        onClick={(event) => {
          if (ownEvent(event)) activate(node);
        }}
        onDoubleClick={(event) => {
          if (ownEvent(event) && editable) onStartRename(node);
        }}
      >
        <div
          className={classes.row}
          data-selected={selected || undefined}
          data-root={isRoot || undefined}
          data-temp={temp || undefined}
          style={{ '--tree-level': level - 1 } as CSSProperties}
        >
          <span
            className={classes.toggle}
            data-expanded={open || undefined}
            aria-hidden="true"
            onClick={(event) => {
              if (!hasChildren) return;
              event.stopPropagation();
              onExpand([node.id], !open);
            }}
          >
            {hasChildren && <IconChevronRight size={14} stroke={1.8} aria-hidden />}
          </span>
          {renaming ? (
            <NodeNameInput
              label={ru.structure.renameLabel(node.name)}
              value={renaming.draft}
              initial={node.name}
              error={renaming.error}
              onChange={(draft) => onEditingChange({ ...renaming, draft, error: null })}
              onSubmit={() => {
                if (onSubmitEditing()) focusRow(node.id);
              }}
              onCancel={() => cancelEditing(node.id)}
            />
          ) : (
            <span className={classes.name} title={node.name}>
              {isRoot && <IconSitemap size={14} className={classes.rootIcon} stroke={1.8} aria-hidden />}
              {node.name}
            </span>
          )}
          {busy && <Loader size={12} className={classes.busy} aria-hidden="true" />}
          {editable && !renaming && (
            <span className={classes.actions}>
              <ActionIcon
                variant="subtle"
                size="sm"
                tabIndex={-1}
                aria-label={t.addChildTo(node.name)}
                title={t.addChildTo(node.name)}
                onClick={(event) => {
                  event.stopPropagation();
                  onStartAdd(node.id);
                }}
              >
                <IconPlus size={14} stroke={1.8} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                size="sm"
                tabIndex={-1}
                aria-label={ru.structure.renameNode(node.name)}
                title={ru.structure.renameNode(node.name)}
                onClick={(event) => {
                  event.stopPropagation();
                  onStartRename(node);
                }}
              >
                <IconPencil size={14} stroke={1.8} aria-hidden />
              </ActionIcon>
              {!isRoot && (
                <ActionIcon
                  variant="subtle"
                  color="alert"
                  size="sm"
                  tabIndex={-1}
                  aria-label={ru.structure.deleteNode(node.name)}
                  title={ru.structure.deleteNode(node.name)}
                  onClick={(event) => {
                    event.stopPropagation();
                    onAskDelete(node);
                  }}
                >
                  <IconTrash size={14} stroke={1.8} aria-hidden />
                </ActionIcon>
              )}
            </span>
          )}
        </div>
        {open && (
          <ul role="group" className={classes.group}>
            {node.children.map((child, index) =>
              renderNode(child, level + 1, index + 1, node.children.length, node.id),
            )}
            {adding && (
              <li role="none" className={classes.addRow} style={{ '--tree-level': level } as CSSProperties}>
                <NodeNameInput
                  label={t.newName}
                  value={adding.draft}
                  initial=""
                  error={adding.error}
                  onChange={(draft) => onEditingChange({ ...adding, draft, error: null })}
                  onSubmit={() => {
                    if (onSubmitEditing()) focusRow(node.id);
                  }}
                  onCancel={() => cancelEditing(node.id)}
                />
              </li>
            )}
          </ul>
        )}
      </li>
    );
  }

  const empty = root.children.length === 0 && editing?.mode !== 'add';

  return (
    <div className={classes.panel}>
      <div className={classes.toolbar}>
        <Text fz="sm" c="dimmed" className={classes.count} aria-live="polite" aria-atomic="true">
          {t.count(total)}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onReplaceExpanded(branchIds(root))}
            disabled={total === 0}
          >
            {ru.structure.expandAll}
          </Button>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onReplaceExpanded([root.id])}
            disabled={total === 0}
          >
            {ru.structure.collapseAll}
          </Button>
        </Group>
      </div>
      <ul role="tree" aria-label={t.tree} className={classes.tree} onKeyDown={handleKeyDown}>
        {renderNode(root, 1, 1, 1, null)}
      </ul>
      {empty && (
        <div className={classes.empty}>
          <Text fw={600} fz="sm">
            {t.emptyTitle}
          </Text>
          <Text fz="sm" c="dimmed">
            {canEdit ? t.emptyText : t.emptyReadOnlyText}
          </Text>
          {canEdit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} stroke={1.8} aria-hidden />}
              onClick={() => onStartAdd(root.id)}
              mt={4}
            >
              {t.addFirst}
            </Button>
          )}
        </div>
      )}
      <Text fz="xs" c="dimmed" className={classes.hint}>
        {canEdit ? ru.structure.keyboardHint : ru.structure.keyboardHintReadOnly}
      </Text>
    </div>
  );
}

const SKELETON_ROWS = [
  [0, 55],
  [1, 40],
  [2, 50],
  [2, 35],
  [1, 60],
  [2, 45],
  [1, 38],
  [1, 52],
] as const;

/** The panel while the tree loads: the same frame and row height, so nothing moves when it arrives. */
export function TreePanelSkeleton() {
  return (
    <div className={classes.panel} aria-busy="true" aria-label={ru.common.loading}>
      <div className={classes.toolbar}>
        <Skeleton height={14} width={90} radius="sm" />
      </div>
      <div className={classes.tree}>
        {SKELETON_ROWS.map(([level, width], index) => (
          <div key={index} className={classes.row} style={{ '--tree-level': level } as CSSProperties}>
            <span className={classes.toggle} />
            <Skeleton height={14} width={`${width}%`} radius="sm" />
          </div>
        ))}
      </div>
    </div>
  );
}
