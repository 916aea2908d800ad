// @vitest-environment happy-dom

import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL } from '@/lib/runtime-config';
import { tokenStorage } from '@/lib/storage';
import { startTestServer, type TestServer } from '@/server/testing/server';
import { authHttp, configureHttp, http } from './client';
import { sendEarly, takeEarlyAnswer } from './early';
import { onLogout } from './logout';

vi.mock('@/lib/sentry', () => ({ reportError: vi.fn() }));

const ME = '/auth/users/me/';
const tokensSchema = v.object({ access: v.string(), refresh: v.string() });
const meSchema = v.object({ email: v.string() });

let server: TestServer;
let fetchSpy: MockInstance<typeof fetch>;
let logouts: number;
let unsubscribe: () => void;

/** The requests sent to `path`, in order. */
function requestsTo(path: string): Request[] {
  return fetchSpy.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
    .filter((request) => new URL(request.url).pathname === path);
}

async function signIn() {
  const tokens = await authHttp.post('/auth/token/', tokensSchema, {
    json: { email: 'admin@example.com', password: 'demo12345' },
  });
  tokenStorage.setTokens(tokens);
  return tokens;
}

/** A JWT whose `exp` has passed (unsigned: it is never sent). */
function expiredJwt(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) - 60 })}.signature`;
}

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000 });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  localStorage.clear();
  (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = { apiUrl: server.url };
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
  delete (window as unknown as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
});

describe('a GET sent at start-up', () => {
  it('answers the first call of its path, with the headers the client sends, and only the first', async () => {
    const { access } = await signIn();
    sendEarly(ME);
    await expect(http.get(ME, meSchema)).resolves.toEqual({ email: 'admin@example.com' });
    const [early] = requestsTo(ME);
    expect(requestsTo(ME)).toHaveLength(1);
    expect(early!.headers.get('Authorization')).toBe(`Bearer ${access}`);
    expect(early!.headers.get('Accept-Language')).toBe('ru');

    await http.get(ME, meSchema);
    expect(requestsTo(ME)).toHaveLength(2);
  });

  it('changes nothing when refused: the client sends the call, refreshes once and retries', async () => {
    const { refresh } = await signIn();
    tokenStorage.setTokens({ access: 'refused', refresh });
    sendEarly(ME);
    await expect(http.get(ME, meSchema)).resolves.toEqual({ email: 'admin@example.com' });
    expect(requestsTo(ME).map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer refused',
      'Bearer refused',
      `Bearer ${tokenStorage.getAccess()}`,
    ]);
    expect(requestsTo('/auth/token/refresh/')).toHaveLength(1);
    expect(logouts).toBe(0);
  });

  it('is not taken by a call made with another token', async () => {
    await signIn();
    sendEarly(ME);
    const { access } = await signIn();
    await http.get(ME, meSchema);
    expect(requestsTo(ME).map((request) => request.headers.get('Authorization'))).toEqual([
      expect.not.stringContaining(access),
      `Bearer ${access}`,
    ]);
  });

  it('is not sent with an expired token, nor without one', async () => {
    tokenStorage.setTokens({ access: expiredJwt(), refresh: 'any' });
    sendEarly(ME);
    tokenStorage.clear();
    sendEarly(ME);
    await expect(takeEarlyAnswer(server.url, ME)).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
