import { describe, expect, it } from 'vitest';
import type { Stay, StaysPage } from '@/features/stays/api';
import { hotelService } from '@/lib/test/hotel-services';
import type { NavItem } from '@/lib/ui/nav';
import {
  cachedStayMatches,
  guestTermOf,
  matchesStay,
  matchScreens,
  matchServices,
  orderIdOf,
  rankStays,
} from './quick-search-results';

function stay(id: number, firstName: string, lastName: string, room: string | null): Stay {
  return {
    id,
    guest: { firstName, lastName, email: '', phone: '', nationality: '', language: 'ru' },
    room: room === null ? null : { id: id + 100, number: room, floor: null, kind: '', capacity: null },
    checkIn: '2026-11-20',
    checkOut: '2026-11-25',
    adults: null,
    children: null,
    state: 'current',
    ordersCount: null,
    openOrdersCount: null,
  };
}

const page = (...stays: Stay[]): StaysPage => ({ count: stays.length, next: null, previous: null, results: stays });

describe('quick search', () => {
  it('reads «#123» as an order and nothing else as one', () => {
    expect(orderIdOf('#123')).toBe(123);
    expect(orderIdOf(' # 45 ')).toBe(45);
    expect(orderIdOf('123')).toBeNull();
    expect(orderIdOf('#0')).toBeNull();
    expect(orderIdOf('#12a')).toBeNull();
  });

  it('searches guests from two characters or a room number, never for «#…»', () => {
    expect(guestTermOf('с')).toBe('');
    expect(guestTermOf('  Смирн  ова ')).toBe('Смирн ова');
    expect(guestTermOf('3')).toBe('3');
    expect(guestTermOf('#12')).toBe('');
  });

  it('finds screens by a part of their name, those starting with it first, with «ё» as «е»', () => {
    const nav: NavItem[] = [
      { key: 'reports', menuKey: 'orders', label: 'Отчёты по заказам', href: '/orders/reports' },
      { key: 'orders', menuKey: 'orders', label: 'Заказы', href: '/orders' },
      { key: 'guests', menuKey: 'guests', label: 'Гости', href: '/guests' },
    ];
    expect(matchScreens(nav, 'заказ').map((item) => item.key)).toEqual(['orders', 'reports']);
    expect(matchScreens(nav, 'отчет').map((item) => item.key)).toEqual(['reports']);
    expect(matchScreens(nav, '')).toEqual([]);
  });

  it('matches a stay as the server does: a part of the name either way round, or the start of the room', () => {
    const anna = stay(1, 'Анна', 'Смирнова', '305');
    expect(matchesStay(anna, 'смирнова ан')).toBe(true);
    expect(matchesStay(anna, 'анна смир')).toBe(true);
    expect(matchesStay(anna, '30')).toBe(true);
    expect(matchesStay(anna, '05')).toBe(false);
    expect(matchesStay(stay(2, 'Пётр', 'Ершов', null), 'петр')).toBe(true);
  });

  it('collects cached matches once each, up to the limit', () => {
    const a = stay(1, 'Анна', 'Смирнова', '305');
    const b = stay(2, 'Анна', 'Петрова', '306');
    const c = stay(3, 'Олег', 'Смирнов', '410');
    expect(cachedStayMatches([page(a, b), undefined, page(a, c)], 'смирнов').map((s) => s.id)).toEqual([1, 3]);
    expect(cachedStayMatches([page(a, b, c)], 'анна', 1).map((s) => s.id)).toEqual([1]);
  });

  it('ranks a room’s guests as the desk wants them: in house now, then arriving (nearest first), then gone (latest first)', () => {
    const at = (id: number, state: Stay['state'], checkIn: string, checkOut: string): Stay => ({
      ...stay(id, 'Гость', String(id), '315'),
      state,
      checkIn,
      checkOut,
    });
    const today = '2026-12-05';
    const ranked = rankStays(
      [
        at(1, 'past', '2026-10-01', '2026-10-05'),
        at(2, 'upcoming', '2026-12-20', '2026-12-22'),
        at(3, 'past', '2026-11-20', '2026-11-25'),
        at(4, 'current', '2026-12-03', '2026-12-08'),
        at(5, 'upcoming', '2026-12-07', '2026-12-09'),
      ],
      today,
    );
    expect(ranked.map((item) => item.id)).toEqual([4, 5, 2, 3, 1]);
    // Without a state, the dates say it.
    const undated = [at(6, null, '2026-11-01', '2026-11-02'), at(7, null, '2026-12-04', '2026-12-06')];
    expect(rankStays(undated, today).map((item) => item.id)).toEqual([7, 6]);
  });

  it('finds services by a part of their name, those starting with it first, from two characters', () => {
    const services = [
      hotelService({ id: 1, name: 'Поздний завтрак' }),
      hotelService({ id: 2, name: 'Завтрак в номер' }),
      hotelService({ id: 3, name: 'Трансфер', isActive: false }),
    ];
    expect(matchServices(services, 'завтрак').map((item) => item.id)).toEqual([2, 1]);
    expect(matchServices(services, 'ТРАНС').map((item) => item.id)).toEqual([3]);
    expect(matchServices(services, 'з')).toEqual([]);
    expect(matchServices(services, '#12')).toEqual([]);
  });
});
