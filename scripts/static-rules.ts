/**
 * How a request path maps onto the static export in `out/`. Pure (the file system is passed in as
 * `exists`), so the rules are unit-tested on their own; `scripts/serve.ts` and `deploy/nginx.conf`
 * implement the same table, and `scripts/serve.test.ts` / `scripts/nginx.test.ts` run one case list
 * against both.
 *
 * Decisions:
 * - Next exports with `trailingSlash: false`: `/orders` is `orders.html`, `/orders/` is served the same.
 * - Routes with dynamic segments that a static export cannot enumerate (`/activate/<uid>/<token>`,
 *   `/password-reset/<uid>/<token>`) are built once with the placeholder params `_` and every real value
 *   is served the placeholder's files: the page (`_/_.html`), its RSC payload fetched on client
 *   navigation (`_/_.txt`) and its per-segment prefetch payloads (`_/_/__next.<segment>.txt`, whose
 *   names carry the param *names* such as `$d$uid`, never the values). The page reads the real values
 *   from `location.pathname` after hydration.
 * - Unknown paths WITHOUT a file extension are deep links into the single-page application: they get the
 *   app fallback (`404.html`, Next's export of `app/not-found.tsx`) with status 200, so a reload of any
 *   client-side screen works and the Next router's HEAD probe before prefetching does not reject it.
 * - Unknown paths WITH an extension (a missing chunk, image, RSC payload) get `404.html` with status 404:
 *   a missing asset must fail loudly, and Next falls back to a full page load when an RSC `.txt` is 404.
 * - Dotfiles (`.build-stamp.json`, `.csp.json`, `.csp.nginx.conf`) and `..` segments are never served.
 * - Source maps (`*.map`) are never served, even when an export still holds them: they are for Sentry only
 *   (scripts/source-maps.ts moves them out of every build); the answer is the plain 404 of a missing asset.
 * - `/config.js` (the runtime configuration, lib/runtime-config.ts) is outside `/_next/static/`, so it is
 *   `no-cache`: a deployer's edit takes effect on the next page load.
 * - Every response carries {@link SECURITY_HEADERS} and the export's Content-Security-Policy (scripts/csp.ts).
 */

/** `immutable`: content-hashed files under `/_next/static/`; `revalidate`: everything else (`no-cache`). */
export type CachePolicy = 'immutable' | 'revalidate';

export interface StaticResolution {
  /** File to send, relative to the export root, with `/` separators and no leading slash. */
  file: string;
  status: 200 | 404;
  cache: CachePolicy;
}

/** Dynamic routes exported once with placeholder params `_`; keep in sync with `deploy/nginx.conf`. */
const PLACEHOLDER_ROUTES: readonly { prefix: string; params: number }[] = [
  { prefix: 'activate', params: 2 },
  { prefix: 'password-reset', params: 2 },
];

/** The page every unknown extension-less path gets (status 200), and every missing asset (status 404). */
const FALLBACK_PAGE = '404.html';

export const CACHE_CONTROL: Record<CachePolicy, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

/**
 * Security headers of every response besides the Content-Security-Policy (scripts/csp.ts); deploy/nginx.conf
 * sends the same (scripts/nginx.test.ts compares them).
 * - `Referrer-Policy: same-origin`: activation and password-reset links carry their token in the path, and no
 *   other origin (the API, Sentry, a link the user follows) may see it in a Referer. Requests to our own origin
 *   keep the full referrer: it is the server that served the link anyway.
 * - `X-Frame-Options: DENY` repeats `frame-ancestors 'none'` for browsers that predate CSP 2.
 * - No `Strict-Transport-Security`: this server speaks plain http (local, tests); HSTS belongs to a TLS server
 *   (see the TLS example in deploy/nginx.conf).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

const PLACEHOLDER = '_';

/**
 * Maps a URL pathname (percent-encoded, query string allowed and ignored) to the file to serve.
 * `exists(file)` answers whether a regular file exists at that root-relative path.
 */
export function resolveStaticPath(urlPath: string, exists: (file: string) => boolean): StaticResolution {
  const segments = decodeSegments(urlPath);
  const notFound: StaticResolution = { file: FALLBACK_PAGE, status: 404, cache: 'revalidate' };
  if (segments === null) return notFound;

  if (segments.some((segment) => segment.endsWith('.map'))) return notFound;

  const trailingSlash = segments.length > 0 && segments[segments.length - 1] === '';
  const parts = trailingSlash ? segments.slice(0, -1) : segments;

  const placeholder = resolvePlaceholder(parts, trailingSlash);
  if (placeholder !== null) {
    return exists(placeholder) ? ok(placeholder) : notFound;
  }

  const joined = parts.join('/');
  const candidates =
    parts.length === 0
      ? ['index.html']
      : trailingSlash
        ? [`${joined}.html`, `${joined}/index.html`]
        : [joined, `${joined}.html`, `${joined}/index.html`];
  for (const file of candidates) {
    if (exists(file)) return ok(file);
  }

  const last = parts[parts.length - 1] ?? '';
  if (!trailingSlash && last.includes('.')) return notFound;
  return { file: FALLBACK_PAGE, status: 200, cache: 'revalidate' };
}

function ok(file: string): StaticResolution {
  const cache: CachePolicy = file.startsWith('_next/static/') ? 'immutable' : 'revalidate';
  return { file, status: 200, cache };
}

/** Splits and decodes the path; null for anything that must never reach the file system. */
function decodeSegments(urlPath: string): string[] | null {
  const pathname = urlPath.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return null;
  const raw = pathname.slice(1).split('/');
  const segments: string[] = [];
  for (const [index, part] of raw.entries()) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    // An empty segment is only allowed as the trailing slash (or the root itself).
    if (decoded === '' && index !== raw.length - 1) return null;
    if (decoded.startsWith('.') || decoded.includes('/') || decoded.includes('\\') || decoded.includes('\0')) {
      return null;
    }
    segments.push(decoded);
  }
  return segments;
}

/** `/activate/<uid>/<token>[/|.txt|/__next.<x>.txt]` → the placeholder's file, else null. */
function resolvePlaceholder(parts: string[], trailingSlash: boolean): string | null {
  for (const route of PLACEHOLDER_ROUTES) {
    if (parts[0] !== route.prefix) continue;
    const params = parts.slice(1, 1 + route.params);
    const rest = parts.slice(1 + route.params);
    if (params.length !== route.params) return null;
    const base = [route.prefix, ...Array<string>(route.params).fill(PLACEHOLDER)].join('/');
    const lastParam = params[params.length - 1] ?? '';

    if (rest.length === 0) {
      // `/activate/u/t` or `/activate/u/t/` → the page; `/activate/u/t.txt` → its RSC payload.
      if (!trailingSlash && lastParam.endsWith('.txt') && lastParam.length > '.txt'.length) {
        return `${base}.txt`;
      }
      return `${base}.html`;
    }
    if (rest.length === 1 && !trailingSlash && /^__next\.[^/]+\.txt$/.test(rest[0] ?? '')) {
      return `${base}/${rest[0]}`;
    }
    return null;
  }
  return null;
}
