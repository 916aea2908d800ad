import { queryOptions } from '@tanstack/react-query';
import { globalScope } from '@/lib/query-client';
import { fetchSessionUser } from './api';

/** Query keys and options of the session (ARCHITECTURE rule 4). */
export const sessionQueries = {
  all: () => ['session'] as const,
  me: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'me'] as const,
      queryFn: ({ signal }) => fetchSessionUser(signal),
      // The user changes only through this app: reloaded after login and after a profile update, never on its own.
      staleTime: Infinity,
      gcTime: Infinity,
      meta: globalScope,
    }),
};
