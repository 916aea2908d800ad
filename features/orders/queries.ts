import { type QueryClient, queryOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import {
  type CreateOrderPayload,
  conflictOrderOf,
  createOrder,
  fetchOrder,
  fetchOrders,
  fetchServices,
  type Order,
  type OrderAction,
  type OrderListFilters,
  runOrderAction,
  searchOrderableStays,
  sendStaffMessage,
  translateMessage,
} from './api';
import { applyMessage, upsertOrder } from './model/cache';
import { orderKeys } from './model/keys';

/**
 * Queries and mutations of the service-order desk (ARCHITECTURE rule 4). Keys come from keys.ts; the cache is
 * changed through cache.ts only, so an action's answer and a live event land the same way.
 */

/** The service orders: `orderQueries.list(filters)`, `orderQueries.detail(id)`, and their key prefixes. */
export const orderQueries = {
  all: orderKeys.all,
  lists: orderKeys.lists,
  list: (filters: OrderListFilters) =>
    queryOptions({
      queryKey: orderKeys.list(filters),
      queryFn: ({ signal }) => fetchOrders(filters, signal),
    }),
  details: orderKeys.details,
  detail: (id: number) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: ({ signal }) => fetchOrder(id, signal),
    }),
};

/**
 * The hotel's services, for the service filter and the create dialog. Shown from the cache at once but re-read
 * each time the desk opens: they are edited on another screen (/services), whose cache this feature cannot reach.
 */
export const serviceQueries = {
  all: () =>
    queryOptions({
      queryKey: ['orders', 'services'] as const,
      queryFn: ({ signal }) => fetchServices(signal),
      staleTime: 0,
    }),
};

/** Stays in house and arriving soon matching a search, for the create dialog. */
export const stayQueries = {
  search: (search: string) =>
    queryOptions({
      queryKey: ['orders', 'stays', 'orderable', search.trim()] as const,
      queryFn: ({ signal }) => searchOrderableStays(search, signal),
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
    mutationFn: ({ order, action }: OrderActionVariables) => runOrderAction(order.id, action),
    onSuccess: (order) => upsertOrder(queryClient, order),
    onError: (error, { order }) => {
      const current = conflictOrderOf(error);
      if (current) upsertOrder(queryClient, current);
      else void refreshOrder(queryClient, order.id);
    },
  });
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
    mutationFn: (payload: CreateOrderPayload) => createOrder(payload),
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
