import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Message, Order, OrderDetail, OrderList, OrderListFilters } from '../api';
import { applyMessage, applyOrderEvent, upsertOrder } from './cache';
import { deskLists } from './desk';
import { matchesFilters } from './filters';
import { orderKeys } from './keys';

const MSK = { timeZone: 'Europe/Moscow' };

function order(id: number, patch: Partial<Order> = {}): Order {
  return {
    id,
    status: 'new',
    service: { id: 1, name: 'Завтрак в номер', serviceType: 'food', expanded: true },
    stay: {
      id: 10,
      expanded: true,
      room: { number: '305' },
      guest: { firstName: 'Анна', lastName: 'Смирнова', language: 'en', nationality: 'GB', expanded: true },
      checkIn: '2026-11-18',
      checkOut: '2026-11-25',
    },
    data: { quantity: 2 },
    comment: '',
    createdBy: null,
    takenBy: null,
    takenAt: null,
    completedAt: null,
    cancelledAt: null,
    createdAt: `2026-11-21T09:${String(id).padStart(2, '0')}:00+03:00`,
    updatedAt: `2026-11-21T09:${String(id).padStart(2, '0')}:00+03:00`,
    messagesCount: 0,
    lastMessageAt: null,
    ...patch,
  };
}

function message(id: number, orderId: number, createdAt: string): Message {
  return { id, orderId, author: 'guest', user: null, text: 'Спасибо!', language: 'en', createdAt };
}

function listOf(...orders: Order[]): OrderList {
  return { count: orders.length, results: orders };
}

function seed(lists: [OrderListFilters, OrderList][]) {
  const queryClient = new QueryClient();
  for (const [filters, list] of lists) queryClient.setQueryData(orderKeys.list(filters), list);
  const ids = (filters: OrderListFilters) =>
    queryClient.getQueryData<OrderList>(orderKeys.list(filters))?.results.map((o) => o.id);
  const count = (filters: OrderListFilters) => queryClient.getQueryData<OrderList>(orderKeys.list(filters))?.count;
  return { queryClient, ids, count };
}

const ALL: OrderListFilters = {};
const NEW: OrderListFilters = { status: ['new'] };
const OPEN: OrderListFilters = { status: ['new', 'in_progress'] };
const IN_PROGRESS: OrderListFilters = { status: ['in_progress'] };

describe('order.created', () => {
  it('is inserted, newest first, into every cached list whose filters it matches, and counted', () => {
    const { queryClient, ids, count } = seed([
      [ALL, listOf(order(3), order(1))],
      [NEW, listOf(order(3))],
      [IN_PROGRESS, listOf()],
      [{ service: 2 }, listOf()],
    ]);
    applyOrderEvent(queryClient, { type: 'order.created', order: order(5) }, MSK);
    expect(ids(ALL)).toEqual([5, 3, 1]);
    expect(count(ALL)).toBe(3);
    expect(ids(NEW)).toEqual([5, 3]);
    expect(ids(IN_PROGRESS)).toEqual([]);
    expect(ids({ service: 2 })).toEqual([]);
    expect(count({ service: 2 })).toBe(0);
  });

  it('lands at its place by creation time, not at the top, when it is older than the newest', () => {
    const { queryClient, ids } = seed([[ALL, listOf(order(9), order(1))]]);
    applyOrderEvent(queryClient, { type: 'order.created', order: order(4) }, MSK);
    expect(ids(ALL)).toEqual([9, 4, 1]);
  });

  it('is not duplicated when the same order arrives twice (an answer, then its event)', () => {
    const { queryClient, ids, count } = seed([[ALL, listOf(order(1))]]);
    applyOrderEvent(queryClient, { type: 'order.created', order: order(2) }, MSK);
    applyOrderEvent(queryClient, { type: 'order.created', order: order(2) }, MSK);
    expect(ids(ALL)).toEqual([2, 1]);
    expect(count(ALL)).toBe(2);
  });

  it('respects the ascending ordering of a list', () => {
    const asc: OrderListFilters = { ordering: 'created_at' };
    const { queryClient, ids } = seed([[asc, listOf(order(1), order(3))]]);
    upsertOrder(queryClient, order(2), MSK);
    expect(ids(asc)).toEqual([1, 2, 3]);
  });

  it('matches stay, service, period and search like the server', () => {
    const { queryClient, ids } = seed([
      [{ stay: 10 }, listOf()],
      [{ stay: 11 }, listOf()],
      [{ createdAfter: '2026-11-21', createdBefore: '2026-11-21' }, listOf()],
      [{ createdAfter: '2026-11-22' }, listOf()],
      [{ search: 'смирнова анна' }, listOf()],
      [{ search: 'Ivanov' }, listOf()],
    ]);
    applyOrderEvent(queryClient, { type: 'order.created', order: order(1) }, MSK);
    expect(ids({ stay: 10 })).toEqual([1]);
    expect(ids({ stay: 11 })).toEqual([]);
    expect(ids({ createdAfter: '2026-11-21', createdBefore: '2026-11-21' })).toEqual([1]);
    expect(ids({ createdAfter: '2026-11-22' })).toEqual([]);
    expect(ids({ search: 'смирнова анна' })).toEqual([1]);
    expect(ids({ search: 'Ivanov' })).toEqual([]);
  });

  it('leaves lists alone that have not loaded (pending or failed)', () => {
    const queryClient = new QueryClient();
    queryClient.getQueryCache().build(queryClient, { queryKey: orderKeys.list(ALL) });
    applyOrderEvent(queryClient, { type: 'order.created', order: order(1) }, MSK);
    expect(queryClient.getQueryData(orderKeys.list(ALL))).toBeUndefined();
  });
});

describe('order.updated', () => {
  const taken = (id: number) =>
    order(id, {
      status: 'in_progress',
      takenBy: { id: 3, firstName: 'Дмитрий', lastName: 'Кузнецов', expanded: true },
      takenAt: '2026-11-21T10:00:00+03:00',
      updatedAt: '2026-11-21T10:00:00+03:00',
    });

  it('replaces the order in place in lists it still matches', () => {
    const { queryClient, ids } = seed([
      [ALL, listOf(order(3), order(2), order(1))],
      [OPEN, listOf(order(3), order(2), order(1))],
    ]);
    applyOrderEvent(queryClient, { type: 'order.updated', order: taken(2) }, MSK);
    expect(ids(ALL)).toEqual([3, 2, 1]);
    const list = queryClient.getQueryData<OrderList>(orderKeys.list(OPEN));
    expect(list?.results[1]).toMatchObject({ id: 2, status: 'in_progress', takenBy: { lastName: 'Кузнецов' } });
  });

  it('leaves a list whose status filter it no longer matches, and joins one it now matches, in order', () => {
    const { queryClient, ids, count } = seed([
      [NEW, listOf(order(3), order(2), order(1))],
      [IN_PROGRESS, listOf(taken(4), taken(1))],
    ]);
    // 1 is already in progress in the second list; take 2.
    applyOrderEvent(queryClient, { type: 'order.updated', order: taken(2) }, MSK);
    expect(ids(NEW)).toEqual([3, 1]);
    expect(count(NEW)).toBe(2);
    expect(ids(IN_PROGRESS)).toEqual([4, 2, 1]);
    expect(count(IN_PROGRESS)).toBe(3);
  });

  it('moves the order to the top of a list ordered by the last update', () => {
    const byUpdate: OrderListFilters = { ordering: '-updated_at' };
    const { queryClient, ids } = seed([[byUpdate, listOf(order(3), order(2), order(1))]]);
    applyOrderEvent(queryClient, { type: 'order.updated', order: taken(1) }, MSK);
    expect(ids(byUpdate)).toEqual([1, 3, 2]);
  });

  it('ignores a snapshot older than the one in the cache', () => {
    const { queryClient } = seed([[ALL, listOf(taken(2))]]);
    applyOrderEvent(queryClient, { type: 'order.updated', order: order(2) }, MSK);
    expect(queryClient.getQueryData<OrderList>(orderKeys.list(ALL))?.results[0]?.status).toBe('in_progress');
  });

  it('updates a cached detail and keeps its history and messages', () => {
    const queryClient = new QueryClient();
    const detail: OrderDetail = {
      ...order(2),
      history: [{ id: 1, fromStatus: null, toStatus: 'new', user: null, createdAt: order(2).createdAt }],
      messages: [message(8, 2, '2026-11-21T09:30:00+03:00')],
    };
    queryClient.setQueryData(orderKeys.detail(2), detail);
    applyOrderEvent(queryClient, { type: 'order.updated', order: taken(2) }, MSK);
    const next = queryClient.getQueryData<OrderDetail>(orderKeys.detail(2));
    expect(next?.status).toBe('in_progress');
    expect(next?.history).toHaveLength(1);
    expect(next?.messages?.map((m) => m.id)).toEqual([8]);
    // The history is missing the new row: the detail is due for a refetch.
    expect(queryClient.getQueryState(orderKeys.detail(2))?.isInvalidated).toBe(true);
  });
});

describe('message.created', () => {
  it('bumps the count and time in the lists and appends to the cached detail, once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderKeys.list(ALL), listOf(order(2), order(1)));
    queryClient.setQueryData<OrderDetail>(orderKeys.detail(1), { ...order(1), history: [], messages: [] });
    const event = { type: 'message.created', orderId: 1, message: message(8, 1, '2026-11-21T11:00:00+03:00') } as const;

    applyOrderEvent(queryClient, event, MSK);
    applyOrderEvent(queryClient, event, MSK);

    const list = queryClient.getQueryData<OrderList>(orderKeys.list(ALL));
    expect(list?.results.map((o) => [o.id, o.messagesCount, o.lastMessageAt])).toEqual([
      [2, 0, null],
      [1, 1, '2026-11-21T11:00:00+03:00'],
    ]);
    const detail = queryClient.getQueryData<OrderDetail>(orderKeys.detail(1));
    expect(detail?.messages?.map((m) => m.id)).toEqual([8]);
    expect(detail?.messagesCount).toBe(1);
  });

  it('does not count a message the loaded list already counted', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      orderKeys.list(ALL),
      listOf(order(1, { messagesCount: 3, lastMessageAt: '2026-11-21T11:00:00+03:00' })),
    );
    applyMessage(queryClient, message(8, 1, '2026-11-21T11:00:00+03:00'));
    expect(queryClient.getQueryData<OrderList>(orderKeys.list(ALL))?.results[0]?.messagesCount).toBe(3);
  });

  it('keeps the larger count when a later order snapshot was taken before the message', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderKeys.list(ALL), listOf(order(1)));
    applyMessage(queryClient, message(8, 1, '2026-11-21T11:00:00+03:00'));
    upsertOrder(queryClient, order(1, { status: 'in_progress', updatedAt: '2026-11-21T11:05:00+03:00' }));
    expect(queryClient.getQueryData<OrderList>(orderKeys.list(ALL))?.results[0]).toMatchObject({
      status: 'in_progress',
      messagesCount: 1,
    });
  });
});

describe('matchesFilters', () => {
  it('reads the period in the given time zone', () => {
    // 22:30 UTC on the 20th is already the 21st in Moscow.
    const late = order(1, { createdAt: '2026-11-20T22:30:00Z' });
    expect(matchesFilters(late, { createdAfter: '2026-11-21' }, { timeZone: 'Europe/Moscow' })).toBe(true);
    expect(matchesFilters(late, { createdAfter: '2026-11-21' }, { timeZone: 'UTC' })).toBe(false);
    expect(matchesFilters(late, { createdBefore: '2026-11-20' }, { timeZone: 'UTC' })).toBe(true);
  });

  it('finds by order id, guest name either way, room prefix and service name', () => {
    const o = order(12);
    for (const search of [
      '12',
      '#12',
      '# 12',
      'анна',
      'Анна Смирнова',
      'смирнова анна',
      '30',
      '305',
      'завтрак',
      ' в номер ',
    ]) {
      expect(matchesFilters(o, { search }), search).toBe(true);
    }
    for (const search of ['#13', '05', 'Иван', 'ужин', 'Анна  Смирнова']) {
      expect(matchesFilters(o, { search }), search).toBe(false);
    }
  });

  it('takes «#n» as an order id only, a bare number also as a room', () => {
    const inRoom12 = order(5, { stay: { ...order(5).stay, room: { number: '12' } } });
    expect(matchesFilters(inRoom12, { search: '12' })).toBe(true);
    expect(matchesFilters(inRoom12, { search: '#12' })).toBe(false);
  });
});

describe('the desk’s two lists (open without a period, closed within it)', () => {
  // The desk's lists for the hotel's period 2026-11-15..21 read in Yekaterinburg time (UTC+5).
  const lists = deskLists({ from: '2026-11-15', to: '2026-11-21', service: '', search: '' }, 'Asia/Yekaterinburg');

  it('keeps the zone in the closed list’s key only, where it decides the days', () => {
    expect(orderKeys.list(lists.open)).toEqual(['orders', 'list', { status: ['new', 'in_progress'] }]);
    expect(orderKeys.list(lists.closed)).toEqual([
      'orders',
      'list',
      {
        status: ['completed', 'cancelled'],
        otherStatuses: [],
        createdAfter: '2026-11-15',
        createdBefore: '2026-11-21',
        timeZone: 'Asia/Yekaterinburg',
      },
    ]);
  });

  it('moves an old order from the open list to the closed one only when the period holds its day', () => {
    const old = order(1, {
      status: 'in_progress',
      createdAt: '2026-11-10T09:00:00+03:00',
      updatedAt: '2026-11-20T10:00:00+03:00',
    });
    const recent = order(2, {
      status: 'in_progress',
      createdAt: '2026-11-20T09:00:00+03:00',
      updatedAt: '2026-11-20T10:00:00+03:00',
    });
    const { queryClient, ids, count } = seed([
      [lists.open, listOf(recent, old)],
      [lists.closed, listOf()],
    ]);

    applyOrderEvent(queryClient, {
      type: 'order.updated',
      order: { ...old, status: 'completed', updatedAt: '2026-11-21T10:00:00+03:00' },
    });
    applyOrderEvent(queryClient, {
      type: 'order.updated',
      order: { ...recent, status: 'cancelled', updatedAt: '2026-11-21T10:00:00+03:00' },
    });

    expect(ids(lists.open)).toEqual([]);
    expect(count(lists.open)).toBe(0);
    // The order of the 10th left the desk with its completion; the one of the 20th is a cancelled one in the period.
    expect(ids(lists.closed)).toEqual([2]);
    expect(count(lists.closed)).toBe(1);
  });

  it('reads the period’s edge in the list’s zone, not the browser’s', () => {
    // 23:30 Moscow on the 14th is 01:30 on the 15th in Yekaterinburg: inside the period there.
    const late = order(3, { status: 'completed', createdAt: '2026-11-14T23:30:00+03:00' });
    const { queryClient, ids } = seed([[lists.closed, listOf()]]);
    upsertOrder(queryClient, late);
    expect(ids(lists.closed)).toEqual([3]);
    expect(matchesFilters(late, { ...lists.closed, timeZone: 'Europe/Moscow' })).toBe(false);
  });

  it('puts a new order in the open list whatever its day', () => {
    const { queryClient, ids } = seed([
      [lists.open, listOf()],
      [lists.closed, listOf()],
    ]);
    applyOrderEvent(queryClient, {
      type: 'order.created',
      order: order(4, { createdAt: '2026-11-01T09:00:00+03:00' }),
    });
    expect(ids(lists.open)).toEqual([4]);
    expect(ids(lists.closed)).toEqual([]);
  });
});
