import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '@/lib/ui/search-fields';
import type { Order } from '../api';
import {
  countByTab,
  deskFilters,
  listsOfTab,
  mergeDeskLists,
  ordersOfTab,
  parsePeriod,
  parseTab,
  waitOf,
} from './desk';
import { compareOrders } from './filters';

function order(id: number, status: Order['status'], createdAt: string, patch: Partial<Order> = {}): Order {
  return {
    id,
    status,
    service: { id: 1, name: 'Такси', serviceType: 'transfer', expanded: true },
    stay: {
      id: 1,
      expanded: true,
      room: { number: '101' },
      guest: { firstName: 'Ли', lastName: 'Вэй', language: 'zh', nationality: 'CN', expanded: true },
      checkIn: '2026-11-20',
      checkOut: '2026-11-23',
    },
    data: {},
    comment: '',
    createdBy: null,
    takenBy: null,
    takenAt: null,
    completedAt: null,
    cancelledAt: null,
    createdAt,
    updatedAt: createdAt,
    messagesCount: 0,
    lastMessageAt: null,
    ...patch,
  };
}

const NOW = Date.parse('2026-11-21T12:00:00+03:00');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('the desk’s view of a list', () => {
  const orders = [
    order(5, 'new', minutesAgo(3)),
    order(4, 'in_progress', minutesAgo(10)),
    order(3, 'new', minutesAgo(40)),
    order(2, 'completed', minutesAgo(90)),
    order(1, 'cancelled', minutesAgo(120)),
  ];

  it('counts every tab and filters a tab in the list’s order', () => {
    expect(countByTab(orders)).toEqual({ new: 2, in_progress: 1, completed: 1, cancelled: 1, other: 0, all: 5 });
    expect(ordersOfTab(orders, 'new').map((o) => o.id)).toEqual([5, 3]);
    expect(ordersOfTab(orders, 'all').map((o) => o.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('puts a status it does not know under «Другие», never under one of its own', () => {
    const withOther = [order(6, 'on_hold', '2026-11-21T10:30:00+03:00'), ...orders];
    expect(countByTab(withOther)).toMatchObject({ new: 2, other: 1, all: 6 });
    expect(ordersOfTab(withOther, 'other').map((o) => o.id)).toEqual([6]);
    expect(ordersOfTab(withOther, 'new').map((o) => o.id)).toEqual([5, 3]);
  });

  it('says how long an order has waited, been in work or took, from its own times', () => {
    expect(waitOf(order(1, 'new', minutesAgo(15)), NOW)).toEqual({ kind: 'waiting', minutes: 15 });
    const taken = order(1, 'in_progress', minutesAgo(50), { takenAt: minutesAgo(20) });
    expect(waitOf(taken, NOW)).toEqual({ kind: 'inWork', minutes: 20 });
    const done = order(1, 'completed', minutesAgo(50), { completedAt: minutesAgo(5) });
    expect(waitOf(done, NOW)).toEqual({ kind: 'doneIn', minutes: 45 });
    expect(waitOf(order(1, 'cancelled', minutesAgo(50)), NOW).kind).toBeNull();
  });

  it('reads the query string with defaults: «Новые», the last 7 days', () => {
    expect(parseTab('')).toBe('new');
    expect(parseTab('completed')).toBe('completed');
    expect(parseTab('nonsense')).toBe('new');
    const today = new Date(2026, 10, 21);
    expect(parsePeriod('', '', today)).toEqual({ from: '2026-11-15', to: '2026-11-21', isDefault: true });
    expect(parsePeriod('2026-11-21', '2026-11-01', today).isDefault).toBe(true);
    expect(parsePeriod('2026-11-01', '2026-11-10', today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-10',
      isDefault: false,
    });
    expect(deskFilters({ from: '2026-11-01', to: '2026-11-10', service: 'x', search: '  305 ' })).toEqual({
      createdAfter: '2026-11-01',
      createdBefore: '2026-11-10',
      service: undefined,
      search: '305',
    });
    // The default period has no end: orders of the hotel's today arrive even when the browser's day is behind.
    expect(deskFilters({ from: '2026-11-15', to: '', service: '', search: '' })).toEqual({
      createdAfter: '2026-11-15',
      createdBefore: undefined,
      service: undefined,
      search: undefined,
    });
    // A hand-made link's 20,000-letter search is cut as the box cuts it, so the request's URL stays short.
    const long = deskFilters({ from: '', to: '', service: '', search: 'я'.repeat(20_000) });
    expect(long.search).toBe('я'.repeat(SEARCH_MAX_LENGTH));
  });
});

describe('listsOfTab', () => {
  it('names the list a tab’s orders are in: the open one, the closed one, both for «Все»', () => {
    expect(listsOfTab('new')).toEqual({ open: true, closed: false });
    expect(listsOfTab('in_progress')).toEqual({ open: true, closed: false });
    expect(listsOfTab('completed')).toEqual({ open: false, closed: true });
    expect(listsOfTab('cancelled')).toEqual({ open: false, closed: true });
    expect(listsOfTab('other')).toEqual({ open: false, closed: true });
    expect(listsOfTab('all')).toEqual({ open: true, closed: true });
  });
});

describe('mergeDeskLists', () => {
  const open = {
    count: 2,
    results: [order(5, 'new', '2026-11-21T10:00:00Z'), order(1, 'in_progress', '2026-11-10T10:00:00Z')],
  };
  const closed = {
    count: 3,
    results: [order(4, 'completed', '2026-11-20T10:00:00Z'), order(3, 'cancelled', '2026-11-19T10:00:00Z')],
  };

  it('waits for both lists, then gives one list newest first with both counts (a cut list still shows it)', () => {
    expect(mergeDeskLists(open, undefined)).toBeUndefined();
    expect(mergeDeskLists(undefined, closed)).toBeUndefined();
    const merged = mergeDeskLists(open, closed)!;
    expect(merged.results.map((o) => o.id)).toEqual([5, 4, 3, 1]);
    expect(merged.count).toBe(5);
    expect(countByTab(merged.results)).toEqual({
      new: 1,
      in_progress: 1,
      completed: 1,
      cancelled: 1,
      other: 0,
      all: 4,
    });
  });

  it('orders as the list ordering does: newest first, equal times by id', () => {
    const times = ['2026-11-21T10:00:00Z', '2026-11-20T10:00:00+03:00', '2026-11-19T23:59:00Z', '2026-11-21T10:00:00Z'];
    const rows = Array.from({ length: 40 }, (_, index) =>
      order(index + 1, index % 2 ? 'new' : 'completed', times[(index * 7) % times.length]!),
    );
    const merged = mergeDeskLists(
      { count: 20, results: rows.filter((row) => row.status === 'new') },
      { count: 20, results: rows.filter((row) => row.status === 'completed') },
    )!;
    expect(merged.results.map((row) => row.id)).toEqual(
      rows
        .slice()
        .sort(compareOrders())
        .map((row) => row.id),
    );
  });

  it('shows an order found in both (between an event and a refetch) once, as its later snapshot', () => {
    const stale = order(1, 'in_progress', '2026-11-10T10:00:00Z', { updatedAt: '2026-11-20T10:00:00Z' });
    const fresh = order(1, 'completed', '2026-11-10T10:00:00Z', { updatedAt: '2026-11-21T10:00:00Z' });
    const merged = mergeDeskLists({ count: 1, results: [stale] }, { count: 1, results: [fresh] })!;
    expect(merged.results).toEqual([fresh]);
    expect(merged.count).toBe(1);
  });
});
