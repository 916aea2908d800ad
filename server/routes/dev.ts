/**
 * Development-only endpoints (`ENABLE_DEV_ENDPOINTS`, off by default): the e-mail outbox, and fault switches that
 * make the real server misbehave on purpose — latency, an error status, a dropped connection — so the client's
 * handling of slow and broken backends is tested against real HTTP, not against mocks. They answer loopback clients
 * only; anyone else gets the 404 of a path that does not exist (decision 194).
 */

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { onTokenIssued } from '../auth/jwt';
import { notFound, validationError } from '../http/errors';
import { FIELD_TEXT } from '../http/field-texts';
import { TOKEN_NOT_VALID } from '../http/guard';
import { Fields } from '../http/validation';
import { listOutbox } from '../outbox';

/** The header that scopes a fault to the requests carrying the same value (one e2e test's browser context). */
export const FAULT_SCOPE_HEADER = 'x-fault-scope';

/** Addresses of this machine as a socket reports them: the only clients `/dev/` answers. */
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** At most this many path patterns, each at most this long: matching stays cheap whatever a client sends. */
const MAX_PATH_PATTERNS = 20;
const MAX_PATH_PATTERN_LENGTH = 200;

/**
 * Which paths a fault applies to: glob patterns where `*` stands for any run of characters (slashes included) and
 * everything else for itself, matched against the whole path; a pattern starting with `!` excludes. A path matches
 * when it matches an including pattern (or there is none) and no excluding one. Not a RegExp, whose backtracking a
 * client could make take seconds per request.
 */
interface PathFilter {
  include: string[];
  exclude: string[];
  /** As the client sent it, echoed back. */
  source: string | string[];
}

/**
 * Whether `text` matches the glob `pattern` (`*` = any run of characters). The classic two-pointer wildcard match:
 * on a mismatch it retries from the last `*` only, so it takes at most pattern × text steps, never exponential time.
 */
export function globMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p += 1;
      t += 1;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p;
      resume = t;
      p += 1;
    } else if (star !== -1) {
      p = star + 1;
      resume += 1;
      t = resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}

function pathMatches(filter: PathFilter, path: string): boolean {
  if (filter.include.length > 0 && !filter.include.some((pattern) => globMatches(pattern, path))) return false;
  return !filter.exclude.some((pattern) => globMatches(pattern, path));
}

const PATH_PATTERN_MESSAGE = `Enter up to ${MAX_PATH_PATTERNS} path patterns of at most ${MAX_PATH_PATTERN_LENGTH} characters, each starting with "/" or "*" (or "!" to exclude).`;

function parsePathFilter(fields: Fields, value: unknown): PathFilter | undefined {
  const patterns = typeof value === 'string' ? [value] : value;
  const valid =
    Array.isArray(patterns) &&
    patterns.length > 0 &&
    patterns.length <= MAX_PATH_PATTERNS &&
    patterns.every(
      (pattern) => typeof pattern === 'string' && pattern.length <= MAX_PATH_PATTERN_LENGTH && /^!?[/*]/.test(pattern),
    );
  if (!valid) {
    fields.add('failPaths', PATH_PATTERN_MESSAGE);
    return undefined;
  }
  const list = patterns as string[];
  return {
    include: list.filter((pattern) => !pattern.startsWith('!')),
    exclude: list.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1)),
    source: value as string | string[],
  };
}

/**
 * The faults of one scope; `failPaths` limits them to matching paths (all non-/dev/ paths when absent).
 * `failShare` fails only that share of the matching calls, spread evenly from the first one (0.5: the first, the
 * third, …), so a test is repeatable. `expireTokens` answers every bearer token issued before the switch as SimpleJWT answers an expired
 * one; tokens issued later (a refresh) pass.
 */
interface Faults {
  latencyMs?: number;
  failStatus?: number;
  failShare?: number;
  failPaths?: PathFilter;
  dropConnection?: boolean;
  expireTokens?: boolean;
}

interface ActiveFaults {
  faults: Faults;
  /** The running sum of `failShare` over matching calls: a call fails each time it passes a whole number. */
  shareDebt: number;
  /** Access tokens issued since `expireTokens` was switched on (by jti): they are not "expired". */
  freshTokens: Set<string>;
}

const BAD_GATEWAY_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>\n';

function integerIn(
  fields: Fields,
  data: Record<string, unknown>,
  key: string,
  min: number,
  max: number,
  message: string,
): number | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  fields.add(key, message);
  return undefined;
}

function booleanOf(fields: Fields, data: Record<string, unknown>, key: string): boolean | undefined {
  const value = data[key];
  if (value === undefined || typeof value === 'boolean') return value;
  fields.add(key, FIELD_TEXT.invalidBoolean);
  return undefined;
}

function parseFaults(body: unknown): Faults {
  const fields = new Fields(body);
  const data = (body ?? {}) as Record<string, unknown>;
  const faults: Faults = {
    latencyMs: integerIn(fields, data, 'latencyMs', 0, 60_000, 'Ensure this value is an integer between 0 and 60000.'),
    failStatus: integerIn(fields, data, 'failStatus', 400, 599, 'Ensure this value is an HTTP error status (400–599).'),
    dropConnection: booleanOf(fields, data, 'dropConnection'),
    expireTokens: booleanOf(fields, data, 'expireTokens'),
  };
  if (data.failShare !== undefined) {
    const share = data.failShare;
    if (typeof share !== 'number' || !(share > 0 && share <= 1))
      fields.add('failShare', 'Ensure this value is a number above 0 and at most 1.');
    else faults.failShare = share;
  }
  if (data.failPaths !== undefined) faults.failPaths = parsePathFilter(fields, data.failPaths);
  fields.done();
  for (const key of Object.keys(faults) as (keyof Faults)[]) if (faults[key] === undefined) delete faults[key];
  if (!faults.latencyMs && !faults.failStatus && !faults.dropConnection && !faults.expireTokens) {
    throw validationError({
      nonFieldErrors: ['Set at least one of latencyMs, failStatus, dropConnection, expireTokens.'],
    });
  }
  return faults;
}

/** The jti of a `Bearer` header's token, unverified (the route verifies it); null without one. */
function bearerJti(authorization: string | undefined): string | null {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return null;
  try {
    const { jti } = decodeJwt(token);
    return typeof jti === 'string' ? jti : null;
  } catch {
    return null;
  }
}

function scopeOf(headers: Record<string, string | string[] | undefined>): string {
  const value = headers[FAULT_SCOPE_HEADER];
  return typeof value === 'string' ? value : '';
}

/** Whether this call takes its share of the failures (see {@link Faults.failShare}). */
function takesFailure(active: ActiveFaults): boolean {
  active.shareDebt += active.faults.failShare ?? 1;
  if (active.shareDebt < 1 - 1e-9) return false;
  active.shareDebt -= 1;
  return true;
}

/**
 * Registers `/dev/outbox/`, `/dev/faults/`, `/dev/sockets/` and `/dev/sockets/drop/`, and the hook that applies the faults.
 *
 * Faults are kept per scope: a call is affected by the faults set with the same `X-Fault-Scope` header as it
 * carries (none: the unscoped faults), so e2e tests running side by side each break only their own browser. CORS
 * preflights are exempt (a failed preflight would look like a network error in the browser, not like the status
 * asked for), and so is `/dev/` itself (the switch must stay reachable to switch faults off).
 */
export function devRoutes(app: FastifyInstance): void {
  const scopes = new Map<string, ActiveFaults>();
  /** The open dashboard sockets by the scope of their upgrade request, for `/dev/sockets/drop/`. */
  const sockets = new Map<WebSocket, string>();

  const stopListening = onTokenIssued((claims) => {
    if (claims.token_type !== 'access') return;
    for (const active of scopes.values()) if (active.faults.expireTokens) active.freshTokens.add(claims.jti);
  });
  app.addHook('onClose', async () => stopListening());

  app.websocketServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    sockets.set(socket, scopeOf(request.headers));
    socket.on('close', () => sockets.delete(socket));
  });

  // Registered first: the other clients never reach the handlers below, nor learn that they exist.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    // By the route matched too: the router decodes the path, so `/%64ev/outbox/` finds these handlers as well.
    const devPath = request.url.startsWith('/dev/') || (request.routeOptions.url ?? '').startsWith('/dev/');
    if (devPath && !LOOPBACK_ADDRESSES.has(request.raw.socket.remoteAddress ?? '')) {
      throw notFound();
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS' || request.url.startsWith('/dev/')) return;
    const active = scopes.get(scopeOf(request.headers));
    if (!active) return;
    const { faults } = active;
    const path = request.url.split('?')[0] ?? '';
    if (faults.failPaths && !pathMatches(faults.failPaths, path)) return;
    if (faults.expireTokens) {
      const jti = bearerJti(request.headers.authorization);
      if (jti !== null && !active.freshTokens.has(jti)) return reply.code(401).send(TOKEN_NOT_VALID);
    }
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    if (!faults.dropConnection && !faults.failStatus) return;
    if (!takesFailure(active)) return;
    if (faults.dropConnection) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    const body = faults.failStatus === 502 ? BAD_GATEWAY_PAGE : '';
    return reply.code(faults.failStatus!).type('text/html').send(body);
  });

  app.get('/dev/outbox/', async (request) => {
    const to = (request.query as Record<string, string | undefined>).to;
    return listOutbox(app.db, to || undefined);
  });

  app.post('/dev/faults/', async (request) => {
    const faults = parseFaults(request.body);
    // The debt starts so that the first matching call fails: a test sees the fault at once.
    scopes.set(scopeOf(request.headers), { faults, shareDebt: 1 - (faults.failShare ?? 1), freshTokens: new Set() });
    const { failPaths, ...rest } = faults;
    return { ...rest, ...(failPaths ? { failPaths: failPaths.source } : {}) };
  });

  app.delete('/dev/faults/', async (request, reply) => {
    scopes.delete(scopeOf(request.headers));
    return reply.code(204).send();
  });

  /**
   * How many dashboard sockets of the caller's scope are open: a test waits for its page's socket here before it
   * cuts it (the page's own state can read «live» a moment before or after the server holds the socket).
   */
  app.get('/dev/sockets/', async (request) => {
    const scope = scopeOf(request.headers);
    let open = 0;
    for (const [socket, socketScope] of sockets)
      if (socketScope === scope && socket.readyState === socket.OPEN) open += 1;
    return { open };
  });

  /** Cuts the open dashboard sockets of the caller's scope, as a dropped Wi-Fi would (no close frame). */
  app.post('/dev/sockets/drop/', async (request) => {
    const scope = scopeOf(request.headers);
    let dropped = 0;
    for (const [socket, socketScope] of sockets) {
      if (socketScope !== scope) continue;
      socket.terminate();
      dropped += 1;
    }
    return { dropped };
  });
}
