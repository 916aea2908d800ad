import { describe, expect, it } from 'vitest';
import {
  foldForSearch,
  idField,
  normalizeSearch,
  oneOfField,
  openRecordField,
  optionalOneOfField,
  parsePositiveId,
  patternField,
  readSearch,
  SEARCH_MAX_LENGTH,
  searchText,
  writeSearch,
  yesNoField,
} from './search-fields';

const fields = {
  search: searchText('q'),
  view: oneOfField('view', ['all', 'mine', 'done'] as const, 'all'),
  owner: idField('owner'),
  paid: yesNoField('paid'),
};

describe('readSearch', () => {
  it('reads each field from its key, missing keys as the defaults', () => {
    expect(readSearch(fields, { q: '  Анна   Смирнова ', view: 'done', owner: '12', paid: 'false' })).toEqual({
      search: 'Анна Смирнова',
      view: 'done',
      owner: 12,
      paid: false,
    });
    expect(readSearch(fields, {})).toEqual({ search: '', view: 'all', owner: null, paid: null });
  });

  it('reads malformed values as the defaults', () => {
    expect(readSearch(fields, { q: '   ', view: 'gone', owner: '-3', paid: 'yes' })).toEqual({
      search: '',
      view: 'all',
      owner: null,
      paid: null,
    });
  });
});

describe('writeSearch', () => {
  it('writes only the values given, each under its key', () => {
    expect(writeSearch(fields, { search: '  пицца ', owner: 4 })).toEqual({ q: 'пицца', owner: '4' });
    expect(writeSearch(fields, { view: 'mine', paid: true })).toEqual({ view: 'mine', paid: 'true' });
  });

  it('removes the defaults from the URL (null)', () => {
    expect(writeSearch(fields, { search: '   ', view: 'all', owner: null, paid: null })).toEqual({
      q: null,
      view: null,
      owner: null,
      paid: null,
    });
  });

  it('round-trips through readSearch', () => {
    const values = { search: 'Петров', view: 'done', owner: 7, paid: false } as const;
    const patch = writeSearch(fields, values);
    expect(
      readSearch(fields, {
        q: patch.q ?? '',
        view: patch.view ?? '',
        owner: patch.owner ?? '',
        paid: patch.paid ?? '',
      }),
    ).toEqual(values);
  });
});

describe('the fields', () => {
  it('ids are positive whole numbers of at most nine digits', () => {
    expect(parsePositiveId('42')).toBe(42);
    for (const value of ['', '0', '-3', '4.5', '12abc', '1e3', '9999999999'])
      expect(parsePositiveId(value), value).toBeNull();
  });

  it('a search is normalized both ways', () => {
    expect(normalizeSearch(' a \t b\n')).toBe('a b');
    expect(searchText('q').serialize('  ')).toBeNull();
  });

  it('a search of a hand-made link is cut to what the box takes, without a trailing space', () => {
    const long = `${'а'.repeat(SEARCH_MAX_LENGTH - 1)} ${'б'.repeat(20_000)}`;
    expect(searchText('q').parse(long)).toBe('а'.repeat(SEARCH_MAX_LENGTH - 1));
    expect(normalizeSearch('x'.repeat(20_000))).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('an optional choice is one of its values or none', () => {
    const state = optionalOneOfField('state', ['draft', 'published'] as const);
    expect(state.parse('draft')).toBe('draft');
    expect(state.parse('DRAFT')).toBeNull();
    expect(state.serialize(null)).toBeNull();
    expect(state.serialize('published')).toBe('published');
  });

  it('a pattern field keeps only what the pattern accepts', () => {
    const type = patternField('type', /^[a-z_]{1,32}$/);
    expect(type.parse('room_service')).toBe('room_service');
    expect(type.parse('DROP TABLE')).toBeNull();
    expect(type.parse('')).toBeNull();
  });

  it('the open record is new, an existing one by id, or none', () => {
    const open = openRecordField('item');
    expect(open.parse('new')).toEqual({ kind: 'new' });
    expect(open.parse('42')).toEqual({ kind: 'existing', id: 42 });
    for (const value of ['', '0', 'abc', 'New']) expect(open.parse(value), value).toBeNull();
    expect(open.serialize({ kind: 'new' })).toBe('new');
    expect(open.serialize({ kind: 'existing', id: 42 })).toBe('42');
    expect(open.serialize(null)).toBeNull();
  });
});

describe('foldForSearch', () => {
  it('compares names as the server does: case, ё and spaces aside', () => {
    expect(foldForSearch('  Ёлка  Зелёная ')).toBe('елка зеленая');
    expect(foldForSearch('SMIRNOVA Анна')).toBe('smirnova анна');
  });
});
