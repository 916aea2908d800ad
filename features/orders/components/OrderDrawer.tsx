'use client';

import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import type { DeskActions } from '../hooks/useDeskActions';
import { OrderDetailView } from './OrderDetailView';
import classes from './OrderDrawer.module.css';

/**
 * The order's detail in a drawer bound to `?order=<id>` (its code, the detail's with it, comes after the desk's
 * first paint: OrdersPage loads the drawer lazily): guest, room, stay, service and what the guest filled
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
          <OrderDetailView
            key={shownId}
            id={shownId}
            actions={actions}
            pollInterval={pollInterval}
            onDirtyChange={guard.onDirtyChange}
          />
        )}
      </Drawer>
      <LazyConfirmDialog {...guard.dialog} />
    </>
  );
}
