'use client';

import { ActionIcon, Loader } from '@mantine/core';
import { IconChevronRight, IconPencil, IconPlus, IconSitemap, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, MouseEvent } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { TreeNode } from '../../api';
import type { useTreeFocus } from '../hooks/useTreeFocus';
import { isTempId } from '../queries';
import { NodeNameInput } from './NodeNameInput';
import type { TreeEditing, TreePanelProps } from './TreePanel';
import classes from './TreePanel.module.css';

/** What every item of one tree shares: the tree's state, its callbacks and its focus (useTreeFocus). */
export type TreeShared = Pick<
  TreePanelProps,
  | 'kind'
  | 'selectedId'
  | 'expanded'
  | 'onExpand'
  | 'canEdit'
  | 'editing'
  | 'onEditingChange'
  | 'onSubmitEditing'
  | 'onStartAdd'
  | 'onStartRename'
  | 'onAskDelete'
  | 'busyIds'
> & {
  focus: Pick<ReturnType<typeof useTreeFocus>, 'tabStop' | 'focusRow' | 'setFocusedId' | 'itemRef' | 'activate'>;
};

interface TreeItemProps {
  node: TreeNode;
  /** Its depth (the root is 1), place among its siblings and their number, as ARIA counts them. */
  level: number;
  posInSet: number;
  setSize: number;
  /** null for the root. */
  parentId: number | null;
  tree: TreeShared;
}

/** True when the event happened on this treeitem's row itself: not in a nested item, a row button or the field. */
function ownEvent(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  return target.closest('[role="treeitem"]') === event.currentTarget && target.closest('button, input') === null;
}

/** A click on a row button is the button's, not the item's (which would select it). */
function only(action: () => void) {
  return (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
}

/** A row's buttons for the mouse and touch (shown on hover, focus and selection): add a child, rename, delete. */
function RowActions({ node, isRoot, tree }: { node: TreeNode; isRoot: boolean; tree: TreeShared }) {
  const addLabel = ru.structure[tree.kind].addChildTo(node.name);
  return (
    <span className={classes.actions}>
      <ActionIcon
        variant="subtle"
        size="sm"
        tabIndex={-1}
        aria-label={addLabel}
        title={addLabel}
        onClick={only(() => tree.onStartAdd(node.id))}
      >
        <IconPlus size={14} stroke={1.8} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        size="sm"
        tabIndex={-1}
        aria-label={ru.structure.renameNode(node.name)}
        title={ru.structure.renameNode(node.name)}
        onClick={only(() => tree.onStartRename(node))}
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
          onClick={only(() => tree.onAskDelete(node))}
        >
          <IconTrash size={14} stroke={1.8} aria-hidden />
        </ActionIcon>
      )}
    </span>
  );
}

/** The open inline field of a name (a rename on the row, or a new child under it); Escape gives the focus back. */
function NameField({
  node,
  editing,
  label,
  initial,
  tree,
}: {
  node: TreeNode;
  editing: TreeEditing;
  label: string;
  initial: string;
  tree: TreeShared;
}) {
  return (
    <NodeNameInput
      label={label}
      value={editing.draft}
      initial={initial}
      error={editing.error}
      onChange={(draft) => tree.onEditingChange({ ...editing, draft, error: null })}
      onSubmit={() => {
        if (tree.onSubmitEditing()) tree.focus.focusRow(node.id);
      }}
      onCancel={() => {
        tree.onEditingChange(null);
        tree.focus.focusRow(node.id);
      }}
    />
  );
}

/** One node of the tree (a WAI-ARIA treeitem) and, while open, its children in a nested group. */
export function TreeItem({ node, level, posInSet, setSize, parentId, tree }: TreeItemProps) {
  const { editing, focus } = tree;
  const isRoot = parentId === null;
  const temp = isTempId(node.id);
  const busy = temp || tree.busyIds.has(node.id);
  const hasChildren = node.children.length > 0;
  const renaming = editing?.mode === 'rename' && editing.id === node.id ? editing : null;
  const adding = editing?.mode === 'add' && editing.parentId === node.id ? editing : null;
  const open = (hasChildren && tree.expanded.has(node.id)) || adding !== null;
  const selected = node.id === tree.selectedId;
  const editable = tree.canEdit && !temp;

  return (
    // The tree's keys (arrows, Enter, F2, Insert, Delete) are handled once on the tree for the focused item.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      ref={focus.itemRef(node.id)}
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
      tabIndex={node.id === focus.tabStop ? 0 : -1}
      data-node-id={node.id}
      className={classes.item}
      onFocus={(event) => {
        if (event.target === event.currentTarget) focus.setFocusedId(node.id);
      }}
      // On the item, not its row, so a click anywhere on it counts; a nested item's clicks are its own.
      onClick={(event) => {
        if (ownEvent(event)) focus.activate(node);
      }}
      onDoubleClick={(event) => {
        if (ownEvent(event) && editable) tree.onStartRename(node);
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
            tree.onExpand([node.id], !open);
          }}
        >
          {hasChildren && <IconChevronRight size={14} stroke={1.8} aria-hidden />}
        </span>
        {renaming ? (
          <NameField
            node={node}
            editing={renaming}
            label={ru.structure.renameLabel(node.name)}
            initial={node.name}
            tree={tree}
          />
        ) : (
          <span className={classes.name} title={node.name}>
            {isRoot && <IconSitemap size={14} className={classes.rootIcon} stroke={1.8} aria-hidden />}
            {node.name}
          </span>
        )}
        {busy && <Loader size={12} className={classes.busy} aria-hidden="true" />}
        {editable && !renaming && <RowActions node={node} isRoot={isRoot} tree={tree} />}
      </div>
      {open && (
        <ul role="group" className={classes.group}>
          {node.children.map((child, index) => (
            <TreeItem
              key={child.id}
              node={child}
              level={level + 1}
              posInSet={index + 1}
              setSize={node.children.length}
              parentId={node.id}
              tree={tree}
            />
          ))}
          {adding && (
            <li role="none" className={classes.addRow} style={{ '--tree-level': level } as CSSProperties}>
              <NameField node={node} editing={adding} label={ru.structure[tree.kind].newName} initial="" tree={tree} />
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
