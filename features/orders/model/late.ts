import { MAX_RESPONSE_MINUTES } from '@/lib/hotel-services/api';
import type { Order } from '../api';

/*
 * When an order is late (docs/decisions/203-the-order-desk.md, «Late orders»). Each service may say how soon its orders are taken into
 * work (`responseMinutes`, from the order's creation) and, once taken, completed (`completionMinutes`, from the
 * moment it was taken). Taking falls back on the hotel's default; completing has no default: a service that sets no
 * completion time is never late once taken. Measured against the order's own times, never against the other
 * orders. Pure, so the desk, the home, the navigation and the alerts agree.
 */

/** The hotel's default time to take an order, in minutes, where neither the service nor the administrator sets one. */
export const DEFAULT_RESPONSE_MINUTES = 15;

/** A service's times as far as they are known; `null` = the service sets none. */
export interface ServiceTimes {
  responseMinutes: number | null;
  completionMinutes: number | null;
}

/**
 * How late an order is: what it is late for (taking or completing), the time it had, how long past it, and the level
 * — 1 once past its time, 2 once past twice its time (each raises an alert once).
 */
export interface Lateness {
  stage: 'take' | 'complete';
  limitMinutes: number;
  overMinutes: number;
  level: 1 | 2;
}

const MINUTE = 60_000;

/**
 * The order's lateness at `now`, or null when it is in time (or done with, or a status the desk does not know).
 * `times` are its service's (undefined: not known), `defaultMinutes` the hotel's default time to take an order.
 */
export function latenessOf(
  order: Pick<Order, 'status' | 'createdAt' | 'takenAt'>,
  now: number,
  times: ServiceTimes | undefined,
  defaultMinutes: number,
): Lateness | null {
  let stage: Lateness['stage'];
  let limitMinutes: number | null;
  let since: number;
  if (order.status === 'new') {
    stage = 'take';
    limitMinutes = times?.responseMinutes ?? defaultMinutes;
    since = Date.parse(order.createdAt);
  } else if (order.status === 'in_progress') {
    stage = 'complete';
    limitMinutes = times?.completionMinutes ?? null;
    // A backend that does not say when it was taken: its creation, the earliest it can have been.
    since = Date.parse(order.takenAt ?? order.createdAt);
  } else return null;
  if (limitMinutes === null || !(limitMinutes > 0) || Number.isNaN(since)) return null;
  const elapsed = now - since;
  if (elapsed < limitMinutes * MINUTE) return null;
  return {
    stage,
    limitMinutes,
    overMinutes: Math.floor(elapsed / MINUTE) - limitMinutes,
    level: elapsed >= 2 * limitMinutes * MINUTE ? 2 : 1,
  };
}

/**
 * The hotel's default time to take an order as stored (text): a whole number of minutes within a day, else the
 * product's default.
 */
export function parseResponseMinutes(raw: string | null): number {
  const minutes = raw !== null && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  return minutes >= 1 && minutes <= MAX_RESPONSE_MINUTES ? minutes : DEFAULT_RESPONSE_MINUTES;
}

/** An order found late, with its lateness. */
export interface LateOrder {
  order: Order;
  lateness: Lateness;
}

/** The late orders among `orders`, the most overdue first (by how many times its time it has waited). */
export function lateOrders(orders: readonly Order[], lateness: (order: Order) => Lateness | null): LateOrder[] {
  const late: LateOrder[] = [];
  for (const order of orders) {
    const found = lateness(order);
    if (found) late.push({ order, lateness: found });
  }
  const ratio = ({ lateness: { overMinutes, limitMinutes } }: LateOrder) => overMinutes / limitMinutes;
  return late.sort((a, b) => ratio(b) - ratio(a) || a.order.id - b.order.id);
}

/**
 * The alerts due: every late order whose level is above the one already announced for it (per order and stage, so a
 * taken order late to complete alerts again). `announced` is updated in place. With `silent` (the first look at a
 * hotel's orders), the levels are recorded and nothing is due: what was late before the screen opened is counted, not
 * alerted.
 */
export function dueAlerts(late: readonly LateOrder[], announced: Map<string, number>, silent: boolean): LateOrder[] {
  const due: LateOrder[] = [];
  for (const item of late) {
    const key = `${item.order.id}:${item.lateness.stage}`;
    if ((announced.get(key) ?? 0) >= item.lateness.level) continue;
    announced.set(key, item.lateness.level);
    if (!silent) due.push(item);
  }
  return due;
}
