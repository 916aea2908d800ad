import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { globalScope } from '@/lib/query-client';
import { createPaymentPoint, fetchGateways, fetchPaymentPoints, type NewPaymentPoint, type PaymentPoint } from './api';

/**
 * Query keys and options of the billing area, generic → specific (ARCHITECTURE rule 4). The gateways are one
 * list for every hotel (kept across a hotel switch); the payment points are the hotel's, keyed by its id (the
 * call names the hotel in `?hotel=`, not only in the header).
 */
export const billingQueries = {
  all: () => ['billing'] as const,
  gateways: () =>
    queryOptions({
      queryKey: [...billingQueries.all(), 'gateways'] as const,
      queryFn: ({ signal }) => fetchGateways(signal),
      // A fixed list on the server: no need to ask again within the session.
      staleTime: Infinity,
      meta: globalScope,
    }),
  pointLists: () => [...billingQueries.all(), 'points'] as const,
  points: (hotelId: number) =>
    queryOptions({
      queryKey: [...billingQueries.pointLists(), hotelId] as const,
      queryFn: ({ signal }) => fetchPaymentPoints(hotelId, signal),
    }),
};

/**
 * `POST /dashboard/billing/payment_points/`. The new point joins the cached list of the hotel it was sent for at
 * once, in name order (the server's order), and the list is refetched behind it. UI effects belong to the caller's `mutate`.
 */
export function useCreatePaymentPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    // An answer without the gateway or currency (a backend may send less) shows what was sent until the refetch.
    mutationFn: async (payload: NewPaymentPoint): Promise<PaymentPoint> => {
      const point = await createPaymentPoint(payload);
      return { ...point, gateway: point.gateway || payload.gateway, currency: point.currency || payload.currency };
    },
    onSuccess: (point, payload) => {
      const key = billingQueries.points(payload.hotel).queryKey;
      queryClient.setQueryData<PaymentPoint[]>(key, (points) =>
        points
          ? [...points.filter((row) => row.id !== point.id), point].sort((a, b) => a.name.localeCompare(b.name, 'ru'))
          : points,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
