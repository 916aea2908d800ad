'use client';

import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { payloadOf, protectedDeleteOf, type Service } from '../api';
import { useDeleteService, useUpdateService } from '../queries';

const r = ru.services.remove;

interface DeleteServiceDialogProps {
  service: Service;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
  /** The service was switched off from here (the way out when it cannot be deleted). */
  onDeactivated: (service: Service) => void;
}

/**
 * «Удалить услугу?» naming the service. A service with orders cannot be deleted: the server's 409 message is
 * shown as it is, with «Отключить услугу», which switches it off (a full update of the saved service with
 * `isActive: false`) so guests can no longer order it.
 */
export function DeleteServiceDialog({ service, opened, onClose, onDeleted, onDeactivated }: DeleteServiceDialogProps) {
  const remove = useDeleteService();
  const deactivate = useUpdateService();
  const refused = protectedDeleteOf(remove.error);

  function close() {
    onClose();
    remove.reset();
    deactivate.reset();
  }

  function confirm() {
    remove.mutate(service, {
      onSuccess: () => {
        notifications.show({ color: 'blue', message: r.deleted(service.name) });
        close();
        onDeleted();
      },
    });
  }

  function switchOff() {
    deactivate.mutate(
      { id: service.id, payload: payloadOf(service, { isActive: false }) },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'blue', message: r.deactivated(saved.name) });
          onDeactivated(saved);
          close();
        },
      },
    );
  }

  if (refused) {
    // The same dialog goes on with the way out: the button just pressed becomes «Отключить услугу», or goes when
    // the service is off already.
    return (
      <LazyConfirmDialog
        opened={opened}
        title={r.inUseTitle}
        cancelLabel={r.close}
        onClose={close}
        confirmLabel={r.deactivate}
        onConfirm={service.isActive ? switchOff : undefined}
        danger={false}
        loading={deactivate.isPending}
        error={deactivate.error?.message}
      >
        <ErrorAlert>{refused.detail}</ErrorAlert>
        {!service.isActive && <Text fz="sm">{r.alreadyInactive}</Text>}
      </LazyConfirmDialog>
    );
  }

  return (
    <LazyConfirmDialog
      opened={opened}
      title={r.title}
      cancelLabel={r.cancel}
      onClose={close}
      confirmLabel={r.confirm}
      onConfirm={confirm}
      loading={remove.isPending}
      error={remove.error?.message}
      errorTitle={r.error}
    >
      {r.text(service.name)}
    </LazyConfirmDialog>
  );
}
