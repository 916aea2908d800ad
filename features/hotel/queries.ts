import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { completeSaved, fetchHotel, type HotelPatch, updateHotel } from './api';

/**
 * Query keys and options of the «Отель» screen, generic → specific (ARCHITECTURE rule 4). The hotel record is
 * hotel-scoped (the default `meta`): a hotel switch drops it.
 */
export const hotelQueries = {
  all: () => ['hotel'] as const,
  details: () => [...hotelQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...hotelQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchHotel(id, signal),
      // Back in the tab, an open form checks its record: a colleague's save shows before this user saves over it
      // (lib/forms/useRemoteChanges). One small call, and only once the record is stale.
      refetchOnWindowFocus: true,
    }),
};

/**
 * `PATCH /dashboard/hotels/{id}/`. The answer is the saved record: it replaces the cached detail, so the form
 * resets to exactly what the server stored (trimmed texts, normalised times). Fields the answer leaves out keep
 * what was sent, or what the cache knew (`completeSaved`). UI effects are the caller's.
 */
export function useUpdateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: HotelPatch }) =>
      completeSaved(
        await updateHotel({ id, patch }),
        patch,
        queryClient.getQueryData(hotelQueries.detail(id).queryKey),
      ),
    onSuccess: (hotel) => {
      queryClient.setQueryData(hotelQueries.detail(hotel.id).queryKey, hotel);
    },
  });
}
