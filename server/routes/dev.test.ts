import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anyNumber, call, containing, login, matching } from '../test-support';
import { startTestServer, type OutboxMessage, type TestServer } from '../testing';

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

describe('fault switches', () => {
  afterEach(async () => {
    expect((await call(server, '/dev/faults/', { method: 'DELETE' })).status).toBe(204);
  });

  it('fails matching paths with a status and leaves the others alone', async () => {
    const set = await call(server, '/dev/faults/', { json: { failStatus: 502, failPaths: '^/config/langs/' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ failStatus: 502, failPaths: '^/config/langs/' });
    const failed = await call<string>(server, '/config/langs/', { token: admin, headers: { origin: 'http://localhost:3000' } });
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
    await call(server, '/dev/faults/', { json: { dropConnection: true, failPaths: '^/auth/token/refresh/' } });
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

  it('validates the switch', async () => {
    const response = await call(server, '/dev/faults/', { json: { failStatus: 200, failPaths: '(' } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body as object).sort()).toEqual(['failPaths', 'failStatus']);
    expect((await call(server, '/dev/faults/', { json: {} })).status).toBe(400);
  });
});
