import * as v from 'valibot';
import type { FieldRestrictions } from '@/lib/dictionaries/api';
import * as ru from '@/lib/i18n/ru';
import type { FieldRestriction, Hotel, HotelField, HotelPatch } from './api';

/**
 * The hotel form: its values (every input holds text), the conversion from and to the wire record, and its
 * valibot schema, built from the server's field restrictions (required, max length) plus the formats.
 *
 * The client checks only what it can check as well as the server: required, length, time, numbers, and a loose
 * shape of the e-mail, phone and URL. The server's stricter rules (e.g. an e-mail domain without a dot) stay the
 * server's; its per-field answer shows on the field like any other error.
 */

/** Every field of the form, in the record's order. */
export const HOTEL_FORM_FIELDS = [
  'name',
  'stars',
  'description',
  'city',
  'address',
  'postalCode',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website',
  'checkInTime',
  'checkOutTime',
  'checkInNotes',
  'wifiName',
  'wifiPassword',
  'currency',
  'timezone',
] as const satisfies readonly HotelField[];

// Fails to compile when the record gains a field the form does not list.
type NoneMissing<T extends never> = T;
type _EveryFieldListed = NoneMissing<Exclude<HotelField, (typeof HOTEL_FORM_FIELDS)[number]>>;

export type HotelFormValues = Record<HotelField, string>;

/** Fields whose input is a free text with a length limit (the ones that show a counter). */
export const TEXT_FIELDS = new Set<HotelField>([
  'name',
  'description',
  'city',
  'address',
  'postalCode',
  'phone',
  'email',
  'website',
  'checkInNotes',
  'wifiName',
  'wifiPassword',
]);

/** A field the restrictions do not name is optional, unlimited and open to managers (as on the server). */
const NO_RESTRICTION: FieldRestriction = { required: false, maxLength: null, readOnlyForManager: false };

/** The restriction of one field. */
export function restrictionOf(restrictions: FieldRestrictions, field: HotelField): FieldRestriction {
  return restrictions[field] ?? NO_RESTRICTION;
}

function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The record as the form's initial values; a field the backend did not send is an empty input. */
export function toFormValues(hotel: Hotel): HotelFormValues {
  return {
    name: hotel.name ?? '',
    stars: numberText(hotel.stars),
    description: hotel.description ?? '',
    city: hotel.city ?? '',
    address: hotel.address ?? '',
    postalCode: hotel.postalCode ?? '',
    latitude: numberText(hotel.latitude),
    longitude: numberText(hotel.longitude),
    phone: hotel.phone ?? '',
    email: hotel.email ?? '',
    website: hotel.website ?? '',
    checkInTime: hotel.checkInTime ?? '',
    checkOutTime: hotel.checkOutTime ?? '',
    checkInNotes: hotel.checkInNotes ?? '',
    wifiName: hotel.wifiName ?? '',
    wifiPassword: hotel.wifiPassword ?? '',
    currency: hotel.currency ?? '',
    timezone: hotel.timezone ?? '',
  };
}

/** A decimal as Russian users type it: a comma is as good as a dot. */
export function parseDecimal(value: string): number | null {
  const normalized = value.trim().replace(',', '.');
  if (normalized === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** The PATCH body of the given (changed) fields: numbers as numbers, empty numbers as null. */
export function toPatch(values: HotelFormValues, fields: readonly HotelField[]): HotelPatch {
  const patch: Record<string, string | number | null> = {};
  for (const field of fields) {
    const value = values[field];
    if (field === 'stars') patch[field] = value === '' ? null : Number(value);
    else if (field === 'latitude' || field === 'longitude') patch[field] = parseDecimal(value);
    else patch[field] = value;
  }
  return patch;
}

/** A web address typed without its scheme ("hotel.ru") gets `https://`, as browsers complete it. */
export function completeUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

const text = ru.hotel.validation;
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+$/;
const PHONE = /^\+?[\d\s()-]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function fieldSchema(field: HotelField, rule: FieldRestriction) {
  const checks: v.PipeItem<string, string, v.BaseIssue<unknown>>[] = [];
  if (rule.required) checks.push(v.check((value) => value.trim() !== '', text.required));
  if (rule.maxLength !== null && TEXT_FIELDS.has(field)) {
    const max = rule.maxLength;
    checks.push(v.check((value) => value.trim().length <= max, text.maxLength(max)));
  }
  const filled = (check: (value: string) => boolean) => (value: string) => value.trim() === '' || check(value.trim());
  switch (field) {
    case 'email':
      checks.push(
        v.check(
          filled((value) => LOOSE_EMAIL.test(value)),
          text.email,
        ),
      );
      break;
    case 'phone':
      checks.push(
        v.check(
          filled((value) => PHONE.test(value) && value.replace(/\D/g, '').length >= 5),
          text.phone,
        ),
      );
      break;
    case 'website':
      checks.push(
        v.check(
          filled((value) => /^https?:\/\/\S+$/i.test(value)),
          text.website,
        ),
      );
      break;
    case 'checkInTime':
    case 'checkOutTime':
      checks.push(
        v.check(
          filled((value) => TIME.test(value)),
          text.time,
        ),
      );
      break;
    case 'latitude':
    case 'longitude': {
      const limit = field === 'latitude' ? 90 : 180;
      checks.push(
        v.check(
          filled((value) => {
            const number = parseDecimal(value);
            return number !== null && Number.isFinite(number) && Math.abs(number) <= limit;
          }),
          field === 'latitude' ? text.latitude : text.longitude,
        ),
      );
      break;
    }
    default:
      break;
  }
  return v.pipe(v.string(), ...checks);
}

/** The form's schema for the given restrictions (one per session: they are a dictionary). */
export function hotelFormSchema(restrictions: FieldRestrictions) {
  const entries = Object.fromEntries(
    HOTEL_FORM_FIELDS.map((field) => [field, fieldSchema(field, restrictionOf(restrictions, field))]),
  ) as Record<HotelField, ReturnType<typeof fieldSchema>>;
  const empty = (value: string) => value.trim() === '';
  return v.pipe(
    v.object(entries),
    // Both coordinates or neither; the message goes to the empty one, the one to fill in (or clear the other).
    v.forward(
      v.partialCheck(
        [['latitude'], ['longitude']],
        (input) => !(empty(input.latitude) && !empty(input.longitude)),
        text.positionIncomplete,
      ),
      ['latitude'],
    ),
    v.forward(
      v.partialCheck(
        [['latitude'], ['longitude']],
        (input) => !(empty(input.longitude) && !empty(input.latitude)),
        text.positionIncomplete,
      ),
      ['longitude'],
    ),
  );
}
