/**
 * Where error reporting is on: every environment but `local` (SPEC §1), and only with a DSN. The SDK lives
 * in `sentry.client.config.ts` and is imported on demand, so nothing of it is in the first-load JS.
 */
const environment = process.env.NEXT_PUBLIC_ENVIRONMENT || 'local';
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN || '';

/** True when errors are sent to Sentry in this build. */
export const sentryEnabled = environment !== 'local' && dsn !== '';

let sdk: Promise<typeof import('@/sentry.client.config')> | null = null;

/** Loads and starts the SDK once; later calls share the same load. */
export function loadSentry(): Promise<typeof import('@/sentry.client.config')> | null {
  if (!sentryEnabled) return null;
  sdk ??= import('@/sentry.client.config').then((module) => {
    module.initSentry({ dsn, environment });
    return module;
  });
  return sdk;
}

/** Reports an error the app handled itself (the error boundary). Logged to the console in local builds. */
export function reportError(error: unknown): void {
  const loading = loadSentry();
  if (!loading) {
    console.error(error);
    return;
  }
  void loading.then((module) => module.captureException(error));
}
