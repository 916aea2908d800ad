import { LiveConnection } from './live-connection';

/**
 * The live transport: one websocket to the backend (docs/CONTRACTS.md "Live events"), kept open across drops.
 *
 * - The address is the configured websocket URL (lib/runtime-config.ts), by default the HTTP client's API URL
 *   with http→ws / https→wss, then the path, the params and
 *   `token=<access token>` (browsers cannot set headers on a websocket, hence the query).
 * - Each text frame is parsed as JSON and handed to `onMessage`; a frame that is not JSON (or not text) is dropped.
 * - An unexpected close reconnects after an exponential backoff with jitter (1 s, 2 s, 4 s … 30 s), at once when
 *   the browser fires `online`; nothing is attempted while `navigator.onLine` is false.
 * - Close code 4401 (bad or expired token): the token is renewed through the HTTP client's single-flight refresh and
 *   the socket reconnects. A refused refresh has already published logout: the transport stops.
 * - Close code 4403 (not the user's hotel): stops.
 *
 * Like the HTTP client it shows nothing and redirects nowhere: the caller renders `onState`.
 */

/**
 * `connecting`: the first connection is being made. `open`: the server has sent its first frame on this socket.
 * `reconnecting`: the connection was lost (or refused) and another attempt is waiting or under way. `offline`:
 * nothing is attempted — the browser is offline (it resumes on `online`), or the transport stopped for good (no
 * token, 4403, session ended).
 *
 * Why `open` waits for a frame rather than the socket's open event: the server accepts every upgrade and only
 * then checks the token and the hotel (a refusal is a close code), and it subscribes the socket before sending
 * `hello`. So an open socket may be refused a moment later, while a first frame means "subscribed": a screen
 * that refetches on `open` misses no event in between.
 */
export type LiveState = 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface LiveOptions {
  /** Path under the API URL, e.g. `/ws/dashboard/`. */
  path: string;
  /** Query parameters besides the token, e.g. `{ hotel: '1' }`. */
  params: Record<string, string>;
  /** Every JSON frame, parsed but not validated: the feature validates what it expects. */
  onMessage: (data: unknown) => void;
  /** Each change of the state (never twice the same); `connecting` or `offline` comes before `connectLive` returns. */
  onState: (state: LiveState) => void;
}

/** Internal knobs, for tests only: the application always uses the defaults. */
export interface LiveInternals {
  /** The WebSocket implementation; default `globalThis.WebSocket` (tests in Node pass the `ws` package's). */
  WebSocket?: typeof WebSocket;
  /** First backoff delay, doubled per failed attempt; default 1000 ms. */
  baseDelayMs?: number;
  /** Longest backoff delay; default 30 000 ms. */
  maxDelayMs?: number;
  /** Source of the jitter, in [0, 1); default `Math.random`. */
  random?: () => number;
}

/**
 * Opens the live connection and keeps it open until `close()`. After `close()` no callback is called again.
 * `internals` is for tests only (see {@link LiveInternals}).
 */
export function connectLive(options: LiveOptions, internals: LiveInternals = {}): { close(): void } {
  const connection = new LiveConnection(options, internals);
  connection.start();
  return { close: () => connection.close() };
}
