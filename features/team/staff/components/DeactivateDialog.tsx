'use client';

import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import type { StaffAccount } from '../../api';
import { displayName } from '../model/format';
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
    <LazyConfirmDialog
      opened={account !== null}
      title={d.title}
      cancelLabel={d.cancel}
      onClose={onClose}
      confirmLabel={d.confirm}
      onConfirm={confirm}
      loading={deactivate.isPending}
      error={deactivate.error?.message}
      errorTitle={d.error}
      // The page puts the focus back on the row's menu button: the menu item that asked is gone.
      returnFocus={false}
      closeButtonProps={{ 'aria-label': ru.staff.form.close }}
    >
      {shown && (
        <>
          <Text fz="sm">
            {shown.status === 'invited' ? d.invitedText(name, shown.email) : d.text(name, shown.email)}
          </Text>
          <Text fz="sm" c="dimmed">
            {d.keep}
          </Text>
        </>
      )}
    </LazyConfirmDialog>
  );
}
