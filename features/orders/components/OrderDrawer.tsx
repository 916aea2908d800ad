'use client';

import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { useDialogLayer } from '@/lib/ui/useDialogLayer';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import type { DeskActions } from '../hooks/useDeskActions';
import { OrderDetailSkeleton } from './OrderDetailSkeleton';
import classes from './OrderDrawer.module.css';

// The detail (history, messages, translation, the reply box) is what a click on an order shows, not what the desk
// shows first: its code arrives while the browser is idle, and the drawer itself opens at once.
const OrderDetailView = lazyScreen(() => import('./OrderDetailView').then((m) => m.OrderDetailView), 'idle');

/**
 * The order's detail in a drawer bound to `?order=<id>`: guest, room, stay, service and what the guest filled
 * in, the status with its actions, the history of status changes and the message thread with translation and
 * the reply box. A typed reply is a draft: closing the drawer (×, Escape, a click outside, Back) asks first.
 */
export function OrderDrawer({
  orderId,
  onClose,
  actions,
  pollInterval,
}: {
  orderId: number | null;
  onClose: () => void;
  actions: DeskActions;
  pollInterval: number | false;
}) {
  const compact = useMediaQuery('(max-width: 47.99em)') ?? false;
  // Keeps the content while the drawer slides out.
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== null && orderId !== shownId) setShownId(orderId);

  const guard = useDiscardGuard(onClose, ru.common.discard, { opened: orderId !== null });
  const layer = useDialogLayer(orderId !== null);
  return (
    <>
      <Drawer
        opened={orderId !== null}
        {...layer}
        onClose={guard.requestClose}
        position="right"
        size={compact ? '100%' : 'lg'}
        padding="lg"
        title={shownId !== null ? ru.orders.detail.title(shownId) : ''}
        closeButtonProps={{ 'aria-label': ru.orders.detail.close }}
        classNames={{ title: classes.drawerTitle }}
      >
        {shownId !== null && (
          <Suspense fallback={<OrderDetailSkeleton />}>
            <OrderDetailView
              key={shownId}
              id={shownId}
              actions={actions}
              pollInterval={pollInterval}
              onDirtyChange={guard.onDirtyChange}
            />
          </Suspense>
        )}
      </Drawer>
      <ConfirmDialog {...guard.dialog} />
    </>
  );
}
