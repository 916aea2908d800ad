'use client';

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ru } from '@/lib/i18n/ru';
import { AlertIcon } from '@/lib/ui/icons';
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

  return (
    <Modal opened={opened} onClose={close} title={refused ? r.inUseTitle : r.title} radius="md" zIndex={300} centered>
      {refused ? (
        <Stack gap="md">
          <Alert color="alert" variant="light" role="alert" icon={<AlertIcon size={20} />}>
            {refused.detail}
          </Alert>
          {!service.isActive && <Text fz="sm">{r.alreadyInactive}</Text>}
          {deactivate.error && (
            <Alert color="alert" variant="light" role="alert">
              {deactivate.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {r.close}
            </Button>
            {service.isActive && (
              <Button onClick={switchOff} loading={deactivate.isPending} data-autofocus>
                {r.deactivate}
              </Button>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text fz="sm">{r.text(service.name)}</Text>
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
      )}
    </Modal>
  );
}
