// @vitest-environment happy-dom

import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { withTestServer } from '@/lib/test/server';
import { issueToken } from '@/server/auth/jwt';
import { startTestServer } from '@/server/testing/server';
import { authHttp, configureHttp, http } from './client';
import { connectLive, type LiveInternals, type LiveState } from './live';
import { onLogout } from './logout';

/*
 * The live transport against the real backend's `/ws/dashboard/` (in-process, `ws` as the WebSocket of Node 20),
 * and its timing against a refused port with fake timers (no backend involved, so faking timers cannot disturb it).
 */

const server = withTestServer();

const ADMIN = { email: 'admin@example.com', password: 'demo12345' };
const MANAGER = { email: 'manager@example.com', password: 'demo12345' };
const tokensSchema = v.object({ access: v.string(), refresh: v.string() });
const idSchema = v.object({ id: v.number() });
const idsSchema = v.object({ results: v.array(idSchema) });
/** Nothing listens there: every connection is refused at once. */
const REFUSED = 'http://127.0.0.1:9';

/** The `ws` class, recording each socket the transport creates. */
function recordingSocket() {
  const sockets: NodeWebSocket[] = [];
  class RecordingSocket extends NodeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return {
    WebSocket: RecordingSocket as unknown as typeof WebSocket,
    sockets,
    urls: () => sockets.map((socket) => socket.url),
  };
}

const watchers: { close(): void }[] = [];

/** Connects to the hotel's live feed and records states and messages. */
function watch(internals: LiveInternals & { hotel?: number; onState?: (state: LiveState) => void } = {}) {
  const recorder = recordingSocket();
  const states: LiveState[] = [];
  const messages: unknown[] = [];
  const { hotel = 1, onState, ...rest } = internals;
  const connection = connectLive(
    {
      path: '/ws/dashboard/',
      params: { hotel: String(hotel) },
      onMessage: (data) => messages.push(data),
      onState: (state) => {
        states.push(state);
        onState?.(state);
      },
    },
    { WebSocket: recorder.WebSocket, baseDelayMs: 10, maxDelayMs: 50, random: () => 0.5, ...rest },
  );
  watchers.push(connection);
  return { connection, states, messages, ...recorder };
}

async function signIn(account = ADMIN, hotel = 1) {
  const tokens = await authHttp.post('/auth/token/', tokensSchema, { json: account });
  tokenStorage.setTokens(tokens);
  activeHotelStorage.set(hotel);
  return tokens;
}

/** Resolves on the socket's close event (`events.once` would reject on the error event that precedes it). */
function closed(socket: NodeWebSocket): Promise<void> {
  if (socket.readyState === NodeWebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => socket.once('close', () => resolve()));
}

/** The server's sockets of the live feed. */
function serverSockets() {
  return [...server().app.websocketServer.clients];
}

let fetchSpy: MockInstance<typeof fetch>;
let logouts: number;
let unsubscribe: () => void;

function refreshCalls(): number {
  return fetchSpy.mock.calls.filter(
    ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname === '/auth/token/refresh/',
  ).length;
}

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  logouts = 0;
  unsubscribe = onLogout(() => {
    logouts += 1;
  });
});

afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.close();
  unsubscribe();
  fetchSpy.mockRestore();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('against the backend', { timeout: 20_000 }, () => {
  it('connects with the token and the hotel, and is open once the hello frame arrives', async () => {
    const { access } = await signIn();
    const live = watch();
    expect(live.states).toEqual(['connecting']);

    await vi.waitFor(() => expect(live.messages).toEqual([{ type: 'hello', hotel: 1 }]));
    expect(live.states).toEqual(['connecting', 'open']);
    const url = new URL(live.urls()[0]!);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(`${server().url.replace(/^http/, 'ws')}/ws/dashboard/`);
    expect(url.searchParams.get('hotel')).toBe('1');
    expect(url.searchParams.get('token')).toBe(access);
  });

  it('delivers an order created through the API as a frame', async () => {
    await signIn();
    const live = watch();
    await vi.waitFor(() => expect(live.states).toContain('open'));

    const [stay] = (
      await http.get('/dashboard/stays/', idsSchema, { searchParams: { state: 'current', page_size: 1 } })
    ).results;
    const [service] = (await http.get('/dashboard/services/', idsSchema, { searchParams: { page_size: 1 } })).results;
    const order = await http.post('/dashboard/service_orders/', idSchema, {
      json: { stay: stay!.id, service: service!.id, comment: 'live' },
    });

    const createdFrame = v.object({
      type: v.literal('order.created'),
      order: v.object({ id: v.number(), status: v.string() }),
    });
    await vi.waitFor(() => {
      const created = live.messages
        .filter((message) => v.is(createdFrame, message))
        .map(({ order }) => ({ id: order.id, status: order.status }));
      expect(created).toEqual([{ id: order.id, status: 'new' }]);
    });
  });

  it('drops frames that are not JSON text and keeps the connection', async () => {
    await signIn();
    const live = watch();
    await vi.waitFor(() => expect(live.states).toContain('open'));
    for (const socket of serverSockets()) {
      socket.send('not json');
      socket.send(Buffer.from('{"type":"binary"}'), { binary: true });
      socket.send('{"type":"after"}');
    }
    await vi.waitFor(() => expect(live.messages).toEqual([{ type: 'hello', hotel: 1 }, { type: 'after' }]));
    expect(live.states).toEqual(['connecting', 'open']);
  });

  it('reconnects after the server closes the socket', async () => {
    await signIn();
    const live = watch();
    await vi.waitFor(() => expect(live.states).toContain('open'));
    for (const socket of serverSockets()) socket.close(1012, 'Service restart');

    await vi.waitFor(() => expect(live.states).toEqual(['connecting', 'open', 'reconnecting', 'open']));
    expect(live.sockets).toHaveLength(2);
    expect(live.messages).toEqual([
      { type: 'hello', hotel: 1 },
      { type: 'hello', hotel: 1 },
    ]);
  });

  it('renews an expired token through the single-flight refresh (4401) and reconnects', async () => {
    await signIn();
    const me = await http.get('/auth/users/me/', idSchema);
    // A token of this server that expired an hour ago (SimpleJWT's claims, signed with the server's key).
    const expired = await issueToken('access', me.id, server().config, Math.floor(Date.now() / 1000) - 3600);
    tokenStorage.setTokens({ access: expired });

    const live = watch();
    await vi.waitFor(() => expect(live.states).toEqual(['connecting', 'reconnecting', 'open']));
    expect(refreshCalls()).toBe(1);
    const renewed = tokenStorage.getAccess();
    expect(renewed).not.toBe(expired);
    expect(live.urls().map((url) => new URL(url).searchParams.get('token'))).toEqual([expired, renewed]);
    expect(live.messages).toEqual([{ type: 'hello', hotel: 1 }]);
    expect(logouts).toBe(0);
  });

  it('shares the refresh with concurrent HTTP calls', async () => {
    await signIn();
    tokenStorage.setTokens({ access: 'invalid' });
    const live = watch();
    await Promise.all([http.get('/auth/users/me/', idSchema), http.get('/auth/users/me/', idSchema)]);
    await vi.waitFor(() => expect(live.states.at(-1)).toBe('open'));
    expect(refreshCalls()).toBe(1);
  });

  it('stops when the refresh is rejected (logout is published by the refresh)', async () => {
    tokenStorage.setTokens({ access: 'invalid', refresh: 'also-invalid' });
    const live = watch();
    await vi.waitFor(() => expect(live.states).toEqual(['connecting', 'reconnecting', 'offline']));
    expect(logouts).toBe(1);
    expect(refreshCalls()).toBe(1);
    expect(live.sockets).toHaveLength(1);
  });

  it('publishes logout when even a freshly refreshed token is refused', async () => {
    // Every access token of this server is born expired.
    const shortLived = await startTestServer({ accessTokenLifetime: 0, authRateLimit: 10_000 });
    try {
      configureHttp({ apiUrl: shortLived.url });
      await signIn();
      const live = watch();
      await vi.waitFor(() => expect(live.states).toEqual(['connecting', 'reconnecting', 'offline']));
      expect(live.sockets).toHaveLength(2);
      expect(refreshCalls()).toBe(1);
      expect(logouts).toBe(1);
    } finally {
      await shortLived.close();
    }
  });

  it("stops on 4403 (a hotel that is not the user's)", async () => {
    await signIn(MANAGER, 2);
    const live = watch({ hotel: 1 });
    await vi.waitFor(() => expect(live.states).toEqual(['connecting', 'offline']));
    expect(live.sockets).toHaveLength(1);
    expect(refreshCalls()).toBe(0);
    expect(logouts).toBe(0);
  });

  it('does not connect without an access token', () => {
    const live = watch();
    expect(live.states).toEqual(['offline']);
    expect(live.sockets).toHaveLength(0);
  });

  it('close() stops reconnecting and calls nothing afterwards', async () => {
    await signIn();
    let reconnecting!: () => void;
    const lost = new Promise<void>((resolve) => {
      reconnecting = resolve;
    });
    const closing = watch({
      baseDelayMs: 10,
      onState: (state) => {
        if (state === 'reconnecting') reconnecting();
      },
    });
    // The control connection waits 20 times longer before it reconnects.
    const control = watch({ baseDelayMs: 200, maxDelayMs: 200 });
    await vi.waitFor(() => {
      expect(closing.states).toContain('open');
      expect(control.states).toContain('open');
    });
    for (const socket of serverSockets()) socket.close(1012, 'Service restart');

    // Resumes before any timer can fire: the 10 ms reconnect is pending.
    await lost;
    closing.connection.close();
    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(control.states).toEqual(['connecting', 'open', 'reconnecting', 'open']));
    expect(closing.states).toEqual(['connecting', 'open', 'reconnecting']);
    expect(closing.sockets).toHaveLength(1);
    expect(serverSockets()).toHaveLength(1);
  });

  it('close() while connecting closes the socket and reports nothing', async () => {
    await signIn();
    const live = watch();
    live.connection.close();
    await closed(live.sockets[0]!);
    expect(live.states).toEqual(['connecting']);
    expect(live.messages).toEqual([]);
  });
});

describe('backoff and the network (a refused port, fake timers)', () => {
  beforeEach(() => {
    configureHttp({ apiUrl: REFUSED });
    tokenStorage.setTokens({ access: 'token', refresh: 'refresh' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  /** Waits until the newest socket was refused (its close event ran the transport's handler first). */
  async function refused(live: ReturnType<typeof watch>) {
    await closed(live.sockets.at(-1)!);
  }

  /** Advances the clock to just before `ms` and then to it, checking that exactly then a socket is created. */
  function expectRetryAfter(live: ReturnType<typeof watch>, ms: number) {
    const before = live.sockets.length;
    vi.advanceTimersByTime(ms - 1);
    expect(live.sockets).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(live.sockets).toHaveLength(before + 1);
  }

  it('retries after 1 s, 2 s, 4 s … up to 30 s', async () => {
    const live = watch({ baseDelayMs: 1000, maxDelayMs: 30_000 });
    for (const delay of [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]) {
      await refused(live);
      expectRetryAfter(live, delay);
    }
    expect(live.states).toEqual(['connecting', 'reconnecting']);
  });

  it('spreads the delays by ±20 %', async () => {
    const low = watch({ baseDelayMs: 1000, maxDelayMs: 30_000, random: () => 0 });
    await refused(low);
    expectRetryAfter(low, 800);
    low.connection.close();

    const high = watch({ baseDelayMs: 1000, maxDelayMs: 30_000, random: () => 0.999_999 });
    await refused(high);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1199);
    expect(high.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(high.sockets).toHaveLength(2);
  });

  it('reconnects at once on `online` and starts the backoff over', async () => {
    const live = watch({ baseDelayMs: 1000, maxDelayMs: 30_000 });
    await refused(live);
    expectRetryAfter(live, 1000);
    await refused(live);
    expectRetryAfter(live, 2000);
    await refused(live);

    window.dispatchEvent(new Event('online'));
    expect(live.sockets).toHaveLength(4);
    await refused(live);
    expectRetryAfter(live, 1000);
  });

  it('pauses while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const live = watch({ baseDelayMs: 1000, maxDelayMs: 30_000 });
    expect(live.states).toEqual(['offline']);
    expect(live.sockets).toHaveLength(0);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(live.states).toEqual(['offline', 'connecting']);
    await refused(live);
    expect(live.states).toEqual(['offline', 'connecting', 'reconnecting']);

    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(live.states.at(-1)).toBe('offline');
    vi.advanceTimersByTime(120_000);
    expect(live.sockets).toHaveLength(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(live.sockets).toHaveLength(2);
    expect(live.states.at(-1)).toBe('reconnecting');
  });

  it('builds wss:// from an https API URL and keeps its path prefix', () => {
    configureHttp({ apiUrl: 'https://127.0.0.1:9/api/' });
    const live = watch({ hotel: 3 });
    expect(live.urls()).toEqual(['wss://127.0.0.1:9/api/ws/dashboard/?hotel=3&token=token']);
  });

  it('connects to the websocket URL of the runtime configuration when one is set', () => {
    configureHttp({ apiUrl: 'https://127.0.0.1:9/api/' });
    const config = window as unknown as Record<string, unknown>;
    config.__DASHBOARD_CONFIG__ = { wsUrl: 'wss://live.example.org/socket' };
    try {
      const live = watch({ hotel: 3 });
      expect(live.urls()).toEqual(['wss://live.example.org/socket/ws/dashboard/?hotel=3&token=token']);
    } finally {
      delete config.__DASHBOARD_CONFIG__;
    }
  });

  it('close() during the backoff cancels the retry and removes the listeners', async () => {
    const live = watch({ baseDelayMs: 1000, maxDelayMs: 30_000 });
    await refused(live);
    expect(vi.getTimerCount()).toBe(1);
    live.connection.close();
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(60_000);
    expect(live.sockets).toHaveLength(1);
    expect(live.states).toEqual(['connecting', 'reconnecting']);
  });
});
