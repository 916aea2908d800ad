import type { OrderListFilters } from '../api';
import { normalizeFilters } from './filters';

/**
 * The query keys of the orders, generic → specific (ARCHITECTURE rule 4). `queries.ts` builds its query options
 * on them and `cache.ts` finds the cached lists and details by them; they live apart so neither imports the other.
 */
export const orderKeys = {
  all: () => ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (filters: OrderListFilters) => ['orders', 'list', normalizeFilters(filters)] as const,
  /** A list with every page (a file of the desk's view): not under `lists`, so no live event patches it. */
  whole: (filters: OrderListFilters) => ['orders', 'whole', normalizeFilters(filters)] as const,
  details: () => ['orders', 'detail'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  /** The thread of a detail that did not carry it (`GET …/{id}/messages/`); refetched with its detail. */
  thread: (id: number) => ['orders', 'detail', id, 'messages'] as const,
};

/** The filters of a list's key (`['orders', 'list', filters]`). */
export function filtersOfListKey(queryKey: readonly unknown[]): OrderListFilters {
  const filters = queryKey[2];
  return typeof filters === 'object' && filters !== null ? filters : {};
}
