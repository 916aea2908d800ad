// @vitest-environment happy-dom

import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { activeHotelStorage, storageKeys, tokenStorage } from '@/lib/storage';
import { startTestServer, type TestServer } from '@/server/testing/server';
import { authHttp, configureHttp, http } from './client';
import { ApiError, apiErrorFromResponse, retryAfterSeconds } from './errors';
import { onLogout } from './logout';

const reportError = vi.hoisted(() => vi.fn<(error: unknown, tags?: Record<string, string>) => void>());
vi.mock('@/lib/sentry', () => ({ reportError }));

const ADMIN = { email: 'admin@example.com', password: 'demo12345' };
const tokensSchema = v.object({ access: v.string(), refresh: v.string() });
const meSchema = v.object({ id: v.number(), email: v.string(), firstName: v.string() });

let server: TestServer;
const originalFetch = globalThis.fetch;
let fetchSpy: MockInstance<typeof fetch>;
let logouts: number;
let unsubscribe: () => void;

/** Every request the client handed to fetch, in order. */
function sentRequests(): Request[] {
  return fetchSpy.mock.calls.map(([input, init]) => (input instanceof Request ? input : new Request(input, init)));
}

function callsTo(path: string): number {
  return sentRequests().filter((request) => new URL(request.url).pathname === path).length;
}

async function setFault(fault: Record<string, unknown>) {
  const response = await fetch(`${server.url}/dev/faults/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
}

async function clearFault() {
  await fetch(`${server.url}/dev/faults/`, { method: 'DELETE' });
}

/** Runs `sideEffect` (what another tab does) just before the first call to `path` is sent. */
function intercept(path: string, sideEffect: () => void) {
  const realFetch = fetchSpy.getMockImplementation() ?? originalFetch;
  let done = false;
  fetchSpy.mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!done && new URL(url).pathname === path) {
      done = true;
      sideEffect();
    }
    return realFetch(input, init);
  });
}

async function signIn() {
  const tokens = await authHttp.post('/auth/token/', tokensSchema, { json: ADMIN });
  tokenStorage.setTokens(tokens);
  return tokens;
}

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000 });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  localStorage.clear();
  configureHttp({ apiUrl: server.url });
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  logouts = 0;
  unsubscribe = onLogout(() => {
    logouts += 1;
  });
});

afterEach(() => {
  unsubscribe();
  fetchSpy.mockRestore();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('headers', () => {
  it('sends the bearer token, Russian language and the managed hotel on authenticated calls', async () => {
    const { access } = await signIn();
    activeHotelStorage.set(2);
    await http.get('/auth/users/me/', meSchema);
    const request = sentRequests().at(-1)!;
    expect(request.headers.get('Authorization')).toBe(`Bearer ${access}`);
    expect(request.headers.get('Accept-Language')).toBe('ru');
    expect(request.headers.get('Managed-Hotel')).toBe('2');
  });

  it("sends this tab's hotel, not the one another tab switched to", async () => {
    await signIn();
    activeHotelStorage.set(2);
    // The other tab's switch: only the shared localStorage key changes (a new tab's starting hotel).
    localStorage.setItem(storageKeys.activeHotel, '3');
    await http.get('/auth/users/me/', meSchema);
    expect(sentRequests().at(-1)!.headers.get('Managed-Hotel')).toBe('2');
  });

  it('sends no token on auth calls', async () => {
    tokenStorage.setTokens({ access: 'stale', refresh: 'stale' });
    await authHttp.post('/auth/token/', tokensSchema, { json: ADMIN });
    expect(sentRequests().at(-1)!.headers.get('Authorization')).toBeNull();
  });

  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN on unsafe methods only', async () => {
    await signIn();
    document.cookie = 'XSRF-TOKEN=csrf-value';
    await http.get('/auth/users/me/', meSchema);
    await http.patch('/auth/users/me/', meSchema, { json: { phone: '+7 900 000-00-00' } });
    const [get, patch] = sentRequests().slice(-2);
    expect(get!.headers.get('X-XSRF-TOKEN')).toBeNull();
    expect(patch!.headers.get('X-XSRF-TOKEN')).toBe('csrf-value');
  });
});

describe('token refresh', () => {
  it('refreshes once for three concurrent 401s and retries each call', async () => {
    await signIn();
    tokenStorage.setTokens({ access: 'expired-or-invalid' });
    const results = await Promise.all([
      http.get('/auth/users/me/', meSchema),
      http.get('/auth/users/me/', meSchema),
      http.get('/auth/users/me/', meSchema),
    ]);
    expect(results.map((me) => me.email)).toEqual([ADMIN.email, ADMIN.email, ADMIN.email]);
    expect(callsTo('/auth/token/refresh/')).toBe(1);
    expect(tokenStorage.getAccess()).not.toBe('expired-or-invalid');
    expect(logouts).toBe(0);
  });

  it('keeps the body of a POST and a PATCH across the retry', async () => {
    await signIn();
    tokenStorage.setTokens({ access: 'invalid' });
    const me = await http.patch('/auth/users/me/', meSchema, { json: { firstName: 'Анастасия' } });
    expect(me.firstName).toBe('Анастасия');

    tokenStorage.setTokens({ access: 'invalid' });
    await http.post('/dashboard/users/set_password/', null, {
      json: { currentPassword: ADMIN.password, newPassword: 'new-secret-42' },
    });
    const relogin = await authHttp.post('/auth/token/', tokensSchema, {
      json: { email: ADMIN.email, password: 'new-secret-42' },
    });
    expect(relogin.access).toEqual(expect.any(String));
    // Put the demo password back for the other tests.
    tokenStorage.setTokens(relogin);
    await http.post('/dashboard/users/set_password/', null, {
      json: { currentPassword: 'new-secret-42', newPassword: ADMIN.password },
    });
  });

  it('uses an access token another tab refreshed, without refreshing again', async () => {
    const { access } = await signIn();
    tokenStorage.setTokens({ access: 'expired-in-this-tab' });
    // The other tab stores its refreshed token while this tab's call is on its way with the old one.
    intercept('/auth/users/me/', () => localStorage.setItem(storageKeys.access, access));
    const me = await http.get('/auth/users/me/', meSchema);
    expect(me.email).toBe(ADMIN.email);
    expect(callsTo('/auth/token/refresh/')).toBe(0);
    expect(sentRequests().at(-1)!.headers.get('Authorization')).toBe(`Bearer ${access}`);
    expect(logouts).toBe(0);
  });

  it('retries the refresh once with the refresh token another tab stored meanwhile instead of logging out', async () => {
    const { refresh } = await signIn();
    tokenStorage.setTokens({ access: 'invalid', refresh: 'replaced-by-the-other-tab' });
    // The other tab signs in again (or, on a backend that rotates them, refreshes) while this refresh is on its way.
    intercept('/auth/token/refresh/', () => localStorage.setItem(storageKeys.refresh, refresh));
    const me = await http.get('/auth/users/me/', meSchema);
    expect(me.email).toBe(ADMIN.email);
    expect(callsTo('/auth/token/refresh/')).toBe(2);
    expect(logouts).toBe(0);
  });

  it('publishes one logout when the server rejects the refresh token', async () => {
    tokenStorage.setTokens({ access: 'invalid', refresh: 'also-invalid' });
    const results = await Promise.allSettled([
      http.get('/auth/users/me/', meSchema),
      http.get('/auth/users/me/', meSchema),
      http.get('/auth/users/me/', meSchema),
    ]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(callsTo('/auth/token/refresh/')).toBe(1);
    expect(logouts).toBe(1);
  });

  it('neither refreshes nor logs out again for a 401 that comes back after the refresh was refused', async () => {
    tokenStorage.setTokens({ access: 'invalid', refresh: 'refused' });
    await expect(http.get('/auth/users/me/', meSchema)).rejects.toMatchObject({ status: 401 });
    // A call that was still in flight when the refusal came: its 401 arrives later, with the same stored tokens.
    await expect(http.get('/auth/users/me/', meSchema)).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/auth/token/refresh/')).toBe(1);
    expect(logouts).toBe(1);
  });

  it('publishes logout without calling the server when there is no refresh token', async () => {
    tokenStorage.setTokens({ access: 'invalid' });
    await expect(http.get('/auth/users/me/', meSchema)).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/auth/token/refresh/')).toBe(0);
    expect(logouts).toBe(1);
  });

  it('does not log out when the refresh itself cannot reach the server', async () => {
    await signIn();
    tokenStorage.setTokens({ access: 'invalid' });
    // The real server drops the connection of the refresh call only (a development fault switch).
    await setFault({ dropConnection: true, failPaths: '/auth/token/refresh/*' });
    try {
      await expect(http.get('/auth/users/me/', meSchema)).rejects.toMatchObject({
        status: 0,
        message: ru.httpErrors.network,
      });
      expect(logouts).toBe(0);
      expect(localStorage.getItem(storageKeys.refresh)).not.toBeNull();
    } finally {
      await clearFault();
    }
  });

  it('publishes logout when the call is still 401 after the retry', async () => {
    const shortLived = await startTestServer({ accessTokenLifetime: 0, authRateLimit: 10_000 });
    try {
      configureHttp({ apiUrl: shortLived.url });
      const tokens = await authHttp.post('/auth/token/', tokensSchema, { json: ADMIN });
      tokenStorage.setTokens(tokens);
      await expect(http.get('/auth/users/me/', meSchema)).rejects.toMatchObject({ status: 401 });
      expect(callsTo('/auth/token/refresh/')).toBe(1);
      expect(callsTo('/auth/users/me/')).toBe(2);
      expect(logouts).toBe(1);
    } finally {
      await shortLived.close();
    }
  });

  it('never intercepts the auth endpoints', async () => {
    tokenStorage.setTokens({ access: 'invalid', refresh: 'invalid' });
    const wrong = { email: ADMIN.email, password: 'wrong-password' };
    await expect(authHttp.post('/auth/token/', tokensSchema, { json: wrong })).rejects.toMatchObject({
      status: 401,
      // The client asks for Russian (Accept-Language: ru), and the backend answers in it, as Django's would.
      message: 'Не найдено активной учётной записи с указанными данными',
    });
    // Even through the authenticated client, a 401 of an auth call is an answer, not an expired session.
    await expect(http.post('/auth/token/', tokensSchema, { json: wrong })).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/auth/token/refresh/')).toBe(0);
    expect(logouts).toBe(0);
  });
});

describe('no retries but the refresh', () => {
  // The query layer retries transient failures of queries (lib/query-client.ts); mutations are never resent.
  it.each([
    ['a GET', 'get', '/config/langs/'],
    ['a POST', 'post', '/config/langs/'],
    ['a PATCH', 'patch', '/auth/users/me/'],
  ] as const)('sends %s once on a 500, 502, 503 and 504', async (_name, method, path) => {
    await signIn();
    for (const failStatus of [500, 502, 503, 504]) {
      await setFault({ failStatus, failPaths: `${path}*` });
      try {
        const before = callsTo(path);
        await expect(http[method](path, v.unknown(), method === 'get' ? {} : { json: {} })).rejects.toMatchObject({
          status: failStatus,
        });
        expect(callsTo(path) - before).toBe(1);
      } finally {
        await clearFault();
      }
    }
  });

  it('sends a POST once when the connection drops', async () => {
    await signIn();
    await setFault({ dropConnection: true, failPaths: '/dashboard/users/set_password/*' });
    try {
      await expect(
        http.post('/dashboard/users/set_password/', null, {
          json: { currentPassword: ADMIN.password, newPassword: 'x-secret-42' },
        }),
      ).rejects.toMatchObject({ status: 0, kind: 'network' });
      expect(callsTo('/dashboard/users/set_password/')).toBe(1);
    } finally {
      await clearFault();
    }
  });
});

describe('errors', () => {
  it("uses the server's detail", async () => {
    await signIn();
    const error = await http.get('/no/such/endpoint/', meSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Не найдено.' });
  });

  it('keeps DRF field errors and uses the first one as the message', async () => {
    const error = (await authHttp
      .post('/auth/token/', tokensSchema, { json: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors.email).toEqual(['Обязательное поле.']);
    expect(error.message).toBe('Обязательное поле.');
  });

  it('turns a response of the wrong shape into one clear error naming the call and the key, reported once', async () => {
    await signIn();
    const wrongShape = v.object({ id: v.string(), hotels: v.array(v.object({ id: v.number() })) });
    const expected = { status: 200, kind: 'malformed', data: { path: '/auth/users/me/', key: 'id', missing: false } };
    await expect(http.get('/auth/users/me/', wrongShape)).rejects.toMatchObject({
      ...expected,
      message: ru.httpErrors.malformedAt('/auth/users/me/', 'id', false),
    });
    await expect(
      http.get('/auth/users/me/', v.object({ id: v.number(), hotels: v.array(v.number()) })),
    ).rejects.toMatchObject({
      message: ru.httpErrors.malformedAt('/auth/users/me/', 'hotels', true),
    });
    await expect(http.get('/auth/users/me/', wrongShape)).rejects.toMatchObject(expected);
    expect(reportError.mock.calls.map(([, tags]) => tags)).toEqual([
      { 'api.path': '/auth/users/me/', 'api.key': 'id' },
      { 'api.path': '/auth/users/me/', 'api.key': 'hotels' },
    ]);
  });

  it('reads the wait of a throttled answer from Retry-After', () => {
    expect(retryAfterSeconds('17')).toBe(17);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 10:00:30 GMT', Date.parse('Wed, 25 Nov 2026 10:00:00 GMT'))).toBe(30);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });

  it('maps a refused connection to status 0 and the network text', async () => {
    configureHttp({ apiUrl: 'http://127.0.0.1:9' });
    await expect(authHttp.post('/auth/token/', tokensSchema, { json: ADMIN })).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      message: ru.httpErrors.network,
    });
  });

  it('maps an aborted request', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      authHttp.post('/auth/token/', tokensSchema, { json: ADMIN, signal: controller.signal }),
    ).rejects.toMatchObject({
      status: 0,
      kind: 'aborted',
      message: ru.httpErrors.aborted,
    });
  });

  it('refuses an API address with an unsupported protocol', async () => {
    configureHttp({ apiUrl: 'ftp://127.0.0.1' });
    await expect(authHttp.post('/auth/token/', tokensSchema, { json: ADMIN })).rejects.toMatchObject({
      status: 0,
      kind: 'unsupported-protocol',
      message: ru.httpErrors.unsupportedProtocol,
    });
  });

  it('falls back to the status text in Russian, with the code, when the body has no message', async () => {
    await setFault({ failStatus: 502, failPaths: '/config/langs/*' });
    try {
      const error = (await http.get('/config/langs/', v.unknown()).catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(502);
      expect(error.message).toBe('Ошибка шлюза (502)');
    } finally {
      await clearFault();
    }
  });

  it('says a status it has no Russian text for by the text the server sent, and nothing by the Russian default', () => {
    expect(apiErrorFromResponse({ status: 418, statusText: 'I’m a teapot' }, null).message).toBe('I’m a teapot (418)');
    expect(apiErrorFromResponse({ status: 418, statusText: '' }, '').message).toBe(ru.httpErrors.default);
    expect(
      apiErrorFromResponse({ status: 503, statusText: 'Service Unavailable' }, { detail: 'Обновление.' }).message,
    ).toBe('Обновление.');
  });

  it('reads the message of a ValidationError raised in a view: `{"detail": ["…"]}` or a bare `["…"]`', () => {
    const refused = { status: 400, statusText: 'Bad Request' };
    expect(apiErrorFromResponse(refused, { detail: ['Заказ уже выполнен.'] }).message).toBe('Заказ уже выполнен.');
    expect(apiErrorFromResponse(refused, ['Заказ уже выполнен.']).message).toBe('Заказ уже выполнен.');
    expect(apiErrorFromResponse(refused, []).message).toBe('Неверный запрос (400)');
  });
});
