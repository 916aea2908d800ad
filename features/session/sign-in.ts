import type { QueryClient } from '@tanstack/react-query';
import { toApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { forgetSessionCaches } from '@/lib/pwa/sign-out';
import { tabQueryClient } from '@/lib/query-client';
import type { SessionEnd } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { obtainTokens } from './api';
import { notifyStoredSessionChanged, recordSessionEnd } from './model/stored-session-store';
import { sessionQueries } from './queries';

/*
 * Starting and ending a session: the part of the session that needs the transport and the query cache. The sign-in
 * page loads it on the visitor's first key or click (components/SessionGate.tsx), the signed-in app with its chunk.
 */

/**
 * Every way a session ends: the tokens, the hotel and every cached answer go (the query cache, and the service
 * worker's runtime caches: lib/pwa/sign-out.ts), the sign-in area shows — with the reason, unless the user asked
 * for it (`why` null). See `recordSessionEnd` for `replace`.
 */
export function endSession(queryClient: QueryClient, why: SessionEnd | null, replace = false): void {
  tokenStorage.clear();
  activeHotelStorage.clear();
  queryClient.clear();
  void forgetSessionCaches();
  recordSessionEnd(why, replace);
  notifyStoredSessionChanged();
}

/**
 * Signs in (`POST /auth/token/`), stores the tokens and loads the user into `queryClient`, where the session reads
 * it. Rejects with the call's ApiError; a user that cannot be read ends the session, saying why, with the email.
 */
export async function startSession(queryClient: QueryClient, email: string, password: string): Promise<void> {
  recordSessionEnd(null, true);
  notifyStoredSessionChanged();
  const tokens = await obtainTokens({ email, password });
  // A previous user's hotel must not leak into this session's first requests.
  activeHotelStorage.clear();
  tokenStorage.setTokens(tokens);
  // The session spinner replaces the form while the user loads (the signed-in app reads the same request).
  notifyStoredSessionChanged();
  try {
    await queryClient.fetchQuery({ ...sessionQueries.me(), staleTime: 0 });
  } catch (error) {
    // Tokens were issued but the user cannot be read (an answer without the hotels, the connection lost):
    // meanwhile the spinner replaced the form, so the reason and the email live on in the session.
    endSession(queryClient, { reason: ru.login.profileFailed(toApiError(error).message), email }, true);
    throw error;
  }
}

/** {@link startSession} with the tab's query client, the one the signed-in app reads the user from. */
export function startSessionInThisTab(email: string, password: string): Promise<void> {
  return startSession(tabQueryClient(), email, password);
}
