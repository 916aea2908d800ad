import type { QueryClient } from '@tanstack/react-query';
import { dictionaryQueries, facilityDictionaries } from '@/lib/dictionaries/queries';
import type { Category, Facility, FacilityAction } from '../api';
import { facilityKeys } from './keys';

/*
 * Puts a facility's flags into the cache without refetching anything (SPEC §4: the item is replaced by id), so a
 * toggle shows at once and the rows never flicker. Pure with respect to React: it needs a QueryClient only.
 */

/** The flags an action leaves, by the server's rules (docs/CONTRACTS.md): link selects too, unselect unlinks. */
export function applyAction(facility: Facility, action: FacilityAction): Facility {
  switch (action) {
    case 'select':
      return { ...facility, selected: true };
    case 'unselect':
      return { ...facility, selected: false, linked: false };
    case 'link':
      return { ...facility, selected: true, linked: true };
    case 'unlink':
      return { ...facility, linked: false };
  }
}

function sameFacility(a: Facility, b: Facility): boolean {
  return (
    a.selected === b.selected &&
    a.linked === b.linked &&
    a.name === b.name &&
    a.icon === b.icon &&
    a.category === b.category
  );
}

/** The list with the facility replaced by id; the same array when it is not there or nothing changes. */
export function replaceFacility<T extends Facility>(list: T[] | undefined, facility: T): T[] | undefined {
  if (!list) return list;
  const index = list.findIndex((item) => item.id === facility.id);
  if (index === -1 || sameFacility(list[index]!, facility)) return list;
  const next = list.slice();
  next[index] = facility;
  return next;
}

/** The facility as the cached lists hold it now (every list agrees: they are all updated together). */
export function findCachedFacility(queryClient: QueryClient, id: number): Facility | undefined {
  for (const [, list] of queryClient.getQueriesData<Facility[]>({ queryKey: facilityKeys.lists() })) {
    const found = list?.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Replaces the facility in every cached list (the whole catalogue and any category's part of it) and moves its
 * category's counts by the change of its flags, so the filter's «N из M» follows without a refetch.
 */
export function writeFacility(queryClient: QueryClient, facility: Facility): void {
  const previous = findCachedFacility(queryClient, facility.id);
  queryClient.setQueriesData<Facility[]>({ queryKey: facilityKeys.lists() }, (list) => replaceFacility(list, facility));
  if (!previous || previous.category === null) return;
  const selectedDelta = Number(facility.selected) - Number(previous.selected);
  const linkedDelta = Number(facility.linked) - Number(previous.linked);
  if (selectedDelta === 0 && linkedDelta === 0) return;
  queryClient.setQueryData<Category[]>(facilityKeys.categories(), (categories) =>
    categories?.map((category) =>
      category.id === previous.category
        ? {
            ...category,
            // A count the backend did not give stays unknown.
            selectedCount: category.selectedCount === null ? null : category.selectedCount + selectedDelta,
            linkedCount: category.linkedCount === null ? null : category.linkedCount + linkedDelta,
          }
        : category,
    ),
  );
}

/** The server's answer into the session dictionaries that hold the same item (when they are loaded). */
export function writeDictionaries(queryClient: QueryClient, facility: Facility): void {
  for (const name of facilityDictionaries) {
    queryClient.setQueryData(dictionaryQueries[name]().queryKey, (list) => replaceFacility(list, facility));
  }
}
