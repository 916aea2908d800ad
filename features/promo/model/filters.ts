import {
  type OpenRecord,
  openRecordField,
  optionalOneOfField,
  readSearch,
  searchText,
  writeSearch,
} from '@/lib/ui/search-fields';
import { LANDING_STATES, type LandingListParams, type LandingState } from '../api';

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
export type OpenLanding = OpenRecord;

/** The filters' fields: how each is read from its key and written back. */
const FIELDS = { search: searchText('q'), state: optionalOneOfField('state', LANDING_STATES) };

/** The filters of the URL state. */
export function parseLandingFilters(state: Pick<PromoSearchState, 'q' | 'state'>): LandingFilters {
  return readSearch(FIELDS, state);
}

/** `?landing=`: `new`, or a positive whole number; anything else is none. */
export const parseOpenLanding = openRecordField('landing').parse;

/** The URL patch for a filters change; defaults are removed from the URL (null). */
export function filtersToSearch(patch: Partial<LandingFilters>): Partial<Record<PromoSearchKey, string | null>> {
  return writeSearch(FIELDS, patch);
}

/** The list call's parameters for the filters. */
export function toListParams(filters: LandingFilters): LandingListParams {
  return { search: filters.search, state: filters.state };
}
