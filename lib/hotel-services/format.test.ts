import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { choiceLabel, formatAvailability, formatDays, formatPrice, isAvailableAt } from './format';

const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('formatPrice', () => {
  it('shows whole amounts without kopecks and others with two decimals, in the service’s currency', () => {
    expect(spaced(formatPrice('1800.00', 'RUB'))).toBe('1 800 ₽');
    expect(spaced(formatPrice('450.50', 'EUR'))).toBe('450,50 €');
    expect(spaced(formatPrice('0.00', 'USD'))).toBe('0 $');
  });

  it('calls a service without a price free', () => {
    expect(formatPrice(null, 'RUB')).toBe(ru.services.free);
  });
});

describe('formatDays', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7], 'Ежедневно'],
    [[1, 2, 3, 4, 5], 'По будням'],
    [[7, 6], 'По выходным'],
    [[1, 2, 3, 4], 'Пн–Чт'],
    [[1, 2, 3, 5], 'Пн–Ср, Пт'],
    [[2, 4, 6], 'Вт, Чт, Сб'],
    [[5, 6], 'Пт, Сб'],
  ])('%j → %s', (days, text) => {
    expect(formatDays(days)).toBe(text);
  });
});

describe('formatAvailability', () => {
  it('joins the days and the hours, or says around the clock', () => {
    expect(formatAvailability({ days: [1, 2, 3, 4, 5, 6, 7], from: '07:00', to: '11:00' })).toBe(
      'Ежедневно, 07:00–11:00',
    );
    expect(formatAvailability({ days: [6, 7], from: null, to: null })).toBe('По выходным, круглосуточно');
  });
});

describe('choiceLabel', () => {
  it('names a value by its dictionary, or shows the value while there is none', () => {
    const choices = [{ value: 'booking', displayName: 'Бронирование' }];
    expect(choiceLabel(choices, 'booking')).toBe('Бронирование');
    expect(choiceLabel(choices, 'spa')).toBe('spa');
    expect(choiceLabel(undefined, 'booking')).toBe('booking');
  });
});

describe('isAvailableAt', () => {
  const breakfast = { days: [1, 2, 3, 4, 5, 6, 7], from: '07:00', to: '11:00' };
  const bar = { days: [5, 6], from: '20:00', to: '02:00' };

  it('is open within the hours of a listed day, closed outside them', () => {
    expect(isAvailableAt(breakfast, 3, 7 * 60)).toBe(true);
    expect(isAvailableAt(breakfast, 3, 10 * 60 + 59)).toBe(true);
    expect(isAvailableAt(breakfast, 3, 11 * 60)).toBe(false);
    expect(isAvailableAt(breakfast, 3, 14 * 60 + 34)).toBe(false);
    expect(isAvailableAt({ days: [1, 2, 3, 4, 5], from: null, to: null }, 6, 12 * 60)).toBe(false);
    expect(isAvailableAt(null, 6, 3 * 60)).toBe(true);
  });

  it('gives hours past midnight to the day they start on', () => {
    expect(isAvailableAt(bar, 5, 21 * 60)).toBe(true);
    expect(isAvailableAt(bar, 6, 1 * 60)).toBe(true);
    expect(isAvailableAt(bar, 7, 1 * 60)).toBe(true);
    expect(isAvailableAt(bar, 1, 1 * 60)).toBe(false);
    expect(isAvailableAt(bar, 5, 1 * 60)).toBe(false);
  });
});
