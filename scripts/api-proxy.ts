/**
 * The same-origin API proxy of `npm run serve` (docs/decisions/200-build-and-serving.md): `/api/…` is sent on
 * to the backend as `/…`, and `/media/…` (the uploaded files, whose absolute URLs the backend builds on the host a
 * request came to) as it is, so the dashboard's calls and images stay on its own origin and no call needs a CORS
 * preflight. deploy/nginx.conf does the same. Websocket upgrades (the live orders) are passed through too.
 *
 * Plain node:http piping: bodies are streamed, not parsed, so uploads and compressed answers pass as they are.
 */
import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** The path prefix the dashboard's runtime configuration points the API at (`apiUrl: "/api"`). */
const API_PREFIX = '/api';
const MEDIA_PREFIX = '/media/';

/**
 * The backend path a request of the dashboard's origin goes to, or null when the request is not the backend's:
 * `/api/auth/token/` → `<target path>/auth/token/`, `/media/x.jpg` → `<target path>/media/x.jpg`. `/api` alone is
 * the backend's root. `/apis` and `/api.txt` are not the API.
 */
function backendPath(url: string, targetPath = '/'): string | null {
  const base = targetPath.replace(/\/+$/, '');
  if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`)) {
    const rest = url.slice(API_PREFIX.length);
    return `${base}${rest.startsWith('/') ? rest : `/${rest}`}`;
  }
  if (url.startsWith(MEDIA_PREFIX)) return `${base}${url}`;
  return null;
}

/** Headers for the backend: the client's, with the forwarding headers a proxy adds (like nginx's). */
function forwardedHeaders(incoming: IncomingMessage): Record<string, string | string[] | undefined> {
  const forwardedFor = incoming.headers['x-forwarded-for'];
  const address = incoming.socket.remoteAddress ?? '';
  return {
    ...incoming.headers,
    // The dashboard's host: the backend builds absolute URLs (uploaded media) on it, which this proxy serves.
    host: incoming.headers.host,
    'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${address}` : address,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': incoming.headers.host,
    'x-forwarded-prefix': API_PREFIX,
  };
}

/** A proxy for `target` (`http://127.0.0.1:8000`): `handle` answers requests and upgrades that are the backend's. */
export function createApiProxy(target: string): {
  handle(incoming: IncomingMessage, outgoing: ServerResponse): boolean;
  upgrade(incoming: IncomingMessage, socket: Socket, head: Buffer): boolean;
  /** Ends the websockets passed through (the HTTP server's close waits for them otherwise). */
  closeTunnels(): void;
} {
  const tunnels = new Set<Socket>();
  const track = (socket: Socket) => {
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
  };
  const backend = new URL(target);
  if (backend.protocol !== 'http:') throw new Error(`API proxy target must be an http:// URL, got ${target}`);
  const options = (incoming: IncomingMessage, path: string) => ({
    host: backend.hostname,
    port: backend.port || 80,
    method: incoming.method,
    path,
    headers: forwardedHeaders(incoming),
  });

  return {
    handle(incoming, outgoing) {
      const path = backendPath(incoming.url ?? '/', backend.pathname);
      if (path === null) return false;
      const upstream = request(options(incoming, path), (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => {
        // The backend is down or dropped the connection: a DRF-shaped 502, as nginx would answer with a page.
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
        outgoing.end('{"detail":"Bad gateway."}');
      });
      incoming.pipe(upstream);
      return true;
    },
    upgrade(incoming, socket, head) {
      const path = backendPath(incoming.url ?? '/', backend.pathname);
      if (path === null) return false;
      // Tracked from the start: an upgrade the backend never answers must not hold the server's close either.
      track(socket);
      const upstream = request(options(incoming, path));
      upstream.on('upgrade', (answer, backendSocket, backendHead) => {
        const lines = [`HTTP/1.1 101 ${answer.statusMessage ?? 'Switching Protocols'}`];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
        }
        socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (backendHead.length > 0) socket.write(backendHead);
        if (head.length > 0) backendSocket.write(head);
        track(backendSocket);
        backendSocket.pipe(socket).pipe(backendSocket);
        backendSocket.on('error', () => socket.destroy());
        socket.on('error', () => backendSocket.destroy());
      });
      upstream.on('response', (answer) => {
        // The backend refused the upgrade: pass its answer's status on and close.
        socket.end(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\nconnection: close\r\n\r\n`);
      });
      upstream.on('error', () => socket.destroy());
      upstream.end();
      return true;
    },
    closeTunnels() {
      for (const socket of tunnels) socket.destroy();
    },
  };
}
