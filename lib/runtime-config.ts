/**
 * The runtime configuration: one built export deploys to every environment (issue 8).
 *
 * `public/config.js` (copied into the export as `/config.js`) sets `window.__DASHBOARD_CONFIG__`; the root layout
 * loads it with a plain blocking `<script src>` before the app's inline scripts. Each key it sets overrides the
 * build-time default (the NEXT_PUBLIC_* value inlined by `next build`); a key it leaves out keeps the default.
 * A malformed key is ignored on its own, with a console warning: a typo in one key must not take the dashboard
 * down, nor throw away the keys that are right.
 *
 * The file is exactly `window.__DASHBOARD_CONFIG__ = <JSON>;` (comments before it allowed) so that the servers
 * can read it too: scripts/csp.ts builds the Content-Security-Policy's `connect-src`/`img-src` from it with
 * {@link resolveRuntimeConfig} and {@link liveBaseUrl}, the same functions the app uses.
 */

/** The keys of `window.__DASHBOARD_CONFIG__`. */
export interface RuntimeConfig {
  /**
   * The backend, e.g. `https://api.example.org` (NEXT_PUBLIC_API_URL), or a path of the dashboard's own origin
   * (`/api`) where its server proxies the backend: no call then needs a CORS preflight
   * (docs/decisions/200-build-and-serving.md). In the page a path is resolved against `location.origin`.
   */
  apiUrl: string;
  /** Base of the live websocket, e.g. `wss://live.example.org`; null: the API URL with http→ws, https→wss. */
  wsUrl: string | null;
  /** `local` turns error reporting off; any other name is sent to Sentry (NEXT_PUBLIC_ENVIRONMENT). */
  environment: string;
  /** Sentry DSN; empty: no reporting (NEXT_PUBLIC_SENTRY_DSN). */
  sentryDsn: string;
}

/** The build-time values, as `next build` inlined them (or as a build stamp recorded them). */
export interface BuildTimeConfig {
  NEXT_PUBLIC_API_URL?: string;
  NEXT_PUBLIC_WS_URL?: string;
  NEXT_PUBLIC_ENVIRONMENT?: string;
  NEXT_PUBLIC_SENTRY_DSN?: string;
}

/** The global the config file assigns. */
export const RUNTIME_CONFIG_GLOBAL = '__DASHBOARD_CONFIG__';

/** The API URL when neither the config file nor the build sets one (`npm start`'s backend). */
const DEFAULT_API_URL = 'http://localhost:8000';

/** True for an absolute URL whose scheme (`https:`) matches. */
function isUrlWithScheme(value: unknown, schemes: RegExp): value is string {
  if (typeof value !== 'string') return false;
  try {
    return schemes.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** `/api`: an absolute path (not `//host`, which is another origin), no query or fragment. */
const SAME_ORIGIN_PATH = /^\/(?!\/)[^?#\s]*$/;

/** A key's check: its value as the configuration takes it, or undefined when malformed. */
interface KeyRule {
  parse: (value: unknown) => string | undefined;
  /** What the key must be, for the warning. */
  expected: string;
}

/**
 * One rule per key, so that a bad key is dropped alone. Plain checks rather than a schema library: this module is
 * part of every page's first load (instrumentation-client.ts reads the configuration before the app runs).
 */
const KEY_RULES: Record<keyof RuntimeConfig, KeyRule> = {
  apiUrl: {
    parse: (value) =>
      (typeof value === 'string' && SAME_ORIGIN_PATH.test(value)) || isUrlWithScheme(value, /^https?:$/)
        ? value
        : undefined,
    expected: 'an absolute http(s) URL or a path of this origin (/api)',
  },
  wsUrl: {
    parse: (value) => (isUrlWithScheme(value, /^wss?:$/) ? value : undefined),
    expected: 'an absolute ws(s) URL',
  },
  environment: {
    parse: (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    expected: 'a non-empty name',
  },
  // Empty turns reporting off even where the build had a DSN.
  sentryDsn: {
    parse: (value) => (value === '' || isUrlWithScheme(value, /^https?:$/) ? value : undefined),
    expected: 'a Sentry DSN (https://key@host/project)',
  },
};

type Overrides = Partial<RuntimeConfig>;

/**
 * The overrides of a raw `window.__DASHBOARD_CONFIG__` value: each valid known key; `warn` is called once per
 * malformed or unknown key (and once when the whole value is not an object). Absent (undefined): no overrides.
 */
export function parseRuntimeOverrides(raw: unknown, warn: (message: string) => void): Overrides {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    warn(`${RUNTIME_CONFIG_GLOBAL} is not an object; the build-time configuration is used.`);
    return {};
  }
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(KEY_RULES, key)) {
      warn(`${RUNTIME_CONFIG_GLOBAL}.${key} is not a known key (${Object.keys(KEY_RULES).join(', ')}); ignored.`);
      continue;
    }
    const rule = KEY_RULES[key as keyof RuntimeConfig];
    const parsed = rule.parse(value);
    if (parsed !== undefined) {
      overrides[key] = parsed;
    } else {
      warn(
        `${RUNTIME_CONFIG_GLOBAL}.${key} must be ${rule.expected}, got ${JSON.stringify(value)}; the build-time value is used.`,
      );
    }
  }
  return overrides;
}

/** The configuration in effect: the valid keys of `raw` over the build-time values over the defaults. */
export function resolveRuntimeConfig(
  raw: unknown,
  build: BuildTimeConfig,
  warn: (message: string) => void,
): RuntimeConfig {
  const overrides = parseRuntimeOverrides(raw, warn);
  return {
    apiUrl: overrides.apiUrl ?? (build.NEXT_PUBLIC_API_URL || DEFAULT_API_URL),
    wsUrl: overrides.wsUrl ?? (build.NEXT_PUBLIC_WS_URL || null),
    environment: overrides.environment ?? (build.NEXT_PUBLIC_ENVIRONMENT || 'local'),
    sentryDsn: overrides.sentryDsn ?? (build.NEXT_PUBLIC_SENTRY_DSN || ''),
  };
}

/**
 * `config` with a same-origin API path (`/api`) made absolute against `origin` (the page's); an absolute URL
 * is kept as it is.
 */
export function withAbsoluteApiUrl(config: RuntimeConfig, origin: string): RuntimeConfig {
  if (!SAME_ORIGIN_PATH.test(config.apiUrl)) return config;
  return { ...config, apiUrl: new URL(config.apiUrl, origin).href.replace(/\/+$/, '') };
}

/** The base URL of the live websocket: `wsUrl`, else the API URL with http→ws / https→wss; null if neither works. */
export function liveBaseUrl(config: Pick<RuntimeConfig, 'apiUrl' | 'wsUrl'>): string | null {
  if (config.wsUrl) return config.wsUrl;
  if (!/^https?:\/\//i.test(config.apiUrl)) return null;
  return config.apiUrl.replace(/^http/i, 'ws');
}

// Spelled out one by one: Next inlines `process.env.NEXT_PUBLIC_X` only where it is written literally.
const BUILD_TIME: BuildTimeConfig = {
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
  NEXT_PUBLIC_WS_URL: process.env.NEXT_PUBLIC_WS_URL,
  NEXT_PUBLIC_ENVIRONMENT: process.env.NEXT_PUBLIC_ENVIRONMENT,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
};

let cached: { raw: unknown; config: RuntimeConfig } | null = null;

/**
 * The configuration in effect in this page. Read on use, never at module load: the app's chunks are `async`
 * scripts that may run before the blocking `/config.js` has arrived (a cached chunk beats a revalidated
 * config file); everything that renders or fetches runs after it (see {@link whenRuntimeConfigLoaded}).
 * Validated once per value of the global.
 */
export function getRuntimeConfig(): RuntimeConfig {
  const raw: unknown =
    typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
  if (cached && cached.raw === raw) return cached.config;
  const resolved = resolveRuntimeConfig(raw, BUILD_TIME, (message) =>
    console.warn(`Runtime configuration: ${message}`),
  );
  const config = typeof window === 'undefined' ? resolved : withAbsoluteApiUrl(resolved, window.location.origin);
  cached = { raw, config };
  return config;
}

/**
 * Resolves once `/config.js` has run. A parser-blocking script runs before the document finishes parsing, so
 * this is at once after parsing, else on `DOMContentLoaded`. For code that runs before hydration
 * (instrumentation-client.ts → Sentry).
 */
export function whenRuntimeConfigLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}
