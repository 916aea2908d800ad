/**
 * The dashboard's service worker, built after `next build` into the export's `/sw.js` by scripts/service-worker.ts
 * (esbuild, then Serwist's `injectManifest` writes the precache list into `self.__SW_MANIFEST`). Serwist does the
 * work; this file only says what is cached and how (docs/decisions/209-installable-app.md):
 *
 * - precached at install: every page of the export and its scripts and styles (`/_next/static/`), the manifest and
 *   its icons — the same files for everyone, replaced whole by the next deploy's worker;
 * - a navigation goes to the network first, so a deploy's pages (and the policy headers that come with them) apply at
 *   the next load; without a network (or after 5 s without an answer) the precached page for the path answers, by
 *   the static servers' own rules (lib/pwa/shell-page.ts);
 * - other content-hashed files under `/_next/static/` (the font subsets a page uses) are kept once fetched;
 * - nothing else is touched: the API (another origin or `/api/`), `/media/`, `/config.js` and every write go to the
 *   network as if there were no worker (lib/pwa/caches.ts `isNeverCached`);
 * - a waiting worker takes over only when the page asks (`SKIP_WAITING`, lib/pwa/AppUpdate.tsx); on `SIGNED_OUT`
 *   the runtime caches are deleted.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
} from 'serwist';
import {
  CACHE_ID,
  clearRuntimeCaches,
  isNeverCached,
  PRECACHE_NAME,
  STATIC_RUNTIME_CACHE,
  workerMessages,
} from '../caches';
import { shellPageFor } from '../shell-page';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    /** The precache list, written in by `injectManifest` at build time. */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

/** How long a navigation waits for the network before the precached page answers (a connection that hangs). */
const NAVIGATION_TIMEOUT_SECONDS = 5;

const handled = (request: Request, url: URL): boolean => !isNeverCached(request.method, url, self.location.origin);

// Typed here: the navigation route's fallback below reads the instance it is part of.
const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  cacheId: CACHE_ID,
  precacheOptions: {
    cacheName: PRECACHE_NAME,
    cleanupOutdatedCaches: true,
    // A page is never answered straight from the precache while online: `/orders` and `/` match no precached URL
    // (`orders.html`, `index.html`) and reach the navigation route below.
    cleanURLs: false,
    directoryIndex: null,
    // Two at a time: the download is bounded by the link anyway, and fewer at once leave the page's own work its CPU.
    concurrency: 2,
  },
  // The page decides when a new worker takes over (lib/pwa/AppUpdate.tsx): a page running the old scripts must not
  // lose the precache it loads its lazy chunks from.
  skipWaiting: false,
  clientsClaim: false,
  // The navigation's request starts while the worker boots.
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && handled(request, url),
      handler: new NetworkOnly({
        networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
        plugins: [
          {
            handlerDidError: ({ request }) => {
              const precached = new Set(serwist.getPrecachedUrls().map((href) => new URL(href).pathname));
              const page = shellPageFor(new URL(request.url).pathname, (path) => precached.has(path));
              return page === null ? Promise.resolve(undefined) : serwist.matchPrecache(page);
            },
          },
        ],
      }),
    },
    {
      matcher: ({ request, url }) => handled(request, url) && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: STATIC_RUNTIME_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 64, purgeOnQuotaError: true })],
      }),
    },
  ],
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === workerMessages.signedOut.type) {
    event.waitUntil(clearRuntimeCaches(self.caches));
  }
});

serwist.addEventListeners();
