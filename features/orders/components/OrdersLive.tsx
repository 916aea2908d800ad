'use client';

import { createContext, type ReactNode, use, useMemo } from 'react';
import { useAuthenticatedSession } from '@/lib/session';
import type { LiveState } from '../api';
import { useLateOrders } from '../hooks/useLateOrders';
import { useOrderAnnouncements } from '../hooks/useOrderAnnouncements';
import { useOrdersConnection } from '../hooks/useOrdersConnection';
import { useTitleCount } from '../hooks/useTitleCount';

export interface OrdersLive {
  /** The live connection's state; while it is not `open`, lists are polled. */
  state: LiveState;
  /** Orders of the active hotel waiting to be taken (status «new»); null until first loaded. */
  waiting: number | null;
  /** Open orders of the active hotel past their time (model/late.ts); null until judged. */
  late: number | null;
}

const OrdersLiveContext = createContext<OrdersLive | null>(null);

/** The signed-in app's one live connection (OrdersLiveProvider above, mounted by app/(main)/main-shell.tsx). */
export function useOrdersLive(): OrdersLive {
  const value = use(OrdersLiveContext);
  if (!value) throw new Error('useOrdersLive() needs an <OrdersLiveProvider> above it.');
  return value;
}

/**
 * The one live connection of the signed-in app (issue 16, item 1), for the active hotel, in three hooks:
 *
 * - the connection (hooks/useOrdersConnection.ts): live events applied to the cache, the waiting orders polled
 *   while it is not open, and which orders are new, whichever way they came;
 * - the announcements (hooks/useOrderAnnouncements.tsx): a new order made by someone else in an in-app
 *   notification with a link to it, the chime unless muted, a desktop notification while the tab is hidden, and
 *   the question about those;
 * - the title count (hooks/useTitleCount.ts): the `(N)` of the tab title; the same count is the badge on «Заказы»;
 * - the late orders (hooks/useLateOrders.ts): counted beside it, and announced by the second, red alert.
 */
export function OrdersLiveProvider({ children }: { children: ReactNode }) {
  const { activeHotel } = useAuthenticatedSession();
  const hotelId = activeHotel?.id ?? null;
  const { announceNew, announceLate } = useOrderAnnouncements();
  const { state, waiting } = useOrdersConnection(hotelId, announceNew);
  // Judged once the waiting list came: the count on «Заказы» and the new orders go first.
  const { late } = useLateOrders(hotelId, state, waiting !== null, announceLate);
  useTitleCount(waiting ?? 0);

  const lateCount = late?.length ?? null;
  const value = useMemo(() => ({ state, waiting, late: lateCount }), [state, waiting, lateCount]);
  return <OrdersLiveContext value={value}>{children}</OrdersLiveContext>;
}
