import { describe, expect, it } from 'vitest';
import type { DayRow, ServiceRow } from '../api';
import { byDayCsv, byServiceCsv, byStatusCsv, csvFileName } from './csv';

const BOM = '\uFEFF';

describe('report files', () => {
  const days: DayRow[] = [
    { date: '2026-11-01', total: 5, new: 1, inProgress: 1, completed: 2, cancelled: 1 },
    { date: '2026-11-02', total: 0, new: 0, inProgress: 0, completed: 0, cancelled: 0 },
  ];
  const services: ServiceRow[] = [
    {
      service: { id: 1, name: 'Уборка номера' },
      total: 4,
      completed: 3,
      cancelled: 1,
      avgMinutesToTake: 7.25,
      avgMinutesToComplete: 41,
    },
    {
      service: { id: 2, name: 'Такси; до аэропорта' },
      total: 1,
      completed: 0,
      cancelled: 0,
      avgMinutesToTake: null,
      avgMinutesToComplete: null,
    },
  ];

  it('by day: Russian headers, dd.mm.yyyy dates, one line per day', () => {
    expect(byDayCsv(days)).toBe(
      `${BOM}Дата;Всего;Новые;В работе;Выполнены;Отменены\r\n01.11.2026;5;1;1;2;1\r\n02.11.2026;0;0;0;0;0\r\n`,
    );
  });

  it('by service: minutes with one decimal, unknown times empty, rows in the given order', () => {
    expect(byServiceCsv(services)).toBe(
      `${BOM}Услуга;Всего;Выполнено;Отменено;Среднее время до взятия, мин;Среднее время выполнения, мин\r\n` +
        'Уборка номера;4;3;1;7,3;41\r\n"Такси; до аэропорта";1;0;0;;\r\n',
    );
    expect(byServiceCsv([])).toBe(
      `${BOM}Услуга;Всего;Выполнено;Отменено;Среднее время до взятия, мин;Среднее время выполнения, мин\r\n`,
    );
  });

  it('by status: every status with its orders and share, a percentage with one decimal', () => {
    const report = {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      total: 3,
      byStatus: [
        { status: 'completed', count: 2 },
        { status: 'cancelled', count: 1 },
      ],
      avgMinutesToTake: null,
      avgMinutesToComplete: null,
      medianMinutesToTake: null,
      medianMinutesToComplete: null,
    };
    expect(byStatusCsv(report)).toBe(
      `${BOM}Статус;Заказов;Доля, %\r\nНовые;0;0\r\nВ работе;0;0\r\nВыполнены;2;66,7\r\nОтменены;1;33,3\r\n`,
    );
  });

  it('names the file after the table and the period', () => {
    expect(csvFileName('by-day', { dateFrom: '2026-11-01', dateTo: '2026-11-30' })).toBe(
      'orders-by-day_2026-11-01_2026-11-30.csv',
    );
  });
});
