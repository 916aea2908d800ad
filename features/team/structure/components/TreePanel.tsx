'use client';

import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type Ref, useMemo } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useTouchScreen } from '@/lib/ui/useTouchScreen';
import type { TreeKind, TreeNode } from '../../api';
import { flattenTree } from '../../model/tree';
import { useTreeFocus } from '../hooks/useTreeFocus';
import { branchIds, visibleRows } from '../model/tree-edit';
import { TreeItem, type TreeShared } from './TreeItem';
import classes from './TreePanel.module.css';

/** The inline field open in the tree: a new child of `parentId`, or a new name of `id`. */
export type TreeEditing =
  | { mode: 'add'; parentId: number; draft: string; error: string | null }
  | { mode: 'rename'; id: number; draft: string; error: string | null };

/** What the screen asks of the tree: focus a row (after a dialog closes, after a change). */
export interface TreePanelHandle {
  focusNode: (id: number) => void;
}

export interface TreePanelProps {
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

/** Above the tree: how many nodes it has, «Развернуть всё» and «Свернуть всё». */
function TreeToolbar({ kind, root, onReplaceExpanded }: Pick<TreePanelProps, 'kind' | 'root' | 'onReplaceExpanded'>) {
  const total = useMemo(() => flattenTree(root).length, [root]);
  return (
    <div className={classes.toolbar}>
      <Text fz="sm" c="dimmed" className={classes.count} aria-live="polite" aria-atomic="true">
        {ru.structure[kind].count(total)}
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
        <Button variant="subtle" size="compact-xs" onClick={() => onReplaceExpanded([root.id])} disabled={total === 0}>
          {ru.structure.collapseAll}
        </Button>
      </Group>
    </div>
  );
}

/** Under a root without children: what the tree is for, and for administrators a button adding the first node. */
function EmptyTree({ kind, canEdit, onAddFirst }: { kind: TreeKind; canEdit: boolean; onAddFirst: () => void }) {
  const t = ru.structure[kind];
  return (
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
          onClick={onAddFirst}
          mt={4}
        >
          {t.addFirst}
        </Button>
      )}
    </div>
  );
}

/**
 * The tree of one kind (WAI-ARIA tree view): the root on top, children in nested groups (TreeItem). One row is in
 * the tab order and the keys move, open, find, select and, for administrators, rename, add and delete
 * (useTreeFocus). The row buttons (shown on hover, focus and selection) are for the mouse and touch; the details
 * panel has the same actions as regular buttons.
 */
export function TreePanel({
  root,
  selectedId,
  onSelect,
  expanded,
  onReplaceExpanded,
  canEdit,
  ref,
  ...shared
}: TreePanelProps) {
  const { kind, editing, onStartAdd } = shared;
  const rows = useMemo(() => visibleRows(root, expanded), [root, expanded]);
  const touch = useTouchScreen();
  const { onKeyDown, ...focus } = useTreeFocus({
    ...shared,
    rows,
    rootId: root.id,
    selectedId,
    expanded,
    onSelect,
    canEdit,
    ref,
  });
  const tree: TreeShared = { ...shared, selectedId, expanded, canEdit, focus };
  const empty = root.children.length === 0 && editing?.mode !== 'add';

  return (
    <div className={classes.panel}>
      <TreeToolbar kind={kind} root={root} onReplaceExpanded={onReplaceExpanded} />
      <ul role="tree" aria-label={ru.structure[kind].tree} className={classes.tree} onKeyDown={onKeyDown}>
        <TreeItem key={root.id} node={root} level={1} posInSet={1} setSize={1} parentId={null} tree={tree} />
      </ul>
      {empty && <EmptyTree kind={kind} canEdit={canEdit} onAddFirst={() => onStartAdd(root.id)} />}
      {!touch && (
        <Text fz="xs" c="dimmed" className={classes.hint}>
          {canEdit ? ru.structure.keyboardHint : ru.structure.keyboardHintReadOnly}
        </Text>
      )}
    </div>
  );
}
