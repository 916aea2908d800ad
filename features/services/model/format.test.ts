import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { choiceLabel, formatAvailability, formatDays, formatPrice } from './format';

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
