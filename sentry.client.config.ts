import * as Sentry from '@sentry/nextjs';

/**
 * Error reporting and performance tracing of the browser app (SPEC §1, §9). Loaded lazily by
 * `instrumentation-client.ts`, and only where reporting is on, so the SDK never weighs on the first load.
 */
export function initSentry(config: { dsn: string; environment: string }): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    // The build's release, inlined at build time (scripts/build-if-stale.ts: the environment's, else the git commit
    // built): Sentry finds the source maps uploaded for it by it. It names this build's code, so it is no runtime
    // configuration; and it is read here, in the SDK's own chunk, so the first load carries not a byte of it.
    release: process.env.NEXT_PUBLIC_SENTRY_RELEASE || undefined,
    integrations: [
      Sentry.browserTracingIntegration({
        idleTimeout: 1000,
        finalTimeout: 30000,
        childSpanTimeout: 15000,
      }),
    ],
    tracesSampleRate: 1,
  });
}

/** Reports an error the app caught itself (error boundary, malformed responses), with searchable tags. */
export function captureException(error: unknown, tags?: Record<string, string>): void {
  Sentry.captureException(error, tags ? { tags } : undefined);
}
