import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/server';
import { MINIMAL_SHAPES } from './index';
import { paged, project } from './shape';

describe('project', () => {
  it('keeps only the shape, renders decimals as DRF does, and maps lists', () => {
    const shape = paged({ id: true, price: 'decimal', tags: [{ id: true }] });
    const value = {
      count: 1,
      next: null,
      previous: null,
      extra: 1,
      results: [{ id: 7, name: 'x', price: 120, tags: [{ id: 1, n: 2 }] }],
    };
    expect(project(value, shape)).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 7, price: '120.00', tags: [{ id: 1 }] }],
    });
    expect(project({ id: 1, price: null }, { id: true, price: 'decimal' })).toEqual({ id: 1, price: null });
  });
});

describe('the minimal profile', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ apiProfile: 'minimal' });
  });
  afterAll(async () => server.close());

  it('has a shape for every route that answers with JSON', () => {
    // Routes whose success has no body to cut (204s, files, the websocket) and the development endpoints.
    const bodiless =
      /^(OPTIONS |DELETE |GET \/media\/|GET \/ws\/|[A-Z]+ \/dev\/)|\/(activation|resend_activation|reset_password|reset_password_confirm|set_password)\/$/;
    const missing = [...server.app.routeKeys].filter((key) => !bodiless.test(key) && !(key in MINIMAL_SHAPES));
    expect(missing).toEqual([]);
  });

  it('answers with no more than the shape', async () => {
    const token = await fetch(`${server.url}/auth/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo12345' }),
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
    expect(Object.keys(token).sort()).toEqual(['access', 'refresh']);
    const me = await fetch(`${server.url}/auth/users/me/`, {
      headers: { Authorization: `Bearer ${String(token.access)}` },
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
    expect(me).not.toHaveProperty('isActive');
    expect(me.adminedHotels).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1 })]));
  });
});
