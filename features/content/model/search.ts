import { type OpenRecord, openRecordField, parsePositiveId } from '@/lib/ui/search-fields';

/**
 * The content screen's state in the query string: `?category=<id>&item=<id|new>`. Anything malformed reads as
 * absent, so a hand-edited or stale link never breaks the screen.
 */

/** The query-string keys of the screen. */
export const CONTENT_SEARCH_KEYS = ['category', 'item'] as const;

/** The open item: an existing one by id, the form of a new one, or none. */
export type OpenItem = OpenRecord;

/** A positive whole number of the URL, else null. */
export const parseId = parsePositiveId;

/** `?item=`: `new`, or an item's id; anything else is none. */
export const parseOpenItem = openRecordField('item').parse;
