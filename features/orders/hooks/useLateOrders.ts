'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { LiveState } from '../api';
import { OPEN_FILTERS } from '../model/desk';
import { dueAlerts, type LateOrder, lateOrders } from '../model/late';
import { orderQueries } from '../queries';
import { useLateRule } from './useLateRule';
import { useNow } from './useNow';
import { POLL_INTERVAL_MS } from './useOrdersConnection';

/** How often lateness is judged again while nothing changes: an order turns late by the clock alone. */
export const LATE_TICK_MS = 30_000;

/** What has been announced for one hotel, and whether its first judgement (the baseline) was made. */
interface Tracker {
  hotelId: number | null;
  announced: Map<string, number>;
  baseline: boolean;
}

/**
 * The active hotel's late orders (model/late.ts), judged every {@link LATE_TICK_MS} on the open orders' list — kept
 * current by the live events, polled like the waiting list while the connection is not open — and announced through
 * `onLate` once when each becomes late and again at twice its time. What was already late at the first judgement
 * for a hotel is counted, not announced. `late` is null until the list (and the services' times, while needed) came.
 * `enabled` once the connection has settled (the waiting list goes first).
 */
export function useLateOrders(
  hotelId: number | null,
  state: LiveState,
  enabled: boolean,
  onLate: (late: readonly LateOrder[]) => void,
): { late: readonly LateOrder[] | null } {
  const list = useQuery({
    ...orderQueries.list(OPEN_FILTERS),
    enabled: enabled && hotelId !== null,
    refetchInterval: state === 'open' ? false : POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
  });
  const orders = list.data?.results;
  const { lateness, ready, learn } = useLateRule(hotelId, (orders?.length ?? 0) > 0);
  useEffect(() => {
    if (orders) learn(orders);
  }, [orders, learn]);
  const now = useNow(LATE_TICK_MS);
  const late = useMemo(
    () => (orders && ready ? lateOrders(orders, (order) => lateness(order, now)) : null),
    [orders, ready, lateness, now],
  );

  const tracker = useRef<Tracker>({ hotelId: null, announced: new Map(), baseline: false });
  const trackerOf = useCallback((id: number): Tracker => {
    if (tracker.current.hotelId !== id) tracker.current = { hotelId: id, announced: new Map(), baseline: false };
    return tracker.current;
  }, []);
  const announce = useEffectEvent(onLate);
  useEffect(() => {
    if (late === null || hotelId === null) return;
    const track = trackerOf(hotelId);
    const due = dueAlerts(late, track.announced, !track.baseline);
    track.baseline = true;
    if (due.length > 0) announce(due);
  }, [late, hotelId, trackerOf]);

  return { late };
}
