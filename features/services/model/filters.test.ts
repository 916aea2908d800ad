import { describe, expect, it } from 'vitest';
import { filtersToSearch, parseOpenService, parseServiceFilters, toListParams } from './filters';

describe('parseServiceFilters', () => {
  it('reads the URL, malformed values as the defaults', () => {
    expect(parseServiceFilters({ q: '  завтрак   в номер ', type: 'booking', active: 'false' })).toEqual({
      search: 'завтрак в номер',
      type: 'booking',
      active: false,
    });
    expect(parseServiceFilters({ q: '', type: 'DROP TABLE', active: 'yes' })).toEqual({
      search: '',
      type: null,
      active: null,
    });
  });

  it('drops a type the dictionary does not know, once it is loaded', () => {
    expect(parseServiceFilters({ q: '', type: 'spa', active: '' }).type).toBe('spa');
    expect(parseServiceFilters({ q: '', type: 'spa', active: '' }, ['service', 'booking']).type).toBeNull();
    expect(parseServiceFilters({ q: '', type: 'booking', active: '' }, ['service', 'booking']).type).toBe('booking');
  });
});

describe('parseOpenService', () => {
  it.each([
    ['new', { kind: 'new' }],
    ['42', { kind: 'existing', id: 42 }],
    ['0', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('%j', (value, open) => {
    expect(parseOpenService(value)).toEqual(open);
  });
});

describe('filtersToSearch and toListParams', () => {
  it('leaves defaults out of the URL and maps the filters to the API’s parameters', () => {
    expect(filtersToSearch({ search: '  ', type: null, active: null })).toEqual({ q: null, type: null, active: null });
    expect(filtersToSearch({ search: 'такси', type: 'service', active: true })).toEqual({
      q: 'такси',
      type: 'service',
      active: 'true',
    });
    expect(toListParams({ search: 'такси', type: 'service', active: false })).toEqual({
      search: 'такси',
      serviceType: 'service',
      isActive: false,
    });
  });
});
