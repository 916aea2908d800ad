import {
  type Mutation,
  type QueryClient,
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query';
import { hotelServicesQuery } from '@/lib/hotel-services/queries';
import {
  type CreateOrderPayload,
  conflictOrderOf,
  createOrder,
  fetchEveryOrder,
  fetchOrder,
  fetchOrderableStay,
  fetchOrderMessages,
  fetchOrders,
  fetchStaysForOrders,
  type Order,
  type OrderAction,
  type OrderList,
  type OrderListFilters,
  runOrderAction,
  type StayLookup,
  searchOrderableStays,
  sendStaffMessage,
  translateMessage,
} from './api';
import { applyMessage, upsertOrder } from './model/cache';
import { narrowList } from './model/filters';
import { orderKeys } from './model/keys';
import { needsService, needsStay, type OrderLookups, resolveOrder, resolveOrders } from './model/relations';

/**
 * Queries and mutations of the service-order desk (ARCHITECTURE rule 4). Keys come from keys.ts; the cache is
 * changed through cache.ts only, so an action's answer and a live event land the same way.
 */

/** Every stay of the hotel, to name the stay an order sent by key (guest, room); asked for only then. */
const stayLookupQuery = () =>
  queryOptions({
    queryKey: ['orders', 'stays', 'lookup'] as const,
    queryFn: ({ signal }) => fetchStaysForOrders(signal),
  });

/**
 * How long a lookup list serves the lists' refetches (polling every 15 s must not re-read 999 stays each time). A
 * lookup that fails is not retried here: the orders show their fallbacks, and the list's next refetch asks again.
 */
const LOOKUP_FRESH_MS = 5 * 60_000;
/** A key a lookup list does not hold re-reads it, unless it was read this recently (an order of a new stay). */
const LOOKUP_RETRY_MS = 15_000;

/**
 * One lookup list through the cache (`read(staleTime)` is its `fetchQuery`): its cached copy while fresh, read
 * again when it does not hold one of `ids` (a stay or a service created since). Undefined when it cannot be had:
 * the orders then show their fallbacks.
 */
async function lookup<T extends { id: number }>(
  read: (staleTime: number) => Promise<T[]>,
  updatedAt: () => number,
  ids: ReadonlySet<number>,
): Promise<ReadonlyMap<number, T> | undefined> {
  try {
    let items = await read(LOOKUP_FRESH_MS);
    const known = new Set(items.map((item) => item.id));
    if ([...ids].some((id) => !known.has(id)) && Date.now() - updatedAt() > LOOKUP_RETRY_MS) items = await read(0);
    return new Map(items.map((item) => [item.id, item]));
  } catch {
    return undefined;
  }
}

/**
 * The lists that name what `orders` sent by key: the services when a service came as a key, the stays when a stay
 * (or its guest or room) did. Nothing is fetched when every relation came nested.
 */
async function lookupsFor(client: QueryClient, orders: readonly Order[]): Promise<OrderLookups> {
  const serviceIds = new Set<number>();
  const stayIds = new Set<number>();
  for (const order of orders) {
    if (needsService(order)) serviceIds.add(order.service.id);
    if (needsStay(order)) stayIds.add(order.stay.id);
  }
  if (serviceIds.size === 0 && stayIds.size === 0) return {};
  const updatedAt = (queryKey: readonly unknown[]) => () => client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  const [services, stays] = await Promise.all([
    serviceIds.size > 0
      ? lookup(
          (staleTime) => client.fetchQuery({ ...hotelServicesQuery(), staleTime, retry: false }),
          updatedAt(hotelServicesQuery().queryKey),
          serviceIds,
        )
      : undefined,
    stayIds.size > 0
      ? lookup(
          (staleTime) => client.fetchQuery({ ...stayLookupQuery(), staleTime, retry: false }),
          updatedAt(stayLookupQuery().queryKey),
          stayIds,
        )
      : undefined,
  ]);
  return { services, stays };
}

/** The lookups already in the cache, fetching nothing: for an action's or a creation's answer. */
function cachedLookups(client: QueryClient): OrderLookups {
  const services = client.getQueryData(hotelServicesQuery().queryKey);
  const stays = client.getQueryData<StayLookup[]>(stayLookupQuery().queryKey);
  return {
    services: services && new Map(services.map((service) => [service.id, service])),
    stays: stays && new Map(stays.map((stay) => [stay.id, stay])),
  };
}

/**
 * A list as the desk shows it: relations sent as keys named, then narrowed to its filters in the browser (a
 * backend may have ignored or refused some; docs/decisions/193-an-ordinary-drf-backend.md).
 */
async function loadList(
  client: QueryClient,
  filters: OrderListFilters,
  signal: AbortSignal,
  whole = false,
): Promise<OrderList> {
  const list = await (whole ? fetchEveryOrder : fetchOrders)(filters, signal);
  const lookups = await lookupsFor(client, list.results);
  const results = lookups.services || lookups.stays ? resolveOrders(list.results, lookups) : list.results;
  return narrowList(results === list.results ? list : { ...list, results }, filters);
}

/** The service orders: `orderQueries.list(filters)`, `orderQueries.detail(id)`, and their key prefixes. */
export const orderQueries = {
  all: orderKeys.all,
  lists: orderKeys.lists,
  list: (filters: OrderListFilters) =>
    queryOptions({
      queryKey: orderKeys.list(filters),
      queryFn: ({ signal, client }) => loadList(client, filters, signal),
    }),
  /**
   * A list with every page, not only the first (a file of the desk's view; lib/http/pages.ts): read on demand, kept
   * apart from the lists (a live event does not patch it) and dropped once read.
   */
  whole: (filters: OrderListFilters) =>
    queryOptions({
      queryKey: orderKeys.whole(filters),
      queryFn: ({ signal, client }) => loadList(client, filters, signal, true),
      staleTime: 0,
      gcTime: 0,
    }),
  details: orderKeys.details,
  detail: (id: number) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: async ({ signal, client }) => {
        const detail = await fetchOrder(id, signal);
        return resolveOrder(detail, await lookupsFor(client, [detail]));
      },
    }),
  /** The thread of a detail that did not carry it. */
  thread: (id: number) =>
    queryOptions({
      queryKey: orderKeys.thread(id),
      queryFn: ({ signal }) => fetchOrderMessages(id, signal),
    }),
};

/** Stays in house and arriving soon matching a search on the hotel's `today`, for the create dialog. */
export const stayQueries = {
  search: (search: string, today: string) =>
    queryOptions({
      queryKey: ['orders', 'stays', 'orderable', search.trim(), today] as const,
      queryFn: ({ signal }) => searchOrderableStays(search, today, signal),
    }),
  /** One stay, chosen before any search (`/orders?new=<stay>`). */
  one: (id: number, today: string) =>
    queryOptions({
      queryKey: ['orders', 'stays', 'one', id, today] as const,
      queryFn: ({ signal }) => fetchOrderableStay(id, today, signal),
    }),
};

/** One translation of a message into a language; it never throws, a failure is its result. */
export const translationQueries = {
  message: (messageId: number, language: string) =>
    queryOptions({
      queryKey: ['orders', 'translation', messageId, language] as const,
      queryFn: ({ signal }) => translateMessage(messageId, language, signal),
      // A translation does not change; a failure is worth asking again.
      staleTime: (query) => (query.state.data?.ok ? Infinity : 0),
      retry: false,
    }),
};

/** Refetches an order everywhere: after a refused action whose answer does not carry the current order. */
function refreshOrder(queryClient: QueryClient, id: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
  ]).then(() => undefined);
}

const actionKey = ['orders', 'action'] as const;

/** Variables of a status action. */
export interface OrderActionVariables {
  order: Order;
  action: OrderAction;
}

/**
 * Take / complete / cancel. The answer replaces the order in every cached list and its detail at once; a 409
 * carries the current order, which goes into the cache the same way; another refusal (an illegal transition)
 * refetches the order so the row shows its real state. Messages are the caller's (`mutate(vars, {onError})`).
 */
export function useOrderAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: actionKey,
    // The answer may name the service, stay or people by key: named from what the cache knows (cache.ts also keeps
    // the names of the order's own snapshot), so the row does not lose its names to an action.
    mutationFn: async ({ order, action }: OrderActionVariables) =>
      resolveOrder(await runOrderAction(order.id, action), cachedLookups(queryClient)),
    onSuccess: (order) => upsertOrder(queryClient, order),
    onError: (error, { order }) => {
      const current = conflictOrderOf(error);
      if (current) upsertOrder(queryClient, resolveOrder(current, cachedLookups(queryClient)));
      else void refreshOrder(queryClient, order.id);
    },
  });
}

/**
 * Whether an action on the order is under way, read at the click: the mutation is in the cache as pending from the
 * moment it is sent, while the disabled button (usePendingOrderIds) shows only after the next render — the second
 * click of a double click comes before it.
 */
export function isOrderActionPending(queryClient: QueryClient, orderId: number): boolean {
  const sameOrder = (mutation: Mutation<unknown, unknown, unknown>) =>
    (mutation.state.variables as OrderActionVariables | undefined)?.order.id === orderId;
  return queryClient.isMutating({ mutationKey: actionKey, predicate: sameOrder }) > 0;
}

/** The ids of orders with an action under way (any row, the drawer), to disable their buttons. */
export function usePendingOrderIds(): Set<number> {
  const variables = useMutationState({
    filters: { mutationKey: actionKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as OrderActionVariables | undefined)?.order.id,
  });
  return new Set(variables.filter((id): id is number => id !== undefined));
}

/** `POST /dashboard/service_orders/`: the new order joins the cached lists it matches. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateOrderPayload) => {
      const order = await createOrder(payload);
      return resolveOrder(order, await lookupsFor(queryClient, [order]));
    },
    onSuccess: (order) => upsertOrder(queryClient, order),
  });
}

/** A staff message to the guest: appended to the thread and counted in the lists at once. */
export function useSendMessage(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendStaffMessage(orderId, text),
    onSuccess: (message) => applyMessage(queryClient, message),
  });
}
