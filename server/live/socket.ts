/**
 * `GET /ws/dashboard/?token=&hotel=` (docs/CONTRACTS.md, "Live events"): the dashboard's live feed of one hotel.
 * Browsers cannot put headers on a websocket, hence the query; and a browser sees no HTTP status of a refused
 * upgrade, hence the upgrade is accepted and a refusal is a close code (4401 bad token, 4403 not the user's hotel)
 * the client can act on.
 */
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { hotelAccess, parseHotelId, userOfAccessToken } from '../http/guard';
import { LIVE_EVENT_SHAPE } from '../minimal/front-desk';
import { project } from '../minimal/shape';
import type { LiveEvent } from './hub';

/** Close codes of the contract: 4000 + the HTTP status the same problem gets on a REST call. */
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_FORBIDDEN = 4403;
/** Sent to open sockets when the server shuts down: "going away", the client reconnects. */
const CLOSE_GOING_AWAY = 1001;

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
    // one after a drop), as the contract says.
    const unsubscribe = app.live.subscribe(hotel.id, (event, frame) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        socket.terminate();
        return;
      }
      socket.send(minimal ? minimalFrame(event) : frame);
    });

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
