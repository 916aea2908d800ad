/**
 * `GET /ws/dashboard/?token=&hotel=` (docs/CONTRACTS.md, "Live events"): the dashboard's live feed of one hotel.
 * Browsers cannot put headers on a websocket, hence the query; and a browser sees no HTTP status of a refused
 * upgrade, hence the upgrade is accepted and a refusal is a close code (4401 bad token, 4403 not the user's hotel)
 * the client can act on.
 *
 * An open socket ends when its user's access does: each event is sent only after checking that the user is still
 * active and still works in the hotel (read afresh for each event, one read per user however many of the user's
 * sockets it reaches), and a change of the user closes the user's sockets at once (decision 194).
 */
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/database';
import { hotelAdmins, hotelManagers, users } from '../db/schema';
import { hotelAccess, parseHotelId, userOfAccessToken } from '../http/guard';
import { LIVE_EVENT_SHAPE } from '../minimal/front-desk';
import { project } from '../minimal/shape';
import type { LiveEvent } from './hub';

/** Close codes of the contract: 4000 + the HTTP status the same problem gets on a REST call. */
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_FORBIDDEN = 4403;
/** Sent to open sockets when the server shuts down: "going away", the client reconnects. */
const CLOSE_GOING_AWAY = 1001;
/** The access check itself failed (the database): the client reconnects and is checked afresh. */
const CLOSE_INTERNAL_ERROR = 1011;

/** Whether a user may still follow hotels: active, and the hotels the user administers or manages. */
interface UserAccess {
  active: boolean;
  hotels: Set<number>;
}

async function readAccess(db: Database, userId: number): Promise<UserAccess> {
  const [[user], admins, managers] = await Promise.all([
    db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId)).limit(1),
    db.select({ hotelId: hotelAdmins.hotelId }).from(hotelAdmins).where(eq(hotelAdmins.userId, userId)),
    db.select({ hotelId: hotelManagers.hotelId }).from(hotelManagers).where(eq(hotelManagers.userId, userId)),
  ]);
  return {
    active: user?.isActive ?? false,
    hotels: new Set([...admins, ...managers].map((row) => row.hotelId)),
  };
}

/** The close code that ends a socket of `hotelId` under this access, or null while it may stay open. */
function revocation(access: UserAccess, hotelId: number): { code: number; reason: string } | null {
  if (!access.active) return { code: CLOSE_UNAUTHORIZED, reason: 'User is inactive' };
  if (!access.hotels.has(hotelId)) return { code: CLOSE_FORBIDDEN, reason: 'You do not have access to this hotel.' };
  return null;
}

/**
 * Per-user access reads in flight: the sockets of one user that an event reaches share one read, and the next event
 * reads again, so a change made behind the routes' back (no `userChanged`) stops the very next event.
 */
class AccessReads {
  private readonly inFlight = new Map<number, Promise<UserAccess>>();

  constructor(private readonly db: Database) {}

  get(userId: number): Promise<UserAccess> {
    const pending = this.inFlight.get(userId);
    if (pending) return pending;
    const access = readAccess(this.db, userId);
    this.inFlight.set(userId, access);
    const done = () => {
      if (this.inFlight.get(userId) === access) this.inFlight.delete(userId);
    };
    access.then(done, done);
    return access;
  }

  forget(userId: number): void {
    this.inFlight.delete(userId);
  }
}

/** Keeps proxies from closing idle sockets, and finds clients that vanished without a close frame. */
const PING_INTERVAL_MS = 25_000;

/** A client this far behind (bytes not yet sent) is dropped: it reconnects and reloads rather than exhaust memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Each event's frame cut to the minimal shape, made once for all of a hotel's sockets (API_PROFILE=minimal). */
const minimalFrames = new WeakMap<LiveEvent, string>();

/** The frame of an event as the spec-minimal profile sends it: its order and message as the REST answers have them. */
function minimalFrame(event: LiveEvent): string {
  let frame = minimalFrames.get(event);
  if (frame === undefined) {
    frame = JSON.stringify(project(event, LIVE_EVENT_SHAPE));
    minimalFrames.set(event, frame);
  }
  return frame;
}

function queryValue(query: unknown, name: string): string {
  const value = (query as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
}

/** Registers the websocket route; @fastify/websocket must be registered on the app first. */
export function liveRoutes(app: FastifyInstance): void {
  const minimal = app.config.apiProfile === 'minimal';
  const accessReads = new AccessReads(app.db);
  /** The re-checks of each user's open sockets, for {@link LiveHub.userChanged}. */
  const rechecks = new Map<number, Set<() => void>>();

  const stopListening = app.live.onUserChanged((userId) => {
    accessReads.forget(userId);
    for (const recheck of rechecks.get(userId) ?? []) recheck();
  });
  app.addHook('onClose', async () => stopListening());

  app.get('/ws/dashboard/', { websocket: true }, async (socket: WebSocket, request) => {
    // Closed while we were still checking the token: nothing to subscribe.
    let closed = false;
    socket.once('close', () => {
      closed = true;
    });

    const token = queryValue(request.query, 'token');
    const resolved = token ? await userOfAccessToken(app.db, app.config, token) : null;
    if (!resolved || 'problem' in resolved) {
      socket.close(CLOSE_UNAUTHORIZED, 'Token is invalid or expired');
      return;
    }
    const hotelId = parseHotelId(queryValue(request.query, 'hotel'));
    const hotel = hotelId === null ? null : await hotelAccess(app.db, resolved.user.id, hotelId);
    if (!hotel) {
      socket.close(CLOSE_FORBIDDEN, 'You do not have access to this hotel.');
      return;
    }
    if (closed) return;

    // The token is checked once: an open socket outlives the access token (the client reconnects with a fresh
    // one after a drop), as the contract says. The user's access is checked before every frame instead: checks and
    // sends queue up one after another, so frames keep their order.
    const userId = resolved.user.id;
    let queue: Promise<void> = Promise.resolve();
    const whileAllowed = (send?: () => void): void => {
      queue = queue.then(async () => {
        if (socket.readyState !== socket.OPEN) return;
        let ended: { code: number; reason: string } | null;
        try {
          ended = revocation(await accessReads.get(userId), hotel.id);
        } catch (error) {
          app.logger.error('the live socket could not check its user', error);
          ended = { code: CLOSE_INTERNAL_ERROR, reason: 'Internal error' };
        }
        if (socket.readyState !== socket.OPEN) return;
        if (ended) socket.close(ended.code, ended.reason);
        else send?.();
      });
    };

    const unsubscribe = app.live.subscribe(hotel.id, (event, frame) => {
      if (socket.readyState !== socket.OPEN) return;
      whileAllowed(() => {
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          socket.terminate();
          return;
        }
        socket.send(minimal ? minimalFrame(event) : frame);
      });
    });
    const recheck = () => whileAllowed();
    let mine = rechecks.get(userId);
    if (!mine) {
      mine = new Set();
      rechecks.set(userId, mine);
    }
    mine.add(recheck);

    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const ping = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, PING_INTERVAL_MS);
    ping.unref();

    socket.on('close', () => {
      clearInterval(ping);
      unsubscribe();
      const current = rechecks.get(userId);
      current?.delete(recheck);
      if (current?.size === 0) {
        rechecks.delete(userId);
        accessReads.forget(userId);
      }
    });
    socket.send(JSON.stringify({ type: 'hello', hotel: hotel.id }));
  });
}

/** How long a closing app waits for clients to answer the close frame before cutting them off. */
const CLOSE_GRACE_MS = 1_000;

/**
 * The websocket plugin's `preClose`: closing the app says "going away" to every open socket, waits briefly for
 * the close handshakes and cuts off whoever does not answer. Upgraded connections are no longer the HTTP
 * server's, so without this `app.close()` would leave them open.
 */
export async function closeLiveSockets(this: FastifyInstance): Promise<void> {
  const clients = [...this.websocketServer.clients];
  for (const client of clients) client.close(CLOSE_GOING_AWAY, 'Server shutting down');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(clients.filter((client) => client.readyState !== client.CLOSED).map((client) => once(client, 'close'))),
    new Promise((resolve) => {
      timer = setTimeout(resolve, CLOSE_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
  for (const client of clients) if (client.readyState !== client.CLOSED) client.terminate();
  this.websocketServer.close();
}
