import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CategoryFilter,
  type Facility,
  type FacilityAction,
  fetchCategories,
  fetchFacilities,
  runFacilityAction,
} from './api';
import { applyAction, findCachedFacility, writeDictionaries, writeFacility } from './model/cache';
import { facilityKeys } from './model/keys';

/** Query options of the facilities screen (ARCHITECTURE rule 4); keys in model/keys.ts. */
export const facilityQueries = {
  all: facilityKeys.all,
  lists: facilityKeys.lists,
  /**
   * One part of the catalogue with the hotel's flags. Given the query client, a category's part opens at once
   * with the rows of the whole catalogue when that is cached (it holds them all), instead of a skeleton; it is
   * refetched only when that copy is stale.
   */
  list: (category: CategoryFilter, queryClient?: QueryClient) =>
    queryOptions({
      queryKey: facilityKeys.list(category),
      queryFn: ({ signal }) => fetchFacilities(category, signal),
      initialData: () => {
        if (category === 'all' || !queryClient) return undefined;
        const whole = queryClient.getQueryData<Facility[]>(facilityKeys.list('all'));
        return whole?.filter((facility) =>
          category === 'none' ? facility.category === null : facility.category === category,
        );
      },
      initialDataUpdatedAt: () => queryClient?.getQueryState(facilityKeys.list('all'))?.dataUpdatedAt,
    }),
  /** The categories that hold facilities, with the hotel's counts. */
  categories: () =>
    queryOptions({
      queryKey: facilityKeys.categories(),
      queryFn: ({ signal }) => fetchCategories(signal),
    }),
};

/*
 * The flags the server last confirmed for each facility that has actions under way, per query client (one per
 * browser tab; one per test). Set when the first action of a burst starts, from the cache, which then holds the
 * server's state; moved on by each success; written back when the last action of the burst settles.
 */
const confirmedFlags = new WeakMap<QueryClient, Map<number, Facility>>();

function confirmedOf(queryClient: QueryClient): Map<number, Facility> {
  let confirmed = confirmedFlags.get(queryClient);
  if (!confirmed) {
    confirmed = new Map();
    confirmedFlags.set(queryClient, confirmed);
  }
  return confirmed;
}

/**
 * Select / unselect / link / unlink of one facility, optimistic (SPEC §4: the item is replaced by id):
 *
 * - at once: running list and category fetches are cancelled (they would bring the old flags back) and the
 *   facility takes its new flags in every cached list, with its category's counts;
 * - the facility's actions reach the server one after the other (a mutation scope per facility), so a quick
 *   «on, off» is never applied as «off, on»;
 * - when the last of them settles, the facility takes the flags the server last confirmed: its answer after a
 *   success, the flags from before the failed action after an error (the rollback). No list is refetched, so
 *   nothing flickers; the session dictionaries (hotelFacilities, allFacilities) take each answer too.
 *
 * The notification of the outcome is the caller's (`mutate(action, { onSuccess, onError })`).
 */
export function useFacilityAction(id: number) {
  const queryClient = useQueryClient();

  function settle(): void {
    // This action is still counted as pending while its callbacks run: more than one means others follow.
    if (queryClient.isMutating({ mutationKey: facilityKeys.actions(id) }) > 1) return;
    const confirmed = confirmedOf(queryClient);
    const flags = confirmed.get(id);
    confirmed.delete(id);
    if (flags) writeFacility(queryClient, flags);
  }

  return useMutation({
    mutationKey: facilityKeys.actions(id),
    scope: { id: `facility-${id}` },
    mutationFn: (action: FacilityAction) => runFacilityAction(id, action),
    onMutate: async (action) => {
      // Only fetches that already have data: cancelling a first load would leave its query without data or fetch.
      await queryClient.cancelQueries({
        queryKey: facilityKeys.all(),
        predicate: (query) => query.state.data !== undefined,
      });
      const current = findCachedFacility(queryClient, id);
      if (!current) return;
      const confirmed = confirmedOf(queryClient);
      if (!confirmed.has(id)) confirmed.set(id, current);
      writeFacility(queryClient, applyAction(current, action));
    },
    onSuccess: (facility) => {
      confirmedOf(queryClient).set(id, facility);
      writeDictionaries(queryClient, facility);
      settle();
    },
    onError: () => settle(),
  });
}
