import { LANDING_STATES, type LandingListParams, type LandingState } from './api';

/**
 * The «Промо» screen's state in the query string: `?q=<search>&state=<state>&landing=<id|new>`. Defaults are left
 * out of the URL, and anything malformed reads as the default, so a hand-edited or stale link never breaks the
 * screen.
 */

/** The query-string keys of the screen. */
export const PROMO_SEARCH_KEYS = ['q', 'state', 'landing'] as const;
export type PromoSearchKey = (typeof PROMO_SEARCH_KEYS)[number];
export type PromoSearchState = Record<PromoSearchKey, string>;

/** What the list is filtered by. */
export interface LandingFilters {
  search: string;
  /** One state, or null for all. */
  state: LandingState | null;
}

/** The open landing: an existing one by id, the form of a new one, or none. */
export type OpenLanding = { kind: 'existing'; id: number } | { kind: 'new' } | null;

/** Collapses runs of whitespace and trims. */
export function normalizeSearch(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function isState(value: string): value is LandingState {
  return (LANDING_STATES as readonly string[]).includes(value);
}

/** The filters of the URL state. */
export function parseLandingFilters(state: Pick<PromoSearchState, 'q' | 'state'>): LandingFilters {
  return { search: normalizeSearch(state.q), state: isState(state.state) ? state.state : null };
}

/** `?landing=`: `new`, or a positive whole number; anything else is none. */
export function parseOpenLanding(value: string): OpenLanding {
  if (value === 'new') return { kind: 'new' };
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0) return null;
  return { kind: 'existing', id: Number(value) };
}

/** The URL patch for a filters change; defaults are removed from the URL (null). */
export function filtersToSearch(patch: Partial<LandingFilters>): Partial<Record<PromoSearchKey, string | null>> {
  const result: Partial<Record<PromoSearchKey, string | null>> = {};
  if (patch.search !== undefined) result.q = normalizeSearch(patch.search) || null;
  if (patch.state !== undefined) result.state = patch.state;
  return result;
}

/** True when the list is narrowed: the empty state then offers to reset. */
export function hasActiveFilters(filters: LandingFilters): boolean {
  return filters.search !== '' || filters.state !== null;
}

/** The list call's parameters for the filters. */
export function toListParams(filters: LandingFilters): LandingListParams {
  return { search: filters.search, state: filters.state };
}
