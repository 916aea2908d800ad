import { type Query, QueryClient } from '@tanstack/react-query';
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
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

/** Retries of a query after its first failure: two, so a blip of hotel Wi-Fi or a restarting backend passes unseen. */
export const QUERY_RETRIES = 2;
const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 8_000;

function kindOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'kind' in error ? error.kind : null;
}

/**
 * Retries failures that may pass on their own (no response, 5xx), {@link QUERY_RETRIES} times; never a 4xx,
 * which will answer the same again (a 401 was already refreshed and retried by the transport), nor an abort, nor
 * an answer the dashboard cannot read (`malformed`): the backend sends the same form again, so asking again only
 * loads it and the report twice; it waits for «Повторить». The transport itself retries nothing but that 401
 * (lib/http/token-refresh.ts), so this is the only retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  const kind = kindOf(error);
  if (kind === 'aborted' || kind === 'malformed') return false;
  return failureCount < QUERY_RETRIES;
}

/**
 * The wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s… capped at 8 s, each up to 20 % longer at random
 * so that the tabs and desks of a hotel that lost the backend together do not come back in one burst.
 */
export function retryDelay(failureCount: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_BASE_MS * 2 ** failureCount, RETRY_CAP_MS);
  return Math.round(base * (1 + 0.2 * random()));
}

/** The query defaults of the app, in one place (ARCHITECTURE rule 4). One client per browser tab. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (failureCount) => retryDelay(failureCount),
        // While the browser is offline (onlineManager, as the notice of lib/ui/OfflineNotice.tsx shows it) queries
        // pause instead of failing, and resume when the network returns; then every query on screen refetches,
        // even one within its staleTime: what changed during the outage (orders, whose live updates dropped with
        // the network) is exactly what the user needs, and the notice promises it.
        networkMode: 'online',
        refetchOnReconnect: 'always',
        // Staff switch windows constantly; data is refreshed by mutations and explicit reloads instead.
        refetchOnWindowFocus: false,
        // A failed query is not asked again because another screen mounts it: each shows the error with its
        // «Повторить», which the user presses (an unreadable answer would come back the same). A lost connection
        // is still asked again on its own when the browser is back online (above).
        retryOnMount: false,
        staleTime: 30_000,
      },
      mutations: {
        // A mutation that got no answer may have been applied: only the user decides to send it again.
        retry: false,
      },
    },
  });
}

let tabClient: QueryClient | null = null;

/**
 * The tab's query client, created on first use. A module of the signed-in app's chunk holds it (with the sign-in
 * that fills it with the user), so the pages reached without a session load none of TanStack Query. Outside the
 * browser (a prerender) each call gets a new client: nothing is shared between prerendered pages.
 */
export function tabQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  tabClient ??= createQueryClient();
  return tabClient;
}
