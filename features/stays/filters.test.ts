import { describe, expect, it } from 'vitest';
import { filtersToSearch, hasActiveFilters, normalizeSearch, parseStayFilters, parseStayId, toListParams } from './filters';

describe('parseStayFilters', () => {
  it('reads the URL values and cleans the search', () => {
    expect(parseStayFilters({ q: '  Анна   Смирнова ', state: 'current', ordering: 'check_in' })).toEqual({
      search: 'Анна Смирнова',
      state: 'current',
      ordering: 'check_in',
    });
  });

  it('falls back to all states and the room ordering for missing or unknown values', () => {
    expect(parseStayFilters({ q: '', state: '', ordering: '' })).toEqual({ search: '', state: null, ordering: 'room' });
    expect(parseStayFilters({ q: '', state: 'gone', ordering: '-room__number' })).toEqual({ search: '', state: null, ordering: 'room' });
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
    expect(filtersToSearch({ state: null, ordering: 'room' })).toEqual({ state: null, ordering: null });
    expect(filtersToSearch({ state: 'past', ordering: 'name' })).toEqual({ state: 'past', ordering: 'name' });
  });

  it('round-trips through the parser', () => {
    const filters = { search: 'Петров', state: 'upcoming', ordering: 'check_in' } as const;
    const patch = filtersToSearch(filters);
    expect(parseStayFilters({ q: patch.q ?? '', state: patch.state ?? '', ordering: patch.ordering ?? '' })).toEqual(filters);
  });
});

describe('toListParams', () => {
  it('maps the URL ordering to the API one', () => {
    expect(toListParams({ search: '', state: null, ordering: 'room' })).toEqual({ search: '', state: null, ordering: 'room__number' });
    expect(toListParams({ search: 'a', state: 'current', ordering: 'check_in' }).ordering).toBe('check_in');
    expect(toListParams({ search: '', state: null, ordering: 'name' }).ordering).toBe('guest__last_name');
  });
});

describe('hasActiveFilters', () => {
  it('counts search and state, not ordering', () => {
    expect(hasActiveFilters({ search: '', state: null, ordering: 'name' })).toBe(false);
    expect(hasActiveFilters({ search: 'x', state: null, ordering: 'room' })).toBe(true);
    expect(hasActiveFilters({ search: '', state: 'past', ordering: 'room' })).toBe(true);
  });
});

describe('normalizeSearch', () => {
  it('collapses whitespace', () => {
    expect(normalizeSearch('\tИван \n Петров  ')).toBe('Иван Петров');
  });
});
