'use client';

import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import type { Order, OrderAction } from '../api';
import { guestName, roomText, serviceName } from '../model/desk';
import { useOrderAction, usePendingOrderIds } from '../queries';

/** What rows and the detail call to change an order's status. */
export interface DeskActions {
  /** Takes or completes at once; cancelling asks for confirmation first. */
  run: (order: Order, action: OrderAction) => void;
  /** Orders with an action under way: their buttons wait. */
  pendingIds: Set<number>;
}

/**
 * The status actions of the desk with their feedback: a notification after each («Заказ #12 взят в работу»), the
 * server's own `detail` in a red one when it refuses (an illegal transition, a colleague was faster — the cache then
 * shows the order's real state, queries.ts), and the confirmation dialog before cancelling, which names the order.
 * Render `dialog` once on the screen.
 */
export function useDeskActions(): { actions: DeskActions; dialog: ReactNode } {
  const mutation = useOrderAction();
  const pendingIds = usePendingOrderIds();
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [opened, setOpened] = useState(false);

  function perform(order: Order, action: OrderAction) {
    mutation.mutate(
      { order, action },
      {
        onSuccess: (updated) => {
          notifications.show({ color: 'blue', message: ru.orders.done[action](updated.id) });
        },
        onError: (error) => {
          notifications.show({
            color: 'alert',
            title: ru.orders.actionFailed(order.id),
            message: error.message,
            autoClose: 8000,
          });
        },
      },
    );
  }

  const actions: DeskActions = {
    run: (order, action) => {
      if (action === 'cancel') {
        setConfirming(order);
        setOpened(true);
      } else perform(order, action);
    },
    pendingIds,
  };

  const close = () => setOpened(false);

  // Cancelling asks first; LazyConfirmDialog keeps the modal's code out of the desk's first load.
  const dialog = (
    <LazyConfirmDialog
      opened={opened}
      title={confirming ? ru.orders.cancelDialog.title(confirming.id) : ''}
      cancelLabel={ru.orders.cancelDialog.keep}
      onClose={close}
      confirmLabel={ru.orders.cancelDialog.confirm}
      onConfirm={() => {
        if (!confirming) return;
        close();
        perform(confirming, 'cancel');
      }}
      zIndex={400}
    >
      {confirming && (
        <Text size="md">
          {ru.orders.cancelDialog.text(
            serviceName(confirming.service),
            roomText(confirming),
            guestName(confirming.stay.guest),
          )}
        </Text>
      )}
    </LazyConfirmDialog>
  );

  return { actions, dialog };
}
