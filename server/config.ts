/**
 * The reference backend's configuration. Every environment variable the server understands is read here and
 * nowhere else (docs/CONTRACTS.md), so the README's configuration table can be checked against one file.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `DATABASE_URL` value that selects a throw-away in-memory PGlite database (tests, demos). */
export const IN_MEMORY_DATABASE = 'memory://';

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

/** How much the answers carry (docs/CONTRACTS.md, «The spec-minimal profile»). */
type ApiProfile = 'full' | 'minimal';
const API_PROFILES: readonly ApiProfile[] = ['full', 'minimal'];

/** Who translates order messages (docs/CONTRACTS.md, "Translation"). */
export type TranslationProviderName = 'offline' | 'libretranslate';

export interface ServerConfig {
  /** `PORT`, default 8000. 0 picks a free port. */
  port: number;
  /** `HOST`, default 127.0.0.1 (set `0.0.0.0` to listen on every interface, e.g. in a container). */
  host: string;
  /**
   * `DATABASE_URL`: a `postgres://` URL for a Postgres server, `memory://` for an in-memory PGlite, or null (the
   * default) for a PGlite database on disk in `<dataDir>/db`.
   */
  databaseUrl: string | null;
  /** `DATA_DIR`, default `./data` (absolute here): PGlite files, uploads, the generated secret key. */
  dataDir: string;
  /**
   * `SECRET_KEY` (alias `JWT_SECRET`): signs JWTs and activation/reset tokens, like Django's SECRET_KEY. When unset
   * a random key is generated once and kept in `<dataDir>/secret_key`, so tokens survive a restart; with an
   * in-memory database the key is random per process (nothing would survive a restart anyway).
   */
  secretKey: string;
  /** `ACCESS_TOKEN_LIFETIME` in seconds, default 300 (SimpleJWT's 5 minutes). 0 makes every access token expired. */
  accessTokenLifetime: number;
  /** `REFRESH_TOKEN_LIFETIME` in seconds, default 86400 (one day). */
  refreshTokenLifetime: number;
  /** `PASSWORD_RESET_TIMEOUT` in seconds, default 259200 (Django's 3 days): life of activation and reset links. */
  passwordResetTimeout: number;
  /** `DASHBOARD_URL`, default http://localhost:3000: the base of the links in e-mails (no trailing slash). */
  dashboardUrl: string;
  /**
   * `CORS_ORIGINS`: comma-separated origins allowed to call the API from a browser, with credentials. Unset: the
   * origin of {@link dashboardUrl} (and, for a loopback host, the same port on `localhost` and `127.0.0.1`), which is
   * what `npm start` and `npm run dev` serve. `*` lets any origin read answers, but never with credentials.
   */
  corsOrigins: string[] | '*';
  /**
   * `ENABLE_DEV_ENDPOINTS` (alias `DEV_ENDPOINTS`), default off: `GET /dev/outbox/`, the fault switches of
   * `/dev/faults/` and `/dev/sockets/`, answered to loopback clients only. `npm start`, `npm run dev`, the tests and
   * the e2e backends switch them on.
   */
  devEndpoints: boolean;
  /**
   * `AUTH_RATE_LIMIT`: requests per minute per client IP on sign-in and the anonymous account POSTs under `/auth/`
   * (activation, password reset), default 20.
   */
  authRateLimit: number;
  /**
   * `AUTH_ACCOUNT_RATE_LIMIT`: sign-ins per minute per account (the e-mail, normalised), and password changes per
   * minute per user, default 10, whatever the IP.
   */
  authAccountRateLimit: number;
  /** `REFRESH_RATE_LIMIT`: token refreshes and sign-outs per minute per client IP, default 300 (its own bucket). */
  refreshRateLimit: number;
  /**
   * `HEADERS_TIMEOUT` in ms, default 20000: a client must send a request's headers within this time, else 408 and
   * the connection is closed.
   */
  headersTimeout: number;
  /** `REQUEST_TIMEOUT` in ms, default 300000: a client must send a whole request (an upload) within this time. */
  requestTimeout: number;
  /**
   * `CONNECTION_TIMEOUT` in ms, default 120000: a connection with no traffic in either direction for this long is
   * closed (above the longest answer the server takes, 60 s of injected latency).
   */
  connectionTimeout: number;
  /** `KEEP_ALIVE_TIMEOUT` in ms, default 10000: how long an idle keep-alive connection waits for the next request. */
  keepAliveTimeout: number;
  /** `BODY_LIMIT` in bytes for JSON and form bodies, default 1 MiB; larger bodies get 413. */
  bodyLimit: number;
  /**
   * `IMAGE_MAX_BYTES`: the largest image an upload may carry, default 10 MiB; a larger one is a 400 on the `file`
   * field naming the limit (server/routes/images.ts).
   */
  imageMaxBytes: number;
  /**
   * `PASSWORD_HASH_COST`: log2 of scrypt's N for new hashes, default 17 (OWASP: N=2^17, r=8, p=1). Existing hashes
   * keep the parameters written into them, so lowering it only makes new hashes cheaper. Tests use 12, because
   * every sign-in verifies a hash and 2^17 costs ~0.6 s of CPU each.
   */
  passwordHashCost: number;
  /** `LOG_LEVEL`: silent, error, warn, info (default), debug (adds one line per request). */
  logLevel: LogLevel;
  /**
   * `API_PROFILE`: `full` (default) answers with every field of docs/CONTRACTS.md; `minimal` answers only with ids
   * and the fields a screen requires (the spec-minimal contract, server/minimal/), decimals as strings — a stand-in
   * for a production backend that renders no more than the spec names.
   */
  apiProfile: ApiProfile;
  /**
   * `TRANSLATION_PROVIDER`: `offline` (default; the phrase table of server/translation/phrases.ts, no network) or
   * `libretranslate` (a LibreTranslate-compatible service at {@link translationUrl}).
   */
  translationProvider: TranslationProviderName;
  /** `TRANSLATION_URL`: base URL of the LibreTranslate service (no trailing slash); required by `libretranslate`. */
  translationUrl: string | null;
  /** `TRANSLATION_API_KEY`: sent as `api_key` when set (public LibreTranslate instances want one). */
  translationApiKey: string | null;
}

type Env = Record<string, string | undefined>;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The browser origins of the dashboard at `dashboardUrl`: its origin, and for a loopback host both spellings (a
 * developer opens `localhost:3000` or `127.0.0.1:3000` alike).
 */
function dashboardOrigins(dashboardUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(dashboardUrl);
  } catch {
    throw new Error(`DASHBOARD_URL must be an absolute URL, got "${dashboardUrl}"`);
  }
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

const LOG_LEVELS: readonly LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug'];
const TRANSLATION_PROVIDERS: readonly TranslationProviderName[] = ['offline', 'libretranslate'];

function integer(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

/**
 * Reads (or creates) the persisted secret of a data directory. Kept next to the database so that a restart does
 * not sign everybody out, while a fresh data directory never shares a key with another one.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret_key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // Not created yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    // Another process won the race: use its key.
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * Builds the configuration from environment variables (process.env by default), with the defaults documented on
 * {@link ServerConfig}. Invalid numbers throw at start-up rather than misbehave later. Side effect: without
 * `SECRET_KEY` and with an on-disk database it creates `<DATA_DIR>/secret_key`.
 */
export function loadConfig(env: Env = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const explicitSecret = env.SECRET_KEY?.trim() || env.JWT_SECRET?.trim();
  const secretKey =
    explicitSecret ||
    (databaseUrl === IN_MEMORY_DATABASE ? randomBytes(48).toString('base64url') : persistedSecret(dataDir));

  const dashboardUrl = (env.DASHBOARD_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  const corsRaw = env.CORS_ORIGINS?.trim();
  const corsOrigins = !corsRaw
    ? dashboardOrigins(dashboardUrl)
    : corsRaw === '*'
      ? '*'
      : corsRaw
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter(Boolean);

  const logLevel = (env.LOG_LEVEL?.trim().toLowerCase() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const apiProfile = (env.API_PROFILE?.trim().toLowerCase() || 'full') as ApiProfile;
  if (!API_PROFILES.includes(apiProfile)) throw new Error(`API_PROFILE must be one of ${API_PROFILES.join(', ')}`);

  const translationProvider = (env.TRANSLATION_PROVIDER?.trim().toLowerCase() || 'offline') as TranslationProviderName;
  if (!TRANSLATION_PROVIDERS.includes(translationProvider)) {
    throw new Error(`TRANSLATION_PROVIDER must be one of ${TRANSLATION_PROVIDERS.join(', ')}`);
  }
  const translationUrl = env.TRANSLATION_URL?.trim().replace(/\/+$/, '') || null;
  if (translationUrl !== null && !/^https?:\/\/[^/]/i.test(translationUrl)) {
    throw new Error(`TRANSLATION_URL must be an http(s) URL, got "${translationUrl}"`);
  }
  // Fail at start-up, not at the first translation a guest is waiting for.
  if (translationProvider === 'libretranslate' && translationUrl === null) {
    throw new Error('TRANSLATION_PROVIDER=libretranslate needs TRANSLATION_URL');
  }

  const requestTimeout = integer(env, 'REQUEST_TIMEOUT', 300_000, 1);
  // Node refuses a headers timeout above the request timeout.
  const headersTimeout = integer(env, 'HEADERS_TIMEOUT', Math.min(20_000, requestTimeout), 1, requestTimeout);

  return {
    port: integer(env, 'PORT', 8000, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    dataDir,
    secretKey,
    accessTokenLifetime: integer(env, 'ACCESS_TOKEN_LIFETIME', 300, 0),
    refreshTokenLifetime: integer(env, 'REFRESH_TOKEN_LIFETIME', 86_400, 0),
    passwordResetTimeout: integer(env, 'PASSWORD_RESET_TIMEOUT', 259_200, 1),
    dashboardUrl,
    corsOrigins,
    devEndpoints: flag(env.ENABLE_DEV_ENDPOINTS) ?? flag(env.DEV_ENDPOINTS) ?? false,
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 20, 1),
    authAccountRateLimit: integer(env, 'AUTH_ACCOUNT_RATE_LIMIT', 10, 1),
    refreshRateLimit: integer(env, 'REFRESH_RATE_LIMIT', 300, 1),
    headersTimeout,
    requestTimeout,
    connectionTimeout: integer(env, 'CONNECTION_TIMEOUT', 120_000, 1),
    keepAliveTimeout: integer(env, 'KEEP_ALIVE_TIMEOUT', 10_000, 1),
    bodyLimit: integer(env, 'BODY_LIMIT', 1024 * 1024, 1),
    imageMaxBytes: integer(env, 'IMAGE_MAX_BYTES', 10 * 1024 * 1024, 1),
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 17, 1, 22),
    logLevel,
    apiProfile,
    translationProvider,
    translationUrl,
    translationApiKey: env.TRANSLATION_API_KEY?.trim() || null,
  };
}
