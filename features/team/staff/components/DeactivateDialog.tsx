'use client';

import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ru } from '@/lib/i18n/ru';
import { AlertIcon } from '@/lib/ui/icons';
import type { StaffAccount } from '../../api';
import { displayName } from '../format';
import { useDeactivateStaff } from '../queries';

const d = ru.staff.deactivation;

interface DeactivateDialogProps {
  /** The account to deactivate; null: closed. */
  account: StaffAccount | null;
  onClose: () => void;
}

/**
 * «Деактивировать сотрудника?» naming the person and their e-mail, and what happens: no more sign-in and open
 * sessions end (for an invitation: the link stops working). «Отмена» has the focus, so Enter does no harm. The
 * server's refusal (one's own account, someone who also works elsewhere) is shown as it is.
 */
export function DeactivateDialog({ account, onClose }: DeactivateDialogProps) {
  const deactivate = useDeactivateStaff();
  // The last account stays in the dialog while it fades out.
  const [shown, setShown] = useState<StaffAccount | null>(account);
  if (account !== null && account !== shown) setShown(account);
  const reset = deactivate.reset;
  useEffect(() => {
    if (account === null) reset();
  }, [account, reset]);

  function confirm() {
    if (!shown) return;
    deactivate.mutate(shown, {
      onSuccess: (saved) => {
        notifications.show({ color: 'blue', message: d.done(displayName(saved)) });
        onClose();
      },
    });
  }

  const name = shown ? displayName(shown) : '';
  return (
    <Modal opened={account !== null} onClose={onClose} title={d.title} radius="md" centered returnFocus={false} closeButtonProps={{ 'aria-label': ru.staff.form.close }}>
      {shown && (
        <Stack gap="md">
          <Text fz="sm">{shown.status === 'invited' ? d.invitedText(name, shown.email) : d.text(name, shown.email)}</Text>
          <Text fz="sm" c="dimmed">
            {d.keep}
          </Text>
          {deactivate.error && (
            <Alert color="alert" variant="light" role="alert" icon={<AlertIcon size={20} />} title={d.error}>
              {deactivate.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {d.cancel}
            </Button>
            <Button color="alert" onClick={confirm} loading={deactivate.isPending}>
              {d.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
