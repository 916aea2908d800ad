'use client';

import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { ApiError } from '@/lib/http/errors';
import type { ConfirmDialogProps } from '@/lib/ui/LazyConfirmDialog';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { useSearchState } from '@/lib/ui/useSearchState';
import { type GroupLike, type GroupTexts, parseGroupId } from '../model/groups';
import { useLeaveEditor } from './useLeaveEditor';

export interface UseGroupsScreenOptions<G extends GroupLike> {
  texts: GroupTexts;
  /** The query parameter holding the open group's id. */
  searchKey: string;
  groups: G[] | undefined;
  remove: UseMutationResult<void, ApiError, G>;
}

/**
 * The state of the guest app's groups screen: the open group (in the query string, pushed to the history), the
 * create/rename dialog, the delete confirmation, and the guard of the open editor's unsaved changes — each way of
 * leaving a group (another group, the list, deleting it, a new group) asks first. A hotel switch closes them all.
 */
export function useGroupsScreen<G extends GroupLike>({ texts, searchKey, groups, remove }: UseGroupsScreenOptions<G>) {
  const keys = useMemo(() => [searchKey], [searchKey]);
  const [params, setParams] = useSearchState(keys);
  const selectedId = parseGroupId(params[searchKey] ?? '');
  const selected = groups && selectedId !== null ? (groups.find((group) => group.id === selectedId) ?? null) : null;
  const narrow = useNarrowScreen();
  const createButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const leave = useLeaveEditor();
  const { onDirtyChange, whenClean } = leave;
  const [dialog, setDialog] = useState<{ opened: boolean; group: G | null }>({ opened: false, group: null });
  const [deleting, setDeleting] = useState<{ opened: boolean; group: G | null; done: boolean }>({
    opened: false,
    group: null,
    done: false,
  });

  // Another hotel's group means nothing here.
  useActiveHotelChange(() => {
    onDirtyChange(false);
    setParams({ [searchKey]: null });
    setDialog((state) => ({ ...state, opened: false }));
    setDeleting((state) => ({ ...state, opened: false }));
  });

  function open(id: number | null) {
    onDirtyChange(false);
    setParams({ [searchKey]: id === null ? null : String(id) }, { push: true });
    // On a phone the editor replaces the list: start it at its top.
    if (narrow) window.scrollTo({ top: 0 });
  }

  function saved(group: G) {
    const created = dialog.group === null;
    setDialog((state) => ({ ...state, opened: false }));
    notifications.show({ color: 'blue', message: created ? texts.created(group.name) : texts.updated(group.name) });
    if (created) whenClean(() => open(group.id));
  }

  function askDelete(group: G) {
    const show = () => {
      remove.reset();
      setDeleting({ opened: true, group, done: false });
    };
    // Deleting the open group throws its unsaved changes away too: ask about those first.
    if (group.id === selectedId) whenClean(show);
    else show();
  }

  function confirmDelete() {
    const group = deleting.group;
    if (!group) return;
    const gone = () => {
      notifications.show({ color: 'blue', message: texts.deleted(group.name) });
      // The row that asked is gone: the focus goes to the list's first group, or to «Новая …».
      setDeleting({ opened: false, group, done: true });
      if (group.id === selectedId) {
        onDirtyChange(false);
        setParams({ [searchKey]: null });
      }
      requestAnimationFrame(() =>
        (list.current?.querySelector<HTMLElement>('[data-entry]') ?? createButton.current)?.focus(),
      );
    };
    remove.mutate(group, {
      onSuccess: gone,
      onError: (failure) => {
        if (failure.status === 404) gone();
      },
    });
  }

  const deleteDialog: ConfirmDialogProps = {
    opened: deleting.opened,
    title: texts.deleteTitle,
    cancelLabel: texts.deleteCancel,
    onClose: () => setDeleting((state) => ({ ...state, opened: false })),
    confirmLabel: texts.deleteConfirm,
    onConfirm: confirmDelete,
    loading: remove.isPending,
    error: remove.error && remove.error.status !== 404 ? remove.error.message : undefined,
    errorTitle: texts.deleteError,
    returnFocus: !deleting.done,
    children: deleting.group ? texts.deleteText(deleting.group.name, deleting.group.itemsCount) : '',
  };

  return {
    narrow,
    selectedId,
    selected,
    createButton,
    list,
    leave,
    select: (group: G) => {
      if (group.id === selectedId) return;
      whenClean(() => open(group.id));
    },
    /** Back to the list (a phone's way out of the editor). */
    back: () => whenClean(() => open(null)),
    askDelete,
    deleteDialog,
    /** The create/rename dialog: open, and which group (null: a new one). */
    dialog,
    // The group being edited as the list has it now: its form follows a colleague's save (decision 197).
    editing: dialog.group ? (groups?.find((group) => group.id === dialog.group?.id) ?? dialog.group) : null,
    openCreate: () => setDialog({ opened: true, group: null }),
    openEdit: (group: G) => setDialog({ opened: true, group }),
    closeDialog: () => setDialog((state) => ({ ...state, opened: false })),
    saved,
  };
}
