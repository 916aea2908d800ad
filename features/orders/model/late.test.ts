import { describe, expect, it } from 'vitest';
import type { Order } from '../api';
import {
  DEFAULT_RESPONSE_MINUTES,
  dueAlerts,
  type LateOrder,
  latenessOf,
  lateOrders,
  parseResponseMinutes,
} from './late';

const NOW = Date.parse('2026-11-21T12:00:00+03:00');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

type Times = Pick<Order, 'status' | 'createdAt' | 'takenAt'>;
const fresh = (created: number): Times => ({ status: 'new', createdAt: minutesAgo(created), takenAt: null });
const taken = (created: number, takenAt: number | null): Times => ({
  status: 'in_progress',
  createdAt: minutesAgo(created),
  takenAt: takenAt === null ? null : minutesAgo(takenAt),
});
const service = (responseMinutes: number | null, completionMinutes: number | null = null) => ({
  responseMinutes,
  completionMinutes,
});

describe('latenessOf', () => {
  it('measures a new order from its creation against its service’s time to take it, never against other orders', () => {
    expect(latenessOf(fresh(9), NOW, service(10), 15)).toBeNull();
    expect(latenessOf(fresh(10), NOW, service(10), 15)).toEqual({
      stage: 'take',
      limitMinutes: 10,
      overMinutes: 0,
      level: 1,
    });
    expect(latenessOf(fresh(17), NOW, service(10), 15)).toMatchObject({ overMinutes: 7, level: 1 });
    expect(latenessOf(fresh(20), NOW, service(10), 15)).toMatchObject({ overMinutes: 10, level: 2 });
  });

  it('falls back on the hotel’s default where the service sets no time or is not known', () => {
    expect(latenessOf(fresh(14), NOW, service(null), 15)).toBeNull();
    expect(latenessOf(fresh(16), NOW, service(null), 15)).toMatchObject({ limitMinutes: 15, overMinutes: 1 });
    expect(latenessOf(fresh(16), NOW, undefined, DEFAULT_RESPONSE_MINUTES)).toMatchObject({ limitMinutes: 15 });
    expect(latenessOf(fresh(16), NOW, undefined, 30)).toBeNull();
  });

  it('measures a taken order from its taking against a completion time, and only where the service has one', () => {
    expect(latenessOf(taken(90, 30), NOW, service(10, 40), 15)).toBeNull();
    expect(latenessOf(taken(90, 45), NOW, service(10, 40), 15)).toEqual({
      stage: 'complete',
      limitMinutes: 40,
      overMinutes: 5,
      level: 1,
    });
    expect(latenessOf(taken(200, 90), NOW, service(10, 40), 15)).toMatchObject({ level: 2 });
    // No completion time: a taken order is never late, however long it takes.
    expect(latenessOf(taken(600, 500), NOW, service(10, null), 15)).toBeNull();
    expect(latenessOf(taken(600, 500), NOW, undefined, 15)).toBeNull();
    // Not told when it was taken: from its creation.
    expect(latenessOf(taken(50, null), NOW, service(10, 40), 15)).toMatchObject({ overMinutes: 10 });
  });

  it('never judges orders done with, statuses it does not know, or unreadable times', () => {
    expect(latenessOf({ ...fresh(500), status: 'completed' }, NOW, service(10), 15)).toBeNull();
    expect(latenessOf({ ...fresh(500), status: 'on_hold' }, NOW, service(10), 15)).toBeNull();
    expect(latenessOf({ ...fresh(500), createdAt: 'garbage' }, NOW, service(10), 15)).toBeNull();
  });
});

describe('the hotel’s default time', () => {
  it('reads whole minutes within a day, else 15', () => {
    expect(parseResponseMinutes('25')).toBe(25);
    expect(parseResponseMinutes(null)).toBe(15);
    for (const bad of ['0', '1441', '-5', '2.5', 'abc', '']) expect(parseResponseMinutes(bad)).toBe(15);
  });
});

describe('late orders and their alerts', () => {
  const order = (id: number, times: Times) => ({ id, ...times }) as Order;
  const rule = (item: Order) => latenessOf(item, NOW, service(10, 40), 15);

  it('lists the late ones, the most overdue (for its time) first', () => {
    const late = lateOrders(
      [order(1, fresh(12)), order(2, fresh(5)), order(3, fresh(25)), order(4, taken(99, 50))],
      rule,
    );
    expect(late.map((item) => item.order.id)).toEqual([3, 4, 1]);
  });

  it('alerts once when an order becomes late and again at twice its time, never on the first look', () => {
    const announced = new Map<string, number>();
    const at = (minutes: number): LateOrder[] => lateOrders([order(7, fresh(minutes)), order(8, fresh(30))], rule);
    // The first look: order 8 was late already — counted, not announced.
    expect(dueAlerts(at(5), announced, true)).toEqual([]);
    expect(dueAlerts(at(9), announced, false)).toEqual([]);
    expect(dueAlerts(at(10), announced, false).map((item) => [item.order.id, item.lateness.level])).toEqual([[7, 1]]);
    expect(dueAlerts(at(15), announced, false)).toEqual([]);
    expect(dueAlerts(at(20), announced, false).map((item) => [item.order.id, item.lateness.level])).toEqual([[7, 2]]);
    expect(dueAlerts(at(40), announced, false)).toEqual([]);
  });

  it('alerts again for the same order when, taken, it is late to complete', () => {
    const announced = new Map<string, number>();
    dueAlerts(lateOrders([order(7, fresh(12))], rule), announced, false);
    const due = dueAlerts(lateOrders([order(7, taken(60, 41))], rule), announced, false);
    expect(due.map((item) => item.lateness.stage)).toEqual(['complete']);
  });
});
