'use client';

import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { toApiError } from '@/lib/http/errors';
import { onLogout } from '@/lib/http/logout';
import * as ru from '@/lib/i18n/ru';
import { isSessionlessPath } from '@/lib/paths';
import { isHotelScoped } from '@/lib/query-client';
import { type Session, SessionContext, type SessionEnd } from '@/lib/session';
import { activeHotelStorage, storageKeys, tokenStorage } from '@/lib/storage';
import { obtainTokens, revokeRefreshToken } from '../api';
import { resolveActiveHotel } from '../model/active-hotel';
import { sessionQueries } from '../queries';

/*
 * The stored part of the session (token present? which hotel?) as an external store: read after hydration only
 * (the prerendered HTML knows neither), and re-read when this tab changes it or another tab signs in or out.
 */
const listeners = new Set<() => void>();

function notifyStoredSessionChanged(): void {
  for (const listener of [...listeners]) listener();
}

function subscribeStoredSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Why the last session ended on its own (lib/session.ts `SessionEnd`), beside the stored session and notified with
 * it: the sign-in screen that follows reads it. Not React state, because the endings come from effects and events.
 */
let lastEnd: SessionEnd | null = null;

function readLastEnd(): SessionEnd | null {
  return lastEnd;
}

function readStoredSession(): string {
  return `${tokenStorage.getAccess() === null ? 'anonymous' : 'token'}:${activeHotelStorage.get() ?? ''}`;
}

function parseStoredSession(snapshot: string | null): { hasToken: boolean | null; storedHotelId: number | null } {
  if (snapshot === null) return { hasToken: null, storedHotelId: null };
  const [token, hotel] = snapshot.split(':');
  return { hasToken: token === 'token', storedHotelId: hotel ? Number(hotel) : null };
}

/** Drops everything the previous hotel loaded and refetches what is on screen (SPEC §4, issue §5). */
function resetHotelScopedQueries(queryClient: QueryClient): void {
  const filters = { predicate: isHotelScoped };
  void queryClient.cancelQueries(filters);
  void queryClient.resetQueries(filters);
}

/**
 * The session of the main application (SPEC §4): provides `lib/session`'s context.
 *
 * - No access token: anonymous. A token: the user is loaded (`GET /auth/users/me/`); a failure logs out.
 * - The active hotel follows `resolveActiveHotel` and is written back to storage, which the transport reads for
 *   the `Managed-Hotel` header; it is this tab's own (lib/storage.ts), so another tab's switch changes nothing here.
 * - Logout: on request (the user's own, which also revokes the refresh token on the server), on the transport's
 *   logout event, when loading the user fails, and when another tab removes the access token.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const sessionless = pathname !== null && isSessionlessPath(pathname);
  const snapshot = useSyncExternalStore(subscribeStoredSession, readStoredSession, () => null);
  const { hasToken, storedHotelId } = parseStoredSession(snapshot);

  const meQuery = useQuery({ ...sessionQueries.me(), enabled: hasToken === true && !sessionless });
  const ended = useSyncExternalStore(subscribeStoredSession, readLastEnd, () => null);

  /*
   * Every way a session ends: the tokens, the hotel and every cached answer go, the sign-in area shows — with the
   * reason, unless the user asked for it. A reason already given is kept: the user's load failing also fails the
   * query this provider watches, whose generic ending must not replace the sign-in's own (which has the email).
   */
  const endSession = useCallback(
    (why: SessionEnd | null, replace = false) => {
      tokenStorage.clear();
      activeHotelStorage.clear();
      queryClient.clear();
      lastEnd = replace ? why : (lastEnd ?? why);
      notifyStoredSessionChanged();
    },
    [queryClient],
  );

  /*
   * The user's own logout (the menu's «Выйти», the no-hotels screen) also revokes the refresh token on the server,
   * so a copy taken before stops working. The session ends at once whatever that call does: it is not awaited, and
   * a failure (offline, a 5xx, a token the server already refuses) is dropped, as there is nothing left to do about
   * it; the token is gone from this browser anyway and expires within a day. The other endings do not revoke: after
   * a failed refresh the server refuses the token already, and a tab that logged out revoked its token itself.
   */
  const logout = useCallback(() => {
    const refresh = tokenStorage.getRefresh();
    endSession(null, true);
    if (refresh !== null) void revokeRefreshToken(refresh).catch(() => undefined);
  }, [endSession]);

  const login = useCallback(
    async (email: string, password: string) => {
      lastEnd = null;
      notifyStoredSessionChanged();
      const tokens = await obtainTokens({ email, password });
      // A previous user's hotel must not leak into this session's first requests.
      activeHotelStorage.clear();
      tokenStorage.setTokens(tokens);
      try {
        await queryClient.fetchQuery({ ...sessionQueries.me(), staleTime: 0 });
      } catch (error) {
        // Tokens were issued but the user cannot be read (an answer without the hotels, the connection lost):
        // meanwhile the spinner replaced the form, so the reason and the email live on in the session.
        endSession({ reason: ru.login.profileFailed(toApiError(error).message), email }, true);
        throw error;
      }
      notifyStoredSessionChanged();
    },
    [queryClient, endSession],
  );

  const reload = useCallback(async () => {
    // A failure surfaces as the query's error state, which logs out below.
    await queryClient.fetchQuery({ ...sessionQueries.me(), staleTime: 0 }).catch(() => undefined);
  }, [queryClient]);

  // Loading the user fails → logout (SPEC §4), saying why.
  const loadError = hasToken === true && meQuery.isError ? meQuery.error : null;
  useEffect(() => {
    if (loadError) endSession({ reason: ru.login.profileFailed(toApiError(loadError).message), email: null });
  }, [loadError, endSession]);

  // The transport gave up on the session (refresh rejected or impossible).
  useEffect(() => onLogout(() => endSession({ reason: ru.login.sessionExpired, email: null })), [endSession]);

  // Another tab logged out (or in): follow it. Its hotel switch is not followed: each tab works with its own
  // hotel (lib/storage.ts), and the access token it refreshed is read from storage by the transport anyway.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
      if (event.key !== null && event.key !== storageKeys.access && event.key !== storageKeys.refresh) return;
      if (tokenStorage.getAccess() === null && (event.key === storageKeys.access || event.key === null)) {
        endSession({ reason: ru.login.signedOutElsewhere, email: null }, true);
        return;
      }
      notifyStoredSessionChanged();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession]);

  const user = hasToken === true && !sessionless ? (meQuery.data ?? null) : null;
  const resolution = useMemo(() => resolveActiveHotel(user, storedHotelId), [user, storedHotelId]);

  // Keep the stored hotel in step before any child effect sends a hotel-scoped request (layout effects run first).
  useLayoutEffect(() => {
    if (user === null || resolution.storedId === storedHotelId) return;
    if (resolution.storedId === null) activeHotelStorage.clear();
    else activeHotelStorage.set(resolution.storedId);
    notifyStoredSessionChanged();
  }, [user, resolution.storedId, storedHotelId]);

  const setActiveHotel = useCallback(
    (id: number) => {
      if (id === resolution.activeHotel?.id || !resolution.hotels.some((hotel) => hotel.id === id)) return;
      activeHotelStorage.set(id);
      resetHotelScopedQueries(queryClient);
      notifyStoredSessionChanged();
    },
    [queryClient, resolution],
  );

  const session = useMemo<Session>(() => {
    const actions = { setActiveHotel, login, logout, reload };
    if (hasToken === false || sessionless) {
      return { status: 'anonymous', user: null, ended, ...emptyHotels, ...actions };
    }
    if (user === null) {
      return { status: 'loading', user: null, ended, ...emptyHotels, ...actions };
    }
    const { storedId: _storedId, ...hotelState } = resolution;
    return { status: 'authenticated', user, ended: null, ...hotelState, ...actions };
  }, [hasToken, sessionless, user, resolution, ended, setActiveHotel, login, logout, reload]);

  return <SessionContext value={session}>{children}</SessionContext>;
}

const emptyHotels: Pick<Session, 'hotels' | 'activeHotel' | 'isAdminedHotel' | 'isManagedHotel' | 'role'> = {
  hotels: [],
  activeHotel: null,
  isAdminedHotel: false,
  isManagedHotel: false,
  role: null,
};
