import { getRuntimeConfig, liveBaseUrl } from '@/lib/runtime-config';
import { tokenStorage } from '@/lib/storage';
import { getApiUrl, refreshAccessToken } from './client';
import { publishLogout } from './logout';

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

/** Close codes of the backend's live endpoint. */
const LIVE_CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;

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

const NORMAL_CLOSURE = 1000;

/**
 * `ws://host/api` + `/ws/x/` → `ws://host/api/ws/x/?…`. The base is the configured websocket URL, else the API
 * URL with http→ws (lib/runtime-config.ts); null when there is none.
 */
function liveUrl(path: string, params: Record<string, string>, token: string): string | null {
  const base = liveBaseUrl({ apiUrl: getApiUrl(), wsUrl: getRuntimeConfig().wsUrl });
  if (base === null) return null;
  let url: URL;
  try {
    // Joined like ky's `prefix`, so a path prefix of the base URL is kept.
    url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  } catch {
    return null;
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('token', token);
  return url.toString();
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Opens the live connection and keeps it open until `close()`. After `close()` no callback is called again.
 * `internals` is for tests only (see {@link LiveInternals}).
 */
export function connectLive(options: LiveOptions, internals: LiveInternals = {}): { close(): void } {
  const { path, params, onMessage, onState } = options;
  const Socket = internals.WebSocket ?? globalThis.WebSocket;
  const baseDelay = internals.baseDelayMs ?? 1000;
  const maxDelay = internals.maxDelayMs ?? 30_000;
  const random = internals.random ?? Math.random;

  let stopped = false;
  let state: LiveState | null = null;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Failed attempts since a connection last delivered a frame: the exponent of the backoff. */
  let failures = 0;
  /** Whether a socket was ever created: the first attempt is `connecting`, every later one `reconnecting`. */
  let attempted = false;
  /** A 4401's refresh is under way: `online` must not start a second connection beside it. */
  let refreshing = false;
  /** The token this transport itself got from a refresh and has not seen accepted yet. */
  let freshToken: string | null = null;
  /** Bumped for every socket and refresh, so a late event of an abandoned one changes nothing. */
  let generation = 0;

  function setState(next: LiveState) {
    if (stopped || next === state) return;
    state = next;
    onState(next);
  }

  function clearTimer() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function dropSocket() {
    generation += 1;
    refreshing = false;
    const current = socket;
    socket = null;
    if (!current) return;
    current.onmessage = null;
    current.onclose = null;
    // A socket that never connected cannot be closed cleanly; its error event must not reach anyone either.
    current.onerror = () => {};
    try {
      current.close(NORMAL_CLOSURE);
    } catch {
      // Already closing.
    }
  }

  function stop(final: LiveState | null) {
    if (final) setState(final);
    stopped = true;
    clearTimer();
    dropSocket();
    globalThis.removeEventListener?.('online', handleOnline);
    globalThis.removeEventListener?.('offline', handleOffline);
  }

  function connect() {
    clearTimer();
    if (stopped) return;
    if (browserOffline()) {
      setState('offline');
      return;
    }
    const token = tokenStorage.getAccess();
    const url = token ? liveUrl(path, params, token) : null;
    if (!token || !url || !Socket) {
      stop('offline');
      return;
    }
    setState(attempted ? 'reconnecting' : 'connecting');
    // Any onState callback may call close().
    if (stopped) return;
    attempted = true;
    generation += 1;
    const mine = generation;
    let created: WebSocket;
    try {
      created = new Socket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = created;
    let delivered = false;
    created.onmessage = (event: MessageEvent) => {
      if (mine !== generation) return;
      if (!delivered) {
        // The server is serving us, not just accepting and dropping: the backoff starts over.
        delivered = true;
        failures = 0;
        if (token === freshToken) freshToken = null;
        setState('open');
        if (stopped || mine !== generation) return;
      }
      if (typeof event.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      onMessage(data);
    };
    created.onerror = () => {
      // Always followed by a close event, which decides what happens next.
    };
    created.onclose = (event: CloseEvent) => {
      if (mine !== generation) return;
      socket = null;
      generation += 1;
      handleClose(event.code, token);
    };
  }

  function handleClose(code: number, usedToken: string) {
    if (stopped) return;
    if (code === LIVE_CLOSE.forbidden) {
      stop('offline');
      return;
    }
    if (code === LIVE_CLOSE.unauthorized) {
      renewToken(usedToken);
      return;
    }
    scheduleReconnect();
  }

  /** 4401: reuse a token someone else renewed meanwhile, else refresh once; a refreshed token refused too ends it. */
  function renewToken(usedToken: string) {
    setState('reconnecting');
    if (stopped) return;
    const current = tokenStorage.getAccess();
    if (current && current !== usedToken) {
      connect();
      return;
    }
    if (usedToken === freshToken) {
      // As the HTTP client does when the retried call is still 401: the session cannot be renewed.
      stop('offline');
      publishLogout();
      return;
    }
    const mine = ++generation;
    refreshing = true;
    refreshAccessToken().then(
      (access) => {
        if (stopped || mine !== generation) return;
        refreshing = false;
        if (access === null) {
          // The refresh was refused and logout already published.
          stop('offline');
          return;
        }
        freshToken = access;
        connect();
      },
      () => {
        // The refresh itself could not reach the server: a dropped connection, not an ended session.
        if (stopped || mine !== generation) return;
        refreshing = false;
        scheduleReconnect();
      },
    );
  }

  function scheduleReconnect() {
    clearTimer();
    if (stopped) return;
    if (browserOffline()) {
      setState('offline');
      return;
    }
    setState('reconnecting');
    if (stopped) return;
    const exponential = Math.min(maxDelay, baseDelay * 2 ** Math.min(failures, 30));
    failures += 1;
    // ±20 % so that a server restart does not bring every dashboard back in the same millisecond.
    const delay = Math.round(Math.min(maxDelay, exponential * (0.8 + 0.4 * random())));
    timer = setTimeout(connect, delay);
  }

  function handleOnline() {
    if (stopped || socket || refreshing) return;
    failures = 0;
    connect();
  }

  function handleOffline() {
    if (stopped) return;
    // The socket would only notice after a long TCP timeout; `online` brings it back at once.
    clearTimer();
    dropSocket();
    setState('offline');
  }

  globalThis.addEventListener?.('online', handleOnline);
  globalThis.addEventListener?.('offline', handleOffline);
  connect();

  return {
    close() {
      if (stopped) return;
      stop(null);
    },
  };
}
