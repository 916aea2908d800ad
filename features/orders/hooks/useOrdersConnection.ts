'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { type LiveState, type Order, type OrderListFilters, subscribeOrderEvents } from '../api';
import { applyOrderEvent } from '../model/cache';
import { orderKeys } from '../model/keys';
import { orderQueries } from '../queries';

/** While the live connection is not open, the waiting orders (and the desk's list) are polled this often instead. */
export const POLL_INTERVAL_MS = 15_000;

/** The list the count on «Заказы» and the title are: the active hotel's orders waiting to be taken. */
export const WAITING_FILTERS: OrderListFilters = { status: ['new'] };

/** What has been seen for one hotel: every order id, and whether the first list (the baseline) came. */
interface Tracker {
  hotelId: number | null;
  known: Set<number>;
  baseline: boolean;
}

/**
 * The live connection of the active hotel, re-subscribed when it changes (docs/decisions/203-the-order-desk.md):
 *
 * - live events are applied to the cache (model/cache.ts), so every screen's order lists follow them; after the
 *   connection comes back, lists and details are refetched (events sent meanwhile are lost);
 * - the orders waiting to be taken are one cached list (`WAITING_FILTERS`), kept current by the events and polled
 *   while the connection is not open (a backend without the websocket, a refused or dropped one); `waiting` is
 *   its count;
 * - a new order is handed to `onNewOrders` once, whichever way it came (a live `order.created`, or an id the
 *   waiting list did not have before); an `order.created` of an order already known (replayed after a reconnect,
 *   or already polled) is not handed again.
 */
export function useOrdersConnection(
  hotelId: number | null,
  onNewOrders: (orders: readonly Order[]) => void,
): { state: LiveState; waiting: number | null } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const tracker = useRef<Tracker>({ hotelId: null, known: new Set(), baseline: false });
  const newOrders = useEffectEvent(onNewOrders);

  const waitingList = useQuery({
    ...orderQueries.list(WAITING_FILTERS),
    // Read once the connection has settled: when it opens, the list read after that misses no order created in
    // between, and the first load is not read twice; when it fails, the polling starts.
    enabled: hotelId !== null && state !== 'connecting',
    refetchInterval: state === 'open' ? false : POLL_INTERVAL_MS,
    // A hidden tab is exactly when the desktop notification matters.
    refetchIntervalInBackground: true,
  });

  /** The tracker of the active hotel; a switch starts a new one (its first list is the baseline again). */
  const trackerOf = useCallback((id: number): Tracker => {
    if (tracker.current.hotelId !== id) tracker.current = { hotelId: id, known: new Set(), baseline: false };
    return tracker.current;
  }, []);

  useEffect(() => {
    if (hotelId === null) return undefined;
    const track = trackerOf(hotelId);
    let previous: LiveState | null = null;
    return subscribeOrderEvents(hotelId, {
      onEvent: (event) => {
        // Before the cache: the waiting list then gains an order already known, and announces it no second time.
        if (event.type === 'order.created' && !track.known.has(event.order.id)) {
          track.known.add(event.order.id);
          newOrders([event.order]);
        }
        applyOrderEvent(queryClient, event);
      },
      onState: (next) => {
        // Subscribed now: a list loaded before this moment (the previous hotel's state let it start) is read again.
        if (next === 'open')
          void queryClient.invalidateQueries({ queryKey: orderKeys.list(WAITING_FILTERS), exact: true });
        if (next === 'open' && (previous === 'reconnecting' || previous === 'offline')) {
          void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
        }
        previous = next;
        setState(next);
      },
    });
  }, [hotelId, queryClient, trackerOf]);

  // New orders by comparison: every id the waiting list shows for the first time, after its first load.
  const waitingData = waitingList.data;
  useEffect(() => {
    if (!waitingData || hotelId === null) return;
    const track = trackerOf(hotelId);
    const fresh = waitingData.results.filter((order) => !track.known.has(order.id));
    for (const order of fresh) track.known.add(order.id);
    if (!track.baseline) {
      track.baseline = true;
      return;
    }
    if (fresh.length > 0) newOrders(fresh);
  }, [waitingData, hotelId, trackerOf]);

  return { state, waiting: waitingList.data?.count ?? null };
}
