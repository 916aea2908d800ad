/**
 * Which precached page answers a navigation while the network does not (lib/pwa/worker/sw.ts): the page the static
 * servers would send for that path, by their own rules (scripts/static-rules.ts), so the app offline opens on the
 * same file as online — `/orders` on `orders.html`, an account link on its placeholder page, a deep link into the
 * app (`/orders/42`) on the app's fallback page `404.html`.
 */
import { resolveStaticPath } from '../../scripts/static-rules';

/**
 * The URL path of the precached page for `pathname`, or null when the servers would answer 404 (a missing file) or
 * the page is not precached. `isPrecached` answers for a root-relative URL path (`/orders.html`).
 */
export function shellPageFor(pathname: string, isPrecached: (urlPath: string) => boolean): string | null {
  const rule = resolveStaticPath(pathname, (file) => isPrecached(`/${file}`));
  if (rule.status !== 200) return null;
  const page = `/${rule.file}`;
  return isPrecached(page) ? page : null;
}
