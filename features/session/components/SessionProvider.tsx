'use client';

import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo } from 'react';
import { toApiError } from '@/lib/http/errors';
import { onLogout } from '@/lib/http/logout';
import * as ru from '@/lib/i18n/ru';
import { isSessionlessPath } from '@/lib/paths';
import { isHotelScoped } from '@/lib/query-client';
import { type Session, SessionContext, type SessionEnd } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { revokeRefreshToken } from '../api';
import { resolveActiveHotel } from '../model/active-hotel';
import {
  notifyStoredSessionChanged,
  onSignedOutElsewhere,
  useLastSessionEnd,
  useStoredSession,
} from '../model/stored-session-store';
import { sessionQueries } from '../queries';
import { endSession as endStoredSession, startSession } from '../sign-in';

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
  const { hasToken, storedHotelId } = useStoredSession();

  const meQuery = useQuery({ ...sessionQueries.me(), enabled: hasToken === true && !sessionless });
  const ended = useLastSessionEnd();

  /* Every way a session ends (../sign-in.ts), with this provider's cache. */
  const endSession = useCallback(
    (why: SessionEnd | null, replace = false) => endStoredSession(queryClient, why, replace),
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
    (email: string, password: string) => startSession(queryClient, email, password),
    [queryClient],
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

  // Another tab logged out: follow it (another tab's sign-in or refresh is read by the stored session itself).
  useEffect(
    () => onSignedOutElsewhere(() => endSession({ reason: ru.login.signedOutElsewhere, email: null }, true)),
    [endSession],
  );

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
