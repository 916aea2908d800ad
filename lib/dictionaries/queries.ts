import { type QueryClient, queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { globalScope, type QueryScope } from '@/lib/query-client';
import { type DictionaryData, type DictionaryName, dictionaryFetchers } from './api';

/*
 * The cache rules of every helper dictionary, in one place (docs/decisions/198-code-layout-and-shared-pieces.md): the
 * key `['dictionaries', name]`, the one fetcher and schema of lib/dictionaries/api.ts, loaded once per session (SPEC
 * §4: fetched only when empty, never refetched by another screen), and what a hotel switch drops. Features read them
 * here (`useQuery(dictionaryQueries.languages())`) and never declare a dictionary key of their own (eslint.config.mjs
 * refuses one outside lib/dictionaries/).
 */

/**
 * The dictionaries holding facility items with the active hotel's `selected` and `linked` flags; the facilities
 * screen writes its answers into them. They depend on the active hotel, so a hotel switch drops and refetches
 * them; every other dictionary is kept for the whole session (the query cache is cleared on logout).
 */
export const facilityDictionaries = ['hotelFacilities', 'allFacilities'] as const satisfies readonly DictionaryName[];
const hotelScoped = new Set<DictionaryName>(facilityDictionaries);

/** Every dictionary name, in the order they are prefetched. */
export const dictionaryNames = Object.keys(dictionaryFetchers) as DictionaryName[];

function dictionaryQuery<N extends DictionaryName>(name: N) {
  const scope: QueryScope = hotelScoped.has(name) ? 'hotel' : 'global';
  return queryOptions({
    queryKey: ['dictionaries', name] as const,
    queryFn: ({ signal }) => dictionaryFetchers[name](signal) as Promise<DictionaryData[N]>,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: scope === 'global' ? globalScope : { scope },
  });
}

type DictionaryQueries = { [N in DictionaryName]: () => ReturnType<typeof dictionaryQuery<N>> };

/** Query keys and options of the dictionaries: `dictionaryQueries.languages()`, `dictionaryQueries.all()`. */
export const dictionaryQueries = {
  all: () => ['dictionaries'] as const,
  ...(Object.fromEntries(dictionaryNames.map((name) => [name, () => dictionaryQuery(name)])) as DictionaryQueries),
};

/**
 * Starts loading every dictionary not in the cache yet; the ones already there are left alone, and so is one a
 * screen asked for and got an error: that screen shows it with its retry.
 */
export function prefetchDictionaries(queryClient: QueryClient): void {
  const prefetch = <N extends DictionaryName>(name: N) => queryClient.prefetchQuery(dictionaryQuery(name));
  for (const name of dictionaryNames) {
    if (queryClient.getQueryState(dictionaryQuery(name).queryKey)?.status !== 'error') void prefetch(name);
  }
}

/** A loaded list as the spec describes it (SPEC §3): pending flag, error `{status, message}`, data. */
export interface DictionaryState<T> {
  isPending: boolean;
  error: { status: number; message: string } | null;
  data: T | undefined;
  /** Tries again after a failure. */
  refetch: () => void;
}

/** One dictionary, loaded once per session (the `DictionariesLoader` prefetches them all after sign-in). */
export function useDictionary<N extends DictionaryName>(name: N): DictionaryState<DictionaryData[N]> {
  const query = useQuery(dictionaryQuery(name) as UseQueryOptions<DictionaryData[N]>);
  return {
    isPending: query.isPending,
    error: query.error ? { status: query.error.status, message: query.error.message } : null,
    data: query.data,
    refetch: () => void query.refetch(),
  };
}
