'use client';

import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ru } from '@/lib/i18n/ru';
import type { Landing } from '../api';
import { useDeleteLanding } from '../queries';

const r = ru.promo.remove;

interface DeleteLandingDialogProps {
  /** The landing to delete; null = closed (the last one stays shown while the dialog closes). */
  landing: Landing | null;
  onClose: () => void;
  onDeleted: (landing: Landing) => void;
}

/** «Удалить лендинг?» naming the landing; the server's refusal is shown in the dialog, which then stays open. */
export function DeleteLandingDialog({ landing, onClose, onDeleted }: DeleteLandingDialogProps) {
  const remove = useDeleteLanding();
  const [shown, setShown] = useState(landing);
  if (landing !== null && landing !== shown) setShown(landing);

  function close() {
    onClose();
    remove.reset();
  }

  function confirm() {
    if (!landing) return;
    remove.mutate(landing, {
      onSuccess: () => {
        notifications.show({ color: 'blue', message: r.deleted(landing.title) });
        remove.reset();
        onDeleted(landing);
      },
    });
  }

  return (
    <Modal opened={landing !== null} onClose={close} title={r.title} radius="md" zIndex={300} centered>
      <Stack gap="md">
        <Text fz="sm">{shown ? r.text(shown.title) : null}</Text>
        {remove.error && (
          <Alert color="alert" variant="light" role="alert" title={r.error}>
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {r.cancel}
          </Button>
          <Button color="alert" onClick={confirm} loading={remove.isPending}>
            {r.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
