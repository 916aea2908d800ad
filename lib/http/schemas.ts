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
 * A list answer, as DRF projects write them: a page `{count, next, previous, results}` (PageNumberPagination,
 * LimitOffsetPagination) or a plain array (a view without pagination, an `@action` returning `many=True` data).
 * Either way the fetcher gets a {@link Paged}: a plain array is one page holding everything. Only the items are
 * required: an object without `results`, or anything else, is an answer no screen can use; a missing `count` is
 * the number of results, missing links are null.
 */
export function listOf<T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.unknown(),
    // A plain array is read as the page it would be; an item that fails is then named `results.<index>.<key>`.
    v.transform((input): unknown => (Array.isArray(input) ? { results: input } : input)),
    v.object({
      count: v.nullish(v.pipe(decimalValue, v.integer(), v.minValue(0)), null),
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
// DRF's habits, one reader per kind of value. Each is used for every field of its kind, so a backend that writes
// a kind of value its own way is read everywhere or nowhere.

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `keys` that `record` holds a string or a number under, as text. */
function firstText(record: Json, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  }
  return null;
}

/** One entry of a choice list: the value sent back to the backend and the label shown. */
export interface Choice {
  value: string;
  displayName: string;
}

/** Where choice lists keep an entry's value, and its label, in the spellings DRF projects use. */
const CHOICE_VALUE_KEYS = ['value', 'code', 'id', 'key', 'slug'] as const;
const CHOICE_LABEL_KEYS = ['displayName', 'display_name', 'label', 'name', 'title', 'text'] as const;

/** A choice entry with the whole object it came from (a currency's `symbol`, a gateway's `currencies`). */
interface ChoiceEntry extends Choice {
  extra: Json;
}

/** One entry in any of its forms, or null when it has no value. Django's grouped choices are flattened. */
function choiceEntries(entry: unknown): ChoiceEntry[] | null {
  if (typeof entry === 'string' || typeof entry === 'number') {
    return [{ value: String(entry), displayName: String(entry), extra: {} }];
  }
  if (Array.isArray(entry)) {
    const [value, label] = entry as unknown[];
    // Django's optgroup: `[group label, [[value, label], ...]]`.
    if (Array.isArray(label)) return flattenChoices(label);
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const text = typeof label === 'string' || typeof label === 'number' ? String(label) : '';
    return [{ value: String(value), displayName: text || String(value), extra: {} }];
  }
  if (isRecord(entry)) {
    const value = firstText(entry, CHOICE_VALUE_KEYS);
    if (value === null) return null;
    return [{ value, displayName: firstText(entry, CHOICE_LABEL_KEYS) || value, extra: entry }];
  }
  return null;
}

function flattenChoices(entries: readonly unknown[]): ChoiceEntry[] | null {
  const output: ChoiceEntry[] = [];
  for (const entry of entries) {
    const read = choiceEntries(entry);
    if (read === null) return null;
    output.push(...read);
  }
  return output;
}

/**
 * Any choice list a DRF project sends, as entries, or null when it is none: an array of strings, of `[value,
 * label]` pairs (`Model.Field.choices` as it is), of objects with a value (`value`, `code`, `id`, `key`, `slug`)
 * and a label (`displayName`, `label`, `name`, `title`, …), an object mapping each value to its label
 * (`dict(choices)`), or a page of any of these.
 */
function readChoices(input: unknown): ChoiceEntry[] | null {
  if (Array.isArray(input)) return flattenChoices(input);
  if (!isRecord(input)) return null;
  if (Array.isArray(input.results)) return flattenChoices(input.results);
  const entries = Object.entries(input);
  if (entries.length === 0 || !entries.every(([, label]) => typeof label === 'string' || typeof label === 'number')) {
    return null;
  }
  return entries.map(([key, label]) => {
    const value = uncamelized(key);
    return { value, displayName: String(label) || value, extra: {} };
  });
}

/**
 * A map's key as the value it stands for. A camelCase renderer camelizes every key of an answer, the keys of
 * `dict(choices)` too (`in_progress` arrives as `inProgress`), while choice values are snake_case in Django, so a
 * key that starts lower-case and has capitals is turned back (`inProgress` → `in_progress`); `RUB` or `new` stay.
 */
function uncamelized(key: string): string {
  return /^[a-z][a-z0-9]*[A-Z]/.test(key) ? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : key;
}

/**
 * `entries` read from `raw`, each value that is absent or unreadable taking its entry's fallback (what an absent key
 * gives), so every entry needs one (`text()`, `list()`…).
 */
function readWithFallbacks<E extends v.ObjectEntries>(
  entries: E,
  raw: Json,
): v.InferOutput<v.ObjectSchema<E, undefined>> {
  const output: Json = {};
  for (const [key, schema] of Object.entries(entries)) {
    const read = v.safeParse(schema, raw[key]);
    output[key] = read.success ? read.output : v.parse(schema, undefined);
  }
  return output as v.InferOutput<v.ObjectSchema<E, undefined>>;
}

/**
 * A choice list (the statuses, the service types, the currencies, the gateways…) in any of the forms of
 * {@link readChoices}, read as `{value, displayName}` plus what `extra` reads from an entry sent as an object
 * (`{symbol: text()}` for a currency; each with a fallback, used when the entry was not an object). A label that is
 * missing shows the value.
 */
export function choiceList<E extends v.ObjectEntries = Record<never, never>>(extra?: E) {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const entries = readChoices(dataset.value);
      if (entries === null) {
        addIssue({ message: 'not a choice list' });
        return NEVER;
      }
      return entries.map(({ value, displayName, extra: raw }) => ({
        value,
        displayName,
        ...readWithFallbacks(extra ?? ({} as E), raw),
      }));
    }),
  );
}

/** The primary key at the end of a hyperlinked relation's URL (`…/dashboard/services/12/`), or null. */
function idOfUrl(url: string): number | null {
  const match = /\/(\d+)\/?(?:[?#].*)?$/.exec(url.trim());
  return match ? Number(match[1]) : null;
}

/** An id as DRF sends one: a number, or digits in a string. */
function idOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * A relation to another object as DRF writes it: a primary key (`PrimaryKeyRelatedField`, the ModelSerializer
 * default), a nested object with `id` (`depth`, a nested serializer), or a URL (`HyperlinkedRelatedField`). Read as
 * `{id, …entries}`: the object's own fields when it was nested, else each entry's fallback (so every entry must have
 * one: `text()`, `optionalText()`, `optionalObject()`…). `expanded` says which: a screen that needs a field of an
 * object sent as a bare key looks the object up in a list it has.
 */
export function relation<E extends v.ObjectEntries = Record<never, never>>(entries?: E) {
  const schema = v.object({ id: v.pipe(v.number(), v.integer()), ...(entries ?? ({} as E)) });
  return v.pipe(
    v.unknown(),
    v.transform((input): unknown => {
      if (isRecord(input)) {
        const id = idOf(input.id) ?? (typeof input.url === 'string' ? idOfUrl(input.url) : null);
        return { ...input, id: id ?? input.id, expanded: true };
      }
      if (typeof input === 'number' || typeof input === 'string') {
        return { id: idOf(input) ?? (typeof input === 'string' ? idOfUrl(input) : null) ?? input, expanded: false };
      }
      return input;
    }),
    v.object({ ...schema.entries, expanded: v.boolean() }),
  );
}

/** Base of relative file URLs: the API's origin (set by lib/http/client.ts, which knows the API in use). */
let fileBase: string | null = null;

/** Tells the readers where the API is, so a file URL sent relative (`/media/…`) is read against its origin. */
export function setFileBase(apiUrl: string): void {
  fileBase = apiUrl;
}

/** `url` made absolute against the API's address, itself read against the page's (an `apiUrl` of `/api`). */
function absoluteUrl(url: string): string | null {
  try {
    const page = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
    return new URL(url, new URL(fileBase ?? '/', page)).href;
  } catch {
    return null;
  }
}

/** Where DRF projects put a file's address: `url`, or the model field's own name (`file`, `image`), or `src`. */
const FILE_KEYS = ['url', 'file', 'image', 'src'] as const;

/**
 * A file or an image: a URL string (a `FileField`/`ImageField` renders as one, absolute when the request is known,
 * else relative to the API's origin) or an object holding it under one of {@link FILE_KEYS}. Read as an absolute
 * URL, or null when there is no file.
 */
export function fileUrl() {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input): string | null => {
        if (typeof input === 'string') return input.trim() ? absoluteUrl(input.trim()) : null;
        if (!isRecord(input)) return null;
        for (const key of FILE_KEYS) {
          const value = input[key];
          if (typeof value === 'string' && value.trim()) return absoluteUrl(value.trim());
        }
        return null;
      }),
    ),
    null,
  );
}

/**
 * The one image of an object (a landing's, a content item's): an ImageField's URL string, or an object holding the
 * URL under one of {@link FILE_KEYS} with its pixel size when given. Read as `{url, width, height}`, or null when
 * there is no image (missing, `null`, an empty field, no address).
 */
export function image() {
  const size = v.object({ width: optionalDecimal(), height: optionalDecimal() });
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const url = v.parse(fileUrl(), input);
        if (url === null) return null;
        const read = v.safeParse(size, isRecord(input) ? input : {});
        return { url, ...(read.success ? read.output : { width: null, height: null }) };
      }),
    ),
    null,
  );
}

/**
 * An object whose file's address is under any key of {@link FILE_KEYS} (an image record of `GET /images/…`, whose
 * model field may be called `image` or `file`): the entries are read as they are, with `url` — required, absolute —
 * filled from the first key that holds one.
 */
export function withFileUrl<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.unknown(),
    v.transform((input) => {
      if (!isRecord(input)) return input;
      for (const key of FILE_KEYS) {
        const value = input[key];
        if (typeof value === 'string' && value.trim()) return { ...input, url: absoluteUrl(value.trim()) };
      }
      return input;
    }),
    v.object({ ...entries, url: v.string() }),
  );
}

/** `2026-12-05` of a date or a datetime (Django's DateField, or a DateTimeField where a day is meant). */
const DAY = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

/** A day as `YYYY-MM-DD`, read from a date or from a datetime (its date part, as the backend wrote it). */
export function isoDay() {
  return v.pipe(
    v.string(),
    v.regex(DAY),
    v.transform((value) => DAY.exec(value)?.[1] ?? value),
    v.isoDate(),
  );
}

/** A zone at the end of an ISO datetime: `Z`, `+03:00`, `+0300` or `+03`. */
const ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * A moment as ISO 8601 with its zone. DRF renders DateTimeFields with the zone (`…Z`, `…+03:00`) when USE_TZ is on;
 * a project with USE_TZ off sends naive times (`2026-12-05T14:30:00.123456`), read here as UTC — the server's
 * zone is not knowable and UTC is Django's own for stored times. A space instead of the `T` is accepted.
 */
function normaliseMoment(value: string): string | null {
  const text = value.trim().replace(' ', 'T');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  const withZone = ZONE.test(text) ? text : `${text}Z`;
  return Number.isNaN(Date.parse(withZone)) ? null : withZone;
}

/** A required moment (an order's `createdAt`), with or without a zone. */
export function moment() {
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = normaliseMoment(dataset.value);
      if (value === null) {
        addIssue({ message: 'not a datetime' });
        return NEVER;
      }
      return value;
    }),
  );
}

/** A moment a screen can do without: missing, `null` or unreadable reads as `null`. */
export function optionalMoment() {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => (typeof input === 'string' ? normaliseMoment(input) : null)),
    ),
    null,
  );
}

/** Django's DurationField as DRF writes it (`[D ]HH:MM:SS[.ffffff]`) or as ISO 8601 (`P0DT00H15M00S`, `PT15M`). */
const DURATION = /^(?:(-?\d+) )?(\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?$/;
const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Minutes of a duration text, or null. */
function minutesOfDuration(input: string): number | null {
  const text = input.trim();
  const clock = DURATION.exec(text);
  const iso = clock ? null : ISO_DURATION.exec(text);
  const parts = clock ?? iso;
  if (!parts || text === 'P' || text.endsWith('T')) return null;
  const [days = 0, hours = 0, minutes = 0, seconds = 0] = parts.slice(1).map((part) => Number(part ?? 0));
  return (days * 24 + hours) * 60 + minutes + seconds / 60;
}

/**
 * A number of minutes a screen can do without: a JSON number or its digits (an IntegerField of minutes), or a
 * DurationField (`00:15:00`, `PT15M`); rounded up to whole minutes. Missing, zero, negative or unreadable reads as
 * `null`.
 */
export function optionalMinutes() {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        let minutes: number | null = null;
        if (typeof input === 'number') minutes = input;
        else if (typeof input === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(input)) minutes = Number(input);
        else if (typeof input === 'string') minutes = minutesOfDuration(input);
        return minutes !== null && Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : null;
      }),
    ),
    null,
  );
}

/** A time of day (`TimeField`: `14:00:00`, `14:00`) as `HH:MM`; missing or unreadable reads as `''`. */
export function clockTime() {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((input) => {
        const match = typeof input === 'string' ? /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(input.trim()) : null;
        return match ? `${match[1]}:${match[2]}` : '';
      }),
    ),
    null,
  );
}

// ---------------------------------------------------------------------------------------------------------
// The session's user, read by the session and by the test helpers that sign in. (The helper dictionaries, which
// every feature reads, have their schemas in lib/dictionaries/api.ts.)

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
