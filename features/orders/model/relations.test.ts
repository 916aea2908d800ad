import { describe, expect, it } from 'vitest';
import type { HotelService } from '@/lib/hotel-services/api';
import { hotelService } from '@/lib/test/hotel-services';
import type { Order, StayLookup } from '../api';
import { narrowList } from './filters';
import { keepKnownNames, needsService, needsStay, resolveOrder, resolveOrders } from './relations';

/** An order as a ModelSerializer sends it once read: the service, the stay and the taker as bare keys. */
function keyed(id: number, patch: Partial<Order> = {}): Order {
  return {
    id,
    status: 'new',
    service: { id: 3, name: '', serviceType: '', expanded: false },
    stay: { id: 17, expanded: false, guest: null, checkIn: null, checkOut: null },
    data: {},
    comment: '',
    createdBy: null,
    takenBy: { id: 2, firstName: '', lastName: '', expanded: false },
    takenAt: null,
    completedAt: null,
    cancelledAt: null,
    createdAt: '2026-12-05T10:00:00.123456Z',
    updatedAt: null,
    messagesCount: null,
    lastMessageAt: null,
    ...patch,
  };
}

const services = new Map<number, HotelService>([[3, hotelService({ id: 3, name: 'Такси', serviceType: 'transfer' })]]);
const stays = new Map<number, StayLookup>([
  [
    17,
    {
      id: 17,
      guest: { id: 4, firstName: 'Анна', lastName: 'Смирнова', language: 'en', nationality: 'GB', expanded: true },
      room: { number: '305' },
      checkIn: '2026-12-01',
      checkOut: '2026-12-08',
    },
  ],
]);

describe('resolveOrder', () => {
  it('names a service and a stay sent as keys from the lists', () => {
    const order = keyed(1);
    expect(needsService(order)).toBe(true);
    expect(needsStay(order)).toBe(true);
    const resolved = resolveOrder(order, { services, stays });
    expect(resolved.service).toEqual({ id: 3, name: 'Такси', serviceType: 'transfer', expanded: true });
    expect(resolved.stay).toMatchObject({
      id: 17,
      expanded: true,
      room: { number: '305' },
      guest: { firstName: 'Анна', lastName: 'Смирнова' },
      checkIn: '2026-12-01',
    });
    expect(needsService(resolved) || needsStay(resolved)).toBe(false);
  });

  it('leaves what the lists do not know as it came, and a nested order untouched (the same object)', () => {
    const unknown = keyed(1, { service: { id: 9, name: '', serviceType: '', expanded: false } });
    expect(resolveOrder(unknown, { services, stays }).service.expanded).toBe(false);
    expect(resolveOrder(keyed(1), {})).toEqual(keyed(1));
    const nested = resolveOrder(keyed(2), { services, stays });
    expect(resolveOrder(nested, { services, stays })).toBe(nested);
    const list = [nested];
    expect(resolveOrders(list, { services, stays })).toBe(list);
  });

  it('names a room sent by key inside a nested stay', () => {
    const order = keyed(1, {
      stay: { id: 17, expanded: true, room: { number: null }, guest: null, checkIn: null, checkOut: null },
    });
    expect(needsStay(order)).toBe(true);
    expect(resolveOrder(order, { stays }).stay.room).toEqual({ number: '305' });
  });
});

describe('keepKnownNames', () => {
  it('keeps the names an older snapshot knew when the newer sends the same relations by key', () => {
    const known = resolveOrder(keyed(1), { services, stays });
    const older = { ...known, takenBy: { id: 2, firstName: 'Дмитрий', lastName: 'Кузнецов', expanded: true } };
    const newer = keyed(1, { status: 'in_progress' });
    const merged = keepKnownNames(older, newer);
    expect(merged.status).toBe('in_progress');
    expect(merged.service.name).toBe('Такси');
    expect(merged.stay.room).toEqual({ number: '305' });
    expect(merged.takenBy).toMatchObject({ firstName: 'Дмитрий', expanded: true });
    // Another service or stay is another relation: nothing is kept.
    const moved = keepKnownNames(older, keyed(1, { service: { id: 4, name: '', serviceType: '', expanded: false } }));
    expect(moved.service).toEqual({ id: 4, name: '', serviceType: '', expanded: false });
  });
});

describe('narrowList', () => {
  const order = (id: number, status: string, createdAt = '2026-12-05T10:00:00Z') =>
    resolveOrder(keyed(id, { status, createdAt }), { services, stays });

  it('keeps only what the filters ask for, however much the backend sent', () => {
    const list = {
      count: 4,
      results: [order(1, 'new'), order(2, 'completed'), order(3, 'in_progress'), order(4, 'x')],
    };
    const open = narrowList(list, { status: ['new', 'in_progress'] });
    expect(open.results.map((item) => item.id)).toEqual([1, 3]);
    expect(open.count).toBe(2);
    // A list that takes the statuses the desk does not know keeps them.
    const closed = narrowList(list, { status: ['completed', 'cancelled'], otherStatuses: [] });
    expect(closed.results.map((item) => item.id)).toEqual([2, 4]);
    expect(narrowList(list, {})).toBe(list);
  });

  it('narrows by the period in the list’s zone, the service, the stay and the search', () => {
    const list = {
      count: 3,
      results: [
        order(1, 'new', '2026-12-04T21:30:00Z'),
        order(2, 'new', '2026-12-03T10:00:00Z'),
        order(3, 'new', '2026-12-05T10:00:00Z'),
      ],
    };
    // 21:30 UTC on the 4th is 00:30 on the 5th in Moscow.
    const period = { createdAfter: '2026-12-05', createdBefore: '2026-12-05', timeZone: 'Europe/Moscow' };
    expect(narrowList(list, period).results.map((item) => item.id)).toEqual([1, 3]);
    expect(narrowList(list, { service: 4 }).results).toEqual([]);
    expect(narrowList(list, { stay: 17 })).toBe(list);
    expect(narrowList(list, { search: 'смирн' })).toBe(list);
    expect(narrowList(list, { search: '#2' }).results.map((item) => item.id)).toEqual([2]);
    expect(narrowList(list, { search: 'Петров' }).results).toEqual([]);
  });

  it('counts what is left and the rows the page did not hold', () => {
    const list = { count: 1500, results: [order(1, 'new'), order(2, 'completed')] };
    expect(narrowList(list, { status: ['new'] }).count).toBe(1 + 1498);
  });
});
