import type { CategoryFilter } from '../api';

/**
 * The query keys of the facilities screen, generic → specific (ARCHITECTURE rule 4). `queries.ts` builds its
 * options on them and `cache.ts` finds the cached lists by them; they live apart so neither imports the other.
 * Everything here is hotel-scoped (the default `meta`): a hotel switch drops it.
 */
export const facilityKeys = {
  all: () => ['facilities'] as const,
  lists: () => ['facilities', 'list'] as const,
  list: (category: CategoryFilter) => ['facilities', 'list', { category }] as const,
  categories: () => ['facilities', 'categories'] as const,
  actions: (id: number) => ['facilities', 'action', id] as const,
};
