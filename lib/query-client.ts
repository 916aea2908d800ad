import { QueryClient, type Query } from '@tanstack/react-query';
import type { ApiError } from '@/lib/http/errors';

/**
 * Where a query's data belongs. `hotel` (the default) data depends on the active hotel (the transport sends
 * it as `Managed-Hotel`) and is dropped and refetched when the hotel changes; `global` data (the session user,
 * the hotel-independent dictionaries) is kept.
 */
export type QueryScope = 'global' | 'hotel';

declare module '@tanstack/react-query' {
  interface Register {
    // Every queryFn and mutationFn of the features calls `features/*/api.ts`, which throws only ApiError.
    defaultError: ApiError;
    queryMeta: { scope?: QueryScope };
  }
}

/** `meta` of a query that survives a hotel switch. */
export const globalScope = { scope: 'global' } as const satisfies { scope: QueryScope };

/** True for queries to reset when the active hotel changes. */
export function isHotelScoped(query: Query): boolean {
  return query.meta?.scope !== 'global';
}

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/**
 * One retry for failures that may pass on their own (no response, 5xx, a malformed 200); none for 4xx,
 * which will answer the same again (a 401 was already refreshed and retried by the transport), nor for aborts.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  if (typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'aborted') return false;
  return failureCount < 1;
}

/** The query defaults of the app, in one place (ARCHITECTURE rule 4). One client per browser tab. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Staff switch windows constantly; data is refreshed by mutations and explicit reloads instead.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
