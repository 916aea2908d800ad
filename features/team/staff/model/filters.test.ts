import { describe, expect, it } from 'vitest';
import { filtersToSearch, parseStaffFilters, toListParams } from './filters';

const empty = { q: '', position: '', active: '' };

describe('staff filters', () => {
  it('reads the URL, treating anything malformed as the default', () => {
    expect(parseStaffFilters({ q: '  анна   смирнова ', position: '12', active: 'false' })).toEqual({
      search: 'анна смирнова',
      position: 12,
      active: false,
    });
    expect(parseStaffFilters({ q: '', position: 'abc', active: 'yes' })).toEqual({
      search: '',
      position: null,
      active: null,
    });
    expect(parseStaffFilters({ ...empty, position: '0' }).position).toBeNull();
    expect(parseStaffFilters({ ...empty, position: '-3' }).position).toBeNull();
    expect(parseStaffFilters({ ...empty, active: 'true' }).active).toBe(true);
  });

  it('drops a position the loaded tree does not have, and trusts a well-formed one until it loads', () => {
    expect(parseStaffFilters({ ...empty, position: '7' }, new Set([5, 6])).position).toBeNull();
    expect(parseStaffFilters({ ...empty, position: '6' }, new Set([5, 6])).position).toBe(6);
    expect(parseStaffFilters({ ...empty, position: '7' }).position).toBe(7);
  });

  it('writes changes to the URL with defaults removed', () => {
    expect(filtersToSearch({ search: '  волкова ' })).toEqual({ q: 'волкова' });
    expect(filtersToSearch({ search: '   ', position: null, active: null })).toEqual({
      q: null,
      position: null,
      active: null,
    });
    expect(filtersToSearch({ position: 4, active: true })).toEqual({ position: '4', active: 'true' });
  });

  it('sends only the filters in use', () => {
    expect(toListParams({ search: '', position: null, active: null })).toEqual({});
    expect(toListParams({ search: 'анна', position: 3, active: false })).toEqual({
      search: 'анна',
      position: 3,
      isActive: false,
    });
  });
});
