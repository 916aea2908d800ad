import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fetchEveryStay,
  fetchRoomsForStay,
  fetchServiceNames,
  fetchStay,
  fetchStayOrders,
  fetchStays,
  type ServiceName,
  type Stay,
  type StaysPage,
  setStayRoom,
} from './api';
import { narrowPage, type StayFilters, toListParams, withStates } from './model/filters';

/**
 * Query keys and options of the guests screen, generic → specific (ARCHITECTURE rule 4). Everything here is
 * hotel-scoped (the default `meta`): a hotel switch drops it.
 */
export const stayQueries = {
  all: () => ['stays'] as const,
  lists: () => [...stayQueries.all(), 'list'] as const,
  /** A view of the list on the hotel's `today` (`YYYY-MM-DD`): the day is part of the key, so midnight refetches. */
  list: (filters: StayFilters, today: string) =>
    queryOptions({
      queryKey: [...stayQueries.lists(), filters, today] as const,
      queryFn: ({ signal }) => loadList(filters, today, signal),
      // While a new search loads, the previous rows stay (dimmed) instead of a skeleton flashing per keystroke.
      placeholderData: keepPreviousData,
    }),
  /** A view with every page, not only the first (the guests' file; lib/http/pages.ts): read on demand, then dropped. */
  whole: (filters: StayFilters, today: string) =>
    queryOptions({
      queryKey: [...stayQueries.all(), 'whole', filters, today] as const,
      queryFn: ({ signal }) => loadList(filters, today, signal, true),
      staleTime: 0,
      gcTime: 0,
    }),
  details: () => [...stayQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...stayQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchStay(id, signal),
    }),
  /** The hotel's rooms with their availability for one stay (the set-room dialog). */
  rooms: (stayId: number) =>
    queryOptions({
      queryKey: [...stayQueries.all(), 'rooms', stayId] as const,
      queryFn: ({ signal }) => fetchRoomsForStay(stayId, signal),
      // Occupancy changes under the dialog (another desk moves guests): read it fresh each time it opens.
      staleTime: 0,
    }),
  /** The stay's service orders (its detail), each service named even when the answer sent it by key. */
  orders: (stayId: number) =>
    queryOptions({
      queryKey: [...stayQueries.all(), 'orders', stayId] as const,
      queryFn: async ({ signal, client }) => {
        const orders = await fetchStayOrders(stayId, signal);
        if (orders.every((order) => order.service.expanded)) return orders;
        // Services named by key: their names from the services list; without it, «Услуга №N».
        const services = await client
          .fetchQuery({ ...serviceNamesQuery(), retry: false })
          .catch(() => [] as ServiceName[]);
        const names = new Map(services.map((service) => [service.id, service.name]));
        return orders.map((order) =>
          order.service.expanded || !names.has(order.service.id)
            ? order
            : { ...order, service: { ...order.service, name: names.get(order.service.id) ?? '', expanded: true } },
        );
      },
    }),
};

/** A view of the list as the screen shows it: narrowed to its filters, each stay with its state. */
async function loadList(filters: StayFilters, today: string, signal: AbortSignal, whole = false): Promise<StaysPage> {
  const params = toListParams(filters, today);
  const page = await (whole ? fetchEveryStay : fetchStays)(params, signal);
  return withStates(narrowPage(page, params, today), today);
}

/** The hotel's services by name, for a stay's orders that name their service by key; read once per five minutes. */
function serviceNamesQuery() {
  return queryOptions({
    queryKey: [...stayQueries.all(), 'services'] as const,
    queryFn: ({ signal }) => fetchServiceNames(signal),
    staleTime: 5 * 60_000,
  });
}

/** A stay as some cached list already has it: the detail opens with it at once while its own call runs. */
export function findCachedStay(queryClient: QueryClient, id: number): Stay | undefined {
  for (const [, page] of queryClient.getQueriesData<StaysPage>({ queryKey: stayQueries.lists() })) {
    const stay = page?.results.find((item) => item.id === id);
    if (stay) return stay;
  }
  return undefined;
}

/**
 * `POST /dashboard/stays/{id}/set_room/`. On success the stay's detail and its rows in every cached list take the
 * server's answer in place (no refetch, so rows do not jump under the user); the lists are marked stale for the
 * next visit, and the rooms' occupancy is refetched. UI effects (toast, close) belong to the caller's `mutate`.
 */
export function useSetRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStayRoom,
    onSuccess: (stay) => {
      queryClient.setQueryData(stayQueries.detail(stay.id).queryKey, stay);
      queryClient.setQueriesData<StaysPage>({ queryKey: stayQueries.lists() }, (page) =>
        page ? { ...page, results: page.results.map((row) => (row.id === stay.id ? stay : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: stayQueries.lists(), refetchType: 'none' });
      // Every stay's view of the rooms changed, not only this one's. Not awaited: the dialog closes at once.
      void queryClient.invalidateQueries({ queryKey: [...stayQueries.all(), 'rooms'] });
    },
  });
}
