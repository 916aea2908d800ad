/*
 * The calls of the account pages reached without a session (activation, password reset), with the transport loaded
 * on demand: these pages load no query client and no transport with their first load
 * (docs/decisions/190-first-load.md).
 */

/** `POST /auth/users/activation/ {uid, token}` → 204. */
export function activateAccount(link: { uid: string; token: string }): Promise<void> {
  return import('./api').then((api) => api.activateAccount(link));
}

/** `POST /auth/users/reset_password_confirm/ {uid, token, newPassword}` → 204. */
export function confirmPasswordReset(payload: { uid: string; token: string; newPassword: string }): Promise<void> {
  return import('./api').then((api) => api.confirmPasswordReset(payload));
}
