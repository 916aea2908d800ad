import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  fetchOrderReport,
  fetchPeriodOrders,
  fetchServiceNames,
  fetchStatusReport,
  isUnreadableReport,
  type OrderReport,
  type ReportPeriod,
  type StatusReport,
} from './api';
import { orderReportOf, ordersOfPeriod, statusReportOf } from './model/from-orders';

/**
 * Query keys and options of the reports screen, generic → specific (ARCHITECTURE rule 4). Hotel-scoped (the
 * default `meta`): a hotel switch drops them. While another period loads, the previous figures stay (dimmed)
 * instead of the whole screen turning into skeletons. The period's days are the hotel's (`timeZone`).
 *
 * A report the backend does not have or answers in a form the dashboard cannot read is counted in the browser from
 * the orders of the period instead (docs/decisions/193-an-ordinary-drf-backend.md): one orders list serves
 * both reports.
 */
export const reportQueries = {
  all: () => ['reports'] as const,
  orders: (period: ReportPeriod, timeZone: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'orders', period, timeZone] as const,
      queryFn: async ({ signal, client }): Promise<OrderReport> => {
        try {
          return await fetchOrderReport(period, signal);
        } catch (error) {
          if (!isUnreadableReport(error)) throw error;
          const { orders, computed, serviceNames } = await client.fetchQuery(periodOrdersQuery(period, timeZone));
          return { ...orderReportOf(orders, period, timeZone, serviceNames), computed };
        }
      },
      placeholderData: keepPreviousData,
    }),
  statuses: (period: ReportPeriod, timeZone: string) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'statuses', period, timeZone] as const,
      queryFn: async ({ signal, client }): Promise<StatusReport> => {
        try {
          return await fetchStatusReport(period, signal);
        } catch (error) {
          if (!isUnreadableReport(error)) throw error;
          const { orders, computed } = await client.fetchQuery(periodOrdersQuery(period, timeZone));
          return { ...statusReportOf(orders, period), computed };
        }
      },
      placeholderData: keepPreviousData,
    }),
};

/**
 * The orders of the period (at most one page of 999), narrowed to the hotel's days, with the names of services
 * they sent by key; shared by the two reports' fallbacks, so the list is asked for once.
 */
function periodOrdersQuery(period: ReportPeriod, timeZone: string) {
  return queryOptions({
    queryKey: [...reportQueries.all(), 'period-orders', period, timeZone] as const,
    queryFn: async ({ signal, client }) => {
      const list = await fetchPeriodOrders(period, signal);
      const orders = ordersOfPeriod(list, period, timeZone);
      return {
        orders,
        computed: { orders: orders.length, truncated: list.count > list.results.length },
        serviceNames: await serviceNamesFor(client, orders),
      };
    },
    // Both reports ask within moments of each other: the second takes the first's answer.
    staleTime: 30_000,
  });
}

/** The names of the services the orders sent by key; none asked for when all came nested, none known on failure. */
async function serviceNamesFor(
  client: QueryClient,
  orders: readonly { service: { expanded: boolean } }[],
): Promise<ReadonlyMap<number, string>> {
  if (orders.every((order) => order.service.expanded)) return new Map();
  try {
    const services = await client.fetchQuery({
      queryKey: [...reportQueries.all(), 'services'] as const,
      queryFn: ({ signal }) => fetchServiceNames(signal),
      retry: false,
    });
    return new Map(services.map((service) => [service.id, service.name]));
  } catch {
    return new Map();
  }
}
