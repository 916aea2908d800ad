/**
 * The content screen's state in the query string: `?category=<id>&item=<id|new>`. Anything malformed reads as
 * absent, so a hand-edited or stale link never breaks the screen.
 */

/** The query-string keys of the screen. */
export const CONTENT_SEARCH_KEYS = ['category', 'item'] as const;

/** The open item: an existing one by id, the form of a new one, or none. */
export type OpenItem = { kind: 'existing'; id: number } | { kind: 'new' } | null;

/** A positive whole number of the URL, else null. */
export function parseId(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** `?item=`: `new`, or an item's id; anything else is none. */
export function parseOpenItem(value: string): OpenItem {
  if (value === 'new') return { kind: 'new' };
  const id = parseId(value);
  return id === null ? null : { kind: 'existing', id };
}
