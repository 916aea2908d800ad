import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';

/**
 * The one rule for reading the backend's answers (docs/CONTRACTS.md «Required fields»): a response must carry
 * only what SPEC names and what a screen cannot work without (ids, the name a list shows, an order's status);
 * everything else is optional and read with one of these helpers, each with its fallback. Unknown keys are
 * ignored (valibot's `object` drops them). The helpers are the whole vocabulary: a feature's `api.ts` composes
 * them rather than writing its own `nullish`/`optional` variations.
 *
 * Why hand-written: they are this product's reading policy (which fallbacks, DRF's decimals as strings, the
 * spec's snake_case keys), not general code a library has.
 */

/** Text a screen can live without: a missing key or `null` reads as `''`. */
export function text() {
  return v.nullish(v.string(), '');
}

/** Text that must be there (the name a list shows): the key is required, but `null` still reads as `''`. */
export function requiredText() {
  return v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? ''),
  );
}

/** Text whose absence means something (no icon, no room yet): a missing key or `null` reads as `null`. */
export function optionalText() {
  return v.nullish(v.string(), null);
}

/** A number as DRF's `DecimalField` renders it (`"120.00"`) or as a plain JSON number. */
const decimalValue = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal())]),
  v.transform((value) => Number(value)),
  v.finite(),
);

/** A required number that may come as a decimal string (`"120.00"`). */
export function decimal() {
  return decimalValue;
}

/** An optional number that may come as a decimal string; missing or `null` reads as `null`. */
export function optionalDecimal() {
  return v.nullish(decimalValue, null);
}

/** A count the screen can compute or hide: missing or `null` reads as `null` (decimal strings accepted). */
export function count() {
  return optionalDecimal();
}

/** A yes/no with the value a screen assumes when the backend does not say. */
export function flag(fallback: boolean) {
  return v.nullish(v.boolean(), fallback);
}

/** A list a screen can show empty: missing or `null` reads as `[]`. */
export function list<T extends v.GenericSchema>(item: T) {
  return v.nullish(v.array(item), []);
}

/** A nested object a screen can do without: missing or `null` reads as `null`. */
export function optionalObject<E extends v.ObjectEntries>(entries: E) {
  return v.nullish(v.object(entries), null);
}

/** `virtualCategory` → `virtual_category`. */
function snakeOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * An object whose keys SPEC writes in snake_case (`virtual_category`, `c_content_type`, `object_id`): each entry
 * is read from its camelCase key (as djangorestframework-camel-case renders it) or, when that is absent, from its
 * snake_case form. Returns the object schema itself (with `.entries`) wrapped in a pipe.
 */
export function snakeOrCamel<E extends v.ObjectEntries>(entries: E) {
  const aliases = Object.keys(entries)
    .map((key) => [key, snakeOf(key)] as const)
    .filter(([camel, snake]) => camel !== snake);
  return v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
      const record = input as Record<string, unknown>;
      const missing = aliases.filter(([camel, snake]) => !(camel in record) && snake in record);
      if (missing.length === 0) return input;
      const copy = { ...record };
      for (const [camel, snake] of missing) copy[camel] = record[snake];
      return copy;
    }),
    v.object(entries),
  );
}

/**
 * DRF's paged list `{count, next, previous, results}` around an item schema. Only `results` is required (a list
 * without it is an answer no screen can use); a missing `count` is the number of results, missing links are null.
 */
export function pagedSchema<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.object({
      count: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), null),
      next: optionalText(),
      previous: optionalText(),
      results: v.array(item),
    }),
    v.transform(
      ({ count: total, next, previous, results }): Paged<v.InferOutput<T>> => ({
        count: total ?? results.length,
        next,
        previous,
        results,
      }),
    ),
  );
}

/** A paged list as the fetchers return it. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Query parameters of "everything on one page" (SPEC §9: page size 999). */
export const PAGE_ALL = { page: 1, page_size: 999 } as const;

// ---------------------------------------------------------------------------------------------------------
// Answers that more than one reader reads. Several features keep the same dictionary under the same query key
// (`['dictionaries', name]`) without importing each other, and TanStack Query keeps whichever fetched first: so
// each such endpoint is read by one schema, here, and the cache entry has one shape whoever filled it. The rules
// are docs/CONTRACTS.md's «Required fields».

/**
 * An entry of a choice dictionary (`/service_orders/statuses/`, `/dashboard/services/service_types/`,
 * `approve_types/`, `booking_types/`, `geo_levels/`, `feedback_variants/`, `/dashboard/menus/types/`): the
 * `value` is required, a missing `displayName` shows the value.
 */
const choiceSchema = v.pipe(
  v.object({ value: v.string(), displayName: optionalText() }),
  v.transform(({ value, displayName }) => ({ value, displayName: displayName || value })),
);
export const choicesSchema = v.array(choiceSchema);
export type Choice = v.InferOutput<typeof choiceSchema>;

/** `GET /config/langs/`: SPEC's `languages` and `currentLanguage`; each language needs its code, a missing name shows the code. */
export const languagesSchema = v.object({
  languages: v.array(
    v.pipe(
      v.object({ code: v.string(), name: optionalText() }),
      v.transform(({ code, name }) => ({ code, name: name || code })),
    ),
  ),
  current: v.string(),
});
export type Languages = v.InferOutput<typeof languagesSchema>;

/** `GET /dashboard/hotels/currency_list/`: a currency needs its code; name and symbol are left out of the label when missing. */
export const currenciesSchema = v.array(v.object({ code: v.string(), name: text(), symbol: text() }));
export type Currency = v.InferOutput<typeof currenciesSchema>[number];

/** `GET /hotels/field_restrictions/`: an object keyed by field; a rule that says nothing restricts nothing. */
export const fieldRestrictionsSchema = v.record(
  v.string(),
  v.object({ required: flag(false), maxLength: optionalDecimal(), readOnlyForManager: flag(false) }),
);
export type FieldRestrictions = v.InferOutput<typeof fieldRestrictionsSchema>;

/**
 * A facility of `GET /dashboard/facilities/` and `/all/` and of its select/unselect/link/unlink answers (the
 * facilities screen writes those into the dictionaries' entries). Required: the id, the name the list shows, the
 * category the screen groups by (SPEC §4: selectable per category; null = none) and the two flags the switches
 * show and change. The icon is decoration.
 */
export const facilitySchema = v.object({
  id: v.number(),
  name: requiredText(),
  icon: optionalText(),
  category: v.nullable(v.number()),
  selected: v.boolean(),
  linked: v.boolean(),
});
export type Facility = v.InferOutput<typeof facilitySchema>;

/**
 * SPEC §3: "lists of hotels, each with id" — the name and city are shown when sent; a hotel without a name is
 * «Отель №id»; its time zone, when sent, sets the hotel's clocks (lib/hotel-time.ts).
 */
const sessionHotelSchema = v.pipe(
  v.object({ id: v.number(), name: text(), city: text(), timezone: optionalText() }),
  v.transform((hotel) => ({ ...hotel, name: hotel.name.trim() || ru.common.hotelFallback(hotel.id) })),
);

/**
 * `GET /auth/users/me/`, the session's user (read by the session and by the test helpers that sign in): the
 * user's `id` and the two hotel lists are required; the name, e-mail and phone are shown when sent, `isActive` is
 * assumed (the user just signed in).
 */
export const sessionUserSchema = v.object({
  id: v.number(),
  email: text(),
  firstName: text(),
  lastName: text(),
  phone: text(),
  isActive: flag(true),
  lastLogin: optionalText(),
  adminedHotels: v.array(sessionHotelSchema),
  managedHotels: v.array(sessionHotelSchema),
});
