'use client';

import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import type { ContentItemOf, ContentKind } from '../api';
import type { KindDescriptor } from '../model/kinds';
import { useDeleteItem } from '../queries';

const t = ru.content;

export interface DeleteItemDialogProps<K extends ContentKind> {
  descriptor: KindDescriptor<K>;
  /** The item to delete; null: closed. */
  item: ContentItemOf[K] | null;
  onClose: () => void;
  /** The item is gone (deleted here, or already elsewhere). */
  onDeleted: (item: ContentItemOf[K]) => void;
}

/**
 * «Удалить …?» naming the item. Deleting an item that is already gone (another window, a colleague) counts as
 * done: the lists drop it and a notification says so. Any other failure stays in the dialog with the reason.
 */
export function DeleteItemDialog<K extends ContentKind>({
  descriptor,
  item,
  onClose,
  onDeleted,
}: DeleteItemDialogProps<K>) {
  const k = descriptor.texts;
  const remove = useDeleteItem(descriptor.kind);
  // The last item stays in the dialog while it fades out.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);

  function close() {
    onClose();
    remove.reset();
  }

  function confirm() {
    if (!shown) return;
    const target = shown;
    remove.mutate(target, {
      onSuccess: () => {
        notifications.show({ color: 'blue', message: k.deleted(target.title) });
        remove.reset();
        onDeleted(target);
      },
      onError: (error) => {
        if (error.status !== 404) return;
        notifications.show({ color: 'yellow', message: k.notFound });
        remove.reset();
        onDeleted(target);
      },
    });
  }

  return (
    <LazyConfirmDialog
      opened={item !== null}
      title={k.deleteTitle}
      cancelLabel={t.deleteCancel}
      onClose={close}
      confirmLabel={t.deleteConfirm}
      onConfirm={confirm}
      loading={remove.isPending}
      // A 404 is no failure here: the item is gone, as asked (see confirm).
      error={remove.error?.status === 404 ? null : remove.error?.message}
      errorTitle={t.deleteError}
    >
      {shown ? k.deleteText(shown.title) : null}
    </LazyConfirmDialog>
  );
}
