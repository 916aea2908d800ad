import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import type { Category, Facility } from '../api';
import { groupFacilities, summarize } from './groups';

const category = (id: number, name: string): Category => ({
  id,
  name,
  icon: null,
  facilitiesCount: 0,
  selectedCount: 0,
  linkedCount: 0,
});
const facility = (id: number, name: string, categoryId: number | null, selected = false, linked = false): Facility => ({
  id,
  name,
  icon: null,
  category: categoryId,
  selected,
  linked,
});

const categories = [category(1, 'Интернет'), category(2, 'Питание'), category(3, 'Пустая')];
const facilities = [
  facility(10, 'Ресторан', 2, true, true),
  facility(11, 'Лобби-бар', 2, true),
  facility(12, 'Вегетарианское меню', 2),
  facility(20, 'Банкомат', null, true),
  facility(30, 'Wi-Fi', 1),
  facility(40, 'Новинка', 9, true),
];

describe('groupFacilities', () => {
  it('follows the categories order, then unknown categories, then «Без категории»; empty categories are left out', () => {
    const groups = groupFacilities(facilities, categories, '');
    expect(groups.map((group) => group.name)).toEqual([
      'Интернет',
      'Питание',
      ru.facilities.unknownCategory(9),
      ru.facilities.noCategory,
    ]);
    expect(groups.map((group) => group.key)).toEqual(['1', '2', '9', 'none']);
    expect(groups[1]).toMatchObject({ total: 3, selectedCount: 2, linkedCount: 1 });
    expect(groups[1]!.matches.map((item) => item.id)).toEqual([10, 11, 12]);
  });

  it('keeps the whole group counts while searching and drops groups without a match', () => {
    const groups = groupFacilities(facilities, categories, 'бар');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ name: 'Питание', total: 3, selectedCount: 2 });
    expect(groups[0]!.matches.map((item) => item.name)).toEqual(['Лобби-бар']);
    expect(groupFacilities(facilities, categories, 'вертолёт')).toEqual([]);
  });

  it('summarizes a list', () => {
    expect(summarize(facilities)).toEqual({ total: 6, selected: 4, linked: 1 });
    expect(summarize([])).toEqual({ total: 0, selected: 0, linked: 0 });
  });
});
