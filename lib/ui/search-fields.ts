/**
 * Screen values kept in the query string (`useSearchState`), one field per value: which key holds it, how the
 * key's text reads — anything malformed as the default, so a hand-edited or stale link never breaks the screen —
 * and how a value writes, the default as no key at all (null), so the URL shows only what differs.
 * A screen's `filters.ts` lists its fields; `readSearch` and `writeSearch` do the rest.
 */

/** One value of a screen in one query-string key. */
export interface SearchField<K extends string, T> {
  readonly key: K;
  /** The key's text ('' when absent) → the value; malformed text reads as the default. */
  parse(this: void, value: string): T;
  /** The value → the key's text; null (the default) removes the key. */
  serialize(this: void, value: T): string | null;
}

/** A screen's fields by the names its code uses (`search`, `view`, …). */
export type SearchFields = Readonly<Record<string, SearchField<string, unknown>>>;

/** The values the fields read. */
export type SearchValues<F extends SearchFields> = {
  [N in keyof F]: F[N] extends SearchField<string, infer T> ? T : never;
};

/** The query-string keys the fields use. */
export type SearchKey<F extends SearchFields> = F[keyof F]['key'];

/** The values of the fields from the query string's keys (missing keys read as ''). */
export function readSearch<F extends SearchFields>(
  fields: F,
  state: Readonly<Partial<Record<SearchKey<F>, string>>>,
): SearchValues<F> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    values[name] = field.parse(state[field.key as SearchKey<F>] ?? '');
  }
  return values as SearchValues<F>;
}

/** The URL patch for the values given (and only those): defaults become null, which removes their key. */
export function writeSearch<F extends SearchFields>(
  fields: F,
  patch: Partial<SearchValues<F>>,
): Partial<Record<SearchKey<F>, string | null>> {
  const result: Partial<Record<SearchKey<F>, string | null>> = {};
  for (const [name, value] of Object.entries(patch)) {
    const field = fields[name];
    if (field && value !== undefined) result[field.key as SearchKey<F>] = field.serialize(value);
  }
  return result;
}

/**
 * The longest search text: the boxes take no more (SearchField's `maxLength`), and a longer `?q=` of a hand-made
 * link is cut to it, so a search never makes a request URL the backend or its front server refuses as too long.
 */
export const SEARCH_MAX_LENGTH = 200;

/**
 * Collapses runs of whitespace, trims and cuts to {@link SEARCH_MAX_LENGTH}: «  Анна   Смирнова » searches as
 * «Анна Смирнова».
 */
export function normalizeSearch(value: string): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trimEnd();
}

/**
 * Text as the server compares names when it searches: lower case, `ё` as `е` (NFD splits off its diaeresis), single
 * spaces, trimmed. For the screens that search again in the browser what a backend may not have searched.
 */
export function foldForSearch(value: string): string {
  return value
    .toLocaleLowerCase('ru-RU')
    .normalize('NFD')
    .replace(/\u0308/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A positive whole number of at most nine digits (an id), else null. */
export function parsePositiveId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** A search box's text, normalized; empty is the default. */
export function searchText<K extends string>(key: K): SearchField<K, string> {
  return { key, parse: normalizeSearch, serialize: (value) => normalizeSearch(value) || null };
}

/** An id (a position, a category, a stay); none (null) is the default. */
export function idField<K extends string>(key: K): SearchField<K, number | null> {
  return { key, parse: parsePositiveId, serialize: (value) => (value === null ? null : String(value)) };
}

/** `true` / `false`; either is a filter, anything else is none (null), the default. */
export function yesNoField<K extends string>(key: K): SearchField<K, boolean | null> {
  return {
    key,
    parse: (value) => (value === 'true' ? true : value === 'false' ? false : null),
    serialize: (value) => (value === null ? null : String(value)),
  };
}

/** One of `values`; `fallback`, the default, is what anything else reads as. */
export function oneOfField<K extends string, T extends string>(
  key: K,
  values: readonly T[],
  fallback: T,
): SearchField<K, T> {
  return {
    key,
    parse: (value) => (values.includes(value as T) ? (value as T) : fallback),
    serialize: (value) => (value === fallback ? null : value),
  };
}

/** One of `values`, or none (null, the default). */
export function optionalOneOfField<K extends string, T extends string>(
  key: K,
  values: readonly T[],
): SearchField<K, T | null> {
  return { key, parse: (value) => (values.includes(value as T) ? (value as T) : null), serialize: (value) => value };
}

/** A text the pattern accepts (a dictionary value before the dictionary has loaded), or none (null). */
export function patternField<K extends string>(key: K, pattern: RegExp): SearchField<K, string | null> {
  return { key, parse: (value) => (pattern.test(value) ? value : null), serialize: (value) => value };
}

/** The record open in a drawer or editor: an existing one by id, the form of a new one, or none. */
export type OpenRecord = { kind: 'existing'; id: number } | { kind: 'new' } | null;

/** The open record: `new`, or a positive whole number; anything else is none. */
export function openRecordField<K extends string>(key: K): SearchField<K, OpenRecord> {
  return {
    key,
    parse: (value) => {
      if (value === 'new') return { kind: 'new' };
      const id = parsePositiveId(value);
      return id === null ? null : { kind: 'existing', id };
    },
    serialize: (open) => (open === null ? null : open.kind === 'new' ? 'new' : String(open.id)),
  };
}
