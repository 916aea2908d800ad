import { paths } from '@/lib/paths';
import {
  foldForSearch,
  oneOfField,
  parsePositiveId,
  readSearch,
  searchText,
  writeSearch,
} from '@/lib/ui/search-fields';
import type { Stay, StayListParams, StayOrdering, StayState, StaysPage } from '../api';

/**
 * The guests screen's state in the query string: `?view=<quick view>&q=<search>&ordering=<ordering>&stay=<id>`
 * (and `assign=1`: the open stay's room dialog opens at once). Defaults are left out of the URL, and anything
 * unknown reads as the default, so a hand-edited or stale link never breaks the screen. The screen's earlier
 * `?state=current|upcoming|past` links still open the matching view.
 */

/** The query-string keys of the screen. */
export const STAY_SEARCH_KEYS = ['q', 'view', 'state', 'ordering', 'stay', 'assign'] as const;
export type StaySearchKey = (typeof STAY_SEARCH_KEYS)[number];
export type StaySearchState = Record<StaySearchKey, string>;

/**
 * The quick views, in the order the screen offers them. `in_house` is the default: the desk works with who is in
 * the hotel now. Arrivals, departures and «no room» are of the hotel's today (lib/hotel-time.ts).
 */
export const STAY_VIEWS = ['in_house', 'arrivals', 'departures', 'no_room', 'upcoming', 'past', 'all'] as const;
export type StayView = (typeof STAY_VIEWS)[number];
const DEFAULT_VIEW: StayView = 'in_house';

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
  view: StayView;
  ordering: OrderingValue;
}

/** The screen's earlier `?state=` values and the views they now are. */
const LEGACY_STATES: Readonly<Record<string, StayView>> = { current: 'in_house', upcoming: 'upcoming', past: 'past' };

/** The filters' fields; the view's is read on its own (an earlier `?state=` link may stand for it). */
const FIELDS = {
  search: searchText('q'),
  view: oneOfField('view', STAY_VIEWS, DEFAULT_VIEW),
  ordering: oneOfField(
    'ordering',
    ORDERING_OPTIONS.map((option) => option.value),
    DEFAULT_ORDERING,
  ),
};

/** The filters of the URL state; unknown values become the defaults. */
export function parseStayFilters(
  state: Pick<StaySearchState, 'q' | 'view' | 'ordering'> & Partial<Pick<StaySearchState, 'state'>>,
): StayFilters {
  const filters = readSearch(FIELDS, state);
  if (state.view === '' && state.state) filters.view = LEGACY_STATES[state.state] ?? DEFAULT_VIEW;
  return filters;
}

/** The open stay of `?stay=<id>`: a positive whole number, otherwise none. */
export const parseStayId = parsePositiveId;

/** The URL patch for a filters change; defaults are removed from the URL (null), and so is a legacy `state`. */
export function filtersToSearch(patch: Partial<StayFilters>): Partial<Record<StaySearchKey, string | null>> {
  const result: Partial<Record<StaySearchKey, string | null>> = writeSearch(FIELDS, patch);
  if (patch.view !== undefined) result.state = null;
  return result;
}

/** The list call's parameters for the filters on the hotel's `today` (`YYYY-MM-DD`). */
export function toListParams(filters: StayFilters, today: string): StayListParams {
  const ordering = ORDERING_OPTIONS.find((option) => option.value === filters.ordering)?.ordering ?? 'room__number';
  const params: StayListParams = { search: filters.search, state: null, ordering };
  switch (filters.view) {
    case 'in_house':
      return { ...params, state: 'current' };
    case 'upcoming':
      return { ...params, state: 'upcoming' };
    case 'past':
      return { ...params, state: 'past' };
    case 'arrivals':
      return { ...params, checkIn: today };
    case 'departures':
      return { ...params, checkOut: today };
    case 'no_room':
      return { ...params, noRoom: true, checkOutAfter: today };
    case 'all':
      return params;
  }
}

/** A stay's state on the hotel's `today`: [checkIn, checkOut), as the server reads `state`; null without dates. */
function stateOn(stay: Pick<Stay, 'checkIn' | 'checkOut'>, today: string): StayState | null {
  if (stay.checkIn === null || stay.checkOut === null) return null;
  if (stay.checkIn > today) return 'upcoming';
  if (stay.checkOut <= today) return 'past';
  return 'current';
}

/**
 * Whether the search finds the stay as a backend would: ours takes a part of "first last" or "last first" or the
 * start of the room number; DRF's SearchFilter takes each word in any of the names or the room number. Either is
 * enough.
 */
function matchesSearch(stay: Stay, search: string): boolean {
  const needle = foldForSearch(search);
  if (needle === '') return true;
  const first = foldForSearch(stay.guest.firstName);
  const last = foldForSearch(stay.guest.lastName);
  const room = stay.room === null ? '' : foldForSearch(stay.room.number);
  if (`${first} ${last}`.includes(needle) || `${last} ${first}`.includes(needle)) return true;
  if (room !== '' && room.startsWith(needle)) return true;
  return needle.split(' ').every((word) => first.includes(word) || last.includes(word) || room.includes(word));
}

/**
 * Whether a stay fits the filters of the call. A stay whose dates were not sent (a backend that sends only what
 * the spec promises) is kept by the day and state filters: the server chose it, and nothing here says otherwise.
 */
function matches(stay: Stay, params: StayListParams, today: string | undefined): boolean {
  if (params.checkIn !== undefined && stay.checkIn !== null && stay.checkIn !== params.checkIn) return false;
  if (params.checkOut !== undefined && stay.checkOut !== null && stay.checkOut !== params.checkOut) return false;
  if (params.checkOutAfter !== undefined && stay.checkOut !== null && stay.checkOut <= params.checkOutAfter)
    return false;
  if (params.noRoom === true && stay.room !== null) return false;
  if (params.state !== null && today !== undefined) {
    const state = stay.state ?? stateOn(stay, today);
    if (state !== null && state !== params.state) return false;
  }
  return matchesSearch(stay, params.search);
}

/**
 * The page as the call's filters say, applied again in the browser (docs/decisions/193-an-ordinary-drf-backend.md):
 * a backend that does not know `state`, `check_in`, `check_out`, `check_out__gt`, `room__isnull` or `search`
 * ignores them (or refused them, and the client asked without them) and answers every stay, and the view
 * must still show only its own. The state is read on the hotel's `today` (without it, it is not applied). When rows
 * are dropped here the count is what is left plus the rows the page did not hold: exact when it held them all.
 */
export function narrowPage(page: StaysPage, params: StayListParams, today?: string): StaysPage {
  const results = page.results.filter((stay) => matches(stay, params, today));
  if (results.length === page.results.length) return page;
  return { ...page, count: results.length + Math.max(0, page.count - page.results.length), results };
}

/**
 * The page with each stay's state where the backend did not send it (a ModelSerializer has no such field), read
 * from its dates on the hotel's `today`, so the list and the drawer still show it. The same page when all had one.
 */
export function withStates(page: StaysPage, today: string): StaysPage {
  if (page.results.every((stay) => stay.state !== null || stateOn(stay, today) === null)) return page;
  return {
    ...page,
    results: page.results.map((stay) => (stay.state === null ? { ...stay, state: stateOn(stay, today) } : stay)),
  };
}

/** The guests screen on a view, optionally with a stay open (and its room dialog, `assign`). */
export function stayViewHref(view: StayView, options: { stay?: number; assign?: boolean } = {}): string {
  const search = new URLSearchParams();
  if (view !== DEFAULT_VIEW) search.set('view', view);
  if (options.stay !== undefined) search.set('stay', String(options.stay));
  if (options.assign) search.set('assign', '1');
  const query = search.toString();
  return query ? `${paths.guests()}?${query}` : paths.guests();
}
