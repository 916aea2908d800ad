/**
 * Development-only endpoints (`DEV_ENDPOINTS`): the e-mail outbox, and fault switches that make the real server
 * misbehave on purpose — latency, an error status, a dropped connection — so the client's handling of slow and
 * broken backends is tested against real HTTP, not against mocks.
 */

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { onTokenIssued } from '../auth/jwt';
import { validationError } from '../http/errors';
import { TOKEN_NOT_VALID } from '../http/guard';
import { Fields } from '../http/validation';
import { listOutbox } from '../outbox';

/** The header that scopes a fault to the requests carrying the same value (one e2e test's browser context). */
export const FAULT_SCOPE_HEADER = 'x-fault-scope';

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
  failPaths?: RegExp;
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
  fields.add(key, 'Must be a valid boolean.');
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
  if (data.failPaths !== undefined) {
    const source = fields.string('failPaths', { trim: false });
    if (source !== undefined) {
      try {
        faults.failPaths = new RegExp(source);
      } catch {
        fields.add('failPaths', 'Enter a valid regular expression.');
      }
    }
  }
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

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS' || request.url.startsWith('/dev/')) return;
    const active = scopes.get(scopeOf(request.headers));
    if (!active) return;
    const { faults } = active;
    const path = request.url.split('?')[0] ?? '';
    if (faults.failPaths && !faults.failPaths.test(path)) return;
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
    return { ...rest, ...(failPaths ? { failPaths: (request.body as { failPaths: string }).failPaths } : {}) };
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
