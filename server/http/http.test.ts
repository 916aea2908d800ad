import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anyString, call, type Detail, login, MANAGER, NO_HOTELS, type Paged } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';

const ORIGIN = 'http://localhost:3000';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000, bodyLimit: 4096 });
  admin = (await login(server, ADMIN)).access;
});

afterAll(async () => {
  await server.close();
});

function expectCors(headers: Headers) {
  expect(headers.get('access-control-allow-origin')).toBe(ORIGIN);
  expect(headers.get('access-control-allow-credentials')).toBe('true');
}

describe('CORS', () => {
  it('answers a preflight with the headers the dashboard sends', async () => {
    const response = await fetch(`${server.url}/auth/users/me/`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,accept-language,managed-hotel,x-xsrf-token,content-type',
      },
    });
    expect(response.status).toBe(204);
    expectCors(response.headers);
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['authorization', 'accept-language', 'managed-hotel', 'x-xsrf-token', 'content-type']) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('gives other origins nothing to read', async () => {
    const origin = 'https://elsewhere.example.com';
    const preflight = await fetch(`${server.url}/dev/outbox/`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await call(server, '/auth/users/me/', { token: admin, headers: { origin } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    // The dashboard on the other loopback spelling of its address is its own origin.
    const twin = await call(server, '/auth/users/me/', { token: admin, headers: { origin: 'http://127.0.0.1:3000' } });
    expect(twin.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });

  it('puts the headers on a 401', async () => {
    const response = await call(server, '/auth/users/me/', { headers: { origin: ORIGIN } });
    expect(response.status).toBe(401);
    expectCors(response.headers);
  });

  it('puts the headers on a 404 of an unknown route', async () => {
    const response = await call(server, '/no/such/endpoint/', { headers: { origin: ORIGIN } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Not found.' });
    expectCors(response.headers);
  });

  it('answers an over-long URL with a 414 the dashboard can read, its preflight with 204', async () => {
    const url = `${server.url}/dashboard/stays/?search=${'a'.repeat(20_000)}`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    const response = await fetch(url, { headers: { origin: ORIGIN, 'accept-language': 'ru' } });
    expect(response.status).toBe(414);
    expectCors(response.headers);
    expect(await response.json()).toEqual({ detail: 'Слишком длинный адрес запроса.' });
  });

  it('lets the browser read Retry-After', async () => {
    const response = await call(server, '/config/langs/', { token: admin, headers: { origin: ORIGIN } });
    expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});

describe('DRF error answers', () => {
  it('answers 405 with Allow for a known path and a wrong method', async () => {
    const response = await call(server, '/auth/token/', { method: 'GET', headers: { origin: ORIGIN } });
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ detail: 'Method "GET" not allowed.' });
    expect(response.headers.get('allow')).toContain('POST');
    expectCors(response.headers);
  });

  it('answers 413 for a body over BODY_LIMIT', async () => {
    const response = await call(server, '/auth/token/', {
      json: { email: 'a@example.com', password: 'x'.repeat(5000) },
      headers: { origin: ORIGIN },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: anyString });
    expectCors(response.headers);
  });

  it('answers 415 for a body it cannot parse', async () => {
    const response = await call(server, '/auth/token/', {
      rawBody: 'email=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await call<Detail>(server, '/auth/token/', {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toMatch(/^JSON parse error - /);
  });

  it('reads form bodies too, as DRF does', async () => {
    const response = await call(server, '/auth/token/', {
      rawBody: new URLSearchParams(ADMIN).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
  });
});

describe('Managed-Hotel', () => {
  it("scopes a hotel list to one of the user's hotels", async () => {
    const manager = (await login(server, MANAGER)).access;
    for (const hotel of [2, 3]) {
      expect((await call(server, '/dashboard/facilities/', { token: manager, hotel })).status).toBe(200);
    }
    const foreign = await call(server, '/dashboard/facilities/', {
      token: manager,
      hotel: 1,
      headers: { origin: ORIGIN },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ detail: 'You do not have access to this hotel.' });
    expectCors(foreign.headers);
    expect((await call(server, '/dashboard/facilities/', { token: manager, hotel: 'abc' })).status).toBe(403);
    expect((await call(server, '/dashboard/facilities/', { token: manager, hotel: 999 })).status).toBe(403);
  });

  it('is required on hotel-scoped routes', async () => {
    const response = await call<Detail>(server, '/dashboard/facilities/', { token: admin });
    expect(response.status).toBe(403);
    expect(response.body.detail).toMatch(/Managed-Hotel/);
    const none = (await login(server, NO_HOTELS)).access;
    expect((await call(server, '/dashboard/facilities/', { token: none, hotel: 1 })).status).toBe(403);
  });

  it('is ignored where nothing is hotel-scoped, so a stale stored hotel cannot break the session', async () => {
    const manager = (await login(server, MANAGER)).access;
    expect((await call(server, '/auth/users/me/', { token: manager, hotel: 1 })).status).toBe(200);
  });

  it('still needs a valid token first', async () => {
    const response = await call(server, '/dashboard/facilities/', { hotel: 1 });
    expect(response.status).toBe(401);
  });
});

describe('pagination', () => {
  const path = '/dashboard/categories/all/';
  type Categories = Paged<{ id: number; name: string }>;

  it('pages with absolute next and previous links', async () => {
    const first = await call<Categories>(server, `${path}?page_size=3`, { token: admin });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 8, previous: null, next: `${server.url}${path}?page=2&page_size=3` });
    expect(first.body.results).toHaveLength(3);

    const second = await call<Categories>(server, `${path}?page=2&page_size=3`, { token: admin });
    expect(second.body).toMatchObject({
      previous: `${server.url}${path}?page_size=3`,
      next: `${server.url}${path}?page=3&page_size=3`,
    });

    const third = await call<Categories>(server, `${path}?page=3&page_size=3`, { token: admin });
    expect(third.body).toMatchObject({ next: null, previous: `${server.url}${path}?page=2&page_size=3` });
    expect(third.body.results).toHaveLength(2);
    const ids = [...first.body.results, ...second.body.results, ...third.body.results].map((category) => category.id);
    expect(new Set(ids).size).toBe(8);

    const last = await call<Categories>(server, `${path}?page=last&page_size=3`, { token: admin });
    expect(last.body.results).toEqual(third.body.results);
  });

  it.each(['4', '0', '-1', 'abc'])('answers 404 "Invalid page." for page=%s', async (page) => {
    const response = await call(server, `${path}?page=${page}&page_size=3`, { token: admin });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Invalid page.' });
  });

  it('caps page_size at 999 and ignores a bad one', async () => {
    const big = await call<Paged<unknown>>(server, '/dashboard/facilities/?page_size=5000', { token: admin, hotel: 1 });
    expect(big.body.results).toHaveLength(big.body.count);
    const bad = await call<Paged<unknown>>(server, '/dashboard/facilities/?page_size=zero', { token: admin, hotel: 1 });
    expect(bad.body.results).toHaveLength(20);
    expect(bad.body.next).toBe(`${server.url}/dashboard/facilities/?page=2&page_size=zero`);
  });
});

describe('compression', () => {
  it('compresses a large JSON answer for a client that accepts it, and leaves a small one alone', async () => {
    const large = await call<Paged<unknown>>(server, '/dashboard/facilities/?page_size=999', {
      token: admin,
      hotel: 1,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(large.headers.get('content-encoding')).toBe('br');
    expect(large.body.results.length).toBeGreaterThan(0);
    const gzip = await call(server, '/dashboard/facilities/?page_size=999', {
      token: admin,
      hotel: 1,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const small = await call(server, '/dashboard/facilities/?page_size=1', {
      token: admin,
      hotel: 1,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('throttling and switched-off dev endpoints', () => {
  let strict: TestServer;

  beforeAll(async () => {
    strict = await startTestServer({ authRateLimit: 3, devEndpoints: false, corsOrigins: '*' });
  });

  afterAll(async () => {
    await strict.close();
  });

  it('answers 429 with Retry-After once the auth endpoints are called too often', async () => {
    const wrong = { email: ADMIN.email, password: 'wrong' };
    // The limit is shared by sign-in and the anonymous account POSTs of one client, not by refresh.
    expect((await call(strict, '/auth/token/', { json: wrong })).status).toBe(401);
    expect((await call(strict, '/auth/users/activation/', { json: { uid: 'x', token: 'y' } })).status).toBe(400);
    expect((await call(strict, '/auth/users/reset_password/', { json: { email: 'x@example.com' } })).status).toBe(204);
    expect((await call(strict, '/auth/token/refresh/', { json: { refresh: 'x' } })).status).toBe(401);
    const throttled = await call(strict, '/auth/token/', { json: ADMIN, headers: { origin: ORIGIN } });
    expect(throttled.status).toBe(429);
    const retryAfter = Number(throttled.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(throttled.body).toEqual({
      detail: `Request was throttled. Expected available in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    });
    // CORS_ORIGINS=*: any origin may read the answer, but never with credentials.
    expect(throttled.headers.get('access-control-allow-origin')).toBe('*');
    expect(throttled.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('does not throttle authenticated calls', async () => {
    for (let i = 0; i < 5; i += 1) expect((await call(strict, '/auth/users/me/')).status).toBe(401);
  });

  it('has no /dev/ endpoints without DEV_ENDPOINTS', async () => {
    expect((await call(strict, '/dev/outbox/')).status).toBe(404);
    expect((await call(strict, '/dev/faults/', { json: { failStatus: 500 } })).status).toBe(404);
  });
});

describe('language of error messages', () => {
  it('answers in Russian when the request asks for it, as Django’s LocaleMiddleware does', async () => {
    const ru = await call<Record<string, string[]>>(server, '/auth/token/', {
      json: {},
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({ email: ['Обязательное поле.'], password: ['Обязательное поле.'] });

    const en = await call<Record<string, string[]>>(server, '/auth/token/', { json: {} });
    expect(en.body).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });

    const missing = await call<Detail>(server, '/no/such/path/', {
      token: admin,
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(missing.body).toEqual({ detail: 'Не найдено.' });
  });
});
