import { normalizeSearch, parsePositiveId, type SearchField } from '@/lib/ui/search-fields';
import type { CategoryFilter } from '../api';

/**
 * The facilities screen's state in the query string: `?category=<id>|none&q=<search>`. The default (every
 * category, no search) is left out of the URL, and anything unknown reads as the default, so a hand-edited or
 * stale link never breaks the screen.
 */

/** The query-string keys of the screen. */
export const FACILITY_SEARCH_KEYS = ['category', 'q'] as const;

/** `?category=`: `none` → without a category, a positive id → that category, else all (the default, no key). */
const CATEGORY_FIELD: SearchField<'category', CategoryFilter> = {
  key: 'category',
  parse: (value) => (value === 'none' ? 'none' : (parsePositiveId(value) ?? 'all')),
  serialize: (filter) => (filter === 'all' ? null : String(filter)),
};

/** `?category=` → the list's filter. */
export const parseCategoryFilter = CATEGORY_FIELD.parse;

/** The filter as the URL writes it (null removes the key: all is the default). */
export const categoryFilterToSearch = CATEGORY_FIELD.serialize;

/*
 * Lower case, with the diaeresis dropped (NFD splits «ё» into «е» + U+0308): «Ёлка» and «елка» match, as they are
 * written either way. Per character, so the folded text keeps the original's positions for highlighting.
 */
function foldChar(char: string): string {
  const folded = char
    .toLowerCase()
    .normalize('NFD')
    .replace(/\u0308/g, '')
    .normalize('NFC');
  if (folded.length === 1) return folded;
  // A letter whose lower case is longer (İ): kept as it is, so positions still line up.
  const lower = char.toLowerCase();
  return lower.length === 1 ? lower : char;
}

/** The text folded for searching; same length as the input, position for position. */
export function foldText(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index += 1) result += foldChar(text[index]!);
  return result;
}

/** True when the name contains the search (normalized, case- and ё-insensitive); an empty search matches all. */
export function matchesSearch(name: string, search: string): boolean {
  const term = foldText(normalizeSearch(search));
  return term === '' || foldText(name).includes(term);
}

/** The parts of `text` to show, each marked when it is an occurrence of the search. */
export function highlightParts(text: string, search: string): { text: string; match: boolean }[] {
  const term = foldText(normalizeSearch(search));
  if (term === '') return [{ text, match: false }];
  const folded = foldText(text);
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let index = folded.indexOf(term); index !== -1; index = folded.indexOf(term, index + term.length)) {
    if (index > from) parts.push({ text: text.slice(from, index), match: false });
    parts.push({ text: text.slice(index, index + term.length), match: true });
    from = index + term.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
