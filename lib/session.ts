'use client';

import { createContext, use } from 'react';

/**
 * The session as every feature sees it (SPEC §3, §4, §6). `features/session` provides it; other features read
 * it with {@link useSession} without importing that feature (ARCHITECTURE rule 1).
 */

/** A hotel as the session user's lists carry it. */
export interface Hotel {
  id: number;
  name: string;
  city: string;
  /**
   * The hotel's IANA time zone when the backend sends one with the user's hotels; its clocks and «today» are in
   * this zone (lib/hotel-time.ts), the browser's when absent.
   */
  timezone?: string | null;
}

/** The signed-in user: `GET /auth/users/me/`. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  isActive: boolean;
  lastLogin: string | null;
  adminedHotels: Hotel[];
  managedHotels: Hotel[];
}

/** The user's role for the active hotel: administrator wins when the user is both. */
export type SessionRole = 'admin' | 'manager';

/**
 * Why the last session ended without the user asking (SPEC §4's logouts, told rather than silent): the sign-in
 * screen shows `reason`, with `email` back in its field when the ending interrupted a sign-in.
 */
export interface SessionEnd {
  reason: string;
  email: string | null;
}

/** `loading` covers the spec's "unknown" and "loading" states; the gate shows a spinner for both. */
type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

interface SessionActions {
  /** Persists the hotel as active and refetches everything hotel-scoped. Ignores ids not among `hotels`. */
  setActiveHotel: (id: number) => void;
  /** Signs in (`POST /auth/token/`), stores the tokens and loads the user. Rejects with the call's ApiError. */
  login: (email: string, password: string) => Promise<void>;
  /**
   * The user's logout: removes the tokens and the active hotel, clears the query cache, shows the sign-in area, and
   * asks the server to revoke the refresh token without waiting for the answer (a failure is ignored). Idempotent.
   */
  logout: () => void;
  /** Reloads the user (after a profile update). A failure logs out, as the first load does. */
  reload: () => Promise<void>;
}

interface SessionState<S extends SessionStatus, U extends SessionUser | null> {
  status: S;
  user: U;
  /** Why the previous session ended on its own; null after the user's own logout or a sign-in. */
  ended: SessionEnd | null;
  /** The administered and managed hotels combined, deduplicated by id, in that order. */
  hotels: Hotel[];
  activeHotel: Hotel | null;
  isAdminedHotel: boolean;
  isManagedHotel: boolean;
  role: SessionRole | null;
}

export type Session = (
  | SessionState<'loading', null>
  | SessionState<'anonymous', null>
  | SessionState<'authenticated', SessionUser>
) &
  SessionActions;

export type AuthenticatedSession = Extract<Session, { status: 'authenticated' }>;

/** The context `features/session/components/SessionProvider` fills; null outside the provider. */
export const SessionContext = createContext<Session | null>(null);

/** The current session. Outside `SessionProvider` this is a developer error and throws (SPEC §8). */
export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) {
    throw new Error('useSession() was called outside <SessionProvider>. Render the component inside the main layout.');
  }
  return session;
}

/**
 * The session of a screen that only renders for a signed-in user (everything inside the dashboard shell).
 * Throws a developer error when used before sign-in.
 */
export function useAuthenticatedSession(): AuthenticatedSession {
  const session = useSession();
  if (session.status !== 'authenticated') {
    throw new Error(`useAuthenticatedSession() needs a signed-in user; the session is "${session.status}".`);
  }
  return session;
}
