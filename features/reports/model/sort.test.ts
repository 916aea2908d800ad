import { describe, expect, it } from 'vitest';
import type { ServiceRow } from '../api';
import { DEFAULT_SERVICE_SORT, nextSort, sortServices } from './sort';

function row(id: number, name: string, total: number, avgMinutesToTake: number | null): ServiceRow {
  return { service: { id, name }, total, completed: 0, cancelled: 0, avgMinutesToTake, avgMinutesToComplete: null };
}

const rows = [row(1, 'Уборка', 9, 12), row(2, 'Бельё', 4, null), row(3, 'Ужин', 4, 3), row(4, 'Ёлка в номер', 1, 30)];
const names = (sorted: ServiceRow[]) => sorted.map((r) => r.service.name);

describe('sortServices', () => {
  it('sorts names in Russian alphabetical order, both ways', () => {
    expect(names(sortServices(rows, { column: 'service', direction: 'asc' }))).toEqual([
      'Бельё',
      'Ёлка в номер',
      'Уборка',
      'Ужин',
    ]);
    expect(names(sortServices(rows, { column: 'service', direction: 'desc' }))).toEqual([
      'Ужин',
      'Уборка',
      'Ёлка в номер',
      'Бельё',
    ]);
  });

  it('keeps the given order for ties', () => {
    expect(names(sortServices(rows, { column: 'total', direction: 'desc' }))).toEqual([
      'Уборка',
      'Бельё',
      'Ужин',
      'Ёлка в номер',
    ]);
    expect(names(sortServices(rows, { column: 'total', direction: 'asc' }))).toEqual([
      'Ёлка в номер',
      'Бельё',
      'Ужин',
      'Уборка',
    ]);
  });

  it('puts unknown times last in either direction', () => {
    expect(names(sortServices(rows, { column: 'avgMinutesToTake', direction: 'asc' }))).toEqual([
      'Ужин',
      'Уборка',
      'Ёлка в номер',
      'Бельё',
    ]);
    expect(names(sortServices(rows, { column: 'avgMinutesToTake', direction: 'desc' }))).toEqual([
      'Ёлка в номер',
      'Уборка',
      'Ужин',
      'Бельё',
    ]);
  });

  it('does not touch the input', () => {
    const copy = [...rows];
    sortServices(rows, { column: 'service', direction: 'asc' });
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('turns the same column round and starts another by its natural direction', () => {
    expect(nextSort(DEFAULT_SERVICE_SORT, 'total')).toEqual({ column: 'total', direction: 'asc' });
    expect(nextSort(DEFAULT_SERVICE_SORT, 'service')).toEqual({ column: 'service', direction: 'asc' });
    expect(nextSort(DEFAULT_SERVICE_SORT, 'avgMinutesToComplete')).toEqual({
      column: 'avgMinutesToComplete',
      direction: 'desc',
    });
  });
});
