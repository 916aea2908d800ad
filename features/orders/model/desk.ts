import { toDay } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import { SEARCH_MAX_LENGTH } from '@/lib/ui/search-fields';
import {
  isKnownStatus,
  ORDER_STATUSES,
  type Order,
  type OrderList,
  type OrderListFilters,
  type OrderStatus,
  type UserRef,
} from '../api';
import { allowedActions } from './actions';

/*
 * The desk's view of a loaded list: which tab, what the tabs count, how long an order has been waiting. Pure, so the list, the tabs and their tests agree.
 */

/**
 * A status tab; `other` holds the statuses the desk does not know (a backend's own, shown with the dictionary's
 * label and without actions; only while there are some), `all` shows every status.
 */
export type DeskTab = OrderStatus | 'other' | 'all';
export const DESK_TABS: readonly DeskTab[] = [...ORDER_STATUSES, 'other', 'all'];

/** The tab of the query string; new orders are what the desk is for, so they are the default. */
export function parseTab(raw: string): DeskTab {
  return (DESK_TABS as readonly string[]).includes(raw) ? (raw as DeskTab) : 'new';
}

/** Days the desk shows by default: today and the six before (the last 7 days). */
const DEFAULT_PERIOD_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period of the query string, or the last 7 days when it is absent or not a valid range. */
export function parsePeriod(
  from: string,
  to: string,
  today = new Date(),
): { from: string; to: string; isDefault: boolean } {
  if (DAY.test(from) && DAY.test(to) && from <= to) return { from, to, isDefault: false };
  return { ...defaultPeriod(today), isDefault: true };
}

/** How the desk writes a day of its period (a dayjs format, in Russian): «20 нояб. 2026». */
export const PERIOD_FORMAT = 'D MMM YYYY';

/** The last `days` days up to today, as `YYYY-MM-DD`. */
export function defaultPeriod(today = new Date(), days = DEFAULT_PERIOD_DAYS): { from: string; to: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: toDay(start), to: toDay(today) };
}

/** The server-side filters of the desk's one list; the status tab filters the loaded list on the client. */
export function deskFilters(params: { from: string; to: string; service: string; search: string }): OrderListFilters {
  const service = Number(params.service);
  return {
    createdAfter: params.from,
    createdBefore: params.to || undefined,
    service: Number.isInteger(service) && service > 0 ? service : undefined,
    // A hand-made link's over-long search is cut as the box would have cut it.
    search: params.search.trim().slice(0, SEARCH_MAX_LENGTH).trimEnd() || undefined,
  };
}

/**
 * Orders still to be done, those an action applies to: always on the desk, however old (issue 16: an order «в
 * работе» for 8 days stays).
 */
const OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => allowedActions(status).length > 0);
/**
 * Every open order of the hotel, no period and no filter: the desk's open list when nothing narrows it, which the home
 * and the late orders' judge (hooks/useLateOrders.ts) read too — one cache entry for the three.
 */
export const OPEN_FILTERS: OrderListFilters = { status: OPEN_STATUSES };

/** Orders done with (final: no action applies): the period applies to these only. */
const CLOSED_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => allowedActions(status).length === 0);

/**
 * The desk's two list calls (SPEC: GET /dashboard/service_orders/, page_size 999, filters): the open orders
 * without a period, and the closed ones within it, its days read in the hotel's zone. Both keep the service and
 * search filters. Each is an ordinary cached list, so a live event or an action's answer moves an order from
 * one to the other by the lists' own filters (cache.ts).
 */
export function deskLists(
  params: { from: string; to: string; service: string; search: string },
  timeZone?: string,
  otherStatuses: readonly string[] = [],
): { open: OrderListFilters; closed: OrderListFilters } {
  const { createdAfter, createdBefore, ...rest } = deskFilters(params);
  return {
    open: { ...rest, status: OPEN_STATUSES },
    // Statuses the desk does not know (the statuses dictionary's others) go with the closed ones: no action of
    // the desk applies to them, so the period limits them as it limits the orders done with.
    closed: { ...rest, status: CLOSED_STATUSES, otherStatuses, createdAfter, createdBefore, timeZone },
  };
}

/** Which of the desk's two lists hold a tab's orders: a file of «Новые» needs no page of the closed ones. */
export function listsOfTab(tab: DeskTab): { open: boolean; closed: boolean } {
  const open = tab === 'all' || OPEN_STATUSES.includes(tab as OrderStatus);
  return { open, closed: !open || tab === 'all' };
}

/**
 * The desk's one list from its two answers: newest first (the lists' own order), an order in both (a moment
 * between an event and a refetch) once — its later snapshot. `count` is what the server counted in both, so a
 * list cut at 999 still shows it was cut. Undefined until both have loaded.
 */
export function mergeDeskLists(open: OrderList | undefined, closed: OrderList | undefined): OrderList | undefined {
  if (!open || !closed) return undefined;
  const byId = new Map<number, Order>();
  for (const order of [...open.results, ...closed.results]) {
    const other = byId.get(order.id);
    const newer =
      !other || Date.parse(order.updatedAt ?? order.createdAt) >= Date.parse(other.updatedAt ?? other.createdAt);
    if (newer) byId.set(order.id, order);
  }
  const duplicates = open.results.length + closed.results.length - byId.size;
  // compareOrders()'s order (newest first, ties by id), each creation time parsed once rather than twice per
  // comparison: with two lists of 999 rows that is most of the sort's time, in the render that shows them.
  const created = new Map<Order, number>();
  for (const order of byId.values()) created.set(order, Date.parse(order.createdAt));
  const results = [...byId.values()].sort((a, b) => created.get(b)! - created.get(a)! || b.id - a.id);
  return { count: open.count + closed.count - duplicates, results };
}

/** The tab an order is under (besides «Все»). */
function tabOf(order: Order): Exclude<DeskTab, 'all'> {
  return isKnownStatus(order.status) ? order.status : 'other';
}

/** How many loaded orders each tab holds. */
export function countByTab(orders: readonly Order[]): Record<DeskTab, number> {
  const counts: Record<DeskTab, number> = {
    new: 0,
    in_progress: 0,
    completed: 0,
    cancelled: 0,
    other: 0,
    all: orders.length,
  };
  for (const order of orders) counts[tabOf(order)] += 1;
  return counts;
}

/** The orders of a tab, in the list's order. */
export function ordersOfTab(orders: readonly Order[], tab: DeskTab): Order[] {
  return tab === 'all' ? orders.slice() : orders.filter((order) => tabOf(order) === tab);
}

/**
 * How long an order has been in its state, in minutes. How urgent that is depends on its service's times
 * (model/late.ts), not on the minutes alone.
 */
export function waitOf(order: Order, now: number): { kind: 'waiting' | 'inWork' | 'doneIn' | null; minutes: number } {
  const minutesBetween = (from: string, to: number) => Math.max(0, Math.floor((to - Date.parse(from)) / 60_000));
  switch (order.status) {
    case 'new':
      return { kind: 'waiting', minutes: minutesBetween(order.createdAt, now) };
    case 'in_progress':
      return { kind: 'inWork', minutes: minutesBetween(order.takenAt ?? order.createdAt, now) };
    case 'completed':
      return {
        kind: 'doneIn',
        minutes: order.completedAt ? minutesBetween(order.createdAt, Date.parse(order.completedAt)) : 0,
      };
    default:
      return { kind: null, minutes: 0 };
  }
}

/** «Анна Смирнова» from a person record. */
function fullName(person: { firstName: string; lastName: string } | null | undefined): string {
  if (!person) return '';
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/**
 * A member of staff an order names: their name when sent; sent by key only, the signed-in user (`me`) is named,
 * anyone else is «Сотрудник №N».
 */
export function staffName(
  user: UserRef,
  me: { id: number; firstName: string; lastName: string } | null | undefined,
): string {
  const name = user.expanded ? fullName(user) : user.id === me?.id ? fullName(me) : '';
  return name || ru.orders.list.staff(user.id);
}

/**
 * The order's room as a row says it: «номер 305», «номер не назначен» (`null` room), or — its stay or room sent by
 * key and not named — «проживание №17»: «не назначен» must not be said of a room the answer merely did not name.
 */
export function roomText(order: Order): string {
  const { room } = order.stay;
  if (room === null) return ru.orders.list.noRoom;
  if (room === undefined || room.number === null) return ru.orders.list.stayRef(order.stay.id);
  return ru.orders.list.room(room.number);
}

/** The guest of an order or a stay, «Гость» when the backend sent no name. */
export function guestName(guest: { firstName: string; lastName: string } | null | undefined): string {
  return fullName(guest) || ru.orders.list.guest;
}

/** A service's name, «Услуга №3» when the backend sent an empty one. */
export function serviceName(service: { id: number; name: string }): string {
  return service.name || ru.orders.list.service(service.id);
}
