import { type CacheNames, clearRuntimeCaches, workerMessages } from './caches';

/**
 * The end of a session as the service worker's caches see it (docs/decisions/209-installable-app.md): every
 * runtime cache of this origin is deleted here, at once, and the worker controlling the page is told to do the same
 * (it may be filling one meanwhile). The precache stays: the export's pages and scripts, the same for every
 * visitor, which the next person at this phone opens the sign-in page from, offline too. Nothing user-specific is
 * ever cached (the API, `/media/` and `config.js` are never handled), so this guards what a later runtime cache
 * might hold. Never throws: a browser without Cache Storage or a worker has nothing to clear.
 */
export async function forgetSessionCaches(
  storage: CacheNames | undefined = typeof caches === 'undefined' ? undefined : caches,
  worker: Pick<ServiceWorker, 'postMessage'> | null | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker?.controller,
): Promise<void> {
  worker?.postMessage(workerMessages.signedOut);
  if (storage) await clearRuntimeCaches(storage).catch(() => undefined);
}
