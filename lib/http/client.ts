import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { reportError } from '@/lib/sentry';
import { tokenStorage } from '@/lib/storage';
import { takeEarlyAnswer } from './early';
import {
  ApiError,
  abortedApiError,
  apiErrorFromResponse,
  type MalformedDetails,
  malformedApiError,
  networkApiError,
  toApiError,
} from './errors';
import { publishLogout } from './logout';
import { createRefusalMemory } from './refusals';
import { joinUrl, LANGUAGE_HEADERS, sessionHeaders } from './request';
import { setFileBase } from './schemas';

/**
 * The one HTTP client of the dashboard (ARCHITECTURE rule 2): only `features/*\/api.ts` and `lib/dictionaries/api.ts`
 * import this module.
 *
 * - `http` is for authenticated calls: Bearer token, `Accept-Language: ru`, `Managed-Hotel: <active hotel>`,
 *   CSRF header on unsafe methods, and one token refresh + one retry on a 401 (single-flight; `withFreshToken`).
 * - `authHttp` is for the auth calls that carry no token (sign-in, refresh, logout's revoke, activation, reset); it
 *   never refreshes.
 * - `http.upload` sends a multipart form through XMLHttpRequest, with the same headers, refresh and errors, to
 *   report upload progress (see {@link AuthenticatedClient.upload} for why not fetch).
 *
 * Every method validates the JSON body with the given valibot schema and throws only {@link ApiError}.
 */

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
/** Calls that authenticate by their body, not by a token: a 401 there is an answer, not an expired session. */
const AUTH_PATHS = [
  '/auth/token/',
  '/auth/token/refresh/',
  '/auth/token/blacklist/',
  '/auth/users/activation/',
  '/auth/users/reset_password/',
  '/auth/users/reset_password_confirm/',
];

type Schema = v.GenericSchema | v.GenericSchemaAsync;
type SearchParams = Record<string, string | number | boolean | null | undefined>;
/** Sends one call and resolves with its 2xx response; throws only ApiError. */
type Transport = (method: string, path: string, options?: RequestOptions) => Promise<Response>;

/** Options a feature's fetcher may pass; the transport owns everything else (headers, retry, timeout). */
interface RequestOptions {
  searchParams?: SearchParams;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  /** fetch's `keepalive`: the request outlives the page (a call sent just before a reload or a navigation away). */
  keepalive?: boolean;
  /**
   * Query parameters the fetcher applies again to the answer in the browser (filters): a backend that refuses
   * one (a 400 naming it) is asked again without it, and the parameter is not sent again on this path (refusals.ts).
   */
  browserFilters?: readonly string[];
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

/** Options of {@link AuthenticatedClient.upload}. */
interface UploadOptions {
  /** The multipart form, sent as it is (the browser writes the boundary). */
  body: FormData;
  signal?: AbortSignal;
  /** The share of the body sent so far, 0–1, as the browser reports it; last called with 1 once the upload succeeded. */
  onProgress?: (fraction: number) => void;
}

/** The authenticated client, which also uploads with progress. */
export interface AuthenticatedClient extends ApiClient {
  /**
   * `POST path` with a multipart body, reporting upload progress; otherwise like `post`: same address, headers,
   * refresh + one retry on a 401 (progress then starts over), 200–299 validated with `schema`, failures as ApiError.
   *
   * Why XMLHttpRequest: fetch reports upload progress only for a streamed request body, and browsers stream
   * request bodies only over HTTP/2 (Chrome refuses them on HTTP/1.1 with ERR_H2_OR_QUIC_REQUIRED), while
   * `xhr.upload` reports progress on every connection.
   */
  upload<S extends Schema>(path: string, schema: S, options: UploadOptions): Promise<v.InferOutput<S>>;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function isAuthPath(path: string): boolean {
  const pathname = pathOf(path);
  return AUTH_PATHS.some((authPath) => pathname.endsWith(authPath));
}

/** An HTTP 401 answer (not a network failure, nor a 401 the body was malformed on). */
function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401;
}

/** Headers of every call: the language, and on unsafe methods the CSRF cookie's value (double submit). */
function commonHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { ...LANGUAGE_HEADERS };
  if (!SAFE_METHODS.has(method.toUpperCase())) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  return headers;
}

function setHeaders(request: Request, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
}

/** Path + key already reported in this page's life: a query's retries of one bad answer report it once. */
const reportedMalformed = new Set<string>();

/**
 * The `malformed` ApiError of an unusable 2xx answer, reported to Sentry (outside `local`) with the path and the
 * failing key as tags, once per path and key.
 */
function malformed(status: number, details: MalformedDetails, cause?: unknown): ApiError {
  const error = malformedApiError(status, details, cause);
  const fingerprint = `${details.path} ${details.key ?? ''}`;
  if (!reportedMalformed.has(fingerprint)) {
    reportedMalformed.add(fingerprint);
    reportError(error, { 'api.path': details.path, 'api.key': details.key ?? '(body)' });
  }
  return error;
}

/** The call's path without its query, with ids kept: what a report and the screen name. */
function pathOf(path: string): string {
  return `/${path.replace(/^\/+/, '').split('?')[0]}`;
}

/** A JSON body (null when empty) validated with `schema`; anything else is a `malformed` ApiError naming the key. */
async function parseBody(path: string, status: number, text: string, schema: Schema): Promise<unknown> {
  let data: unknown;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch (error) {
    throw malformed(status, { path: pathOf(path), key: null, missing: false }, error);
  }
  const result = await v.safeParseAsync(schema, data);
  if (!result.success) {
    const [issue] = result.issues;
    const key = v.getDotPath(issue);
    throw malformed(
      status,
      { path: pathOf(path), key: key === '' ? null : key, missing: issue.input === undefined || issue.input === null },
      new v.ValiError(result.issues),
    );
  }
  return result.output;
}

/** What an XMLHttpRequest got back. */
interface XhrResponse {
  status: number;
  statusText: string;
  text: string;
  contentType: string | null;
}

/** An error body as ky's HTTPError.data has it: JSON by Content-Type, else the text; undefined when empty or unparsable. */
function errorData({ text, contentType }: XhrResponse): unknown {
  if (text === '') return undefined;
  if (!contentType || !/json/i.test(contentType)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * One `POST` through XMLHttpRequest. Resolves with any response that arrived; rejects only with the `network` or
 * `aborted` ApiError. `xhr.upload` progress events become fractions.
 */
function postXhr(
  url: string,
  headers: Record<string, string>,
  body: FormData,
  signal: AbortSignal | undefined,
  onProgress: (fraction: number) => void,
): Promise<XhrResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedApiError(signal.reason));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const finish = (settle: () => void) => {
      signal?.removeEventListener('abort', abort);
      settle();
    };
    xhr.open('POST', url);
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () =>
      finish(() =>
        xhr.status === 0
          ? reject(networkApiError())
          : resolve({
              status: xhr.status,
              statusText: xhr.statusText,
              text: xhr.responseText,
              contentType: xhr.getResponseHeader('Content-Type'),
            }),
      ),
    );
    xhr.addEventListener('error', () => finish(() => reject(networkApiError())));
    xhr.addEventListener('abort', () => finish(() => reject(abortedApiError(signal?.reason))));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
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
  setFileBase(apiUrl);
  const protocol = (() => {
    try {
      return new URL(apiUrl).protocol;
    } catch {
      return 'invalid:';
    }
  })();

  function assertSupportedProtocol() {
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new ApiError({ status: 0, message: ru.httpErrors.unsupportedProtocol, kind: 'unsupported-protocol' });
    }
  }

  const base = ky.create({
    prefix: apiUrl,
    timeout: false,
    throwHttpErrors: true,
    /*
     * ky retries nothing: it would otherwise resend a POST or PATCH after a 500 or a dropped connection, which may
     * already have been applied (a second order, a second guest), and a GET would be retried twice over, here and
     * by the query layer (lib/query-client.ts `shouldRetry`), the one place that retries transient failures,
     * queries only. The one resend is {@link withFreshToken}'s, after a 401.
     */
    retry: { limit: 0 },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          assertSupportedProtocol();
          setHeaders(request, commonHeaders(request.method));
        },
      ],
    },
  });

  /** A token-less auth call: never refreshed. */
  const auth: Transport = (method, path, options) => request(base, method, path, options);

  let refreshInFlight: Promise<string | null> | null = null;
  /** The refresh token the server last refused: a later 401 neither sends it again nor logs out again. */
  let refusedRefresh: string | null = null;

  /**
   * Single-flight refresh: concurrent 401s wait for the same request. Resolves to the new access token, or
   * to null after publishing logout once (no refresh token, or the server rejected it and also the different one
   * another tab may have stored meanwhile). A call whose 401 comes back after that refusal gets null at once: the
   * refused token is not sent again and the logout is not published twice. A refresh that fails
   * for any other reason (the network, a 5xx) is thrown to the caller: a dropped connection is not a logout.
   */
  function refreshAccessToken(): Promise<string | null> {
    refreshInFlight ??= (async () => {
      let refresh = tokenStorage.getRefresh();
      for (let attempt = 0; ; attempt += 1) {
        if (refresh !== null && refresh === refusedRefresh) return null;
        if (!refresh) {
          publishLogout();
          return null;
        }
        try {
          const { access } = (await send(auth, 'post', '/auth/token/refresh/', refreshResponse, {
            json: { refresh },
          })) as v.InferOutput<typeof refreshResponse>;
          tokenStorage.setTokens({ access });
          return access;
        } catch (error) {
          const apiError = toApiError(error);
          if (apiError.status !== 400 && apiError.status !== 401) throw apiError;
          // Another tab may have replaced the stored pair meanwhile (signed in again, or a backend that rotates
          // refresh tokens): the refused token is then merely stale, and logging out would sign that tab out too.
          const stored = tokenStorage.getRefresh();
          if (attempt === 0 && stored !== null && stored !== refresh) {
            refresh = stored;
            continue;
          }
          refusedRefresh = refresh;
          publishLogout();
          return null;
        }
      }
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /**
   * The token to retry a 401 with: one another call renewed while this one was in flight, else a refreshed one;
   * null when the session cannot be renewed (logout already published). Throws as {@link refreshAccessToken}.
   */
  async function tokenAfter401(sentToken: string | null): Promise<string | null> {
    const current = tokenStorage.getAccess();
    return current && current !== sentToken ? current : refreshAccessToken();
  }

  /**
   * The one refresh-and-retry path of authenticated calls, fetch and upload alike. `send` makes the call with the
   * access token stored at that moment and throws ApiError; on a 401 the call is sent once more with a renewed
   * token (one another call or tab already renewed, else one refreshed single-flight). No retry loop: a 401 of the
   * second send means the session cannot be renewed, and logout is published. When no token can be had (logout
   * already published) the first 401 is thrown; a refresh that failed for another reason throws its own error.
   */
  async function withFreshToken<T>(send: () => Promise<T>): Promise<T> {
    const sentToken = tokenStorage.getAccess();
    try {
      return await send();
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      const access = await tokenAfter401(sentToken);
      if (!access) throw error;
    }
    try {
      return await send();
    } catch (error) {
      // The fresh token was refused too: the session cannot be renewed.
      if (isUnauthorized(error)) publishLogout();
      throw error;
    }
  }

  const authenticatedInstance = base.extend({
    hooks: {
      beforeRequest: [
        ({ request }) => {
          // Read on every send, so the resend after a refresh carries the new token.
          setHeaders(request, sessionHeaders());
        },
      ],
    },
  });

  /**
   * An authenticated call: a 401 is refreshed and resent once, but not on the auth endpoints, where it is an answer.
   * A GET sent early at start-up (early.ts) answers the same call once, when it succeeded.
   */
  const sendAuthenticated: Transport = async (method, path, options) => {
    if (method === 'get' && options?.searchParams === undefined) {
      const early = await takeEarlyAnswer(apiUrl, path);
      if (early !== null) return early;
    }
    return isAuthPath(path)
      ? request(authenticatedInstance, method, path, options)
      : withFreshToken(() => request(authenticatedInstance, method, path, options));
  };

  /** The filters this backend refused, per path: one memory per API address (a new address starts afresh). */
  const refusals = createRefusalMemory();

  /**
   * {@link sendAuthenticated}, leaving out the `browserFilters` the backend refuses (refusals.ts). GETs only: the
   * 400 of a write names the body's fields, which are never dispensable, and a write is never sent twice.
   */
  const authenticated: Transport = (method, path, options) => {
    const dispensable = options?.browserFilters;
    if (method !== 'get' || !dispensable || dispensable.length === 0) return sendAuthenticated(method, path, options);
    return refusals.send(path, options.searchParams, dispensable, (searchParams) =>
      sendAuthenticated(method, path, { ...options, searchParams }),
    );
  };

  /** See {@link AuthenticatedClient.upload}. */
  async function upload(path: string, schema: Schema, { body, signal, onProgress }: UploadOptions): Promise<unknown> {
    assertSupportedProtocol();
    const response = await withFreshToken(async () => {
      // A resend after a refresh starts the progress over.
      let reported = -1;
      const report = (fraction: number) => {
        reported = fraction;
        onProgress?.(fraction);
      };
      const answer = await postXhr(
        joinUrl(apiUrl, path),
        { ...commonHeaders('POST'), ...sessionHeaders() },
        body,
        signal,
        report,
      );
      if (answer.status < 200 || answer.status > 299) throw apiErrorFromResponse(answer, errorData(answer));
      // Browsers may end the progress events a little short of the total (or, without a length, send none).
      if (reported !== 1) report(1);
      return answer;
    });
    return parseBody(path, response.status, response.text, schema);
  }

  return { authenticated, auth, apiUrl, refreshAccessToken, upload };
}

/** One ky call; every failure (an HTTP error status included) is thrown as an ApiError. */
async function request(
  instance: KyInstance,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  try {
    return await instance(path, {
      method,
      json: options.json,
      body: options.body,
      signal: options.signal,
      keepalive: options.keepalive,
      searchParams: cleanSearchParams(options.searchParams),
    });
  } catch (error) {
    throw toApiError(error);
  }
}

/** A call through `transport`, its body validated with `schema` (none read when `schema` is null). */
async function send(
  transport: Transport,
  method: string,
  path: string,
  schema: Schema | null,
  options: RequestOptions = {},
) {
  const response = await transport(method, path, options);
  if (schema === null) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw malformed(response.status, { path: pathOf(path), key: null, missing: false }, error);
  }
  return parseBody(path, response.status, text, schema);
}

/** Reads the transport on every call so that {@link configureHttp} takes effect for clients already imported. */
function wrap(transport: () => Transport): ApiClient {
  const method =
    (name: string) =>
    (path: string, schema: Schema | null, options?: RequestOptions): Promise<never> =>
      send(transport(), name, path, schema, options) as Promise<never>;
  return {
    get: method('get'),
    post: method('post'),
    put: method('put'),
    patch: method('patch'),
    delete: method('delete'),
  };
}

let current: ReturnType<typeof createClients> | null = null;
/** Set by {@link configureHttp}: the runtime configuration no longer decides. */
let pinned = false;

/**
 * The clients for the API URL in effect. Created on first use, not at module load: the runtime configuration
 * (`/config.js`, lib/runtime-config.ts) may not have been read yet when this module is evaluated.
 */
function clients(): ReturnType<typeof createClients> {
  if (!pinned || current === null) {
    const { apiUrl } = getRuntimeConfig();
    if (current?.apiUrl !== apiUrl) current = createClients(apiUrl);
  }
  return current;
}

/** Points both clients at another backend (tests start the reference server on a free port). */
export function configureHttp(config: { apiUrl: string }): void {
  current = createClients(config.apiUrl);
  pinned = true;
}

/** The API base URL in use (see {@link configureHttp}); the live transport (live.ts) derives its address from it. */
export function getApiUrl(): string {
  return clients().apiUrl;
}

/**
 * The same single-flight refresh the authenticated client runs on a 401, for transports that cannot go through
 * it (the websocket of live.ts). Resolves to the new access token, or to null after logout was published;
 * throws the ApiError of a refresh that failed for another reason (network, 5xx).
 */
export function refreshAccessToken(): Promise<string | null> {
  return clients().refreshAccessToken();
}

/** Authenticated calls: token, language, managed hotel, CSRF, refresh on 401; uploads with progress. */
export const http: AuthenticatedClient = {
  ...wrap(() => clients().authenticated),
  upload: (path, schema, options) => clients().upload(path, schema, options),
};

/** Token-less auth calls: sign-in, refresh, logout's revoke, activation, password reset. Never intercepted for refresh. */
export const authHttp: ApiClient = wrap(() => clients().auth);

/** Items a long list validates between two turns of the browser (`parseItemsInSlices`). */
const ITEMS_PER_SLICE = 100;

/** Gives the browser a turn (input, rendering): `scheduler.yield()` where the browser has it, else a macrotask. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The items of a long list (a page of 999 orders) validated with `item` in slices of {@link ITEMS_PER_SLICE},
 * yielding to the browser between slices, so that no single task validates the whole list
 * (docs/decisions/135-desk-with-999-orders.md). A fetcher gets the list with a shallow schema
 * (`listOf(v.unknown())`) and passes its items here. The first unusable item fails like the whole schema
 * would have in `get`: the same `malformed` ApiError naming `<key>.<index>.<field>`, reported the same way.
 */
export async function parseItemsInSlices<S extends v.GenericSchema>(
  path: string,
  items: readonly unknown[],
  item: S,
  options: { key?: string; signal?: AbortSignal } = {},
): Promise<v.InferOutput<S>[]> {
  const key = options.key ?? 'results';
  const output: v.InferOutput<S>[] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_SLICE) {
    if (start > 0) {
      await yieldToBrowser();
      if (options.signal?.aborted) throw abortedApiError(options.signal.reason);
    }
    const end = Math.min(start + ITEMS_PER_SLICE, items.length);
    for (let index = start; index < end; index += 1) {
      const result = v.safeParse(item, items[index]);
      if (!result.success) {
        const [issue] = result.issues;
        const inner = v.getDotPath(issue);
        throw malformed(
          200,
          {
            path: pathOf(path),
            key: inner === '' ? `${key}.${index}` : `${key}.${index}.${inner}`,
            missing: issue.input === undefined || issue.input === null,
          },
          new v.ValiError(result.issues),
        );
      }
      output.push(result.output);
    }
  }
  return output;
}
