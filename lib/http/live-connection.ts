import { getRuntimeConfig, liveBaseUrl } from '@/lib/runtime-config';
import { tokenStorage } from '@/lib/storage';
import { getApiUrl, refreshAccessToken } from './client';
import type { LiveInternals, LiveOptions, LiveState } from './live';
import { publishLogout } from './logout';

/*
 * The workings of the live transport (live.ts `connectLive`, which says what it does): one socket at a time,
 * its frames, its close codes, the backoff between attempts and the token renewal after a 4401.
 */

/** Close codes of the backend's live endpoint. */
const LIVE_CLOSE = { unauthorized: 4401, forbidden: 4403 } as const;

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

/** A text frame's JSON; undefined for a frame that is not text or not JSON (it is dropped). */
function parseFrame(data: unknown): { json: unknown } | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return { json: JSON.parse(data) };
  } catch {
    return undefined;
  }
}

/** The delay before the next attempt: exponential in `failures`, capped, with ±20 % jitter. */
function backoffDelay(failures: number, baseDelay: number, maxDelay: number, random: () => number): number {
  const exponential = Math.min(maxDelay, baseDelay * 2 ** Math.min(failures, 30));
  // ±20 % so that a server restart does not bring every dashboard back in the same millisecond.
  return Math.round(Math.min(maxDelay, exponential * (0.8 + 0.4 * random())));
}

/** One live connection and its reconnections (live.ts `connectLive`); a method per step. */
export class LiveConnection {
  private readonly options: LiveOptions;
  private readonly Socket: typeof WebSocket | undefined;
  private readonly baseDelay: number;
  private readonly maxDelay: number;
  private readonly random: () => number;

  private stopped = false;
  private state: LiveState | null = null;
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Failed attempts since a connection last delivered a frame: the exponent of the backoff. */
  private failures = 0;
  /** Whether a socket was ever created: the first attempt is `connecting`, every later one `reconnecting`. */
  private attempted = false;
  /** A 4401's refresh is under way: `online` must not start a second connection beside it. */
  private refreshing = false;
  /** The token this transport itself got from a refresh and has not seen accepted yet. */
  private freshToken: string | null = null;
  /** Bumped for every socket and refresh, so a late event of an abandoned one changes nothing. */
  private generation = 0;

  constructor(options: LiveOptions, internals: LiveInternals) {
    this.options = options;
    this.Socket = internals.WebSocket ?? globalThis.WebSocket;
    this.baseDelay = internals.baseDelayMs ?? 1000;
    this.maxDelay = internals.maxDelayMs ?? 30_000;
    this.random = internals.random ?? Math.random;
  }

  start() {
    globalThis.addEventListener?.('online', this.handleOnline);
    globalThis.addEventListener?.('offline', this.handleOffline);
    this.connect();
  }

  close() {
    if (this.stopped) return;
    this.stop(null);
  }

  private setState(next: LiveState) {
    if (this.stopped || next === this.state) return;
    this.state = next;
    this.options.onState(next);
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private dropSocket() {
    this.generation += 1;
    this.refreshing = false;
    const current = this.socket;
    this.socket = null;
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

  private stop(final: LiveState | null) {
    if (final) this.setState(final);
    this.stopped = true;
    this.clearTimer();
    this.dropSocket();
    globalThis.removeEventListener?.('online', this.handleOnline);
    globalThis.removeEventListener?.('offline', this.handleOffline);
  }

  /** An attempt: a socket with the stored token, unless offline (waits for `online`) or nothing to connect with. */
  private connect() {
    this.clearTimer();
    if (this.stopped) return;
    if (browserOffline()) {
      this.setState('offline');
      return;
    }
    const token = tokenStorage.getAccess();
    const url = token ? liveUrl(this.options.path, this.options.params, token) : null;
    if (!token || !url || !this.Socket) {
      this.stop('offline');
      return;
    }
    this.setState(this.attempted ? 'reconnecting' : 'connecting');
    // Any onState callback may call close().
    if (this.stopped) return;
    this.attempted = true;
    this.openSocket(this.Socket, url, token);
  }

  private openSocket(Socket: typeof WebSocket, url: string, token: string) {
    this.generation += 1;
    const mine = this.generation;
    let created: WebSocket;
    try {
      created = new Socket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = created;
    let delivered = false;
    created.onmessage = (event: MessageEvent) => {
      if (mine !== this.generation) return;
      if (!delivered) {
        delivered = true;
        this.handleFirstFrame(token);
        if (this.stopped || mine !== this.generation) return;
      }
      const frame = parseFrame(event.data);
      if (frame) this.options.onMessage(frame.json);
    };
    created.onerror = () => {
      // Always followed by a close event, which decides what happens next.
    };
    created.onclose = (event: CloseEvent) => {
      if (mine !== this.generation) return;
      this.socket = null;
      this.generation += 1;
      this.handleClose(event.code, token);
    };
  }

  /** The server is serving us, not just accepting and dropping: the backoff starts over. */
  private handleFirstFrame(token: string) {
    this.failures = 0;
    if (token === this.freshToken) this.freshToken = null;
    this.setState('open');
  }

  private handleClose(code: number, usedToken: string) {
    if (this.stopped) return;
    if (code === LIVE_CLOSE.forbidden) {
      this.stop('offline');
      return;
    }
    if (code === LIVE_CLOSE.unauthorized) {
      this.renewToken(usedToken);
      return;
    }
    this.scheduleReconnect();
  }

  /** 4401: reuse a token someone else renewed meanwhile, else refresh once; a refreshed token refused too ends it. */
  private renewToken(usedToken: string) {
    this.setState('reconnecting');
    if (this.stopped) return;
    const current = tokenStorage.getAccess();
    if (current && current !== usedToken) {
      this.connect();
      return;
    }
    if (usedToken === this.freshToken) {
      // As the HTTP client does when the retried call is still 401: the session cannot be renewed.
      this.stop('offline');
      publishLogout();
      return;
    }
    this.refresh();
  }

  /** The HTTP client's single-flight refresh, then a new attempt with its token. */
  private refresh() {
    const mine = ++this.generation;
    this.refreshing = true;
    refreshAccessToken().then(
      (access) => {
        if (this.stopped || mine !== this.generation) return;
        this.refreshing = false;
        if (access === null) {
          // The refresh was refused and logout already published.
          this.stop('offline');
          return;
        }
        this.freshToken = access;
        this.connect();
      },
      () => {
        // The refresh itself could not reach the server: a dropped connection, not an ended session.
        if (this.stopped || mine !== this.generation) return;
        this.refreshing = false;
        this.scheduleReconnect();
      },
    );
  }

  private scheduleReconnect() {
    this.clearTimer();
    if (this.stopped) return;
    if (browserOffline()) {
      this.setState('offline');
      return;
    }
    this.setState('reconnecting');
    if (this.stopped) return;
    const delay = backoffDelay(this.failures, this.baseDelay, this.maxDelay, this.random);
    this.failures += 1;
    this.timer = setTimeout(() => this.connect(), delay);
  }

  private readonly handleOnline = () => {
    if (this.stopped || this.socket || this.refreshing) return;
    this.failures = 0;
    this.connect();
  };

  private readonly handleOffline = () => {
    if (this.stopped) return;
    // The socket would only notice after a long TCP timeout; `online` brings it back at once.
    this.clearTimer();
    this.dropSocket();
    this.setState('offline');
  };
}
