import ky, { type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { ru } from '@/lib/i18n/ru';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { ApiError, toApiError } from './errors';
import { publishLogout } from './logout';

/**
 * The one HTTP client of the dashboard (ARCHITECTURE rule 2): only `features/*\/api.ts` import this module.
 *
 * - `http` is for authenticated calls: Bearer token, `Accept-Language: ru`, `Managed-Hotel: <active hotel>`,
 *   CSRF header on unsafe methods, and one token refresh + one retry on a 401 (single-flight).
 * - `authHttp` is for the auth calls that carry no token (sign-in, refresh, activation, reset); it never refreshes.
 *
 * Every method validates the JSON body with the given valibot schema and throws only {@link ApiError}.
 */

const DEFAULT_API_URL = 'http://localhost:8000';
const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
/** Calls that authenticate by their body, not by a token: a 401 there is an answer, not an expired session. */
const AUTH_PATHS = ['/auth/token/', '/auth/token/refresh/', '/auth/users/activation/', '/auth/users/reset_password/', '/auth/users/reset_password_confirm/'];

type Schema = v.GenericSchema | v.GenericSchemaAsync;
type SearchParams = Record<string, string | number | boolean | null | undefined>;

/** Options a feature's fetcher may pass; the transport owns everything else (headers, retry, timeout). */
export interface RequestOptions {
  searchParams?: SearchParams;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  onUploadProgress?: Options['onUploadProgress'];
}

/** A ky instance wrapped so that every call is validated and every failure is an ApiError. */
export interface ApiClient {
  get<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>;
  post<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>;
  post(path: string, schema: null, options?: RequestOptions): Promise<undefined>;
  put<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>;
  put(path: string, schema: null, options?: RequestOptions): Promise<undefined>;
  patch<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>;
  patch(path: string, schema: null, options?: RequestOptions): Promise<undefined>;
  delete<S extends Schema>(path: string, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>;
  delete(path: string, schema: null, options?: RequestOptions): Promise<undefined>;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function isAuthPath(url: string): boolean {
  const { pathname } = new URL(url);
  return AUTH_PATHS.some((path) => pathname.endsWith(path));
}

function bearerOf(request: Request): string | null {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
}

function cleanSearchParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) result[key] = String(value);
  }
  return result;
}

const refreshResponse = v.object({ access: v.string() });

function createClients(apiUrl: string) {
  const protocol = (() => {
    try {
      return new URL(apiUrl).protocol;
    } catch {
      return 'invalid:';
    }
  })();

  const base = ky.create({
    prefix: apiUrl,
    timeout: false,
    throwHttpErrors: true,
    // Only the forced retry after a token refresh is wanted; network errors and 5xx are the caller's to retry.
    retry: { limit: 0 },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (protocol !== 'http:' && protocol !== 'https:') {
            throw new ApiError({ status: 0, message: ru.httpErrors.unsupportedProtocol, kind: 'unsupported-protocol' });
          }
          request.headers.set('Accept-Language', 'ru');
          if (!SAFE_METHODS.has(request.method)) {
            const csrf = readCookie(CSRF_COOKIE);
            if (csrf) request.headers.set(CSRF_HEADER, csrf);
          }
        },
      ],
    },
  });

  const auth = base;

  let refreshInFlight: Promise<string | null> | null = null;

  /**
   * Single-flight refresh: concurrent 401s wait for the same request. Resolves to the new access token, or
   * to null after publishing logout once (no refresh token, or the server rejected it). A refresh that fails
   * for any other reason (the network, a 5xx) is thrown to the caller: a dropped connection is not a logout.
   */
  function refreshAccessToken(): Promise<string | null> {
    refreshInFlight ??= (async () => {
      const refresh = tokenStorage.getRefresh();
      if (!refresh) {
        publishLogout();
        return null;
      }
      try {
        const { access } = (await send(auth, 'post', '/auth/token/refresh/', refreshResponse, { json: { refresh } })) as v.InferOutput<
          typeof refreshResponse
        >;
        tokenStorage.setTokens({ access });
        return access;
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.status === 400 || apiError.status === 401) {
          publishLogout();
          return null;
        }
        throw apiError;
      }
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  const authenticated = base.extend({
    retry: { limit: 1, methods: ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'], shouldRetry: () => false, delay: () => 0 },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const access = tokenStorage.getAccess();
          if (access) request.headers.set('Authorization', `Bearer ${access}`);
          const hotel = activeHotelStorage.get();
          if (hotel !== null) request.headers.set('Managed-Hotel', String(hotel));
        },
      ],
      afterResponse: [
        async ({ request, response, retryCount }) => {
          if (response.status !== 401 || isAuthPath(request.url)) return undefined;
          if (retryCount > 0) {
            // The fresh token was refused too: the session cannot be renewed.
            publishLogout();
            return undefined;
          }
          const current = tokenStorage.getAccess();
          // Another call renewed the token while this one was in flight: reuse it instead of refreshing again.
          const access = current && current !== bearerOf(request) ? current : await refreshAccessToken();
          if (!access) return undefined;
          return ky.retry({ code: 'TOKEN_REFRESHED', delay: 0 });
        },
      ],
      beforeRetry: [
        ({ request }) => {
          const access = tokenStorage.getAccess();
          if (access) request.headers.set('Authorization', `Bearer ${access}`);
        },
      ],
    },
  });

  return { authenticated, auth, apiUrl, refreshAccessToken };
}

async function send(instance: KyInstance, method: string, path: string, schema: Schema | null, options: RequestOptions = {}) {
  let response: Response;
  try {
    response = await instance(path, {
      method,
      json: options.json,
      body: options.body,
      signal: options.signal,
      searchParams: cleanSearchParams(options.searchParams),
      onUploadProgress: options.onUploadProgress,
    });
  } catch (error) {
    throw toApiError(error);
  }
  if (schema === null) return undefined;
  let data: unknown;
  try {
    const text = await response.text();
    data = text === '' ? null : JSON.parse(text);
  } catch (error) {
    throw new ApiError({ status: response.status, message: ru.httpErrors.malformed, kind: 'malformed', cause: error });
  }
  const result = await v.safeParseAsync(schema, data);
  if (!result.success) {
    throw new ApiError({
      status: response.status,
      message: ru.httpErrors.malformed,
      kind: 'malformed',
      data: { path, issues: v.flatten(result.issues) },
    });
  }
  return result.output;
}

/** Reads the instance on every call so that {@link configureHttp} takes effect for clients already imported. */
function wrap(instance: () => KyInstance): ApiClient {
  const method =
    (name: string) =>
    (path: string, schema: Schema | null, options?: RequestOptions): Promise<never> =>
      send(instance(), name, path, schema, options) as Promise<never>;
  return { get: method('get'), post: method('post'), put: method('put'), patch: method('patch'), delete: method('delete') };
}

let clients = createClients(process.env.NEXT_PUBLIC_API_URL || DEFAULT_API_URL);

/** Points both clients at another backend (tests start the reference server on a free port). */
export function configureHttp(config: { apiUrl: string }): void {
  clients = createClients(config.apiUrl);
}

/** The API base URL in use (see {@link configureHttp}); the live transport (live.ts) derives its address from it. */
export function getApiUrl(): string {
  return clients.apiUrl;
}

/**
 * The same single-flight refresh the authenticated client runs on a 401, for transports that cannot go through
 * it (the websocket of live.ts). Resolves to the new access token, or to null after logout was published;
 * throws the ApiError of a refresh that failed for another reason (network, 5xx).
 */
export function refreshAccessToken(): Promise<string | null> {
  return clients.refreshAccessToken();
}

/** Authenticated calls: token, language, managed hotel, CSRF, refresh on 401. */
export const http: ApiClient = wrap(() => clients.authenticated);

/** Token-less auth calls: sign-in, refresh, activation, password reset. Never intercepted for refresh. */
export const authHttp: ApiClient = wrap(() => clients.auth);
