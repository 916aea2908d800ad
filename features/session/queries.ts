import { queryOptions, useMutation } from '@tanstack/react-query';
import { globalScope } from '@/lib/query-client';
import { fetchSessionUser, requestPasswordReset, resendActivation } from './api';

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

/** «Забыли пароль?»: asks the server to e-mail a reset link. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
}

/** «Отправить письмо ещё раз» after a refused sign-in: asks djoser for a new activation e-mail. */
export function useResendActivation() {
  return useMutation({ mutationFn: (email: string) => resendActivation(email) });
}
