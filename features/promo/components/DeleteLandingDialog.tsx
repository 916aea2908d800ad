'use client';

import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
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
    <LazyConfirmDialog
      opened={landing !== null}
      title={r.title}
      cancelLabel={r.cancel}
      onClose={close}
      confirmLabel={r.confirm}
      onConfirm={confirm}
      loading={remove.isPending}
      error={remove.error?.message}
      errorTitle={r.error}
    >
      {shown ? r.text(shown.title) : null}
    </LazyConfirmDialog>
  );
}
