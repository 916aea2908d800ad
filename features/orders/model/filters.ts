import {
  isKnownStatus,
  type Order,
  type OrderList,
  type OrderListFilters,
  type OrderOrdering,
  type OrderStatus,
} from '../api';

/*
 * The list's filters as the server applies them (docs/CONTRACTS.md, "Service orders"), reproduced for the
 * cache: a live event or an action's answer is put into every cached list whose filters it matches, at the
 * place its ordering says, without refetching. Pure functions; no React, no cache.
 */

const STATUS_ORDER: readonly OrderStatus[] = ['new', 'in_progress', 'completed', 'cancelled'];

/**
 * The filters in one canonical form (no empty values, statuses in a fixed order, search trimmed), so that two
 * equal filter sets give the same query key.
 */
export function normalizeFilters(filters: OrderListFilters): OrderListFilters {
  const result: OrderListFilters = {};
  if (filters.status && filters.status.length > 0) {
    result.status = STATUS_ORDER.filter((status) => filters.status?.includes(status));
    if (filters.otherStatuses) {
      result.otherStatuses = [...new Set(filters.otherStatuses.filter((status) => !isKnownStatus(status)))].sort();
    }
  }
  if (filters.createdAfter) result.createdAfter = filters.createdAfter;
  if (filters.createdBefore) result.createdBefore = filters.createdBefore;
  if (filters.service !== undefined) result.service = filters.service;
  if (filters.stay !== undefined) result.stay = filters.stay;
  const search = filters.search?.trim();
  if (search) result.search = search;
  if (filters.ordering && filters.ordering !== '-created_at') result.ordering = filters.ordering;
  // The zone matters only to a period: two lists without one are the same list whatever the zone.
  if (filters.timeZone && (result.createdAfter || result.createdBefore)) result.timeZone = filters.timeZone;
  return result;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (`YYYY-MM-DD`) of a timestamp in a time zone (the browser's when absent). The server reads
 * `created_after` / `created_before` in the hotel's zone; the desk runs at the hotel, so the browser's is the default.
 */
function dayIn(timestamp: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(key, format);
  }
  return format.format(new Date(timestamp));
}

/** Lower case with `ё` as `е` and single spaces: the server compares names that way. */
const lower = (value: string) => value.toLocaleLowerCase('ru-RU');

/**
 * The server's `search` (server/domain/orders.ts): `#123` names that order and nothing else; otherwise a
 * case-insensitive part of "first last" or "last first" of the guest's name (so a full name matches typed either
 * way), a part of the service name, the start of the room number, or — for a bare number — the order id. A
 * ModelViewSet's SearchFilter may also search the comment. An order whose guest or room the answer did not name
 * (the spec-minimal answer, a key not resolved) is kept: the server may have matched it by them.
 */
function matchesSearch(order: Order, search: string): boolean {
  const term = search.trim();
  if (term === '') return true;
  const hashId = /^#\s*(\d{1,9})$/.exec(term);
  if (hashId) return order.id === Number(hashId[1]);
  if (/^\d{1,9}$/.test(term) && order.id === Number(term)) return true;
  const needle = lower(term);
  const { guest, room } = order.stay;
  const number = room === null ? '' : room?.number;
  if (!guest?.expanded || !order.service.expanded || number === undefined || number === null) return true;
  if (
    lower(`${guest.firstName} ${guest.lastName}`).includes(needle) ||
    lower(`${guest.lastName} ${guest.firstName}`).includes(needle)
  ) {
    return true;
  }
  if (lower(order.service.name).includes(needle) || lower(order.comment).includes(needle)) return true;
  return number !== '' && lower(number).startsWith(needle);
}

/** Whether the list holds orders of `status`: one it names, or — with `otherStatuses` — any status not ours. */
function matchesStatus(status: string, filters: OrderListFilters): boolean {
  if (!filters.status || filters.status.length === 0) return true;
  if ((filters.status as readonly string[]).includes(status)) return true;
  return filters.otherStatuses !== undefined && !isKnownStatus(status);
}

/**
 * Whether the server would list `order` under `filters`. The period's days are read in the list's own zone
 * (`filters.timeZone`), else in `options.timeZone`, else in the browser's.
 */
export function matchesFilters(order: Order, filters: OrderListFilters, options: { timeZone?: string } = {}): boolean {
  if (!matchesStatus(order.status, filters)) return false;
  if (filters.service !== undefined && order.service.id !== filters.service) return false;
  if (filters.stay !== undefined && order.stay.id !== filters.stay) return false;
  if (filters.createdAfter || filters.createdBefore) {
    const day = dayIn(order.createdAt, filters.timeZone ?? options.timeZone);
    if (filters.createdAfter && day < filters.createdAfter) return false;
    if (filters.createdBefore && day > filters.createdBefore) return false;
  }
  if (filters.search && !matchesSearch(order, filters.search)) return false;
  return true;
}

const time = (value: string) => Date.parse(value);

/** The comparator of a list's `ordering` (newest first by default); ties go by id the same way. */
export function compareOrders(ordering: OrderOrdering = '-created_at'): (a: Order, b: Order) => number {
  switch (ordering) {
    case 'created_at':
      return (a, b) => time(a.createdAt) - time(b.createdAt) || a.id - b.id;
    case '-updated_at':
      // A backend that does not send `updatedAt`: the creation is the last change known.
      return (a, b) => time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt) || b.id - a.id;
    case '-created_at':
    default:
      return (a, b) => time(b.createdAt) - time(a.createdAt) || b.id - a.id;
  }
}

/**
 * A list answer narrowed to its filters in the browser (docs/decisions/193-an-ordinary-drf-backend.md):
 * a backend that ignores a filter (django-filter ignores every parameter it does not declare) or refused it (the
 * client then asked without it) answers more than the filters say, and the screen must still show only its own.
 * Returns the same list when nothing is dropped. When rows are dropped the count is what is left plus the rows the
 * page did not hold (any of which may match): exact when the page held them all, an upper bound otherwise.
 */
export function narrowList(list: OrderList, filters: OrderListFilters): OrderList {
  const results = list.results.filter((order) => matchesFilters(order, filters));
  if (results.length === list.results.length) return list;
  return { count: results.length + Math.max(0, list.count - list.results.length), results };
}
