import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * Where error reporting is on: every environment but `local` (SPEC §1), and only with a DSN, both from the
 * runtime configuration (lib/runtime-config.ts: `/config.js` over the build-time NEXT_PUBLIC_* values). The SDK
 * lives in `sentry.client.config.ts` and is imported on demand, so nothing of it is in the first-load JS.
 */

/** True when errors are sent to Sentry with the configuration in effect. */
export function sentryEnabled(): boolean {
  const { environment, sentryDsn } = getRuntimeConfig();
  return environment !== 'local' && sentryDsn !== '';
}

let sdk: Promise<typeof import('@/sentry.client.config')> | null = null;

/** Loads and starts the SDK once; later calls share the same load. Null where reporting is off. */
export function loadSentry(): Promise<typeof import('@/sentry.client.config')> | null {
  if (sdk) return sdk;
  if (!sentryEnabled()) return null;
  const { sentryDsn, environment } = getRuntimeConfig();
  sdk = import('@/sentry.client.config').then((module) => {
    module.initSentry({ dsn: sentryDsn, environment });
    return module;
  });
  return sdk;
}

/**
 * Reports an error the app handled itself (the error boundary, an unusable response), with optional tags to
 * search by (a response's path and failing key). Logged to the console in local builds.
 */
export function reportError(error: unknown, tags?: Record<string, string>): void {
  const loading = loadSentry();
  if (!loading) {
    console.error(error, tags ?? '');
    return;
  }
  void loading.then((module) => module.captureException(error, tags));
}
