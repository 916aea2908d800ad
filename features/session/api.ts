import * as v from 'valibot';
import { authHttp, http } from '@/lib/http/client';
import { sessionUserSchema } from '@/lib/http/schemas';
import type { SessionUser } from '@/lib/session';

/** Fetchers of the session: sign-in, logout's revoke, the current user, the reset-link request. Responses validated here. */

/** The session's user, with their hotels (SPEC §4). */
const SESSION_USER_PATH = '/auth/users/me/';

/** SPEC §3: the auth response is the tokens "plus other user fields", which the session reads from `users/me` instead. */
const tokensSchema = v.object({ access: v.string(), refresh: v.string() });

/** `POST /auth/token/ {email, password}` → the JWT pair. */
export function obtainTokens(credentials: {
  email: string;
  password: string;
}): Promise<v.InferOutput<typeof tokensSchema>> {
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

/**
 * `GET /auth/users/me/`, with the user's hotels, read by `sessionUserSchema` (lib/http/schemas.ts: the test helpers
 * sign in with the same rule). The return type keeps the schema and lib/session's type in step.
 */
export function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser> {
  return http.get(SESSION_USER_PATH, sessionUserSchema, { signal });
}

/** `POST /auth/users/reset_password/ {email}`: 204 whether or not the account exists (djoser). */
export async function requestPasswordReset(email: string): Promise<void> {
  await authHttp.post('/auth/users/reset_password/', null, { json: { email } });
}

/**
 * `POST /auth/users/resend_activation/ {email}` (djoser): a new activation e-mail for an account not activated yet.
 * djoser 2.1 answers an empty 400 when the address has no such account, djoser 2.2+ answers 204 for any address.
 */
export async function resendActivation(email: string): Promise<void> {
  await authHttp.post('/auth/users/resend_activation/', null, { json: { email } });
}
