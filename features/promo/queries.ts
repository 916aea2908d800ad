import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { hotelServicesQuery } from '@/lib/hotel-services/queries';
import { useAuthenticatedSession } from '@/lib/session';
import {
  createLanding,
  deleteLanding,
  fetchHotelTimeZone,
  fetchLanding,
  fetchLandings,
  type Landing,
  type LandingList,
  updateLanding,
} from './api';
import { type LandingFilters, toListParams } from './model/filters';
import { isKnownZone, type Zone } from './model/zone';

/**
 * Query keys and options of the «Промо» screen, generic → specific (ARCHITECTURE rule 4). Everything is
 * hotel-scoped (the default `meta`): a hotel switch drops it.
 */
export const promoQueries = {
  all: () => ['promo'] as const,
  lists: () => [...promoQueries.all(), 'list'] as const,
  list: (filters: LandingFilters) =>
    queryOptions({
      queryKey: [...promoQueries.lists(), filters] as const,
      queryFn: ({ signal }) => fetchLandings(toListParams(filters), signal),
      // While a new search loads, the previous cards stay (dimmed) instead of a skeleton flashing per keystroke.
      placeholderData: keepPreviousData,
    }),
  details: () => [...promoQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...promoQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchLanding(id, signal),
    }),
  /**
   * The hotel's services, for the call to action (their names in the list, the editor's select): the one entry the
   * desk reads too, marked stale by the services screen after each change (lib/hotel-services/).
   */
  services: hotelServicesQuery,
  /** The hotel's time zone: the publication window's wall clock. */
  hotelTimeZone: (hotelId: number) =>
    queryOptions({
      queryKey: [...promoQueries.all(), 'timeZone', hotelId] as const,
      queryFn: ({ signal }) => fetchHotelTimeZone(hotelId, signal),
      staleTime: Infinity,
    }),
};

/**
 * The active hotel's time zone for the window (./zone.ts). `ready` once known — or once it failed to load (or is
 * not sent, or one this browser does not know): then `zone` is null, the browser's, and moments go out with its offset, which
 * is still correct, only shown on the wrong clock for a hotel elsewhere.
 */
export function useHotelZone(): { zone: Zone; ready: boolean } {
  const hotelId = useAuthenticatedSession().activeHotel?.id ?? null;
  const query = useQuery({ ...promoQueries.hotelTimeZone(hotelId ?? 0), enabled: hotelId !== null });
  if (query.isSuccess)
    return query.data !== null && isKnownZone(query.data)
      ? { zone: query.data, ready: true }
      : { zone: null, ready: true };
  return { zone: null, ready: query.isError || hotelId === null };
}

/** A landing as some cached list already has it: the editor opens with it at once while its own call runs. */
export function findCachedLanding(queryClient: QueryClient, id: number): Landing | undefined {
  for (const [, page] of queryClient.getQueriesData<LandingList>({ queryKey: promoQueries.lists() })) {
    const landing = page?.results.find((item) => item.id === id);
    if (landing) return landing;
  }
  return undefined;
}

/** The server's copy goes into the detail; every list is refetched (the landing may enter or leave a filter). */
function storeLanding(queryClient: QueryClient, landing: Landing): void {
  queryClient.setQueryData(promoQueries.detail(landing.id).queryKey, landing);
  void queryClient.invalidateQueries({ queryKey: promoQueries.lists() });
}

/** `POST /dashboard/promo/landings/`. UI effects (notification, closing the editor) belong to the caller's `mutate`. */
export function useCreateLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLanding,
    onSuccess: (landing) => storeLanding(queryClient, landing),
  });
}

/** `PATCH /dashboard/promo/landings/{id}/`. */
export function useUpdateLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanding,
    onSuccess: (landing) => storeLanding(queryClient, landing),
  });
}

/** `DELETE /dashboard/promo/landings/{id}/`. */
export function useDeleteLanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (landing: Landing) => deleteLanding(landing.id),
    onSuccess: (_, landing) => {
      queryClient.removeQueries({ queryKey: promoQueries.detail(landing.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: promoQueries.lists() });
    },
  });
}
