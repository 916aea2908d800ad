'use client';

import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ru } from '@/lib/i18n/ru';
import type { ContentItemOf, ContentKind } from '../api';
import type { KindDescriptor } from '../kinds';
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
export function DeleteItemDialog<K extends ContentKind>({ descriptor, item, onClose, onDeleted }: DeleteItemDialogProps<K>) {
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
    <Modal opened={item !== null} onClose={close} title={k.deleteTitle} radius="md" zIndex={300} centered>
      <Stack gap="md">
        <Text fz="sm">{shown ? k.deleteText(shown.title) : null}</Text>
        {remove.error && remove.error.status !== 404 && (
          <Alert color="alert" variant="light" role="alert" title={t.deleteError}>
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t.deleteCancel}
          </Button>
          <Button color="alert" onClick={confirm} loading={remove.isPending}>
            {t.deleteConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
