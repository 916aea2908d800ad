import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { hotelServicesQuery } from '@/lib/hotel-services/queries';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { useCreateService, useDeleteService, useUpdateService } from './queries';

/*
 * The services screen and the hotel's services the desk and promo read (lib/hotel-services/): one entry, which each
 * change made here marks stale, so the other screens show it the next time they read the list — here with a cache
 * that would otherwise keep the list forever.
 */

withTestServer();
withSignedInSession('admin@example.com', 1);

function renderWithCache<T>(hook: () => T) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(hook, { wrapper }) };
}

const names = async (queryClient: QueryClient) =>
  (await queryClient.fetchQuery(hotelServicesQuery())).map((service) => service.name);

describe('the hotel’s services after a change on the services screen', () => {
  it('lists a service created, renamed or deleted there the next time they are read', async () => {
    const { queryClient, result } = renderWithCache(() => ({
      create: useCreateService(),
      update: useUpdateService(),
      remove: useDeleteService(),
    }));
    const name = `Общая услуга ${Date.now()}`;
    expect(await names(queryClient)).not.toContain(name);

    const created = await act(() =>
      result.current.create.mutateAsync({ name, price: null, isActive: true, serviceType: 'service' }),
    );
    expect(await names(queryClient)).toContain(name);

    const renamed = `${name} (новое название)`;
    await act(() =>
      result.current.update.mutateAsync({
        id: created.id,
        payload: { name: renamed, price: null, isActive: true, serviceType: 'service' },
      }),
    );
    expect(await names(queryClient)).toContain(renamed);

    await act(() => result.current.remove.mutateAsync(created));
    expect(await names(queryClient)).not.toContain(renamed);
  });
});
