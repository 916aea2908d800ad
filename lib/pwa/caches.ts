/**
 * What the service worker (lib/pwa/worker/sw.ts) and the page agree on: the names of its caches, the messages the
 * page sends it, and which requests it must never answer from a cache (docs/decisions/209-installable-app.md).
 * Plain values and functions with no browser or worker types, so both sides import the same module.
 */

/** Where the export serves the worker (scripts/service-worker.ts): the root, so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Prefix of every cache the worker makes: Serwist's `cacheId`. */
export const CACHE_ID = 'hotel-dashboard';

/**
 * The precache: the export's pages and scripts, the same for every visitor and updated entry by entry by each
 * deploy's worker. Named outright (Serwist's `precacheOptions.cacheName`): its default name is fixed before `cacheId`
 * applies.
 */
export const PRECACHE_NAME = `${CACHE_ID}-precache`;

export const isPrecacheName = (name: string): boolean => name === PRECACHE_NAME;

/**
 * The one runtime cache: content-hashed files under `/_next/static/` left out of the precache (the web fonts'
 * subsets a page actually uses), kept as they are first fetched.
 */
export const STATIC_RUNTIME_CACHE = `${CACHE_ID}-static`;

/** Messages from the page; `SKIP_WAITING` is Serwist's own (its constructor listens for it). */
export const workerMessages = {
  skipWaiting: { type: 'SKIP_WAITING' },
  signedOut: { type: 'SIGNED_OUT' },
} as const;

/**
 * Requests the worker leaves to the network untouched, whatever route a later change adds: anything but GET, any
 * other origin (the API when it lives elsewhere, Sentry), and on this origin the API proxied under `/api/`, the
 * uploaded files under `/media/` and the runtime configuration `/config.js` (decision 200: a deployer's edit applies
 * at the next load). Data is never answered from a cache as if it were live.
 */
export function isNeverCached(method: string, url: URL, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return true;
  return (
    url.pathname === '/api' ||
    url.pathname.startsWith('/api/') ||
    url.pathname === '/media' ||
    url.pathname.startsWith('/media/') ||
    url.pathname === '/config.js'
  );
}

/** The part of `CacheStorage` {@link clearRuntimeCaches} uses (the window's and the worker's `caches`). */
export type CacheNames = Pick<CacheStorage, 'keys' | 'delete'>;

/**
 * Deletes every cache of this origin but the precache: what a session leaves behind goes at sign-out, both from the
 * page (which works even while no worker runs) and from the worker (which may be writing one meanwhile). The runtime
 * caches hold only build files today; the rule covers any one a later change adds. Resolves with the names deleted.
 */
export async function clearRuntimeCaches(storage: CacheNames): Promise<string[]> {
  const runtime = (await storage.keys()).filter((name) => !isPrecacheName(name));
  await Promise.all(runtime.map((name) => storage.delete(name)));
  return runtime;
}
