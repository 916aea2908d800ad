import { describe, expect, it } from 'vitest';
import { categoryFilterToSearch, foldText, highlightParts, matchesSearch, parseCategoryFilter } from './filters';

describe('category filter in the URL', () => {
  it('reads none, a positive id, and anything else as all', () => {
    expect(parseCategoryFilter('none')).toBe('none');
    expect(parseCategoryFilter('12')).toBe(12);
    for (const value of ['', 'null', '0', '-3', '1.5', 'abc', '1234567890'])
      expect(parseCategoryFilter(value), value).toBe('all');
  });

  it('writes all as no key', () => {
    expect(categoryFilterToSearch('all')).toBeNull();
    expect(categoryFilterToSearch('none')).toBe('none');
    expect(categoryFilterToSearch(7)).toBe('7');
    for (const filter of ['none', 7] as const)
      expect(parseCategoryFilter(categoryFilterToSearch(filter)!)).toBe(filter);
  });
});

describe('search', () => {
  it('ignores case, ё/е and extra spaces, but not other letters', () => {
    expect(matchesSearch('Ёлка во дворе', 'елка')).toBe(true);
    expect(matchesSearch('Зелёный сад', 'ЗЕЛЕНЫЙ')).toBe(true);
    expect(matchesSearch('Зеленый сад', 'зелёный')).toBe(true);
    expect(matchesSearch('Крытый бассейн', '  крытый   бассейн ')).toBe(true);
    expect(matchesSearch('Чайная', 'чаиная')).toBe(false);
    expect(matchesSearch('Сауна', 'баня')).toBe(false);
    expect(matchesSearch('Сауна', '   ')).toBe(true);
  });

  it('keeps positions when folding, so highlighting lines up', () => {
    const text = 'Ёлка, ёлочка и ЁЖ';
    expect(foldText(text)).toHaveLength(text.length);
    expect(highlightParts(text, 'ел')).toEqual([
      { text: 'Ёл', match: true },
      { text: 'ка, ', match: false },
      { text: 'ёл', match: true },
      { text: 'очка и ЁЖ', match: false },
    ]);
    expect(highlightParts('Бассейн', '')).toEqual([{ text: 'Бассейн', match: false }]);
    expect(highlightParts('Бассейн', 'бассейн')).toEqual([{ text: 'Бассейн', match: true }]);
  });
});
