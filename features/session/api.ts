import * as v from 'valibot';
import { authHttp, http } from '@/lib/http/client';
import { flag, optionalText, text } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import type { SessionUser } from '@/lib/session';

/** Fetchers of the session: sign-in, logout's revoke, the current user, the reset-link request. Responses validated here. */

/** SPEC §3: "lists of hotels, each with id" — the name and city are shown when sent; a hotel without a name is «Отель №id». */
const hotelSchema = v.pipe(
  v.object({ id: v.number(), name: text(), city: text() }),
  v.transform((hotel) => ({ ...hotel, name: hotel.name.trim() || ru.common.hotelFallback(hotel.id) })),
);

/**
 * `GET /auth/users/me/` (docs/CONTRACTS.md «Required fields»): the user's `id` and the two hotel lists are required;
 * the name, e-mail and phone are shown when sent, `isActive` is assumed (the user just signed in).
 */
export const sessionUserSchema = v.object({
  id: v.number(),
  email: text(),
  firstName: text(),
  lastName: text(),
  phone: text(),
  isActive: flag(true),
  lastLogin: optionalText(),
  adminedHotels: v.array(hotelSchema),
  managedHotels: v.array(hotelSchema),
});

/** SPEC §3: the auth response is the tokens "plus other user fields", which the session reads from `users/me` instead. */
const tokensSchema = v.object({ access: v.string(), refresh: v.string() });

/** `POST /auth/token/ {email, password}` → the JWT pair. */
export function obtainTokens(credentials: { email: string; password: string }): Promise<v.InferOutput<typeof tokensSchema>> {
  return authHttp.post('/auth/token/', tokensSchema, { json: credentials });
}

/**
 * `POST /auth/token/blacklist/ {refresh}` (SimpleJWT's TokenBlacklistView, docs/CONTRACTS.md): the server refuses
 * the refresh token from then on. Through `authHttp`, like the refresh call: no Authorization header and no refresh
 * on a 401, so an expired access token cannot start a refresh of the very token being revoked. `keepalive` lets the
 * request finish when the page reloads or navigates away right after the logout.
 */
export async function revokeRefreshToken(refresh: string): Promise<void> {
  await authHttp.post('/auth/token/blacklist/', null, { json: { refresh }, keepalive: true });
}

/** `GET /auth/users/me/`, with the user's hotels. The return type keeps the schema and lib/session's type in step. */
export function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser> {
  return http.get('/auth/users/me/', sessionUserSchema, { signal });
}

/** `POST /auth/users/reset_password/ {email}`: 204 whether or not the account exists (djoser). */
export async function requestPasswordReset(email: string): Promise<void> {
  await authHttp.post('/auth/users/reset_password/', null, { json: { email } });
}
