/**
 * The rules of a hotel's service (docs/CONTRACTS.md, «Services»): what a create or full update may carry, checked
 * field by field the way a DRF ModelSerializer does — every error of the body at once, Russian texts (the
 * dashboard always sends `Accept-Language: ru`; DRF's own messages are its Russian translations, verbatim).
 * Rules that need the database (a name already taken in the hotel) are the route's.
 */

import { typeName } from '../http/validation';
import {
  APPROVE_TYPES,
  BOOKING_TYPES,
  type Choice,
  CURRENCIES,
  FEEDBACK_VARIANTS,
  GEO_LEVELS,
  SERVICE_TYPES,
} from './dictionaries';
import { parseBoolean } from './form-values';

/**
 * When guests can order a service: ISO weekdays (1 = Monday … 7 = Sunday, sorted, at least one) and the hours.
 * `from`/`to` null = around the clock; `to` before `from` runs past midnight (a bar open 18:00–02:00).
 */
export interface Availability {
  days: number[];
  from: string | null;
  to: string | null;
}

/** Every day, around the clock: the default of a new service (and of the column). */
export const ALWAYS_AVAILABLE: Availability = { days: [1, 2, 3, 4, 5, 6, 7], from: null, to: null };

/** `numeric(10, 2)`: DRF's DecimalField(max_digits=10, decimal_places=2). */
const PRICE_MAX_DIGITS = 10;
const PRICE_DECIMAL_PLACES = 2;
const NAME_MAX_LENGTH = 255;
/** The longest description (docs/CONTRACTS.md, «Limits»). */
const DESCRIPTION_MAX_LENGTH = 5000;

/** The writable fields of a service, cleaned. Absent = not sent (a full update keeps the stored value, as DRF's). */
export interface ServiceInput {
  name?: string;
  description?: string;
  serviceType?: string;
  price?: string | null;
  currency?: string;
  approveType?: string;
  bookingType?: string;
  geoLevel?: string;
  feedbackVariant?: string;
  availability?: Availability;
  isActive?: boolean;
}

/** The field messages. DRF's where DRF has one (its `ru` locale), ours for the availability and the name. */
export const SERVICE_TEXT = {
  required: 'Обязательное поле.',
  blank: 'Это поле не может быть пустым.',
  notAString: 'Ожидалась строка.',
  maxLength: (max: number) => `Убедитесь, что в этом поле не больше ${max} символов.`,
  invalidNumber: 'Требуется численное значение.',
  maxDigits: (max: number) => `Убедитесь, что в числе не больше ${max} знаков.`,
  maxDecimalPlaces: (max: number) => `Убедитесь, что в числе не больше ${max} знаков в дробной части.`,
  maxWholeDigits: (max: number) => `Убедитесь, что в числе не больше ${max} знаков в целой части.`,
  minValue: (min: number) => `Убедитесь, что значение больше или равно ${min}.`,
  invalidChoice: (value: string) => `"${value}" не является корректным значением.`,
  invalidBoolean: 'Требуется логическое значение.',
  notADict: (type: string) => `Ожидался словарь со значениями, но был получен "${type}".`,
  nameTaken: 'Услуга с таким названием уже есть в этом отеле.',
  noDays: 'Выберите хотя бы один день недели.',
  badDays: 'Дни недели — целые числа от 1 (понедельник) до 7 (воскресенье).',
  badTime: 'Время указывается в формате ЧЧ:ММ, например 07:30.',
  halfHours: 'Укажите и начало, и конец работы — или оставьте оба пустыми, если услуга доступна круглосуточно.',
  sameHours: 'Начало и конец работы совпадают. Если услуга доступна круглосуточно, оставьте оба поля пустыми.',
  /** The refusal to delete a service with orders (a 409; DRF's ProtectedError). */
  protectedDelete: (orders: number) =>
    `Услугу нельзя удалить: по ней есть заказы (${orders}). Отключите её, чтобы гости не могли её заказать.`,
} as const;

type Errors = Record<string, string[]>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * DRF's DecimalField for `numeric(10, 2)`, min 0: a number or a numeric string (dot as the separator), at most 10
 * digits, 2 of them after the point (so "1.000" is refused, as DRF refuses it: trailing zeros are digits too), 8
 * before it. Returns the canonical text with two places ("450.00"), or an error message.
 */
function parsePrice(value: string | number): { price: string } | { error: string } {
  const text = String(value).trim();
  // Also refuses what String() makes of huge or tiny numbers ("1e+21"): not a price anyone meant.
  if (!DECIMAL.test(text)) return { error: SERVICE_TEXT.invalidNumber };
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[+-]/, '');
  const [whole = '', fraction = ''] = unsigned.split('.');
  // Python's Decimal keeps the fraction's trailing zeros and drops the whole part's leading ones.
  const wholeDigits = whole.replace(/^0+/, '');
  const decimals = fraction.length;
  const significant = `${wholeDigits}${fraction}`.replace(/^0+/, '');
  const totalDigits = Math.max(wholeDigits.length + decimals, decimals, significant.length === 0 ? 1 : 0);
  if (totalDigits > PRICE_MAX_DIGITS) return { error: SERVICE_TEXT.maxDigits(PRICE_MAX_DIGITS) };
  if (decimals > PRICE_DECIMAL_PLACES) return { error: SERVICE_TEXT.maxDecimalPlaces(PRICE_DECIMAL_PLACES) };
  if (wholeDigits.length > PRICE_MAX_DIGITS - PRICE_DECIMAL_PLACES) {
    return { error: SERVICE_TEXT.maxWholeDigits(PRICE_MAX_DIGITS - PRICE_DECIMAL_PLACES) };
  }
  const isZero = /^0*$/.test(`${wholeDigits}${fraction}`);
  if (negative && !isZero) return { error: SERVICE_TEXT.minValue(0) };
  return { price: `${wholeDigits || '0'}.${fraction.padEnd(PRICE_DECIMAL_PLACES, '0')}` };
}

/**
 * The availability as a JSONField with a validator would check it: one list of messages for the field (the
 * dashboard shows them under its availability editor). Days are de-duplicated and sorted; unknown keys dropped.
 */
function parseAvailability(value: unknown): { availability: Availability } | { errors: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { errors: [value === null ? SERVICE_TEXT.blank : SERVICE_TEXT.notADict(typeName(value))] };
  }
  const raw = value as Record<string, unknown>;
  const errors: string[] = [];

  let days: number[] = [];
  if (!Array.isArray(raw.days) || raw.days.length === 0) {
    errors.push(SERVICE_TEXT.noDays);
  } else if (!raw.days.every((day) => typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 7)) {
    errors.push(SERVICE_TEXT.badDays);
  } else {
    days = [...new Set(raw.days as number[])].sort((a, b) => a - b);
  }

  const time = (key: 'from' | 'to'): string | null | undefined => {
    const item = raw[key];
    if (item === undefined || item === null || item === '') return null;
    if (typeof item === 'string' && TIME.test(item.trim())) return item.trim();
    return undefined;
  };
  const from = time('from');
  const to = time('to');
  if (from === undefined || to === undefined) errors.push(SERVICE_TEXT.badTime);
  else if ((from === null) !== (to === null)) errors.push(SERVICE_TEXT.halfHours);
  else if (from !== null && from === to) errors.push(SERVICE_TEXT.sameHours);

  if (errors.length > 0) return { errors };
  return { availability: { days, from: from ?? null, to: to ?? null } };
}

function choiceField(
  body: Record<string, unknown>,
  name: string,
  choices: readonly string[],
  errors: Errors,
): string | undefined {
  if (!Object.hasOwn(body, name) || body[name] === undefined) return undefined;
  const value = body[name];
  if (value === null) {
    errors[name] = [SERVICE_TEXT.blank];
    return undefined;
  }
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  if (!choices.includes(text)) {
    errors[name] = [SERVICE_TEXT.invalidChoice(text)];
    return undefined;
  }
  return text;
}

const values = (choices: readonly Choice[]) => choices.map((choice) => choice.value);

/**
 * Validates a create or full-update body (keys already camelCased by the app). `name` is required — on a PUT
 * too, as DRF's full update requires every required field; everything else has a default and, when absent,
 * keeps the stored value. Read-only and unknown keys are ignored. Throws nothing: returns the cleaned input or
 * the errors per field.
 */
export function parseServiceBody(body: unknown): { input: ServiceInput } | { errors: Errors } {
  if (body !== undefined && body !== null && body !== '' && (typeof body !== 'object' || Array.isArray(body))) {
    return {
      errors: { nonFieldErrors: [`Недопустимые данные. Ожидался dictionary, но был получен ${typeName(body)}.`] },
    };
  }
  const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Errors = {};
  const input: ServiceInput = {};
  const has = (name: string) => Object.hasOwn(data, name) && data[name] !== undefined;

  if (!has('name')) {
    errors.name = [SERVICE_TEXT.required];
  } else if (data.name === null) {
    errors.name = [SERVICE_TEXT.blank];
  } else if (typeof data.name !== 'string' && typeof data.name !== 'number') {
    errors.name = [SERVICE_TEXT.notAString];
  } else {
    const name = String(data.name).trim();
    if (name === '') errors.name = [SERVICE_TEXT.blank];
    else if (name.length > NAME_MAX_LENGTH) errors.name = [SERVICE_TEXT.maxLength(NAME_MAX_LENGTH)];
    else input.name = name;
  }

  if (has('description')) {
    if (data.description === null) input.description = '';
    else if (typeof data.description !== 'string') errors.description = [SERVICE_TEXT.notAString];
    else if (data.description.trim().length > DESCRIPTION_MAX_LENGTH)
      errors.description = [SERVICE_TEXT.maxLength(DESCRIPTION_MAX_LENGTH)];
    else input.description = data.description.trim();
  }

  if (has('price')) {
    const price = data.price;
    if (price === null) input.price = null;
    else if (typeof price !== 'string' && typeof price !== 'number') errors.price = [SERVICE_TEXT.invalidNumber];
    else {
      const parsed = parsePrice(price);
      if ('error' in parsed) errors.price = [parsed.error];
      else input.price = parsed.price;
    }
  }

  const choices: [keyof ServiceInput, readonly string[]][] = [
    ['serviceType', values(SERVICE_TYPES)],
    ['currency', CURRENCIES.map((currency) => currency.code)],
    ['approveType', values(APPROVE_TYPES)],
    ['bookingType', values(BOOKING_TYPES)],
    ['geoLevel', values(GEO_LEVELS)],
    ['feedbackVariant', values(FEEDBACK_VARIANTS)],
  ];
  for (const [name, allowed] of choices) {
    const value = choiceField(data, name, allowed, errors);
    if (value !== undefined) (input as Record<string, unknown>)[name] = value;
  }

  if (has('availability')) {
    const parsed = parseAvailability(data.availability);
    if ('errors' in parsed) errors.availability = parsed.errors;
    else input.availability = parsed.availability;
  }

  if (has('isActive')) {
    const isActive = parseBoolean(data.isActive);
    if (isActive !== undefined) input.isActive = isActive;
    else errors.isActive = [data.isActive === null ? SERVICE_TEXT.blank : SERVICE_TEXT.invalidBoolean];
  }

  return Object.keys(errors).length > 0 ? { errors } : { input };
}

/** Folds a name for comparison: case, `ё`/`е` and inner runs of spaces do not make two services different. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('ё', 'е');
}
