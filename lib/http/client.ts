import type * as v from 'valibot';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { parseResponse, type Schema } from './parse';
import { createRefusalMemory } from './refusals';
import { setFileBase } from './schemas';
import { createTokenRefresh, isAuthPath } from './token-refresh';
import { createTransports, type RequestOptions, type Transport } from './transport';
import { type UploadOptions, upload } from './upload';

/**
 * The one HTTP client of the dashboard (ARCHITECTURE rule 2): only `features/*\/api.ts` and `lib/dictionaries/api.ts`
 * import this module.
 *
 * - `http` is for authenticated calls: Bearer token, `Accept-Language: ru`, `Managed-Hotel: <active hotel>`,
 *   CSRF header on unsafe methods, and one token refresh + one retry on a 401 (single-flight; token-refresh.ts).
 * - `authHttp` is for the auth calls that carry no token (sign-in, refresh, logout's revoke, activation, reset); it
 *   never refreshes.
 * - `http.upload` sends a multipart form through XMLHttpRequest, with the same headers, refresh and errors, to
 *   report upload progress (upload.ts says why not fetch).
 *
 * Every method validates the JSON body with the given valibot schema (parse.ts) and throws only an ApiError (errors.ts).
 * This module composes the pieces, one job each: transport.ts (ky, headers, CSRF, errors), token-refresh.ts,
 * upload.ts, parse.ts and refusals.ts (filters a backend refuses).
 */

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

/** The authenticated client, which also uploads with progress. */
export interface AuthenticatedClient extends ApiClient {
  /**
   * `POST path` with a multipart body, reporting upload progress; otherwise like `post`: same address, headers,
   * refresh + one retry on a 401 (progress then starts over), 200–299 validated with `schema`, failures as ApiError.
   * Sent through XMLHttpRequest (upload.ts says why).
   */
  upload<S extends Schema>(path: string, schema: S, options: UploadOptions): Promise<v.InferOutput<S>>;
}

/** The clients of one API address: the transports, the refresh and the upload, composed. */
function createClients(apiUrl: string) {
  setFileBase(apiUrl);
  const { auth, session, assertSupportedProtocol } = createTransports(apiUrl);
  const { refreshAccessToken, withFreshToken } = createTokenRefresh(auth);

  /** An authenticated call: a 401 is refreshed and resent once, but not on the auth endpoints, where it is an answer. */
  const sendAuthenticated: Transport = (method, path, options) =>
    isAuthPath(path) ? session(method, path, options) : withFreshToken(() => session(method, path, options));

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
  async function uploadWithProgress(path: string, schema: Schema, options: UploadOptions): Promise<unknown> {
    assertSupportedProtocol();
    return upload(apiUrl, withFreshToken, path, schema, options);
  }

  return { authenticated, auth, apiUrl, refreshAccessToken, upload: uploadWithProgress };
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
  return parseResponse(path, response, schema);
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
