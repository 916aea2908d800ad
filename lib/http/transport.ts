import ky, { type KyInstance } from 'ky';
import * as ru from '@/lib/i18n/ru';
import { ApiError, toApiError } from './errors';
import { LANGUAGE_HEADERS, sessionHeaders } from './request';

/*
 * The transport of the HTTP client (client.ts): ky instances that send one call to the API with the headers every
 * call carries, and turn every failure into an ApiError. It neither refreshes (token-refresh.ts) nor reads bodies
 * (parse.ts).
 */

const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

type SearchParams = Record<string, string | number | boolean | null | undefined>;

/** Options a feature's fetcher may pass; the transport owns everything else (headers, retry, timeout). */
export interface RequestOptions {
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

/** Sends one call and resolves with its 2xx response; throws only ApiError. */
export type Transport = (method: string, path: string, options?: RequestOptions) => Promise<Response>;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Headers of every call: the language, and on unsafe methods the CSRF cookie's value (double submit). */
export function commonHeaders(method: string): Record<string, string> {
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

function cleanSearchParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) result[key] = String(value);
  }
  return result;
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

/** The transports of one API address. */
export interface Transports {
  /** Token-less: only the common headers. */
  auth: Transport;
  /** With the session's headers too (token, managed hotel), read on every send; a 401 is thrown like any error. */
  session: Transport;
  /** Throws the `unsupported-protocol` ApiError when the API address is neither http: nor https:. */
  assertSupportedProtocol: () => void;
}

/** The ky instances of the API at `apiUrl`, each wrapped as a {@link Transport}. */
export function createTransports(apiUrl: string): Transports {
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
     * queries only. The one resend is token-refresh.ts `withFreshToken`'s, after a 401.
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

  const withSession = base.extend({
    hooks: {
      beforeRequest: [
        ({ request }) => {
          // Read on every send, so the resend after a refresh carries the new token.
          setHeaders(request, sessionHeaders());
        },
      ],
    },
  });

  return {
    auth: (method, path, options) => request(base, method, path, options),
    session: (method, path, options) => request(withSession, method, path, options),
    assertSupportedProtocol,
  };
}
