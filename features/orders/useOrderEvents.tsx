'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { subscribeOrderEvents, type LiveState, type Order } from './api';
import { applyOrderEvent } from './cache';
import { serviceName } from './desk';
import { orderKeys } from './keys';
import { playOrderBeep } from './sound';

/** While the live connection is not open, the desk polls the list this often instead. */
export const POLL_INTERVAL_MS = 15_000;

function notifyNewOrder(order: Order, open: (id: number) => void) {
  const id = `order-created-${order.id}`;
  notifications.show({
    id,
    color: 'yellow',
    title: ru.orders.newOrderNotice(serviceName(order.service), order.stay.room?.number ?? null),
    message: (
      <Button
        size="compact-sm"
        variant="light"
        mt={4}
        onClick={() => {
          notifications.hide(id);
          open(order.id);
        }}
      >
        {ru.orders.open}
      </Button>
    ),
    autoClose: 15_000,
  });
}

/**
 * The live events of the active hotel, applied to the cache as they come (cache.ts). A new order made by someone
 * else (a guest, a colleague) also shows a notification with a button that opens it and beeps unless muted.
 * After the connection comes back, the lists and details are refetched: events sent meanwhile are lost.
 * Returns the connection's state; the desk polls while it is not `open`.
 */
export function useOrderEvents({ onOpenOrder, soundEnabled }: { onOpenOrder: (id: number) => void; soundEnabled: boolean }): LiveState {
  const queryClient = useQueryClient();
  const { activeHotel, user } = useAuthenticatedSession();
  const hotelId = activeHotel?.id ?? null;
  const [state, setState] = useState<LiveState>('connecting');

  const announce = useEffectEvent((order: Order) => {
    if (order.createdBy?.id === user.id) return;
    notifyNewOrder(order, onOpenOrder);
    if (soundEnabled) playOrderBeep();
  });

  useEffect(() => {
    if (hotelId === null) return undefined;
    let previous: LiveState | null = null;
    return subscribeOrderEvents(hotelId, {
      onEvent: (event) => {
        applyOrderEvent(queryClient, event);
        if (event.type === 'order.created') announce(event.order);
      },
      onState: (next) => {
        if (next === 'open' && (previous === 'reconnecting' || previous === 'offline')) {
          void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
        }
        previous = next;
        setState(next);
      },
    });
  }, [hotelId, queryClient]);

  return state;
}
