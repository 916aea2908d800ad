import { describe, expect, it } from 'vitest';
import { countryName, formatPeriod, guestName, languageName } from './format';

describe('names', () => {
  it('names countries and languages in Russian, falling back to the code', () => {
    expect(countryName('RU')).toBe('Россия');
    expect(countryName('')).toBe('');
    expect(languageName('en')).toBe('английский');
    expect(languageName('not a code!')).toBe('not a code!');
  });

  it('joins the parts of a guest name that exist', () => {
    expect(guestName({ firstName: 'Анна', lastName: 'Смирнова' })).toBe('Анна Смирнова');
    expect(guestName({ firstName: '', lastName: 'Смирнова' })).toBe('Смирнова');
  });
});

describe('formatPeriod', () => {
  it('writes both days of the stay', () => {
    expect(formatPeriod('2026-11-12', '2026-11-15')).toBe('12 нояб. – 15 нояб.');
  });
});
