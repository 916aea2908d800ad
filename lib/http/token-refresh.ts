import * as v from 'valibot';
import { tokenStorage } from '@/lib/storage';
import { ApiError, toApiError } from './errors';
import { publishLogout } from './logout';
import { parseResponse, pathOf } from './parse';
import type { Transport } from './transport';

/*
 * Renewing the session: the single-flight token refresh behind every authenticated call (and the websocket of
 * live.ts), and the logout event published when the session cannot be renewed (logout.ts). Shows nothing.
 */

/** Calls that authenticate by their body, not by a token: a 401 there is an answer, not an expired session. */
const AUTH_PATHS = [
  '/auth/token/',
  '/auth/token/refresh/',
  '/auth/token/blacklist/',
  '/auth/users/activation/',
  '/auth/users/reset_password/',
  '/auth/users/reset_password_confirm/',
];

const REFRESH_PATH = '/auth/token/refresh/';

const refreshResponse = v.object({ access: v.string() });

/** Whether `path` is one of the auth calls, which are never refreshed and retried. */
export function isAuthPath(path: string): boolean {
  const pathname = pathOf(path);
  return AUTH_PATHS.some((authPath) => pathname.endsWith(authPath));
}

/** An HTTP 401 answer (not a network failure, nor a 401 the body was malformed on). */
function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401;
}

/** The refresh of one API address (see {@link createTokenRefresh}). */
export interface TokenRefresh {
  /**
   * Single-flight refresh: concurrent 401s wait for the same request. Resolves to the new access token, or
   * to null after publishing logout once (no refresh token, or the server rejected it and also the different one
   * another tab may have stored meanwhile). A call whose 401 comes back after that refusal gets null at once: the
   * refused token is not sent again and the logout is not published twice. A refresh that fails
   * for any other reason (the network, a 5xx) is thrown to the caller: a dropped connection is not a logout.
   */
  refreshAccessToken: () => Promise<string | null>;
  /**
   * The one refresh-and-retry path of authenticated calls, fetch and upload alike. `send` makes the call with the
   * access token stored at that moment and throws ApiError; on a 401 the call is sent once more with a renewed
   * token (one another call or tab already renewed, else one refreshed single-flight). No retry loop: a 401 of the
   * second send means the session cannot be renewed, and logout is published. When no token can be had (logout
   * already published) the first 401 is thrown; a refresh that failed for another reason throws its own error.
   */
  withFreshToken: <T>(send: () => Promise<T>) => Promise<T>;
}

/** The token refresh of an API, sending `POST /auth/token/refresh/` through the token-less `auth` transport. */
export function createTokenRefresh(auth: Transport): TokenRefresh {
  let refreshInFlight: Promise<string | null> | null = null;
  /** The refresh token the server last refused: a later 401 neither sends it again nor logs out again. */
  let refusedRefresh: string | null = null;

  /** One refresh, with the stored token read again once when the server refused the first one. */
  async function refreshOnce(): Promise<string | null> {
    let refresh = tokenStorage.getRefresh();
    for (let attempt = 0; ; attempt += 1) {
      if (refresh !== null && refresh === refusedRefresh) return null;
      if (!refresh) {
        publishLogout();
        return null;
      }
      try {
        const response = await auth('post', REFRESH_PATH, { json: { refresh } });
        const { access } = (await parseResponse(REFRESH_PATH, response, refreshResponse)) as v.InferOutput<
          typeof refreshResponse
        >;
        tokenStorage.setTokens({ access });
        return access;
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status !== 400 && apiError.status !== 401) throw apiError;
        // Another tab may have replaced the stored pair meanwhile (signed in again, or a backend that rotates
        // refresh tokens): the refused token is then merely stale, and logging out would sign that tab out too.
        const stored = tokenStorage.getRefresh();
        if (attempt === 0 && stored !== null && stored !== refresh) {
          refresh = stored;
          continue;
        }
        refusedRefresh = refresh;
        publishLogout();
        return null;
      }
    }
  }

  function refreshAccessToken(): Promise<string | null> {
    refreshInFlight ??= refreshOnce().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /**
   * The token to retry a 401 with: one another call renewed while this one was in flight, else a refreshed one;
   * null when the session cannot be renewed (logout already published). Throws as {@link refreshAccessToken}.
   */
  async function tokenAfter401(sentToken: string | null): Promise<string | null> {
    const current = tokenStorage.getAccess();
    return current && current !== sentToken ? current : refreshAccessToken();
  }

  async function withFreshToken<T>(send: () => Promise<T>): Promise<T> {
    const sentToken = tokenStorage.getAccess();
    try {
      return await send();
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      const access = await tokenAfter401(sentToken);
      if (!access) throw error;
    }
    try {
      return await send();
    } catch (error) {
      // The fresh token was refused too: the session cannot be renewed.
      if (isUnauthorized(error)) publishLogout();
      throw error;
    }
  }

  return { refreshAccessToken, withFreshToken };
}
