'use client';

import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import type { Order, OrderAction } from '../api';
import { guestName, roomText, serviceName, staffName } from '../model/desk';
import { isOrderActionPending, useOrderAction, usePendingOrderIds } from '../queries';

/** What rows and the detail call to change an order's status. */
export interface DeskActions {
  /** Takes or completes at once; cancelling asks for confirmation first. */
  run: (order: Order, action: OrderAction) => void;
  /** Orders with an action under way: their buttons wait. */
  pendingIds: Set<number>;
}

/** An action that asks first: cancelling any order, completing one a colleague took. */
interface Confirming {
  order: Order;
  action: 'cancel' | 'complete';
  /** The colleague who took the order, named in the question; null when it is the user's own or nobody's. */
  colleague: string | null;
}

/**
 * The status actions of the desk with their feedback: a notification after each («Заказ #12 взят в работу»), the
 * server's own `detail` in a red one when it refuses (an illegal transition, a colleague was faster — the cache then
 * shows the order's real state, queries.ts), and a confirmation that names the order before cancelling it, or
 * before completing one a colleague took (naming them, as cancelling one does). Render `dialog` once on the screen.
 */
export function useDeskActions(): { actions: DeskActions; dialog: ReactNode } {
  const queryClient = useQueryClient();
  const { user: me } = useAuthenticatedSession();
  const mutation = useOrderAction();
  const pendingIds = usePendingOrderIds();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [opened, setOpened] = useState(false);

  function perform(order: Order, action: OrderAction) {
    // Single-flight per order: a double click, or the row's and the drawer's button pressed together, sends once.
    if (isOrderActionPending(queryClient, order.id)) return;
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
      const colleague = order.takenBy && order.takenBy.id !== me.id ? staffName(order.takenBy, me) : null;
      if (action === 'cancel' || (action === 'complete' && colleague !== null)) {
        setConfirming({ order, action, colleague });
        setOpened(true);
      } else perform(order, action);
    },
    pendingIds,
  };

  const close = () => setOpened(false);
  const texts = confirming?.action === 'complete' ? ru.orders.completeDialog : ru.orders.cancelDialog;

  // LazyConfirmDialog keeps the modal's code out of the desk's first load.
  const dialog = (
    <LazyConfirmDialog
      opened={opened}
      title={confirming ? texts.title(confirming.order.id) : ''}
      cancelLabel={texts.keep}
      onClose={close}
      confirmLabel={texts.confirm}
      onConfirm={() => {
        if (!confirming) return;
        close();
        perform(confirming.order, confirming.action);
      }}
      zIndex={400}
    >
      {confirming && (
        <Text size="md">
          {texts.text(
            serviceName(confirming.order.service),
            roomText(confirming.order),
            guestName(confirming.order.stay.guest),
          )}
          {confirming.colleague !== null && ` ${ru.orders.takenByColleague(confirming.colleague)}`}
        </Text>
      )}
    </LazyConfirmDialog>
  );

  return { actions, dialog };
}
