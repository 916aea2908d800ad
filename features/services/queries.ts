import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { markHotelServicesChanged } from '@/lib/hotel-services/queries';
import {
  completeService,
  createService,
  deleteService,
  fetchService,
  fetchServices,
  protectedDeleteOf,
  type Service,
  type ServiceList,
  type ServicePayload,
  updateService,
} from './api';
import { type ServiceFilters, toListParams } from './model/filters';

/**
 * Query keys and options of the «Услуги» screen, generic → specific (ARCHITECTURE rule 4): its filtered list and
 * one service, read in full (./api.ts). The services are hotel-scoped (the default `meta`): a hotel switch drops
 * them. The screens that only name or offer services read lib/hotel-services/, which each change here marks stale.
 */
export const serviceQueries = {
  all: () => ['services'] as const,
  lists: () => [...serviceQueries.all(), 'list'] as const,
  list: (filters: ServiceFilters) =>
    queryOptions({
      queryKey: [...serviceQueries.lists(), filters] as const,
      queryFn: ({ signal }) => fetchServices(toListParams(filters), signal),
      // While a new search loads, the previous rows stay (dimmed) instead of a skeleton flashing per keystroke.
      placeholderData: keepPreviousData,
    }),
  details: () => [...serviceQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...serviceQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchService(id, signal),
    }),
};

/** A service as some cached list already has it: the drawer opens with it at once while its own call runs. */
export function findCachedService(queryClient: QueryClient, id: number): Service | undefined {
  for (const [, page] of queryClient.getQueriesData<ServiceList>({ queryKey: serviceQueries.lists() })) {
    const service = page?.results.find((item) => item.id === id);
    if (service) return service;
  }
  return undefined;
}

/**
 * The server's copy goes into the detail (completed with what was sent where the answer is shorter); every list
 * is refetched (the service may enter or leave a filter), and the hotel's services the desk and promo read are
 * marked stale.
 */
function storeService(queryClient: QueryClient, service: Service): void {
  queryClient.setQueryData(serviceQueries.detail(service.id).queryKey, service);
  void queryClient.invalidateQueries({ queryKey: serviceQueries.lists() });
  markHotelServicesChanged(queryClient);
}

/** `POST /dashboard/services/`. UI effects (toast, opening the new service) belong to the caller's `mutate`. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ServicePayload) => completeService(await createService(payload), payload),
    onSuccess: (service) => storeService(queryClient, service),
  });
}

/** `PUT /dashboard/services/{id}/` — the form's save, and switching a service off. */
export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number; payload: ServicePayload }) =>
      completeService(
        await updateService({ id, payload }),
        payload,
        queryClient.getQueryData(serviceQueries.detail(id).queryKey),
      ),
    onSuccess: (service) => storeService(queryClient, service),
  });
}

/**
 * `DELETE /dashboard/services/{id}/`. A 409 (the service has orders) refetches the service: its order count is
 * news to whoever tried.
 */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (service: Service) => deleteService(service.id),
    onSuccess: (_, service) => {
      queryClient.removeQueries({ queryKey: serviceQueries.detail(service.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: serviceQueries.lists() });
      markHotelServicesChanged(queryClient);
    },
    onError: (error, service) => {
      if (protectedDeleteOf(error))
        void queryClient.invalidateQueries({ queryKey: serviceQueries.detail(service.id).queryKey });
    },
  });
}
