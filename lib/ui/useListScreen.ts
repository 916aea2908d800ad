'use client';

import { normalizeSearch } from './search-fields';
import { useDebouncedSearch } from './useDebouncedSearch';

/** The filters of a list screen: a search, and whatever else the screen filters by. */
interface ListFilters {
  search: string;
}

export interface ListScreenOptions<F extends ListFilters> {
  /** The search as the query string has it (`?q=`): what the box starts with. */
  searchParam: string;
  /** The filters in force, read from the query string. */
  filters: F;
  /** Writes a change of filters to the query string (the screen's `filtersToSearch`, then its `setParams`). */
  write: (patch: Partial<F>) => void;
  /** What «Сбросить фильтры» writes: the search emptied and every filter back to its default. */
  cleared: Partial<F> & ListFilters;
  /** The list's query: its rows are stale while a new search or filter loads over them. */
  list: { isFetching: boolean; isPlaceholderData: boolean };
}

/** What a list screen's toolbar takes for its search box (ListToolbar). */
export interface ListSearchProps {
  /** What is typed (the query string follows it once typing pauses). */
  search: string;
  onSearchChange: (value: string) => void;
  /** Clears at once, without waiting for the pause. */
  onSearchClear: () => void;
  /** A search is on its way: typed and not yet asked, or asked and not yet answered. */
  searching: boolean;
}

/**
 * The filter state every list screen has (services, promo landings, staff, guests): a debounced search box whose
 * text goes to the query string once typing pauses, `changeFilters` writing the others at once, «clear search» and
 * «reset filters» which also drop a pending search, and whether the rows shown are a previous search's (`stale`).
 * `searchProps` is spread into the screen's toolbar, `emptyProps` into its ListBody's `empty`.
 */
export function useListScreen<F extends ListFilters>({
  searchParam,
  filters,
  write,
  cleared,
  list,
}: ListScreenOptions<F>) {
  const search = useDebouncedSearch(searchParam, (value) => write({ search: value } as Partial<F>));
  const stale = list.isPlaceholderData;
  const typing = normalizeSearch(search.input) !== filters.search;

  function clearSearch() {
    search.reset();
    write({ search: '' } as Partial<F>);
  }

  function resetFilters() {
    search.reset();
    write(cleared);
  }

  const searchProps: ListSearchProps = {
    search: search.input,
    onSearchChange: search.change,
    onSearchClear: clearSearch,
    searching: typing || (list.isFetching && stale),
  };
  // A search or filter is on when «Сбросить фильтры» would change something: the empty list then says «nothing
  // matches» with a reset instead of «nothing yet».
  const filtered = Object.entries(cleared).some(([key, value]) => filters[key as keyof F] !== value);
  const emptyProps = { filtered, search: filters.search, onReset: resetFilters };
  return { changeFilters: write, resetFilters, stale, searchProps, emptyProps };
}
