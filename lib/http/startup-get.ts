import { jwtDecode } from 'jwt-decode';
import { getRuntimeConfig, whenRuntimeConfigLoaded } from '@/lib/runtime-config';
import { tokenStorage } from '@/lib/storage';
import { joinUrl, LANGUAGE_HEADERS, sessionHeaders } from './request';

/**
 * A GET sent at start-up, before the HTTP client's code has arrived: with a token stored, the session's user is
 * requested beside the signed-in app's code instead of after it, one round trip less before the first screen
 * (docs/decisions/170-session-requested-at-start-up.md).
 *
 * The client (client.ts) answers its first GET of the same address with it when it succeeded with the token still
 * stored. Anything else (a 401, a dropped connection, another token, another address) is dropped, and the client
 * sends the call itself, with its refresh on a 401 and its errors, as if nothing had been sent early. Hand-written:
 * it is a `fetch` and a map, and the client's code is exactly what it must not wait for.
 */

/** An early GET's answer (null when it failed or was not a 2xx), with the token it carried. */
type EarlyAnswer = Promise<{ url: string; token: string; response: Response } | null>;

const requests = new Map<string, EarlyAnswer>();

/** Whether the token's `exp` has passed: the server would refuse it, so nothing is sent early. */
function hasExpired(token: string): boolean {
  try {
    const { exp } = jwtDecode(token);
    return exp !== undefined && exp * 1000 <= Date.now();
  } catch {
    // Not a JWT the browser can read: the server decides, as for any call.
    return false;
  }
}

/** Sends `GET path` now with the stored access token (once; nothing without a token or with an expired one). */
export function sendEarly(path: string): void {
  if (typeof window === 'undefined' || requests.has(path)) return;
  const stored = tokenStorage.getAccess();
  if (stored === null || hasExpired(stored)) return;
  const answer = whenRuntimeConfigLoaded()
    .then(async () => {
      const url = joinUrl(getRuntimeConfig().apiUrl, path);
      // The token is read again as the call leaves, with its headers: another tab may have renewed it meanwhile.
      const token = tokenStorage.getAccess();
      if (token === null) return null;
      const response = await fetch(url, { headers: { ...LANGUAGE_HEADERS, ...sessionHeaders() } });
      return response.ok ? { url, token, response } : null;
    })
    .catch(() => null);
  requests.set(path, answer);
}

/**
 * The successful answer of the early `GET path`, taken once, when it went to `apiUrl` with the token stored now;
 * null when there is none (the client then sends the call).
 */
export async function takeEarlyAnswer(apiUrl: string, path: string): Promise<Response | null> {
  const pending = requests.get(path);
  if (pending === undefined) return null;
  requests.delete(path);
  const answer = await pending;
  if (answer === null || answer.url !== joinUrl(apiUrl, path) || tokenStorage.getAccess() !== answer.token) {
    return null;
  }
  return answer.response;
}
