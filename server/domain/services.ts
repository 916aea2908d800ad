/**
 * The rules of a hotel's service (docs/CONTRACTS.md, «Services»): what a create or full update may carry, checked
 * field by field the way a DRF ModelSerializer does — every error of the body at once, Russian texts (the
 * dashboard always sends `Accept-Language: ru`; DRF's own messages are its Russian translations, verbatim).
 * Rules that need the database (a name already taken in the hotel) are the route's.
 */

import { FIELD_TEXT_RU, type FieldTexts } from '../http/field-texts';
import { Fields, typeName } from '../http/validation';
import {
  APPROVE_TYPES,
  BOOKING_TYPES,
  type Choice,
  CURRENCIES,
  FEEDBACK_VARIANTS,
  GEO_LEVELS,
  SERVICE_TYPES,
} from './dictionaries';

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
/** A response or completion time: a minute to a day (IntegerField(min_value=1, max_value=1440, null=True)). */
const MINUTES_MIN = 1;
const MINUTES_MAX = 24 * 60;

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
  /** Minutes to take an order into work, from its creation; null = none (the dashboard's default applies). */
  responseMinutes?: number | null;
  /** Minutes to complete an order once taken; null = none. */
  completionMinutes?: number | null;
  isActive?: boolean;
}

/**
 * The messages of a service's own rules. DRF's field messages are its Russian ones (server/http/field-texts.ts
 * FIELD_TEXT_RU), with `null` read as blank, as this form always has.
 */
export const SERVICE_TEXT = {
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

/** The texts {@link Fields} answers a service's body in. */
const SERVICE_FIELD_TEXTS: FieldTexts = { ...FIELD_TEXT_RU, null: FIELD_TEXT_RU.blank };

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
  if (!DECIMAL.test(text)) return { error: FIELD_TEXT_RU.invalidNumber };
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[+-]/, '');
  const [whole = '', fraction = ''] = unsigned.split('.');
  // Python's Decimal keeps the fraction's trailing zeros and drops the whole part's leading ones.
  const wholeDigits = whole.replace(/^0+/, '');
  const decimals = fraction.length;
  const significant = `${wholeDigits}${fraction}`.replace(/^0+/, '');
  const totalDigits = Math.max(wholeDigits.length + decimals, decimals, significant.length === 0 ? 1 : 0);
  if (totalDigits > PRICE_MAX_DIGITS) return { error: FIELD_TEXT_RU.maxDigits(PRICE_MAX_DIGITS) };
  if (decimals > PRICE_DECIMAL_PLACES) return { error: FIELD_TEXT_RU.decimalPlaces(PRICE_DECIMAL_PLACES) };
  if (wholeDigits.length > PRICE_MAX_DIGITS - PRICE_DECIMAL_PLACES) {
    return { error: FIELD_TEXT_RU.maxWholeDigits(PRICE_MAX_DIGITS - PRICE_DECIMAL_PLACES) };
  }
  const isZero = /^0*$/.test(`${wholeDigits}${fraction}`);
  if (negative && !isZero) return { error: FIELD_TEXT_RU.minValue(0) };
  return { price: `${wholeDigits || '0'}.${fraction.padEnd(PRICE_DECIMAL_PLACES, '0')}` };
}

/**
 * The availability as a JSONField with a validator would check it: one list of messages for the field (the
 * dashboard shows them under its availability editor). Days are de-duplicated and sorted; unknown keys dropped.
 */
function parseAvailability(value: unknown): { availability: Availability } | { errors: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { errors: [value === null ? FIELD_TEXT_RU.blank : FIELD_TEXT_RU.notADictOfItems(typeName(value))] };
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

/**
 * A nullable IntegerField(min_value=1, max_value=1440): null or blank clears it; an integer or its digits, within
 * the bounds; otherwise the message DRF gives.
 */
function parseMinutes(raw: unknown): number | null | string {
  if (raw === null || raw === '') return null;
  const minutes =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(minutes)) return FIELD_TEXT_RU.validInteger;
  if (minutes < MINUTES_MIN) return FIELD_TEXT_RU.minValue(MINUTES_MIN);
  if (minutes > MINUTES_MAX) return FIELD_TEXT_RU.maxValue(MINUTES_MAX);
  return minutes;
}

const values = (choices: readonly Choice[]) => choices.map((choice) => choice.value);

/**
 * Validates a create or full-update body (keys already camelCased by the app). `name` is required — on a PUT
 * too, as DRF's full update requires every required field; everything else has a default and, when absent,
 * keeps the stored value. Read-only and unknown keys are ignored. Returns the cleaned input and the fields read,
 * whose `done()` throws the 400 with every error of the body (the route adds the name already taken first).
 */
export function parseServiceBody(body: unknown): { input: ServiceInput; fields: Fields } {
  const fields = new Fields(body, SERVICE_FIELD_TEXTS);
  const input: ServiceInput = {};
  const set = <K extends keyof ServiceInput>(name: K, value: ServiceInput[K] | undefined) => {
    if (value !== undefined) input[name] = value;
  };

  set('name', fields.string('name', { maxLength: NAME_MAX_LENGTH }));
  set(
    'description',
    fields.string('description', {
      required: false,
      allowBlank: true,
      allowNull: true,
      numbers: false,
      maxLength: DESCRIPTION_MAX_LENGTH,
    }),
  );

  const price = fields.value('price');
  if (price !== undefined) {
    if (price === null) input.price = null;
    else if (typeof price !== 'string' && typeof price !== 'number') fields.add('price', FIELD_TEXT_RU.invalidNumber);
    else {
      const parsed = parsePrice(price);
      if ('error' in parsed) fields.add('price', parsed.error);
      else input.price = parsed.price;
    }
  }

  set('serviceType', fields.choice('serviceType', values(SERVICE_TYPES)));
  set(
    'currency',
    fields.choice(
      'currency',
      CURRENCIES.map((currency) => currency.code),
    ),
  );
  set('approveType', fields.choice('approveType', values(APPROVE_TYPES)));
  set('bookingType', fields.choice('bookingType', values(BOOKING_TYPES)));
  set('geoLevel', fields.choice('geoLevel', values(GEO_LEVELS)));
  set('feedbackVariant', fields.choice('feedbackVariant', values(FEEDBACK_VARIANTS)));

  if (fields.value('availability') !== undefined) {
    const parsed = parseAvailability(fields.value('availability'));
    if ('errors' in parsed) for (const error of parsed.errors) fields.add('availability', error);
    else input.availability = parsed.availability;
  }

  for (const name of ['responseMinutes', 'completionMinutes'] as const) {
    const raw = fields.value(name);
    if (raw === undefined) continue;
    const minutes = parseMinutes(raw);
    if (typeof minutes === 'string') fields.add(name, minutes);
    else input[name] = minutes;
  }

  set('isActive', fields.boolean('isActive'));
  return { input, fields };
}

/** Folds a name for comparison: case, `ё`/`е` and inner runs of spaces do not make two services different. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('ё', 'е');
}
