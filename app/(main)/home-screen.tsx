'use client';

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type HomeOrder, HomePage, type HomeStays } from '@/features/home/HomePage';
import type { Order, OrderList } from '@/features/orders/api';
import { LATE_TICK_MS } from '@/features/orders/hooks/useLateOrders';
import { useLateRule } from '@/features/orders/hooks/useLateRule';
import { useNow } from '@/features/orders/hooks/useNow';
import { OPEN_FILTERS, serviceName } from '@/features/orders/model/desk';
import type { Lateness } from '@/features/orders/model/late';
import { orderQueries } from '@/features/orders/queries';
import type { StaysPage } from '@/features/stays/api';
import { type StayFilters, type StayView, stayViewHref } from '@/features/stays/model/filters';
import { guestName } from '@/features/stays/model/format';
import { stayQueries } from '@/features/stays/queries';
import { useDictionary } from '@/lib/dictionaries/queries';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import { useAuthenticatedSession } from '@/lib/session';
import { useMainNav } from './use-main-nav';

/** The guests screen's filters of a quick view, as the screen itself builds them (so the cache is shared). */
const viewFilters = (view: StayView): StayFilters => ({ search: '', view, ordering: 'room' });

function toHomeStays(page: StaysPage): HomeStays {
  return {
    count: page.count,
    stays: page.results.map((stay) => ({
      id: stay.id,
      name: guestName(stay.guest),
      room: stay.room?.number ?? null,
      people: stay.adults === null ? null : stay.adults + (stay.children ?? 0),
    })),
  };
}

const isOpen = (order: Order): order is Order & { status: HomeOrder['status'] } =>
  order.status === 'new' || order.status === 'in_progress';

function toHomeOrders(list: OrderList, lateness: (order: Order) => Lateness | null): HomeOrder[] {
  return list.results.filter(isOpen).map((order) => ({
    id: order.id,
    status: order.status,
    createdAt: order.createdAt,
    service: serviceName(order.service),
    // `undefined`: a stay or room the backend named by key only and the desk could not name.
    room: order.stay.room === null ? null : (order.stay.room?.number ?? undefined),
    late: lateOf(lateness(order)),
  }));
}

function lateOf(lateness: Lateness | null): HomeOrder['late'] {
  return lateness && { overMinutes: lateness.overMinutes, ratio: lateness.overMinutes / lateness.limitMinutes };
}

/**
 * The «Сегодня» home, composed here because its figures are the stays' and the orders' (features do not import
 * each other): the very list queries of the guests screen's quick views and of the desk's open orders, so the
 * home warms their cache and follows the desk's live updates, narrowed to what the home shows. A block shows only
 * where the user's navigation has its area.
 */
export function HomeScreen() {
  const { items } = useMainNav();
  const { timeZone } = useHotelZone();
  const today = dayInZone(new Date(), timeZone);
  const hasGuests = items.some((item) => item.key === 'guests');
  const hasOrders = items.some((item) => item.key === 'orders');

  const arrivals = useQuery({
    ...stayQueries.list(viewFilters('arrivals'), today),
    select: toHomeStays,
    enabled: hasGuests,
  });
  const departures = useQuery({
    ...stayQueries.list(viewFilters('departures'), today),
    select: toHomeStays,
    enabled: hasGuests,
  });
  const inHouse = useQuery({
    ...stayQueries.list(viewFilters('in_house'), today),
    select: toHomeStays,
    enabled: hasGuests,
  });
  // Judged again as the clock moves: an order turns late while the home stays open.
  const now = useNow(LATE_TICK_MS);
  const { activeHotel } = useAuthenticatedSession();
  const { lateness } = useLateRule(activeHotel?.id ?? null, hasOrders);
  const orders = useQuery({
    ...orderQueries.list(OPEN_FILTERS),
    select: useCallback((list: OrderList) => toHomeOrders(list, (order) => lateness(order, now)), [lateness, now]),
    enabled: hasOrders,
  });
  const statuses = useDictionary('serviceOrderStatuses');
  const statusNames = Object.fromEntries((statuses.data ?? []).map((status) => [status.value, status.displayName]));

  return (
    <HomePage
      stays={
        hasGuests
          ? {
              arrivals,
              departures,
              inHouse,
              links: {
                arrivals: stayViewHref('arrivals'),
                departures: stayViewHref('departures'),
                inHouse: stayViewHref('in_house'),
                noRoom: stayViewHref('no_room'),
                stay: (view, stayId) => stayViewHref(view, { stay: stayId }),
                assign: (stayId) => stayViewHref('arrivals', { stay: stayId, assign: true }),
              },
            }
          : null
      }
      orders={hasOrders ? orders : null}
      statusNames={statusNames}
    />
  );
}
