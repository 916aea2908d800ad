import { whenRuntimeConfigLoaded } from '@/lib/runtime-config';
import { loadSentry, reportError, sentryEnabled } from '@/lib/sentry';
import { installNavigationBlock } from '@/lib/ui/back-guard';

// Next 16 runs this file in the browser before the app hydrates. The Sentry SDK is a separate chunk, fetched only
// where reporting is on (`/config.js` says; it may not have run yet this early, hence the wait) and only once the
// app is interactive — after the load event, when the browser is idle — so it never competes with the first
// screen. An error before then is not lost: the first one loads the SDK at once and is reported through it; once
// the SDK is in, its own global handlers take over.

function onError(event: ErrorEvent): void {
  if (sentryEnabled()) reportError(event.error ?? new Error(event.message));
}

function onRejection(event: PromiseRejectionEvent): void {
  if (sentryEnabled()) reportError(event.reason);
}

function handOver(): void {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
}

function whenInteractive(run: () => void): void {
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : window.setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

window.addEventListener('error', onError);
window.addEventListener('unhandledrejection', onRejection);
// The drafts' Back guard listens before Next's router does (lib/ui/back-guard.ts says why).
installNavigationBlock();
void whenRuntimeConfigLoaded().then(() =>
  whenInteractive(() => {
    const loading = loadSentry();
    if (loading) void loading.then(handOver, handOver);
    else handOver();
  }),
);
