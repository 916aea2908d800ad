import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN, anyNumber, call, containing, login, matching } from '../testing/http';
import { type OutboxMessage, startTestServer, type TestServer } from '../testing/server';
import { globMatches } from './dev';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000 });
  admin = (await login(server, ADMIN)).access;
});

afterAll(async () => {
  await server.close();
});

describe('GET /dev/outbox/', () => {
  it('lists e-mails newest first and filters by address', async () => {
    await call(server, '/auth/users/reset_password/', { json: { email: ADMIN.email } });
    const all = await call<OutboxMessage[]>(server, '/dev/outbox/');
    expect(all.status).toBe(200);
    expect(all.body[0]).toEqual({
      id: anyNumber,
      to: ADMIN.email,
      subject: 'Сброс пароля',
      text: containing('/password-reset/'),
      links: [matching(/^http:\/\/localhost:3000\/password-reset\//)],
      createdAt: matching(/^\d{4}-/),
    });
    const ids = all.body.map((mail) => mail.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const inactive = await call<OutboxMessage[]>(server, '/dev/outbox/?to=INACTIVE@example.com');
    expect(inactive.body).toHaveLength(1);
    expect(inactive.body[0]).toMatchObject({ to: 'inactive@example.com', subject: 'Активация аккаунта' });
    expect(inactive.body[0]!.links[0]).toMatch(/^http:\/\/localhost:3000\/activate\/[\w-]+\/[0-9a-z]+-[0-9a-f]+$/);
  });
});

describe('who may call /dev/', () => {
  it('answers loopback clients only; anyone else gets the 404 of a path that does not exist', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const local = await server.app.inject({ method: 'GET', url: '/dev/outbox/', remoteAddress });
      expect(local.statusCode).toBe(200);
    }
    const absent = await server.app.inject({ method: 'GET', url: '/no/such/path/', remoteAddress: '203.0.113.9' });
    for (const url of ['/dev/outbox/', '/%64ev/outbox/', '/dev/sockets/']) {
      const remote = await server.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual(absent.json());
    }
    const mapped = await server.app.inject({ method: 'GET', url: '/dev/outbox/', remoteAddress: '::ffff:10.0.0.7' });
    expect(mapped.statusCode).toBe(404);

    const switched = await server.app.inject({
      method: 'POST',
      url: '/dev/faults/',
      payload: { failStatus: 500 },
      remoteAddress: '198.51.100.4',
    });
    expect(switched.statusCode).toBe(404);
    // Nothing was switched on.
    expect((await call(server, '/service_orders/statuses/', { token: admin })).status).toBe(200);
  });
});

describe('path patterns of the faults', () => {
  it('match the whole path, `*` standing for any characters', () => {
    expect(globMatches('/config/langs/', '/config/langs/')).toBe(true);
    expect(globMatches('/config/langs/', '/config/langs/x/')).toBe(false);
    expect(globMatches('/config/*', '/config/langs/')).toBe(true);
    expect(globMatches('*/messages/*', '/dashboard/service_orders/4/messages/')).toBe(true);
    expect(globMatches('*/messages/*', '/dashboard/messages')).toBe(false);
    expect(globMatches('/a*b*c', '/a-x-b-y-c')).toBe(true);
    expect(globMatches('/a*b*c', '/a-x-c-y-b')).toBe(false);
    expect(globMatches('*', '/')).toBe(true);
  });

  it('cannot stall the server, whatever a client sends', async () => {
    // As a RegExp this pattern backtracks exponentially on a run of "a" without the "b".
    const set = await call(server, '/dev/faults/', { json: { failStatus: 503, failPaths: '/(a+)+b' } });
    expect(set.status).toBe(200);
    try {
      const response = await call(server, `/${'a'.repeat(40)}`);
      expect(response.status).toBe(404);
      const stars = await call(server, '/dev/faults/', {
        json: { failStatus: 503, failPaths: `/${'*a'.repeat(99)}b` },
      });
      expect(stars.status).toBe(200);
      expect((await call(server, `/${'a'.repeat(4000)}`)).status).toBe(404);
    } finally {
      await call(server, '/dev/faults/', { method: 'DELETE' });
    }
  });

  it('exclude with "!"', async () => {
    await call(server, '/dev/faults/', { json: { failStatus: 503, failPaths: ['!/auth/*', '!/dev/*'] } });
    try {
      expect((await call(server, '/service_orders/statuses/', { token: admin })).status).toBe(503);
      expect((await call(server, '/auth/users/me/', { token: admin })).status).toBe(200);
    } finally {
      await call(server, '/dev/faults/', { method: 'DELETE' });
    }
  });
});

describe('fault switches', () => {
  afterEach(async () => {
    expect((await call(server, '/dev/faults/', { method: 'DELETE' })).status).toBe(204);
  });

  it('fails matching paths with a status and leaves the others alone', async () => {
    const set = await call(server, '/dev/faults/', { json: { failStatus: 502, failPaths: '/config/langs/*' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ failStatus: 502, failPaths: '/config/langs/*' });
    const failed = await call<string>(server, '/config/langs/', {
      token: admin,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(failed.status).toBe(502);
    expect(failed.body).toContain('Bad Gateway');
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect((await call(server, '/service_orders/statuses/', { token: admin })).status).toBe(200);
  });

  it('adds latency', async () => {
    await call(server, '/dev/faults/', { json: { latencyMs: 150 } });
    const started = performance.now();
    expect((await call(server, '/service_orders/statuses/', { token: admin })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops the connection', async () => {
    await call(server, '/dev/faults/', { json: { dropConnection: true, failPaths: '/auth/token/refresh/*' } });
    await expect(call(server, '/auth/token/refresh/', { json: { refresh: 'x' } })).rejects.toThrow();
    expect((await call(server, '/auth/users/me/', { token: admin })).status).toBe(200);
  });

  it('exempts preflights and itself', async () => {
    await call(server, '/dev/faults/', { json: { failStatus: 500 } });
    const preflight = await fetch(`${server.url}/config/langs/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect((await call(server, '/config/langs/', { token: admin })).status).toBe(500);
    expect((await call(server, '/dev/outbox/')).status).toBe(200);
  });

  it('keeps faults to their scope', async () => {
    const scoped = { 'x-fault-scope': 'test-a' };
    await call(server, '/dev/faults/', { json: { failStatus: 500 }, headers: scoped });
    expect((await call(server, '/config/langs/', { token: admin, headers: scoped })).status).toBe(500);
    expect((await call(server, '/config/langs/', { token: admin })).status).toBe(200);
    expect(
      (await call(server, '/config/langs/', { token: admin, headers: { 'x-fault-scope': 'test-b' } })).status,
    ).toBe(200);
    const preflight = await fetch(`${server.url}/config/langs/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-fault-scope',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-fault-scope');
    // Clearing the unscoped faults leaves the scope's.
    await call(server, '/dev/faults/', { method: 'DELETE' });
    expect((await call(server, '/config/langs/', { token: admin, headers: scoped })).status).toBe(500);
    await call(server, '/dev/faults/', { method: 'DELETE', headers: scoped });
    expect((await call(server, '/config/langs/', { token: admin, headers: scoped })).status).toBe(200);
  });

  it('fails an even share of the calls', async () => {
    await call(server, '/dev/faults/', { json: { failStatus: 503, failShare: 0.5, failPaths: '/config/langs/*' } });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await call(server, '/config/langs/', { token: admin })).status);
    expect(statuses).toEqual([503, 200, 503, 200, 503, 200]);
  });

  it('expires the tokens issued before the switch, not those issued after', async () => {
    const before = await login(server, ADMIN);
    await call(server, '/dev/faults/', { json: { expireTokens: true } });
    const expired = await call(server, '/auth/users/me/', { token: before.access });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'token_not_valid', detail: 'Given token not valid for any token type' });
    const refreshed = await call<{ access: string }>(server, '/auth/token/refresh/', {
      json: { refresh: before.refresh },
    });
    expect(refreshed.status).toBe(200);
    expect((await call(server, '/auth/users/me/', { token: refreshed.body.access })).status).toBe(200);
  });

  it('counts and drops the sockets of its scope only', async () => {
    const open = (scope: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/dashboard/?hotel=1&token=${admin}`, {
          headers: { 'x-fault-scope': scope },
        });
        socket.once('message', () => resolve(socket));
        socket.once('error', reject);
      });
    const [mine, theirs] = await Promise.all([open('mine'), open('theirs')]);
    const count = async (scope: string) =>
      (await call<{ open: number }>(server, '/dev/sockets/', { headers: { 'x-fault-scope': scope } })).body;
    expect(await count('mine')).toEqual({ open: 1 });
    expect(await count('nobody')).toEqual({ open: 0 });
    const closed = new Promise<number>((resolve) => mine.once('close', resolve));
    const dropped = await call<{ dropped: number }>(server, '/dev/sockets/drop/', {
      json: {},
      headers: { 'x-fault-scope': 'mine' },
    });
    expect(dropped.body).toEqual({ dropped: 1 });
    expect(await closed).toBe(1006);
    expect(theirs.readyState).toBe(WebSocket.OPEN);
    expect(await count('mine')).toEqual({ open: 0 });
    expect(await count('theirs')).toEqual({ open: 1 });
    theirs.close();
  });

  it('validates the switch', async () => {
    const response = await call(server, '/dev/faults/', { json: { failStatus: 200, failPaths: 'config/*' } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body as object).sort()).toEqual(['failPaths', 'failStatus']);
    expect((await call(server, '/dev/faults/', { json: {} })).status).toBe(400);
    const share = await call(server, '/dev/faults/', { json: { failStatus: 500, failShare: 0 } });
    expect(share.status).toBe(400);
    expect(Object.keys(share.body as object)).toEqual(['failShare']);
  });
});
