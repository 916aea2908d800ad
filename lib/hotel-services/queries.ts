import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { fetchHotelServices } from './api';

/**
 * The hotel's services, one cache entry for every screen that names or offers them (the desk, promo): one fetcher,
 * one shape, the app's default freshness. The services screen marks it stale after each create, save and delete
 * ({@link markHotelServicesChanged}), so the others show its changes the next time they read it. Hotel-scoped (the
 * default `meta`): a hotel switch drops it.
 */
export function hotelServicesQuery() {
  return queryOptions({
    queryKey: ['services', 'lookup'] as const,
    queryFn: ({ signal }) => fetchHotelServices(signal),
  });
}

/** A service was created, changed or deleted: whoever reads the hotel's services next reads them again. */
export function markHotelServicesChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: hotelServicesQuery().queryKey });
}
