import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, type Detail, login, MANAGER, NO_HOTELS } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';

/** The 429 every limit answers: DRF's detail, and the same whole seconds in `Retry-After`. */
function expectThrottled(response: { status: number; headers: Headers; body: unknown }) {
  expect(response.status).toBe(429);
  const seconds = Number(response.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(response.body).toEqual({
    detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  });
}

describe('rate limits', () => {
  let server: TestServer;
  // One sign-in each of the three an account has here.
  let admin: { access: string; refresh: string };
  let manager: string;

  beforeAll(async () => {
    server = await startTestServer({ authRateLimit: 1_000, authAccountRateLimit: 3, refreshRateLimit: 4 });
    admin = await login(server, ADMIN);
    manager = (await login(server, MANAGER)).access;
  });

  afterAll(async () => {
    await server.close();
  });

  it('limits sign-in per account, whatever the letter case, and not the other accounts of the same address', async () => {
    const wrong = { email: ` ${NO_HOTELS.email.toUpperCase()} `, password: 'wrong' };
    for (let i = 0; i < 3; i += 1) expect((await call(server, '/auth/token/', { json: wrong })).status).toBe(401);
    expectThrottled(await call(server, '/auth/token/', { json: NO_HOTELS }));
    // The same client signs another account in: the per-IP bucket is far from full.
    expect((await call(server, '/auth/token/', { json: ADMIN })).status).toBe(200);
  });

  it('gives refresh and sign-out a bucket of their own', async () => {
    const { refresh } = admin;
    for (let i = 0; i < 3; i += 1) {
      expect((await call(server, '/auth/token/refresh/', { json: { refresh } })).status).toBe(200);
    }
    expect((await call(server, '/auth/token/blacklist/', { json: { refresh: 'x' } })).status).toBe(401);
    expectThrottled(await call(server, '/auth/token/refresh/', { json: { refresh } }));
    // Signing in is not held up by the refreshes.
    expect((await call(server, '/auth/token/', { json: ADMIN })).status).toBe(200);
  });

  it('limits password changes per user', async () => {
    const guess = { currentPassword: 'guess', newPassword: 'Another-Secret-42' };
    for (let i = 0; i < 3; i += 1) {
      const wrong = await call(server, '/dashboard/users/set_password/', { token: admin.access, json: guess });
      expect(wrong.status).toBe(400);
    }
    expectThrottled(await call(server, '/dashboard/users/set_password/', { token: admin.access, json: guess }));
    // Another user of the same address is not affected.
    expect((await call(server, '/dashboard/users/set_password/', { token: manager, json: guess })).status).toBe(400);
  });
});

/** Sends `data` on a raw connection and collects what the server answers until it closes the connection. */
function rawExchange(server: TestServer, data: string): { socket: Socket; answered: Promise<string> } {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  socket.write(data);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const answered = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
  socket.on('error', () => {});
  return { socket, answered };
}

describe('timeouts', () => {
  let slow: TestServer;
  let idle: TestServer;

  beforeAll(async () => {
    // A long idle timeout: only the headers, request and keep-alive timeouts can end these connections.
    [slow, idle] = await Promise.all([
      startTestServer({ headersTimeout: 300, requestTimeout: 600, connectionTimeout: 60_000, keepAliveTimeout: 200 }),
      startTestServer({ connectionTimeout: 300 }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([slow.close(), idle.close()]);
  });

  it('answers 408 and closes a connection whose headers do not arrive in time', async () => {
    const { answered } = rawExchange(slow, 'GET /auth/users/me/ HTTP/1.1\r\nHost: hotel\r\nAccept: */*\r\n');
    expect(await answered).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body does not arrive in time', async () => {
    const { answered } = rawExchange(
      slow,
      'POST /auth/token/ HTTP/1.1\r\nHost: hotel\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    expect(await answered).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that goes silent', async () => {
    const { answered } = rawExchange(idle, 'GET /auth/users/me/ HTTP/1.1\r\nHost: hotel\r\n');
    expect(await answered).toBe('');
  });

  it('does not cut an answer that takes long: the request timeout covers only receiving the request', async () => {
    await call(slow, '/dev/faults/', { json: { latencyMs: 1_000, failPaths: '/auth/users/me/' } });
    try {
      expect((await call<Detail>(slow, '/auth/users/me/')).status).toBe(401);
    } finally {
      await call(slow, '/dev/faults/', { method: 'DELETE' });
    }
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const { answered } = rawExchange(
      slow,
      'GET /auth/users/me/ HTTP/1.1\r\nHost: hotel\r\nConnection: keep-alive\r\n\r\n',
    );
    const text = await answered;
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
    expect(text).toContain('Keep-Alive: timeout=');
  });
});
