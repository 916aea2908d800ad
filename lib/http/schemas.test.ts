import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import {
  choiceList,
  clockTime,
  decimal,
  fileUrl,
  image,
  isoDay,
  listOf,
  moment,
  optionalMinutes,
  optionalMoment,
  relation,
  setFileBase,
  text,
  withFileUrl,
} from './schemas';

/*
 * One reader per kind of value (lib/http/schemas.ts), each fed every form DRF projects write that kind in. What a
 * reader refuses matters as much: a value that is none of the forms is still an error, never a silent default.
 */

const read = <S extends v.GenericSchema>(schema: S, input: unknown) => v.parse(schema, input);
/** Whether `schema` reads `input` at all. */
const reads = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;

describe('choiceList', () => {
  const choices = choiceList();
  const expected = [
    { value: 'new', displayName: 'Новый' },
    { value: 'in_progress', displayName: 'В работе' },
  ];

  it('reads `[value, label]` pairs, as `Model.Field.choices` is', () => {
    expect(
      read(choices, [
        ['new', 'Новый'],
        ['in_progress', 'В работе'],
      ]),
    ).toEqual(expected);
  });

  it('reads objects with a value and a label in each spelling DRF projects use', () => {
    for (const [valueKey, labelKey] of [
      ['value', 'displayName'],
      ['value', 'display_name'],
      ['code', 'label'],
      ['id', 'name'],
      ['key', 'title'],
    ] as const) {
      const input = expected.map(({ value, displayName }) => ({ [valueKey]: value, [labelKey]: displayName }));
      expect(read(choices, input), `${valueKey}/${labelKey}`).toEqual(expected);
    }
  });

  it('reads an object mapping each value to its label, as `dict(choices)` is', () => {
    expect(read(choices, { new: 'Новый', in_progress: 'В работе' })).toEqual(expected);
  });

  it('reads the keys of such a map back to snake_case where a camelCase renderer camelized them', () => {
    expect(read(choices, { new: 'Новый', inProgress: 'В работе' })).toEqual(expected);
    expect(read(choices, { RUB: 'Рубль', eur: 'Евро' }).map(({ value }) => value)).toEqual(['RUB', 'eur']);
  });

  it('reads bare strings and numbers as values that are their own labels', () => {
    expect(read(choices, ['RUB', 'USD'])).toEqual([
      { value: 'RUB', displayName: 'RUB' },
      { value: 'USD', displayName: 'USD' },
    ]);
    expect(read(choices, [[1, 'Один']])).toEqual([{ value: '1', displayName: 'Один' }]);
  });

  it('reads any of these forms paged', () => {
    expect(
      read(choices, {
        count: 2,
        next: null,
        previous: null,
        results: [
          ['new', 'Новый'],
          ['in_progress', 'В работе'],
        ],
      }),
    ).toEqual(expected);
    expect(read(choices, { results: [{ value: 'new', label: 'Новый' }] })).toEqual([expected[0]]);
  });

  it('shows the value where the label is missing or empty', () => {
    expect(read(choices, [{ value: 'new' }, ['done', '']])).toEqual([
      { value: 'new', displayName: 'new' },
      { value: 'done', displayName: 'done' },
    ]);
  });

  it("flattens Django's grouped choices", () => {
    expect(
      read(choices, [
        ['Открытые', [['new', 'Новый']]],
        ['done', 'Готов'],
      ]),
    ).toEqual([
      { value: 'new', displayName: 'Новый' },
      { value: 'done', displayName: 'Готов' },
    ]);
  });

  it('reads what the caller asks of an entry sent as an object, with its fallback otherwise', () => {
    const currencies = choiceList({ symbol: text() });
    expect(read(currencies, [{ code: 'RUB', name: 'Рубль', symbol: '₽' }, ['USD', 'Доллар']])).toEqual([
      { value: 'RUB', displayName: 'Рубль', symbol: '₽' },
      { value: 'USD', displayName: 'Доллар', symbol: '' },
    ]);
    expect(read(currencies, [{ code: 'EUR', symbol: 5 }])).toEqual([{ value: 'EUR', displayName: 'EUR', symbol: '' }]);
  });

  it('refuses what is no choice list: an entry without a value, a map of objects, text', () => {
    expect(reads(choices, [{ label: 'Новый' }])).toBe(false);
    expect(reads(choices, { new: { label: 'Новый' } })).toBe(false);
    expect(reads(choices, {})).toBe(false);
    expect(reads(choices, 'new')).toBe(false);
    expect(reads(choices, null)).toBe(false);
  });
});

describe('listOf', () => {
  const items = listOf(v.object({ id: v.number() }));

  it('reads a page of `results`, a missing count being the number of results', () => {
    expect(read(items, { count: 7, next: 'http://api/x/?page=2', previous: null, results: [{ id: 1 }] })).toEqual({
      count: 7,
      next: 'http://api/x/?page=2',
      previous: null,
      results: [{ id: 1 }],
    });
    expect(read(items, { results: [{ id: 1 }, { id: 2 }] }).count).toBe(2);
    expect(read(items, { count: '3', results: [] }).count).toBe(3);
  });

  it('reads a plain array as one page holding everything', () => {
    expect(read(items, [{ id: 1 }, { id: 2 }])).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [{ id: 1 }, { id: 2 }],
    });
  });

  it('refuses an answer that is neither, and names the unusable item', () => {
    expect(reads(items, { detail: 'ok' })).toBe(false);
    expect(reads(items, 'results')).toBe(false);
    expect(reads(items, null)).toBe(false);
    const failed = v.safeParse(items, { results: [{ id: 1 }, { id: 'x' }] });
    expect(failed.success ? null : v.getDotPath(failed.issues[0])).toBe('results.1.id');
    const plain = v.safeParse(items, [{ id: 1 }, {}]);
    expect(plain.success ? null : v.getDotPath(plain.issues[0])).toBe('results.1.id');
  });
});

describe('relation', () => {
  const service = relation({ name: text() });

  it('reads a primary key, also as digits in a string', () => {
    expect(read(service, 12)).toEqual({ id: 12, name: '', expanded: false });
    expect(read(service, '12')).toEqual({ id: 12, name: '', expanded: false });
  });

  it('reads a nested object with its fields', () => {
    expect(read(service, { id: 12, name: 'Завтрак', price: '120.00' })).toEqual({
      id: 12,
      name: 'Завтрак',
      expanded: true,
    });
    expect(read(service, { id: '12', name: 'Завтрак' }).id).toBe(12);
  });

  it('reads a hyperlink by the key at the end of its URL', () => {
    expect(read(service, 'http://api.example.org/dashboard/services/12/')).toEqual({
      id: 12,
      name: '',
      expanded: false,
    });
    expect(read(service, { url: 'https://api.example.org/dashboard/services/12/', name: 'Завтрак' })).toEqual({
      id: 12,
      name: 'Завтрак',
      expanded: true,
    });
  });

  it('refuses a relation with no key to find it by', () => {
    expect(reads(service, 'Завтрак')).toBe(false);
    expect(reads(service, { name: 'Завтрак' })).toBe(false);
    expect(reads(service, 1.5)).toBe(false);
    expect(reads(service, null)).toBe(false);
  });
});

describe('fileUrl and withFileUrl', () => {
  afterEach(() => setFileBase('http://localhost:8000'));

  it('reads the address under `url`, `file`, `image` or `src`, or as a bare string', () => {
    setFileBase('https://api.example.org');
    for (const key of ['url', 'file', 'image', 'src']) {
      expect(read(fileUrl(), { [key]: 'https://cdn.example.org/a.png' }), key).toBe('https://cdn.example.org/a.png');
    }
    expect(read(fileUrl(), 'https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
  });

  it("reads a relative address against the API's origin, and no file as null", () => {
    setFileBase('https://api.example.org/v1');
    expect(read(fileUrl(), '/media/images/a.png')).toBe('https://api.example.org/media/images/a.png');
    expect(read(fileUrl(), { image: '/media/a.png' })).toBe('https://api.example.org/media/a.png');
    expect(read(fileUrl(), null)).toBeNull();
    expect(read(fileUrl(), '')).toBeNull();
    expect(read(fileUrl(), { image: null })).toBeNull();
  });

  it('reads an object’s one image from an ImageField’s URL or from an object with its size', () => {
    setFileBase('https://api.example.org');
    expect(read(image(), '/media/a.png')).toEqual({
      url: 'https://api.example.org/media/a.png',
      width: null,
      height: null,
    });
    expect(read(image(), { url: 'https://cdn.example.org/a.png', width: 40, height: '30' })).toEqual({
      url: 'https://cdn.example.org/a.png',
      width: 40,
      height: 30,
    });
    expect(read(image(), null)).toBeNull();
    expect(read(image(), { width: 40 })).toBeNull();
  });

  it('gives an image record its `url` from the field it came under, and refuses one without a file', () => {
    setFileBase('https://api.example.org');
    const image = withFileUrl({ id: v.number(), isMain: v.boolean() });
    expect(read(image, { id: 1, isMain: true, image: '/media/images/a.png' })).toEqual({
      id: 1,
      isMain: true,
      url: 'https://api.example.org/media/images/a.png',
    });
    expect(reads(image, { id: 1, isMain: true })).toBe(false);
    expect(reads(image, { id: 1, isMain: true, image: null })).toBe(false);
  });
});

describe('readers of values a screen can do without', () => {
  it('read a key that is not there as their empty value, as a field of an object', () => {
    const record = v.object({ image: image(), file: fileUrl(), at: optionalMoment(), opens: clockTime() });
    expect(read(record, {})).toEqual({ image: null, file: null, at: null, opens: '' });
  });
});

describe('numbers, days, moments and times', () => {
  it('reads a number sent as a string', () => {
    expect(read(decimal(), '120.00')).toBe(120);
    expect(read(decimal(), ' 7 ')).toBe(7);
    expect(read(decimal(), 7.5)).toBe(7.5);
    expect(reads(decimal(), 'сто')).toBe(false);
    expect(reads(decimal(), '')).toBe(false);
  });

  it('reads a day from a date or a datetime', () => {
    expect(read(isoDay(), '2026-12-05')).toBe('2026-12-05');
    expect(read(isoDay(), '2026-12-05T10:00:00Z')).toBe('2026-12-05');
    expect(reads(isoDay(), '05.12.2026')).toBe(false);
  });

  it('reads a moment with its zone as it is, and one without a zone as UTC', () => {
    expect(read(moment(), '2026-12-05T10:00:00.123456Z')).toBe('2026-12-05T10:00:00.123456Z');
    expect(read(moment(), '2026-12-05T13:00:00+03:00')).toBe('2026-12-05T13:00:00+03:00');
    expect(read(moment(), '2026-12-05T10:00:00.123456')).toBe('2026-12-05T10:00:00.123456Z');
    expect(read(moment(), '2026-12-05 10:00:00')).toBe('2026-12-05T10:00:00Z');
    expect(reads(moment(), '2026-12-05')).toBe(false);
    expect(reads(moment(), 'вчера')).toBe(false);
    expect(read(optionalMoment(), undefined)).toBeNull();
    expect(read(optionalMoment(), 'вчера')).toBeNull();
    expect(read(optionalMoment(), '2026-12-05T10:00:00')).toBe('2026-12-05T10:00:00Z');
  });

  it('reads a time of day with or without seconds as HH:MM', () => {
    expect(read(clockTime(), '14:00:00')).toBe('14:00');
    expect(read(clockTime(), '07:30')).toBe('07:30');
    expect(read(clockTime(), '14:00:00.000')).toBe('14:00');
    expect(read(clockTime(), null)).toBe('');
    expect(read(clockTime(), '2 pm')).toBe('');
  });

  it('reads minutes as a number, its digits or a DurationField, rounded up; nothing usable as null', () => {
    expect(read(optionalMinutes(), 15)).toBe(15);
    expect(read(optionalMinutes(), '20')).toBe(20);
    expect(read(optionalMinutes(), '00:15:00')).toBe(15);
    expect(read(optionalMinutes(), '1 02:00:30')).toBe(26 * 60 + 1);
    expect(read(optionalMinutes(), 'PT45M')).toBe(45);
    expect(read(optionalMinutes(), 'P0DT01H30M00S')).toBe(90);
    for (const unusable of [undefined, null, 0, -5, '', 'soon', 'P', 'PT', {}]) {
      expect(read(optionalMinutes(), unusable)).toBeNull();
    }
  });
});
