/**
 * The stored-session mark of the prerendered sign-in page (docs/decisions/191-first-paint-and-the-desk.md): the
 * exported HTML holds the sign-in form, and a visitor with a stored token must see the session spinner instead
 * from the first paint. No React here: the root layout (a server component) writes the script into every page.
 */

/** The `<html>` attribute the stored-session script sets when a token is stored: the sign-in form stays hidden. */
const STORED_SESSION_ATTRIBUTE = 'data-stored-session';

/**
 * The inline script of the root layout, run before first paint: marks `<html>` when an access token is stored
 * under `accessKey` (lib/storage.ts). A blocked storage reads as no token. Hashed for the CSP with the other inline
 * scripts of the export (scripts/csp.ts).
 */
export function storedSessionScript(accessKey: string): string {
  return `try{localStorage.getItem(${JSON.stringify(accessKey)})&&document.documentElement.setAttribute(${JSON.stringify(STORED_SESSION_ATTRIBUTE)},"")}catch(e){}`;
}

/** Removes the mark: React now shows what the session really is. */
export function clearStoredSessionMark(): void {
  document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
}
