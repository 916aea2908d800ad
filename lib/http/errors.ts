import { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import * as ru from '@/lib/i18n/ru';

/** What kind of failure an {@link ApiError} is; screens rarely need more than `status` and `message`. */
export type ApiErrorKind =
  | 'http'
  | 'network'
  | 'aborted'
  | 'timeout'
  | 'unsupported-protocol'
  | 'malformed'
  | 'unknown';

/** The serialisable part of an error that lists and screens keep: the spec's `{status, message}`. */
export interface ApiErrorShape {
  status: number;
  message: string;
}

/**
 * Every failure of a backend call, normalised. `status` is the HTTP status, 0 when no response arrived;
 * `message` is the server's `detail`, else its first validation message, else the status text (in Russian for the
 * common statuses) with the code, else the Russian default; `fieldErrors` keeps a DRF 400 body
 * (`{field: [messages]}`) so forms can show each on its field.
 */
export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly fieldErrors: Record<string, string[]>;
  /** The parsed error body, when there was one. */
  readonly data: unknown;
  /** Seconds the server asked to wait (`Retry-After` of a 429 or 503), null when it did not say. */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    message: string;
    kind: ApiErrorKind;
    fieldErrors?: Record<string, string[]>;
    data?: unknown;
    retryAfter?: number | null;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.retryAfter = init.retryAfter ?? null;
    this.status = init.status;
    this.kind = init.kind;
    this.fieldErrors = init.fieldErrors ?? {};
    this.data = init.data;
  }

  /** The plain `{status, message}` pair, for state that must stay serialisable. */
  toShape(): ApiErrorShape {
    return { status: this.status, message: this.message };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** DRF validation bodies map a field (or `non_field_errors`) to a list of messages; keep only that part. */
function fieldErrorsOf(data: unknown): Record<string, string[]> {
  if (!isRecord(data)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(data)) {
    if (field === 'detail' || field === 'code') continue;
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (messages.length > 0) result[field] = messages;
  }
  return result;
}

/** The status text: in Russian for the common statuses, else as the server sent it; with the code. */
function statusMessage(status: number, statusText: string): string | null {
  const text = ru.httpErrors.statuses[status] ?? statusText.trim();
  return text ? ru.httpErrors.status(text, status) : null;
}

/**
 * The first message text of a value DRF may put one in: a string, or a list of them (`{"detail": ["…"]}` of a
 * `ValidationError({"detail": …})`, the bare `["…"]` of a `ValidationError("…")` raised in a view).
 */
function firstText(value: unknown): string | null {
  const first: unknown = Array.isArray(value)
    ? (value as unknown[]).find((item) => typeof item === 'string' && item !== '')
    : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

function messageOf(
  data: unknown,
  fieldErrors: Record<string, string[]>,
  response: { status: number; statusText: string },
): string {
  const detail = isRecord(data) ? firstText(data.detail) : Array.isArray(data) ? firstText(data) : null;
  if (detail) return detail;
  const nonField = fieldErrors.non_field_errors ?? fieldErrors.nonFieldErrors;
  const first = nonField?.[0] ?? Object.values(fieldErrors)[0]?.[0];
  if (first) return first;
  if (typeof data === 'string' && data.trim() !== '' && data.length < 200 && !data.trimStart().startsWith('<')) {
    return data.trim();
  }
  return statusMessage(response.status, response.statusText) ?? ru.httpErrors.default;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. The
 * real backend sends it with every throttled answer, while its `detail` is prose in the request's language.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * Builds the ApiError for an HTTP response whose status is outside 200–299: a fetch `Response`, or the status
 * pair of an XMLHttpRequest (client.ts's upload), with the parsed body.
 */
export function apiErrorFromResponse(
  response: { status: number; statusText: string; headers?: { get(name: string): string | null } },
  data: unknown,
  cause?: unknown,
): ApiError {
  const fieldErrors = fieldErrorsOf(data);
  return new ApiError({
    status: response.status,
    message: messageOf(data, fieldErrors, response),
    kind: 'http',
    fieldErrors,
    data,
    retryAfter: retryAfterSeconds(response.headers?.get('Retry-After')),
    cause,
  });
}

/** The call was cancelled through its AbortSignal. */
export function abortedApiError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, message: ru.httpErrors.aborted, kind: 'aborted', cause });
}

/** No response arrived: the connection failed or was refused (CORS included — browsers do not tell them apart). */
export function networkApiError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, message: ru.httpErrors.network, kind: 'network', cause });
}

/** Where a 2xx answer went wrong: the call's path and the first key the dashboard could not read. */
export interface MalformedDetails {
  path: string;
  /** Dot path of the first unusable key (`results.3.status`), `null` when the body as a whole is unusable. */
  key: string | null;
  /** The key is absent (or null where a value is required), rather than present in the wrong form. */
  missing: boolean;
}

/** A response the dashboard cannot use (unparsable, or failing its schema): says which call and which key. */
export function malformedApiError(status: number, details: MalformedDetails, cause?: unknown): ApiError {
  return new ApiError({
    status,
    message: ru.httpErrors.malformedAt(details.path, details.key, details.missing),
    kind: 'malformed',
    data: details,
    cause,
  });
}

/** Normalises anything a call can throw (ky's errors, aborts, schema failures) into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return apiErrorFromResponse(error.response, error.data, error);
  if (error instanceof SchemaValidationError) {
    return new ApiError({ status: 200, message: ru.httpErrors.malformed, kind: 'malformed', cause: error });
  }
  if (isTimeoutError(error)) {
    return new ApiError({ status: 0, message: ru.httpErrors.timeout, kind: 'timeout', cause: error });
  }
  if (isAbortError(error) || (isNetworkError(error) && isAbortError(error.cause))) return abortedApiError(error);
  if (isNetworkError(error) || error instanceof TypeError) return networkApiError(error);
  return new ApiError({ status: 0, message: ru.httpErrors.default, kind: 'unknown', cause: error });
}
