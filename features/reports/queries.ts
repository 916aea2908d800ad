import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchOrderReport, fetchStatusReport, type ReportPeriod } from './api';

/**
 * Query keys and options of the reports screen, generic → specific (ARCHITECTURE rule 4). Hotel-scoped (the
 * default `meta`): a hotel switch drops them. While another period loads, the previous figures stay (dimmed)
 * instead of the whole screen turning into skeletons.
 */
export const reportQueries = {
  all: () => ['reports'] as const,
  orders: (period: ReportPeriod) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'orders', period] as const,
      queryFn: ({ signal }) => fetchOrderReport(period, signal),
      placeholderData: keepPreviousData,
    }),
  statuses: (period: ReportPeriod) =>
    queryOptions({
      queryKey: [...reportQueries.all(), 'statuses', period] as const,
      queryFn: ({ signal }) => fetchStatusReport(period, signal),
      placeholderData: keepPreviousData,
    }),
};
