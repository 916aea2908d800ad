import * as Sentry from '@sentry/nextjs';

/**
 * Error reporting and performance tracing of the browser app (SPEC §1, §9). Loaded lazily by
 * `instrumentation-client.ts`, and only where reporting is on, so the SDK never weighs on the first load.
 */
export function initSentry(config: { dsn: string; environment: string; release?: string }): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    // The build's release: the source maps uploaded for it turn minified stacks into our code.
    release: config.release,
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
