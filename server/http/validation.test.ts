import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { FIELD_TEXT, FIELD_TEXT_RU, type FieldTexts } from './field-texts';
import { dayTime, Fields } from './validation';

const RU: FieldTexts = { ...FIELD_TEXT_RU, invalidChoice: FIELD_TEXT_RU.selectValidChoice };

/** The body of the 400 a fields' `done()` throws, or null when it throws nothing. */
function errorsOf(fields: Fields): unknown {
  try {
    fields.done();
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    expect(error.statusCode).toBe(400);
    return error.body;
  }
}

describe('Fields', () => {
  it('refuses a body that is not an object as a whole, in the texts it is given', () => {
    const english = new Fields([1, 2]);
    expect(english.string('name')).toBeUndefined();
    english.add('name', 'ignored');
    expect(errorsOf(english)).toEqual({ nonFieldErrors: [FIELD_TEXT.notADict('list')] });
    expect(errorsOf(new Fields('text', RU))).toEqual({ nonFieldErrors: [FIELD_TEXT_RU.notADict('str')] });
    expect(errorsOf(new Fields(undefined))).toBeNull();
  });

  it('reads a text: required, null, not a string, blank, too long; trimmed', () => {
    const fields = new Fields({ b: null, c: [], d: '  ', e: 'abcdef', f: ' ok ', g: 12 });
    expect(fields.string('a')).toBeUndefined();
    expect(fields.string('b')).toBeUndefined();
    expect(fields.string('c')).toBeUndefined();
    expect(fields.string('d')).toBeUndefined();
    expect(fields.string('e', { maxLength: 5 })).toBeUndefined();
    expect(fields.string('f')).toBe('ok');
    expect(fields.string('g')).toBe('12');
    expect(errorsOf(fields)).toEqual({
      a: [FIELD_TEXT.required],
      b: [FIELD_TEXT.null],
      c: [FIELD_TEXT.invalidString],
      d: [FIELD_TEXT.blank],
      e: [FIELD_TEXT.maxLength(5)],
    });
  });

  it('reads an optional text that may be null and must be a string', () => {
    const rule = { required: false, allowBlank: true, allowNull: true, numbers: false } as const;
    const fields = new Fields({ b: null, c: 12, d: '' }, RU);
    expect(fields.string('a', rule)).toBeUndefined();
    expect(fields.string('b', rule)).toBe('');
    expect(fields.string('c', rule)).toBeUndefined();
    expect(fields.string('d', rule)).toBe('');
    expect(errorsOf(fields)).toEqual({ c: [FIELD_TEXT_RU.invalidString] });
  });

  it('reads a choice, naming the value refused; a required one may not be missing, null or empty', () => {
    const choices = ['en', 'ru'] as const;
    const fields = new Fields({ b: null, c: '', d: 'de', e: 5, f: { x: 1 }, g: 'ru' }, RU);
    expect(fields.choice('a', choices)).toBeUndefined();
    expect(fields.choice('b', choices)).toBeUndefined();
    expect(fields.choice('c', choices)).toBeUndefined();
    expect(fields.choice('d', choices)).toBeUndefined();
    expect(fields.choice('e', choices)).toBeUndefined();
    expect(fields.choice('f', choices)).toBeUndefined();
    expect(fields.choice('g', choices)).toBe('ru');
    expect(fields.choice('h', choices, { required: true })).toBeUndefined();
    const required = new Fields({ b: null, c: '' }, RU);
    required.choice('b', choices, { required: true });
    required.choice('c', choices, { required: true });
    expect(errorsOf(fields)).toEqual({
      b: [FIELD_TEXT_RU.null],
      c: [FIELD_TEXT_RU.selectValidChoice('')],
      d: [FIELD_TEXT_RU.selectValidChoice('de')],
      e: [FIELD_TEXT_RU.selectValidChoice('5')],
      f: [FIELD_TEXT_RU.selectValidChoice('{"x":1}')],
      h: [FIELD_TEXT_RU.required],
    });
    expect(errorsOf(required)).toEqual({ b: [FIELD_TEXT_RU.required], c: [FIELD_TEXT_RU.required] });
  });

  it('reads a primary key: digits or a whole number; one that cannot exist is not found, another type a type error', () => {
    const fields = new Fields({ a: 12, b: ' 7 ', c: 0, d: 'x', e: true, f: [], g: null, h: '' }, RU);
    const rule = { notFound: 'Не найдено.' };
    expect(fields.primaryKey('a', rule)).toBe(12);
    expect(fields.primaryKey('b', rule)).toBe(7);
    expect(fields.primaryKey('c', rule)).toBeUndefined();
    expect(fields.primaryKey('d', rule)).toBeUndefined();
    expect(fields.primaryKey('e', rule)).toBeUndefined();
    expect(fields.primaryKey('f', rule)).toBeUndefined();
    expect(fields.primaryKey('g', rule)).toBeUndefined();
    expect(fields.primaryKey('h', rule)).toBeUndefined();
    expect(fields.primaryKey('i', rule)).toBeUndefined();
    expect(errorsOf(fields)).toEqual({
      c: ['Не найдено.'],
      d: ['Не найдено.'],
      e: [FIELD_TEXT_RU.incorrectPkType('bool')],
      f: [FIELD_TEXT_RU.incorrectPkType('list')],
      g: [FIELD_TEXT_RU.required],
      h: [FIELD_TEXT_RU.required],
      i: [FIELD_TEXT_RU.required],
    });
  });

  it('reads a flag as DRF spells it; null is the null message', () => {
    const fields = new Fields({ a: 'yes', b: 0, c: null, d: 'maybe' });
    expect(fields.boolean('a')).toBe(true);
    expect(fields.boolean('b')).toBe(false);
    expect(fields.boolean('c')).toBeUndefined();
    expect(fields.boolean('d')).toBeUndefined();
    expect(fields.boolean('e')).toBeUndefined();
    expect(errorsOf(fields)).toEqual({ c: [FIELD_TEXT.null], d: [FIELD_TEXT.invalidBoolean] });
  });

  it('reads a query string: the first value, trimmed, an empty one absent; integers and real days', () => {
    const fields = Fields.fromText(
      { stay: [' 12 ', '13'], service: 'abc', from: '2026-02-28', to: '2026-02-30', empty: '  ', none: '' },
      RU,
    );
    expect(fields.integer('stay')).toBe(12);
    expect(fields.integer('service')).toBeUndefined();
    expect(fields.day('from')).toBe('2026-02-28');
    expect(fields.day('to')).toBeUndefined();
    expect(fields.has('empty')).toBe(false);
    expect(fields.integer('empty')).toBeUndefined();
    expect(fields.integer('none', { required: true })).toBeUndefined();
    expect(errorsOf(fields)).toEqual({
      service: [FIELD_TEXT_RU.invalidInteger],
      to: [FIELD_TEXT_RU.invalidDate],
      none: [FIELD_TEXT_RU.required],
    });
  });

  it('collects a rule of the caller beside its own, and gives the 400 to throw where a value is missing', () => {
    const fields = new Fields({ name: 'Баня' });
    expect(fields.failed('name')).toBe(false);
    fields.add('name', 'Такое название уже есть.');
    expect(fields.failed('name')).toBe(true);
    expect(fields.valid).toBe(false);
    expect(fields.error().body).toEqual({ name: ['Такое название уже есть.'] });
  });
});

describe('dayTime', () => {
  it('is a real calendar day’s UTC midnight, else null', () => {
    expect(dayTime('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(dayTime('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(dayTime('2026-02-29')).toBeNull();
    expect(dayTime('2026-3-1')).toBeNull();
    expect(dayTime('')).toBeNull();
  });
});
