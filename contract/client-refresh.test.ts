// @vitest-environment happy-dom
/**
 * The dashboard's own HTTP client (lib/http/client.ts) against the real Django app: with an expired access token
 * stored, concurrent authenticated calls make exactly one `POST /auth/token/refresh/` between them — counted in
 * Django's request log, not in the client — and all of them succeed; with a blacklisted refresh token the session
 * ends with one logout. happy-dom gives the browser parts (localStorage, CORS from http://localhost:3000).
 */
import '@/lib/test/happy-dom-fetch';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { authHttp, configureHttp, http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { onLogout } from '@/lib/http/logout';
import { tokenStorage } from '@/lib/storage';
import { type DjangoBackend, startDjangoBackend } from './django-backend';

const SECRET_KEY = 'contract-client-refresh-secret-0123456789';
const CONCURRENT = 5;
const meSchema = v.object({ id: v.number(), email: v.string(), adminedHotels: v.array(v.object({ id: v.number() })) });
const tokensSchema = v.object({ access: v.string(), refresh: v.string(), id: v.number() });

let django: DjangoBackend;
let logouts = 0;

/** An access token as SimpleJWT issues them (same claims, Django's SIGNING_KEY), expired a minute ago. */
async function expiredAccessToken(userId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_type: 'access',
    user_id: userId,
    jti: `contract${now}${Math.random()}`,
    iat: now - 360,
    exp: now - 60,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(SECRET_KEY));
}

/** The requests Django has logged for `method path` so far (a log line follows its answer by a moment). */
function logged(method: string, path: string, status?: number) {
  return django
    .requests()
    .filter(
      (request) =>
        request.method === method && request.path === path && (status === undefined || request.status === status),
    );
}

beforeAll(async () => {
  django = await startDjangoBackend({ env: { SECRET_KEY, LOGIN_THROTTLE_RATE: '1000/min' } });
  configureHttp({ apiUrl: django.url });
  onLogout(() => {
    logouts += 1;
  });
}, 180_000);

afterAll(async () => {
  await django?.close();
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  logouts = 0;
});

it('renews an expired access token with one refresh for several concurrent calls', async () => {
  const { id, refresh } = await authHttp.post('/auth/token/', tokensSchema, {
    json: { email: 'admin@example.com', password: 'demo12345' },
  });
  const expired = await expiredAccessToken(id);
  tokenStorage.setTokens({ access: expired, refresh });
  const refreshesBefore = logged('POST', '/auth/token/refresh/').length;
  const mesBefore = logged('GET', '/auth/users/me/', 200).length;

  const users = await Promise.all(Array.from({ length: CONCURRENT }, () => http.get('/auth/users/me/', meSchema)));

  expect(users.map((user) => user.email)).toEqual(Array(CONCURRENT).fill('admin@example.com'));
  expect(users[0]!.adminedHotels.map((hotel) => hotel.id)).toEqual([1, 2]);
  expect(tokenStorage.getAccess()).not.toBe(expired);
  expect(logouts).toBe(0);
  // Every successful call is in Django's log once the log has caught up; then the refreshes are all there too.
  await expect.poll(() => logged('GET', '/auth/users/me/', 200).length - mesBefore).toBe(CONCURRENT);
  const refreshes = logged('POST', '/auth/token/refresh/').slice(refreshesBefore);
  expect(refreshes).toEqual([{ method: 'POST', path: '/auth/token/refresh/', status: 200 }]);
  expect(logged('GET', '/auth/users/me/', 401).length).toBeGreaterThanOrEqual(1);
});

it('ends the session with one logout when Django refuses the refresh token (blacklisted)', async () => {
  const { id, refresh } = await authHttp.post('/auth/token/', tokensSchema, {
    json: { email: 'manager@example.com', password: 'demo12345' },
  });
  await authHttp.post('/auth/token/blacklist/', null, { json: { refresh } });
  tokenStorage.setTokens({ access: await expiredAccessToken(id), refresh });
  const refreshesBefore = logged('POST', '/auth/token/refresh/').length;

  const results = await Promise.allSettled(Array.from({ length: 3 }, () => http.get('/auth/users/me/', meSchema)));

  for (const result of results) {
    expect(result.status).toBe('rejected');
    expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(((result as PromiseRejectedResult).reason as ApiError).status).toBe(401);
  }
  expect(logouts).toBe(1);
  await expect.poll(() => logged('POST', '/auth/token/refresh/').length - refreshesBefore).toBe(1);
  expect(logged('POST', '/auth/token/refresh/').slice(refreshesBefore)).toEqual([
    { method: 'POST', path: '/auth/token/refresh/', status: 401 },
  ]);
});
