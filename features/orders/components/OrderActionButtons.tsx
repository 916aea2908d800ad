'use client';

import { Button, Group } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import type { Order } from '../api';
import type { DeskActions } from '../hooks/useDeskActions';
import { allowedActions } from '../model/actions';

/** Cancelling is the quiet, red button beside the others. */
const CANCEL_LOOK = { variant: 'subtle', color: 'alert' } as const;

/** The buttons of the actions an order's status allows (model/actions.ts; none for a status the desk does not know). */
export function OrderActionButtons({
  order,
  actions,
  size = 'xs',
}: {
  order: Order;
  actions: DeskActions;
  size?: 'xs' | 'sm' | 'md';
}) {
  const pending = actions.pendingIds.has(order.id);
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <Group gap={6} wrap="nowrap" onClick={stop} onKeyDown={stop}>
      {allowedActions(order.status).map((action) => (
        <Button
          key={action}
          size={size}
          {...(action === 'cancel' ? CANCEL_LOOK : {})}
          disabled={pending}
          onClick={() => actions.run(order, action)}
        >
          {ru.orders.actions[action]}
        </Button>
      ))}
    </Group>
  );
}
