/**
 * Rate limits as DRF's throttles answer them: 429 with `Retry-After` and `{"detail": "Request was throttled. …"}`.
 * Each {@link limiter} counts its own bucket (one store per limiter) under a key it derives from the request — the
 * client IP, the account's e-mail, the user — so that one kind of call cannot use up another's allowance
 * (docs/CONTRACTS.md, «Rate limits»).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const MINUTE_MS = 60_000;

/** DRF's `Throttled` detail, with its English plural. */
function throttledMessage(seconds: number): string {
  return `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** The 429 of a bucket that frees up in `ttlMs`: whole seconds, at least one, in the body and in `Retry-After`. */
export function throttled(ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(429, { detail: throttledMessage(seconds) }, { 'Retry-After': String(seconds) });
}

/** Counts a request against the bucket of its key, or throws {@link throttled} once the bucket is over its max. */
export type Limit = (request: FastifyRequest) => Promise<void>;

/**
 * A bucket of `max` calls per minute per key. `key` returns null for a request this bucket does not count (e.g. a
 * sign-in without an e-mail, which fails validation anyway). Usable as a hook (`onRequest`, `preHandler`) or
 * called from a handler; several limiters may count the same request.
 */
export function limiter(
  app: FastifyInstance,
  name: string,
  max: number,
  key: (request: FastifyRequest) => string | null,
): Limit {
  const check = app.createRateLimit({
    max,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
  });
  return async (request) => {
    if (key(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw throttled(result.ttl);
  };
}
