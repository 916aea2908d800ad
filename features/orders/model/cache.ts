import type { QueryClient } from '@tanstack/react-query';
import type { Message, Order, OrderDetail, OrderEvent, OrderList, OrderListFilters } from '../api';
import { compareOrders, matchesFilters } from './filters';
import { filtersOfListKey, orderKeys } from './keys';
import { keepKnownNames } from './relations';

/*
 * Applies what the server tells about orders (a live event, the answer of an action, the order a 409 carries)
 * to every cached list and detail, so the desk changes at once without refetching. Pure with respect to React:
 * it needs a QueryClient only. Lists keep the server's filters and ordering (filters.ts); stale snapshots (an
 * event that arrives after a newer answer) are ignored by `updatedAt`.
 */

export interface CacheOptions {
  /** The zone the server reads date filters in; the browser's when absent. */
  timeZone?: string;
}

const time = (value: string | null) => (value === null ? Number.NEGATIVE_INFINITY : Date.parse(value));

function laterOf(a: string | null, b: string | null): string | null {
  return time(a) >= time(b) ? a : b;
}

/** The larger of two message counts; an unknown count (`null`) gives way to a known one. */
function largerCount(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}

/**
 * The incoming snapshot of an order over the one in the cache. Messages are never deleted, so the larger
 * count and the later last-message time win whichever snapshot carries them.
 */
function mergeOrder(existing: Order | undefined, incoming: Order): Order {
  if (!existing) return incoming;
  return {
    // An answer that names the service, the stay or a person by key only keeps the names already known.
    ...keepKnownNames(existing, incoming),
    messagesCount: largerCount(existing.messagesCount, incoming.messagesCount),
    lastMessageAt: laterOf(existing.lastMessageAt, incoming.lastMessageAt),
  };
}

/** True when the cache already holds a newer snapshot than `incoming` (unknowable when either lacks `updatedAt`). */
function isStale(existing: Order, incoming: Order): boolean {
  if (existing.updatedAt === null || incoming.updatedAt === null) return false;
  return time(existing.updatedAt) > time(incoming.updatedAt);
}

function insertSorted(results: Order[], order: Order, compare: (a: Order, b: Order) => number): Order[] {
  const index = results.findIndex((other) => compare(order, other) < 0);
  const next = results.slice();
  next.splice(index === -1 ? next.length : index, 0, order);
  return next;
}

/**
 * A list with `order` put in its place: replaced where it was (moved if its sort key changed), inserted when it
 * now matches the filters, removed when it no longer does. Returns the same object when nothing changes.
 */
function placeInList(list: OrderList, order: Order, filters: OrderListFilters, options: CacheOptions = {}): OrderList {
  const index = list.results.findIndex((other) => other.id === order.id);
  const existing = index === -1 ? undefined : list.results[index];
  if (existing && isStale(existing, order)) return list;
  const merged = mergeOrder(existing, order);
  const without = index === -1 ? list.results : list.results.filter((other) => other.id !== order.id);

  if (!matchesFilters(merged, filters, options)) {
    return index === -1 ? list : { ...list, count: Math.max(0, list.count - 1), results: without };
  }
  return {
    ...list,
    count: index === -1 ? list.count + 1 : list.count,
    results: insertSorted(without, merged, compareOrders(filters.ordering)),
  };
}

/** Every cached list, with its filters. */
function cachedLists(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: orderKeys.lists() })
    .map((query) => ({
      queryKey: query.queryKey,
      filters: filtersOfListKey(query.queryKey),
      data: query.state.data as OrderList | undefined,
    }));
}

/**
 * Puts a snapshot of an order everywhere it belongs: every cached list (by its filters and ordering) and its
 * cached detail. A status change makes the detail's history stale, so the detail is also marked for a refetch.
 */
export function upsertOrder(queryClient: QueryClient, order: Order, options: CacheOptions = {}): void {
  for (const { queryKey, filters, data } of cachedLists(queryClient)) {
    if (!data) continue;
    const next = placeInList(data, order, filters, options);
    if (next !== data) queryClient.setQueryData(queryKey, next);
  }

  const detailKey = orderKeys.detail(order.id);
  const detail = queryClient.getQueryData<OrderDetail>(detailKey);
  if (!detail || isStale(detail, order)) return;
  const { history, messages, ...current } = detail;
  queryClient.setQueryData<OrderDetail>(detailKey, { ...mergeOrder(current, order), history, messages });
  if (detail.status !== order.status) void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
}

/** The order with one more message, unless its `lastMessageAt` shows the message was counted already. */
function withMessage<T extends Order>(order: T, message: Message): T {
  if (order.lastMessageAt !== null && time(message.createdAt) <= time(order.lastMessageAt)) return order;
  return {
    ...order,
    messagesCount: order.messagesCount === null ? null : order.messagesCount + 1,
    lastMessageAt: message.createdAt ?? order.lastMessageAt,
  };
}

/**
 * A new message of an order: bumps `messagesCount` / `lastMessageAt` in the lists and appends it to the cached
 * detail's thread (oldest first). Applying the same message twice (the send's answer, then its live event)
 * changes nothing the second time.
 */
export function applyMessage(queryClient: QueryClient, message: Message): void {
  for (const { queryKey, data } of cachedLists(queryClient)) {
    if (!data) continue;
    const index = data.results.findIndex((order) => order.id === message.orderId);
    const order = data.results[index];
    if (!order) continue;
    const next = withMessage(order, message);
    if (next === order) continue;
    const results = data.results.slice();
    results[index] = next;
    queryClient.setQueryData<OrderList>(queryKey, { ...data, results });
  }

  queryClient.setQueryData<OrderDetail>(orderKeys.detail(message.orderId), (detail) => {
    if (!detail) return detail;
    // A detail without its thread (loaded on its own, below) still counts the message.
    if (detail.messages === null) return withMessage(detail, message);
    if (detail.messages.some((other) => other.id === message.id)) return detail;
    return { ...withMessage(detail, message), messages: withThreadMessage(detail.messages, message) };
  });
  queryClient.setQueryData<Message[]>(orderKeys.thread(message.orderId), (thread) =>
    thread && !thread.some((other) => other.id === message.id) ? withThreadMessage(thread, message) : thread,
  );
}

/** The thread with one more message, oldest first. */
function withThreadMessage(thread: readonly Message[], message: Message): Message[] {
  return [...thread, message].sort((a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id);
}

/** Applies one live event of the hotel to the cache. */
export function applyOrderEvent(queryClient: QueryClient, event: OrderEvent, options: CacheOptions = {}): void {
  switch (event.type) {
    case 'order.created':
    case 'order.updated':
      upsertOrder(queryClient, event.order, options);
      break;
    case 'message.created':
      applyMessage(queryClient, { ...event.message, orderId: event.orderId });
      if (event.order) upsertOrder(queryClient, event.order, options);
      break;
  }
}
