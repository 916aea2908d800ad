'use client';

import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import type { TreeKind, TreeNode } from '../../api';
import { ancestorIds, findNode, subtreeSize } from '../../model/tree';
import type { TreeEditing, TreePanelHandle } from '../components/TreePanel';
import { parentIdOf } from '../model/tree-edit';
import { useAddChild, useDeleteNode, useRenameNode, useRenamingIds } from '../queries';

interface TreeActionsOptions {
  kind: TreeKind;
  root: TreeNode | undefined;
  selectedId: number | null;
  onSelect: (id: number) => void;
  expand: (ids: number[], open: boolean) => void;
  tree: RefObject<TreePanelHandle | null>;
}

export interface TreeActions {
  editing: TreeEditing | null;
  setEditing: (editing: TreeEditing | null) => void;
  startAdd: (parentId: number) => void;
  startRename: (node: TreeNode) => void;
  /** Saves the open field; false when it stays open (an empty name). */
  submitEditing: () => boolean;
  askDelete: (node: TreeNode) => void;
  /** Nodes being renamed on the server. */
  busyIds: ReadonlySet<number>;
  /** The delete confirmation; render it once on the screen. */
  dialog: ReactNode;
}

function notifyFailure(message: string) {
  notifications.show({ color: 'alert', title: ru.structure.changeFailed, message, autoClose: 8000 });
}

/**
 * Add child, rename and delete with their feedback: the inline field's state (what is typed, the server's message
 * under it), a notification after each change, and the delete confirmation counting what goes with the node.
 *
 * Changes show at once (queries.ts), so the field closes on Enter. When the server refuses, the field opens again
 * with the typed text and the server's message under it (a duplicate name); other failures say so in a
 * notification too. A node gone meanwhile (404: deleted in another window) only says so — the tree is refetched.
 * `mutateAsync` rather than `mutate` callbacks: those fire for the latest call only, and quick successive
 * changes must each be reported.
 */
export function useTreeActions({ kind, root, selectedId, onSelect, expand, tree }: TreeActionsOptions): TreeActions {
  const t = ru.structure[kind];
  const addChild = useAddChild(kind);
  const rename = useRenameNode(kind);
  const remove = useDeleteNode(kind);
  const [editing, setEditing] = useState<TreeEditing | null>(null);
  const [deleting, setDeleting] = useState<TreeNode | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);
  // Cancelling returns the focus to what asked; after a delete the asking row is gone and the parent row is focused.
  const [returnFocus, setReturnFocus] = useState(true);

  const busyIds = useRenamingIds(kind);
  // The field's state last sent: a second Enter before the field has closed (two keydowns before React renders
  // again) is the same field's, not a second node. A field opened again (or reopened with the server's message) is
  // a new state, sent again.
  const sent = useRef<TreeEditing | null>(null);

  function failed(error: ApiError, reopen: TreeEditing) {
    if (error.status === 404) {
      notifyFailure(t.gone);
      return;
    }
    const nameError = error.fieldErrors.name?.[0];
    // Another field may have been opened meanwhile; it wins.
    setEditing((current) => current ?? { ...reopen, error: nameError ?? error.message });
    if (!nameError) notifyFailure(error.message);
  }

  /** Opens what must be open for the node's row (and, with `self`, its children) to be on screen. */
  function reveal(id: number, self: boolean) {
    const ids = root ? (ancestorIds(root, id) ?? []) : [];
    expand(self ? [...ids, id] : ids, true);
  }

  function startAdd(parentId: number) {
    reveal(parentId, true);
    setEditing({ mode: 'add', parentId, draft: '', error: null });
  }

  function startRename(node: TreeNode) {
    reveal(node.id, false);
    setEditing({ mode: 'rename', id: node.id, draft: node.name, error: null });
  }

  function submitEditing(): boolean {
    if (!editing || !root || editing === sent.current) return true;
    const name = editing.draft.trim();
    if (name === '') {
      setEditing({ ...editing, error: ru.structure.nameRequired });
      return false;
    }
    sent.current = editing;
    const reopen = editing;
    setEditing(null);
    if (editing.mode === 'add') {
      addChild.mutateAsync({ parentId: editing.parentId, name }).then(
        (node) => notifications.show({ color: 'blue', message: t.added(node.name) }),
        (error: ApiError) => failed(error, reopen),
      );
      return true;
    }
    const node = findNode(root, editing.id);
    if (!node || node.name === name) return true;
    rename.mutateAsync({ node, name }).then(
      (saved) => notifications.show({ color: 'blue', message: t.renamed(node.name, saved.name) }),
      (error: ApiError) => failed(error, reopen),
    );
    return true;
  }

  function askDelete(node: TreeNode) {
    setDeleting(node);
    setReturnFocus(true);
    setDialogOpened(true);
  }

  function confirmDelete() {
    if (!deleting || !root) return;
    const node = deleting;
    const parentId = parentIdOf(root, node.id) ?? root.id;
    setReturnFocus(false);
    setDialogOpened(false);
    // The selection goes with the subtree: its parent is selected instead.
    if (selectedId !== null && findNode(node, selectedId)) onSelect(parentId);
    if (editing && findNode(node, editing.mode === 'add' ? editing.parentId : editing.id)) setEditing(null);
    remove.mutateAsync(node).then(
      (result) => notifications.show({ color: 'blue', message: t.deleted(node.name, result.count) }),
      (error: ApiError) => notifyFailure(error.status === 404 ? t.gone : error.message),
    );
    tree.current?.focusNode(parentId);
  }

  const count = deleting ? subtreeSize(deleting) : 0;
  const dialog = (
    <LazyConfirmDialog
      opened={dialogOpened}
      title={t.deleteTitle}
      cancelLabel={ru.structure.cancel}
      onClose={() => setDialogOpened(false)}
      confirmLabel={ru.structure.delete}
      onConfirm={confirmDelete}
      returnFocus={returnFocus}
    >
      {deleting && (
        <>
          <Text fz="sm">{t.deleteText(deleting.name, count)}</Text>
          <Text fz="sm" c="dimmed">
            {t.deleteConsequence}
          </Text>
        </>
      )}
    </LazyConfirmDialog>
  );

  // A field whose node left the tree (deleted in another window, then refetched) is not shown.
  const shown =
    editing && root && findNode(root, editing.mode === 'add' ? editing.parentId : editing.id) ? editing : null;

  return { editing: shown, setEditing, startAdd, startRename, submitEditing, askDelete, busyIds, dialog };
}
