import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, type Detail, login } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';

const ORIGIN = 'http://localhost:3000';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000, corsOrigins: [ORIGIN] });
  admin = (await login(server, ADMIN)).access;
});

afterAll(async () => {
  await server.close();
});

type Errors = Record<string, string[]>;

function nested(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe('deeply nested JSON', () => {
  it('is a 400 parse error beyond 64 levels, signed in or not, and nothing recurses that deep', async () => {
    for (const token of [undefined, admin]) {
      const response = await call<Detail>(server, '/auth/users/me/', {
        method: 'PATCH',
        token,
        headers: { 'content-type': 'application/json' },
        rawBody: `{"first_name": ${nested(20_000)}}`,
      });
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/^JSON parse error - .*64/);
    }
    const objects = await call<Detail>(server, '/auth/token/', {
      headers: { 'content-type': 'application/json' },
      rawBody: `${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}`,
    });
    expect(objects.status).toBe(400);
  });

  it('reads 64 levels as before, and brackets inside strings do not count', async () => {
    const response = await call<Errors>(server, '/auth/token/', {
      headers: { 'content-type': 'application/json' },
      rawBody: `{"email": ${nested(63)}, "password": "${'['.repeat(500)}"}`,
    });
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty('email');
  });
});

describe('a `__proto__` key', () => {
  it('is a plain key of the body, never its prototype', async () => {
    const response = await call<Errors>(server, '/dashboard/service_orders/', {
      token: admin,
      hotel: 1,
      headers: { 'content-type': 'application/json' },
      rawBody: '{"__proto__": {"data": [1], "comment": 5}}',
    });
    expect(response.status).toBe(400);
    // Only stay and service are missing: data and comment were not inherited from the forged prototype.
    expect(response.body).toEqual({ stay: ['Обязательное поле.'], service: ['Обязательное поле.'] });
  });
});

describe('a NUL character', () => {
  it('in a text field is a 400 on that field, as DRF answers', async () => {
    const response = await call<Errors>(server, '/auth/users/me/', {
      method: 'PATCH',
      token: admin,
      json: { first_name: 'An\u0000na' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ firstName: ['Null characters are not allowed.'] });
  });

  it('in a search parameter is a 400 on that parameter', async () => {
    const response = await call<Errors>(server, '/hotel/stays/?search=a%00b', { token: admin, hotel: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ search: ['Null characters are not allowed.'] });
  });

  it('in a nested JSON value or a sign-in is a 400 too, and in Russian when asked', async () => {
    const response = await call<Errors>(server, '/auth/token/', {
      json: { email: { nested: ['admin@example.com\u0000'] }, password: 'x' },
      headers: { 'accept-language': 'ru' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ email: ['Данные содержат запрещённый символ: ноль-байт'] });
  });
});

describe('URLs the router cannot read', () => {
  const cases: [string, string, number][] = [
    ['bad percent-encoding', '/%zz/', 400],
    ['bad percent-encoding in an id', '/dashboard/hotels/%zz/', 400],
    ['an over-long id', `/dashboard/hotels/${'1'.repeat(500)}/`, 404],
    ['a very long id', `/images/hotel/${'9'.repeat(5000)}/`, 404],
    ['an over-long search', `/dashboard/stays/?search=${'a'.repeat(6000)}`, 200],
  ];

  it.each(cases)('%s answers as DRF does, with CORS headers', async (_name, path, status) => {
    const full = await call<Detail>(server, path, { token: admin, hotel: 1, headers: { origin: ORIGIN } });
    expect(full.status).toBe(status);
    expect(full.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(full.headers.get('content-type')).toContain('application/json');
    if (status === 404) expect(full.body).toEqual({ detail: 'Not found.' });
    if (status === 400) expect(Object.keys(full.body)).toEqual(['detail']);
  });
});
