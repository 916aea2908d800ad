import { idField, readSearch, searchText, writeSearch, yesNoField } from '@/lib/ui/search-fields';
import type { StaffListParams } from '../../api';

/**
 * The «Сотрудники» screen's state in the query string: `?q=<search>&position=<position id>&active=true|false`.
 * Defaults are left out of the URL, and anything malformed reads as the default, so a hand-edited or stale link
 * never breaks the screen.
 */

/** The query-string keys of the screen. */
export const STAFF_SEARCH_KEYS = ['q', 'position', 'active'] as const;
export type StaffSearchKey = (typeof STAFF_SEARCH_KEYS)[number];
export type StaffSearchState = Record<StaffSearchKey, string>;

/** What the list is filtered by. */
export interface StaffFilters {
  search: string;
  /** A position of this hotel's tree (its holders), or null for everyone. */
  position: number | null;
  /** true: can sign in, false: invited or deactivated, null: both. */
  active: boolean | null;
}

/** The filters' fields: how each is read from its key and written back. */
const FIELDS = { search: searchText('q'), position: idField('position'), active: yesNoField('active') };

/**
 * The filters of the URL state. `knownPositions` (the ids of the positions tree, once loaded) drops a position
 * the server would refuse with a 400 (deleted, or another hotel's after a switch); until it loads, a well-formed
 * id is trusted.
 */
export function parseStaffFilters(state: StaffSearchState, knownPositions?: ReadonlySet<number>): StaffFilters {
  const filters = readSearch(FIELDS, state);
  if (filters.position !== null && knownPositions && !knownPositions.has(filters.position)) filters.position = null;
  return filters;
}

/** The URL patch for a filters change; defaults are removed from the URL (null). */
export function filtersToSearch(patch: Partial<StaffFilters>): Partial<Record<StaffSearchKey, string | null>> {
  return writeSearch(FIELDS, patch);
}

/**
 * The list call's parameters. Absent keys rather than undefined values, so the query key of «no filter» is `{}`
 * whichever way it was reached (and the structure screen's `{position}` lists are the same cache entries).
 */
export function toListParams(filters: StaffFilters): StaffListParams {
  const params: StaffListParams = {};
  if (filters.search !== '') params.search = filters.search;
  if (filters.position !== null) params.position = filters.position;
  if (filters.active !== null) params.isActive = filters.active;
  return params;
}
