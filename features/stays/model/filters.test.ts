import { describe, expect, it } from 'vitest';
import type { Stay, StaysPage } from '../api';
import {
  filtersToSearch,
  narrowPage,
  parseStayFilters,
  parseStayId,
  stayViewHref,
  toListParams,
  withStates,
} from './filters';

describe('parseStayFilters', () => {
  it('reads the search, the view and the ordering', () => {
    expect(parseStayFilters({ q: '  Анна   Смирнова ', view: 'arrivals', ordering: 'check_in' })).toEqual({
      search: 'Анна Смирнова',
      view: 'arrivals',
      ordering: 'check_in',
    });
  });

  it('falls back to the in-house view and the room ordering for missing or unknown values', () => {
    expect(parseStayFilters({ q: '', view: '', ordering: '' })).toEqual({
      search: '',
      view: 'in_house',
      ordering: 'room',
    });
    expect(parseStayFilters({ q: '', view: 'gone', ordering: '-room__number' })).toEqual({
      search: '',
      view: 'in_house',
      ordering: 'room',
    });
  });

  it('opens the matching view for the earlier ?state= links', () => {
    expect(parseStayFilters({ q: '', view: '', state: 'past', ordering: '' }).view).toBe('past');
    expect(parseStayFilters({ q: '', view: '', state: 'upcoming', ordering: '' }).view).toBe('upcoming');
    expect(parseStayFilters({ q: '', view: '', state: 'current', ordering: '' }).view).toBe('in_house');
    expect(parseStayFilters({ q: '', view: 'all', state: 'past', ordering: '' }).view).toBe('all');
  });
});

describe('parseStayId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseStayId('42')).toBe(42);
    expect(parseStayId('')).toBeNull();
    expect(parseStayId('0')).toBeNull();
    expect(parseStayId('-3')).toBeNull();
    expect(parseStayId('4.5')).toBeNull();
    expect(parseStayId('12abc')).toBeNull();
    expect(parseStayId('9999999999')).toBeNull();
  });
});

describe('filtersToSearch', () => {
  it('leaves defaults out of the URL and touches only the given keys', () => {
    expect(filtersToSearch({ search: '  305 ' })).toEqual({ q: '305' });
    expect(filtersToSearch({ search: '   ' })).toEqual({ q: null });
    expect(filtersToSearch({ view: 'in_house', ordering: 'room' })).toEqual({
      view: null,
      state: null,
      ordering: null,
    });
    expect(filtersToSearch({ view: 'past', ordering: 'name' })).toEqual({
      view: 'past',
      state: null,
      ordering: 'name',
    });
  });

  it('round-trips through parseStayFilters', () => {
    const filters = { search: 'Петров', view: 'no_room', ordering: 'check_in' } as const;
    const patch = filtersToSearch(filters);
    expect(parseStayFilters({ q: patch.q ?? '', view: patch.view ?? '', ordering: patch.ordering ?? '' })).toEqual(
      filters,
    );
  });
});

describe('toListParams', () => {
  const today = '2026-11-26';
  it('maps the views to the API’s state and day filters on the hotel’s today', () => {
    expect(toListParams({ search: '', view: 'all', ordering: 'room' }, today)).toEqual({
      search: '',
      state: null,
      ordering: 'room__number',
    });
    expect(toListParams({ search: '', view: 'in_house', ordering: 'room' }, today).state).toBe('current');
    expect(toListParams({ search: 'a', view: 'arrivals', ordering: 'check_in' }, today)).toMatchObject({
      checkIn: today,
      ordering: 'check_in',
      search: 'a',
    });
    expect(toListParams({ search: '', view: 'departures', ordering: 'name' }, today)).toMatchObject({
      checkOut: today,
      ordering: 'guest__last_name',
    });
    expect(toListParams({ search: '', view: 'no_room', ordering: 'room' }, today)).toMatchObject({
      noRoom: true,
      checkOutAfter: today,
    });
  });
});

describe('narrowPage', () => {
  const stay = (id: number, checkIn: string, checkOut: string, room: boolean): Stay => ({
    id,
    guest: { firstName: 'А', lastName: 'Б', email: '', phone: '', nationality: '', language: '' },
    room: room ? { id, number: String(id), floor: null, kind: '', capacity: null } : null,
    checkIn,
    checkOut,
    adults: null,
    children: null,
    state: null,
    ordersCount: null,
    openOrdersCount: null,
  });
  const page: StaysPage = {
    count: 3,
    next: null,
    previous: null,
    results: [
      stay(1, '2026-11-26', '2026-11-28', false),
      stay(2, '2026-11-20', '2026-11-26', true),
      stay(3, '2026-11-25', '2026-11-30', false),
    ],
  };

  it('keeps what a backend ignoring the day filters sent too many out, and counts what is left', () => {
    const arrivals = narrowPage(page, toListParams({ search: '', view: 'arrivals', ordering: 'room' }, '2026-11-26'));
    expect(arrivals.results.map((item) => item.id)).toEqual([1]);
    expect(arrivals.count).toBe(1);
    expect(
      narrowPage(page, toListParams({ search: '', view: 'departures', ordering: 'room' }, '2026-11-26')).results.map(
        (item) => item.id,
      ),
    ).toEqual([2]);
    expect(
      narrowPage(page, toListParams({ search: '', view: 'no_room', ordering: 'room' }, '2026-11-26')).results.map(
        (item) => item.id,
      ),
    ).toEqual([1, 3]);
  });

  it('keeps a stay whose dates were not sent: the server chose it', () => {
    const undated: Stay = { ...stay(4, '', '', false), checkIn: null, checkOut: null };
    const narrowed = narrowPage(
      { ...page, count: 1, results: [undated] },
      toListParams({ search: '', view: 'arrivals', ordering: 'room' }, '2026-11-26'),
    );
    expect(narrowed.results).toEqual([undated]);
  });

  it('returns a page the server already narrowed as it is', () => {
    expect(narrowPage(page, toListParams({ search: '', view: 'all', ordering: 'room' }, '2026-11-26'))).toBe(page);
  });

  it('applies the state on the hotel’s today when the backend ignored it (keeping a stay without dates)', () => {
    const today = '2026-11-26';
    const view = (name: 'in_house' | 'upcoming' | 'past') =>
      narrowPage(page, toListParams({ search: '', view: name, ordering: 'room' }, today), today).results.map(
        (item) => item.id,
      );
    // Stay 1 arrives today and stay 3 is in its stay: in house; stay 2 left today: past.
    expect(view('in_house')).toEqual([1, 3]);
    expect(view('past')).toEqual([2]);
    expect(view('upcoming')).toEqual([]);
    const undated: Stay = { ...stay(4, '', '', false), checkIn: null, checkOut: null };
    expect(
      narrowPage(
        { ...page, results: [undated] },
        toListParams({ search: '', view: 'past', ordering: 'room' }, today),
        today,
      ).results,
    ).toEqual([undated]);
  });

  it('applies the search as our backend or DRF’s SearchFilter would: a part of the name, words, a room’s start', () => {
    const named = (id: number, firstName: string, lastName: string, room: string | null): Stay => ({
      ...stay(id, '2026-11-20', '2026-11-30', room !== null),
      guest: { firstName, lastName, email: '', phone: '', nationality: '', language: '' },
      room: room === null ? null : { id, number: room, floor: null, kind: '', capacity: null },
    });
    const guests: StaysPage = {
      count: 3,
      next: null,
      previous: null,
      results: [
        named(1, 'Анна', 'Смирнова', '305'),
        named(2, 'Пётр', 'Ёлкин', '1305'),
        named(3, 'John', 'Smith', null),
      ],
    };
    const found = (search: string) =>
      narrowPage(guests, toListParams({ search, view: 'all', ordering: 'room' }, '2026-11-26')).results.map(
        (item) => item.id,
      );
    expect(found('смирнова анна')).toEqual([1]);
    expect(found('на См')).toEqual([1]);
    expect(found('елкин')).toEqual([2]);
    expect(found('305')).toEqual([1, 2]);
    expect(found('john')).toEqual([3]);
    expect(found('Иванов')).toEqual([]);
  });
});

describe('withStates', () => {
  it('fills the state a backend did not send from the dates on the hotel’s today', () => {
    const today = '2026-11-26';
    const stateless: StaysPage = {
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: 1,
          guest: { firstName: 'А', lastName: 'Б', email: '', phone: '', nationality: '', language: '' },
          room: null,
          checkIn: '2026-11-27',
          checkOut: '2026-11-29',
          adults: null,
          children: null,
          state: null,
          ordersCount: null,
          openOrdersCount: null,
        },
      ],
    };
    expect(withStates(stateless, today).results[0]!.state).toBe('upcoming');
    const stated = withStates(stateless, today);
    expect(withStates(stated, today)).toBe(stated);
  });
});

describe('stayViewHref', () => {
  it('builds the guests screen’s link of a view, a stay and its room dialog', () => {
    expect(stayViewHref('in_house')).toBe('/guests');
    expect(stayViewHref('arrivals', { stay: 7, assign: true })).toBe('/guests?view=arrivals&stay=7&assign=1');
  });
});
