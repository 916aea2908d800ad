import * as v from 'valibot';
import { beforeEach } from 'vitest';
import { authHttp, http } from '@/lib/http/client';
import { sessionUserSchema } from '@/lib/http/schemas';
import type { Session, SessionUser } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';

const tokensSchema = v.object({ access: v.string(), refresh: v.string() });

/** The seeded hotels, as a session lists them. */
export const demoHotels = {
  neva: { id: 1, name: 'Гранд Отель Нева', city: 'Санкт-Петербург' },
  altai: { id: 3, name: 'Алтай Лодж', city: 'Горно-Алтайск' },
} as const;

/** The seeded administrator (admin@example.com) as the session has her, with the hotels a test gives. */
export function demoAdmin(hotels: Pick<SessionUser, 'adminedHotels' | 'managedHotels'>): SessionUser {
  return {
    id: 1,
    email: 'admin@example.com',
    firstName: 'Анна',
    lastName: 'Смирнова',
    phone: '',
    isActive: true,
    lastLogin: null,
    ...hotels,
  };
}

/**
 * An authenticated session around `user` with `hotelId` active, derived as the session provider derives it (the
 * hotels combined, the role for the active hotel), for screens rendered inside `SessionContext` without a backend.
 * The actions are inert unless given: a test that needs one passes its own.
 */
export function sessionOf(user: SessionUser, hotelId: number, actions: Partial<Session> = {}): Session {
  const isAdminedHotel = user.adminedHotels.some((hotel) => hotel.id === hotelId);
  const isManagedHotel = user.managedHotels.some((hotel) => hotel.id === hotelId);
  const hotels = [
    ...user.adminedHotels,
    ...user.managedHotels.filter((hotel) => !user.adminedHotels.some((other) => other.id === hotel.id)),
  ];
  return {
    status: 'authenticated',
    ended: null,
    user,
    hotels,
    activeHotel: hotels.find((hotel) => hotel.id === hotelId) ?? null,
    isAdminedHotel,
    isManagedHotel,
    role: isAdminedHotel ? 'admin' : isManagedHotel ? 'manager' : null,
    setActiveHotel: () => {},
    login: async () => {},
    logout: () => {},
    reload: async () => {},
    ...actions,
  } as Session;
}

/**
 * Signs a demo account in against the test backend (tokens and active hotel stored as the app stores them) and
 * returns a session around the real user record (see {@link sessionOf}). The record is read by the session's own
 * schema, so a spec-minimal backend's short answer (ids only, «Отель №id» for a nameless hotel) reads as the app
 * reads it.
 */
export async function signedInSession(
  email: string,
  hotelId: number,
  actions: Partial<Session> = {},
): Promise<Session> {
  tokenStorage.setTokens(await authHttp.post('/auth/token/', tokensSchema, { json: { email, password: 'demo12345' } }));
  activeHotelStorage.set(hotelId);
  return sessionOf(await http.get('/auth/users/me/', sessionUserSchema), hotelId, actions);
}

/**
 * Signs `email` in with `hotelId` active before each test of the calling file (the setup clears the stored tokens
 * after each test), after `withTestServer`'s hook has pointed the client at the backend. Returns a getter of the
 * test's session (see {@link signedInSession}).
 */
export function withSignedInSession(email: string, hotelId: number, actions: Partial<Session> = {}): () => Session {
  let session: Session | undefined;
  beforeEach(async () => {
    session = await signedInSession(email, hotelId, actions);
  });
  return () => session!;
}
