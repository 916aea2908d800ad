import { describe, expect, it } from 'vitest';
import type { DayRow, ServiceRow } from '../api';
import { buildCsv, byDayCsv, byServiceCsv, csvFileName } from './csv';

const BOM = '\uFEFF';

describe('buildCsv', () => {
  it('starts with the UTF-8 byte-order mark, separates by ";" and ends lines with CRLF', () => {
    const csv = buildCsv(['Услуга', 'Всего'], [['Завтрак в номер', 3]]);
    expect(csv).toBe(`${BOM}Услуга;Всего\r\nЗавтрак в номер;3\r\n`);
    // What a file of it holds: EF BB BF, then UTF-8 Cyrillic.
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes fields with a separator, a quote or a line break, doubling the quotes', () => {
    const csv = buildCsv(['a'], [['Трансфер; аэропорт'], ['Чай «Эрл Грей» "с бергамотом"'], ['две\nстроки']]);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'a',
      '"Трансфер; аэропорт"',
      '"Чай «Эрл Грей» ""с бергамотом"""',
      '"две\nстроки"',
      '',
    ]);
  });

  it('writes numbers with a decimal comma and null as an empty field', () => {
    expect(buildCsv(['a', 'b', 'c'], [[12.5, null, 0]])).toBe(`${BOM}a;b;c\r\n12,5;;0\r\n`);
  });

  it('defuses texts a spreadsheet would run as formulas', () => {
    const csv = buildCsv(['a'], [['=HYPERLINK("x")'], ['+7 900'], ['-1'], ['@SUM(A1)'], ['обычный текст']]);
    expect(csv.slice(1).split('\r\n').slice(1, -1)).toEqual([
      '"\'=HYPERLINK(""x"")"',
      "'+7 900",
      "'-1",
      "'@SUM(A1)",
      'обычный текст',
    ]);
  });
});

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

  it('names the file after the table and the period', () => {
    expect(csvFileName('by-day', { dateFrom: '2026-11-01', dateTo: '2026-11-30' })).toBe(
      'orders-by-day_2026-11-01_2026-11-30.csv',
    );
  });
});
