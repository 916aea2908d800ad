/*
 * The sign-in screen's calls, with the transport loaded on demand: the screen is part of the sign-in page's
 * hydration, the transport is not (docs/decisions/190-first-load.md). By the time
 * someone clicks, the first key or click has usually loaded it already (components/SessionGate.tsx).
 */

/** «Забыли пароль?»: asks the server to e-mail a reset link. */
export function requestPasswordReset(email: string): Promise<void> {
  return import('./api').then((api) => api.requestPasswordReset(email));
}

/** «Отправить письмо ещё раз» after a refused sign-in: asks djoser for a new activation e-mail. */
export function resendActivation(email: string): Promise<void> {
  return import('./api').then((api) => api.resendActivation(email));
}

/**
 * Signs in with the tab's query client (sign-in.ts `startSessionInThisTab`), loading that code first: the transport
 * and TanStack Query arrive with it.
 */
export function signIn(email: string, password: string): Promise<void> {
  return loadSignIn().then((module) => module.startSessionInThisTab(email, password));
}

let signInModule: Promise<typeof import('./sign-in')> | null = null;

/** Starts loading the sign-in's code (once); a failed load is tried again by the next call. */
export function loadSignIn(): Promise<typeof import('./sign-in')> {
  signInModule ??= import('./sign-in').catch((error: unknown) => {
    signInModule = null;
    throw error;
  });
  return signInModule;
}
