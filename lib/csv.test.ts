import { describe, expect, it } from 'vitest';
import { buildCsv } from './csv';

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
      '"\'+7 900"',
      '"\'-1"',
      '"\'@SUM(A1)"',
      'обычный текст',
    ]);
  });
});
