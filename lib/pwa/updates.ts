/**
 * The page's side of the service worker (docs/decisions/209-installable-app.md): registering it, noticing that a
 * deploy brought a new one, and letting it take over when the person asks. Only the platform's documented
 * `ServiceWorkerContainer` and `ServiceWorkerRegistration` APIs, passed in so that tests give fakes.
 *
 * How a deploy is noticed: the browser fetches `/sw.js` again (served `no-cache`, registered with
 * `updateViaCache: 'none'`) when the app loads, and {@link watchForUpdates} asks again when the tab comes back into
 * view and every half hour while it stays open. A changed `sw.js` installs beside the running one and waits; the
 * page then says a new version is ready (lib/pwa/AppUpdate.tsx), and only «Обновить» lets it take over.
 */
import { SERVICE_WORKER_URL, workerMessages } from './caches';

/** How often an open tab asks for a new worker besides when it comes into view. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

/**
 * The parts of the platform the functions below use: the window's `navigator.serviceWorker` and `document`, or fakes.
 */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'register' | 'addEventListener' | 'removeEventListener'
>;
export type WorkerRegistration = Pick<
  ServiceWorkerRegistration,
  'waiting' | 'installing' | 'update' | 'addEventListener' | 'removeEventListener'
>;
type VisibleDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Registers `/sw.js` for the whole app once `whenLoaded` resolves (the page has loaded; a first install waits longer:
 * lib/pwa/AppUpdate.tsx), so the worker's precaching does not compete with the page's own start. Null where there is no worker to have: no `serviceWorker` (an insecure origin, an old
 * browser), a refusal (private modes, a blocked registration in tests), or an error — the app works without one.
 */
export async function registerServiceWorker(
  container: WorkerContainer | undefined,
  whenLoaded: Promise<void>,
): Promise<WorkerRegistration | null> {
  if (!container) return null;
  await whenLoaded;
  try {
    return (await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })) ?? null;
  } catch {
    return null;
  }
}

/**
 * Calls `onUpdate` once a new version is ready for this page: a worker installed and waiting behind the one that
 * controls it (found now or later), or a new worker that took the page over from another tab's «Обновить» (the
 * page still runs the old scripts). Asks the server for a new worker whenever the tab becomes visible and every
 * `intervalMs`. Returns the cleanup.
 */
export function watchForUpdates(
  registration: WorkerRegistration,
  container: WorkerContainer,
  onUpdate: () => void,
  { doc = document, intervalMs = UPDATE_CHECK_INTERVAL_MS }: { doc?: VisibleDocument; intervalMs?: number } = {},
): () => void {
  // A page nothing controlled got its first worker: no older version was running, nothing to offer.
  const controlledAtStart = container.controller !== null;
  if (registration.waiting && container.controller) onUpdate();

  const onInstalling = () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) onUpdate();
    });
  };
  const onControllerChange = () => {
    if (controlledAtStart) onUpdate();
  };
  // Offline, or the server briefly away: the next check tries again.
  const check = () => void registration.update().catch(() => undefined);
  const onVisible = () => {
    if (doc.visibilityState === 'visible') check();
  };

  registration.addEventListener('updatefound', onInstalling);
  container.addEventListener('controllerchange', onControllerChange);
  doc.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(check, intervalMs);
  return () => {
    registration.removeEventListener('updatefound', onInstalling);
    container.removeEventListener('controllerchange', onControllerChange);
    doc.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}

/**
 * «Обновить»: the waiting worker takes over (Serwist's `SKIP_WAITING` message) and the page reloads once it
 * controls the page, so the new pages and scripts load together. With no worker waiting (another tab already let
 * it in) the page just reloads.
 */
export function applyUpdate(registration: WorkerRegistration, container: WorkerContainer, reload: () => void): void {
  const waiting = registration.waiting;
  if (!waiting) {
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage(workerMessages.skipWaiting);
}
