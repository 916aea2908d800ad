import {
  type OpenRecord,
  openRecordField,
  patternField,
  readSearch,
  searchText,
  writeSearch,
  yesNoField,
} from '@/lib/ui/search-fields';
import type { ServiceListParams } from '../api';

/**
 * The «Услуги» screen's state in the query string: `?q=<search>&type=<service type>&active=true|false&service=<id|new>`.
 * Defaults are left out of the URL, and anything malformed reads as the default, so a hand-edited or stale link
 * never breaks the screen.
 */

/** The query-string keys of the screen. */
export const SERVICE_SEARCH_KEYS = ['q', 'type', 'active', 'service'] as const;
export type ServiceSearchKey = (typeof SERVICE_SEARCH_KEYS)[number];
export type ServiceSearchState = Record<ServiceSearchKey, string>;

/** What the list is filtered by. */
export interface ServiceFilters {
  search: string;
  /** A value of the service-types dictionary, or null for every type. */
  type: string | null;
  /** true: active only, false: switched off only, null: both. */
  active: boolean | null;
}

/** The open service: an existing one by id, the form of a new one, or none. */
export type OpenService = OpenRecord;

/** The filters' fields: how each is read from its key and written back. */
const FIELDS = {
  search: searchText('q'),
  type: patternField('type', /^[a-z_]{1,32}$/),
  active: yesNoField('active'),
};

/**
 * The filters of the URL state. `knownTypes` (the service-types dictionary, once loaded) drops a type the
 * server would refuse; until it loads, a well-formed value is trusted.
 */
export function parseServiceFilters(
  state: Pick<ServiceSearchState, 'q' | 'type' | 'active'>,
  knownTypes?: readonly string[],
): ServiceFilters {
  const filters = readSearch(FIELDS, state);
  if (filters.type !== null && knownTypes && !knownTypes.includes(filters.type)) filters.type = null;
  return filters;
}

/** `?service=`: `new`, or a positive whole number; anything else is none. */
export const parseOpenService = openRecordField('service').parse;

/** The URL patch for a filters change; defaults are removed from the URL (null). */
export function filtersToSearch(patch: Partial<ServiceFilters>): Partial<Record<ServiceSearchKey, string | null>> {
  return writeSearch(FIELDS, patch);
}

/** The list call's parameters for the filters. */
export function toListParams(filters: ServiceFilters): ServiceListParams {
  return { search: filters.search, serviceType: filters.type, isActive: filters.active };
}
