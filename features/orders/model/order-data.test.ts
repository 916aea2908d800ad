import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { orderDataFields } from './order-data';

describe('orderDataFields', () => {
  it('labels the fields the dashboard knows in Russian, the laundry’s items among them', () => {
    expect(orderDataFields({ items: 6, time: '14:00', persons: 2 }).known).toEqual([
      { key: 'items', label: ru.orders.detail.dataLabels.items, value: '6' },
      { key: 'time', label: ru.orders.detail.dataLabels.time, value: '14:00' },
      { key: 'persons', label: ru.orders.detail.dataLabels.persons, value: '2' },
    ]);
    expect(ru.orders.detail.dataLabels.items).toBe('Вещей');
  });

  it('sets apart the fields only a key names, with their values as text', () => {
    const { known, other } = orderDataFields({ quantity: 1, pillow_type: ['soft', 'hypo'], express: true, x: null });
    expect(known.map((field) => field.key)).toEqual(['quantity']);
    expect(other).toEqual([
      { key: 'pillow_type', label: 'pillow_type', value: 'soft, hypo' },
      { key: 'express', label: 'express', value: ru.orders.detail.yes },
      { key: 'x', label: 'x', value: '—' },
    ]);
  });
});
