import { sendEarly } from '@/lib/http/startup-get';

/** The session's user, with their hotels (SPEC §4). */
export const SESSION_USER_PATH = '/auth/users/me/';

/**
 * With a token stored, requests the session's user at start-up, beside the signed-in app's code rather than after
 * it; the session's first load of the user takes that answer (lib/http/startup-get.ts). Free of the HTTP client's code.
 */
export function requestSessionUserEarly(): void {
  sendEarly(SESSION_USER_PATH);
}
