import { STAY_STATES, type StayListParams, type StayOrdering, type StayState } from './api';

/**
 * The guests screen's state in the query string: `?q=<search>&state=<state>&ordering=<ordering>&stay=<id>`.
 * Defaults are left out of the URL, and anything unknown reads as the default, so a hand-edited or stale link
 * never breaks the screen.
 */

/** The query-string keys of the screen. */
export const STAY_SEARCH_KEYS = ['q', 'state', 'ordering', 'stay'] as const;
export type StaySearchKey = (typeof STAY_SEARCH_KEYS)[number];
export type StaySearchState = Record<StaySearchKey, string>;

/** Orderings by their URL value; the first is the default (SPEC §3: the guests list is ordered by room__number). */
export const ORDERING_OPTIONS = [
  { value: 'room', ordering: 'room__number' },
  { value: 'check_in', ordering: 'check_in' },
  { value: 'name', ordering: 'guest__last_name' },
] as const satisfies readonly { value: string; ordering: StayOrdering }[];
export type OrderingValue = (typeof ORDERING_OPTIONS)[number]['value'];

const DEFAULT_ORDERING: OrderingValue = 'room';

/** What the screen filters by: the URL's values, cleaned. */
export interface StayFilters {
  search: string;
  state: StayState | null;
  ordering: OrderingValue;
}

function isStayState(value: string): value is StayState {
  return (STAY_STATES as readonly string[]).includes(value);
}

function isOrderingValue(value: string): value is OrderingValue {
  return ORDERING_OPTIONS.some((option) => option.value === value);
}

/** Collapses runs of whitespace and trims: «  Анна   Смирнова » searches as «Анна Смирнова». */
export function normalizeSearch(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The filters of the URL state; unknown values become the defaults. */
export function parseStayFilters(state: Pick<StaySearchState, 'q' | 'state' | 'ordering'>): StayFilters {
  return {
    search: normalizeSearch(state.q),
    state: isStayState(state.state) ? state.state : null,
    ordering: isOrderingValue(state.ordering) ? state.ordering : DEFAULT_ORDERING,
  };
}

/** The open stay of `?stay=<id>`: a positive whole number, otherwise none. */
export function parseStayId(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The URL patch for a filters change; defaults are removed from the URL (null). */
export function filtersToSearch(patch: Partial<StayFilters>): Partial<Record<StaySearchKey, string | null>> {
  const result: Partial<Record<StaySearchKey, string | null>> = {};
  if (patch.search !== undefined) result.q = normalizeSearch(patch.search) || null;
  if (patch.state !== undefined) result.state = patch.state;
  if (patch.ordering !== undefined) result.ordering = patch.ordering === DEFAULT_ORDERING ? null : patch.ordering;
  return result;
}

/** True when the list is narrowed (search or state): the empty state then offers to reset. Ordering narrows nothing. */
export function hasActiveFilters(filters: StayFilters): boolean {
  return filters.search !== '' || filters.state !== null;
}

/** The list call's parameters for the filters. */
export function toListParams(filters: StayFilters): StayListParams {
  const ordering = ORDERING_OPTIONS.find((option) => option.value === filters.ordering)?.ordering ?? 'room__number';
  return { search: filters.search, state: filters.state, ordering };
}
