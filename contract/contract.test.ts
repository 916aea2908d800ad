/**
 * Contract tests: the same requests to our reference server (server/, in-process) and to a real Django REST
 * framework + djoser + SimpleJWT app (contract/django/, Debian's packages), the same status codes and the same
 * body keys expected back (contract/compare.ts says exactly what is compared and why). Each backend runs on its
 * own fresh database, so a request that needs a token or an e-mailed link gets that backend's own.
 *
 * The cases run in order (a file's tests run one after the other): the accounts they change are their own
 * (`inactive@` is activated, `manager@` resets its password, `nohotels@` changes it), and throttling comes last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@/server/testing/server';
import { type Answer, type Call, call, keysOf, shapeDifferences } from './compare';
import { type DjangoBackend, startDjangoBackend } from './django-backend';

const BACKENDS = ['ours', 'real'] as const;
type Backend = (typeof BACKENDS)[number];
type Both<T> = Record<Backend, T>;

const PASSWORD = 'demo12345';
const admin = { email: 'admin@example.com', password: PASSWORD };
const CYRILLIC = /[а-яё]/i;

interface Tokens {
  access: string;
  refresh: string;
  id: number;
}

let ours: TestServer | undefined;
let real: DjangoBackend | undefined;

function baseUrl(backend: Backend): string {
  const server = backend === 'ours' ? ours : real;
  if (!server) throw new Error(`the ${backend} backend did not start`);
  return server.url;
}

const DASHBOARD_ORIGIN = 'http://127.0.0.1:3102';

beforeAll(async () => {
  const [started, django] = await Promise.allSettled([
    // The dashboard's origin in the CORS cases below (the e2e Django project's web port): ours allows only the origins
    // it is configured with, as a deployment would.
    startTestServer({ authRateLimit: 10_000, corsOrigins: [DASHBOARD_ORIGIN] }),
    // Low enough for the throttling case to reach it, high enough for the sign-ins of the cases before it.
    startDjangoBackend({ env: { LOGIN_THROTTLE_RATE: '30/min' } }),
  ]);
  if (started.status === 'fulfilled') ours = started.value;
  if (django.status === 'fulfilled') real = django.value;
  if (started.status === 'rejected') throw started.reason;
  if (django.status === 'rejected') throw django.reason;
}, 120_000);

afterAll(async () => {
  await Promise.all([ours?.close(), real?.close()]);
});

/**
 * Sends `make(backend)` to `path` of both backends and expects the same contract (status, keys, codes). Returns
 * both answers for further checks.
 */
async function compare(
  path: string,
  make: (backend: Backend) => Call | Promise<Call> = () => ({}),
): Promise<Both<Answer>> {
  const calls = await Promise.all(BACKENDS.map(async (backend) => make(backend)));
  const [o, r] = await Promise.all(BACKENDS.map((backend, index) => call(baseUrl(backend), path, calls[index])));
  const answers = { ours: o!, real: r! };
  const context = [
    `${calls[0]?.method ?? 'GET'} ${path} ${JSON.stringify(calls[1]?.json ?? '')}`,
    `  ours ${answers.ours.status} ${JSON.stringify(answers.ours.body)}`,
    `  real ${answers.real.status} ${JSON.stringify(answers.real.body)}`,
  ].join('\n');
  expect(answers.ours.status, context).toBe(answers.real.status);
  expect(shapeDifferences(answers.ours.body, answers.real.body, answers.real.status < 300), context).toEqual([]);
  return answers;
}

const post = (json: unknown, extra: Omit<Call, 'json' | 'method'> = {}): Call => ({ method: 'POST', json, ...extra });

async function signIn(backend: Backend, email: string, password = PASSWORD): Promise<Tokens> {
  const answer = await call(baseUrl(backend), '/auth/token/', post({ email, password }));
  expect(answer.status, `${backend} sign-in of ${email}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as Tokens;
}

async function signInBoth(email: string, password = PASSWORD): Promise<Both<Tokens>> {
  const [o, r] = await Promise.all(BACKENDS.map((backend) => signIn(backend, email, password)));
  return { ours: o!, real: r! };
}

interface MailLink {
  uid: string;
  token: string;
}

/** uid and token of the newest e-mailed link to `to` whose path starts with `kind` (from `GET /dev/outbox/`). */
async function mailLink(backend: Backend, to: string, kind: 'activate' | 'password-reset'): Promise<MailLink> {
  const answer = await call(baseUrl(backend), `/dev/outbox/?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  for (const mail of answer.body as { links: string[] }[]) {
    for (const link of mail.links) {
      const [, linkKind, uid, token] = new URL(link).pathname.split('/');
      if (linkKind === kind && uid && token) return { uid, token };
    }
  }
  throw new Error(`${backend}: no ${kind} link for ${to}`);
}

async function mailLinks(to: string, kind: 'activate' | 'password-reset'): Promise<Both<MailLink>> {
  return { ours: await mailLink('ours', to, kind), real: await mailLink('real', to, kind) };
}

async function outboxCount(backend: Backend, to: string): Promise<number> {
  return ((await call(baseUrl(backend), `/dev/outbox/?to=${encodeURIComponent(to)}`)).body as unknown[]).length;
}

describe('sign-in: POST /auth/token/', () => {
  it('answers the token pair and the user', async () => {
    const { real: answer } = await compare('/auth/token/', () => post(admin));
    expect(keysOf(answer.body)).toEqual(expect.arrayContaining(['access', 'refresh', 'id', 'email']));
  });

  it('refuses a wrong password, an inactive user and an unknown e-mail alike', async () => {
    await compare('/auth/token/', () => post({ email: admin.email, password: 'not-the-password' }));
    await compare('/auth/token/', () => post({ email: 'inactive@example.com', password: PASSWORD }));
    await compare('/auth/token/', () => post({ email: 'nobody@example.com', password: PASSWORD }));
  });

  it('names the missing and blank fields', async () => {
    await compare('/auth/token/', () => post({}));
    await compare('/auth/token/', () => post({ email: admin.email }));
    await compare('/auth/token/', () => post({ email: '', password: '' }));
  });

  it('answers in Russian to Accept-Language: ru', async () => {
    const answers = await compare('/auth/token/', () =>
      post({ email: admin.email, password: 'nope-nope' }, { headers: { 'Accept-Language': 'ru' } }),
    );
    for (const backend of BACKENDS)
      expect((answers[backend].body as { detail: string }).detail, backend).toMatch(CYRILLIC);
  });

  it('refuses malformed JSON, a body that is no object, another media type and other methods', async () => {
    await compare('/auth/token/', () => ({ method: 'POST', raw: '{"email": ' }));
    await compare('/auth/token/', () => post([admin.email, admin.password]));
    await compare('/auth/token/', () => ({
      method: 'POST',
      raw: 'email=admin',
      headers: { 'Content-Type': 'text/plain' },
    }));
    const { ours: o, real: r } = await compare('/auth/token/', () => ({ method: 'GET' }));
    expect(o.status).toBe(405);
    for (const answer of [o, r]) expect(answer.headers.get('allow')).toContain('POST');
  });
});

describe('the session user: /auth/users/me/', () => {
  let tokens: Both<Tokens>;
  beforeAll(async () => {
    tokens = await signInBoth(admin.email);
  });

  it('wants a token', async () => {
    await compare('/auth/users/me/');
    await compare('/auth/users/me/', () => ({ headers: { Authorization: 'Token abc' } }));
  });

  it("refuses a bad token with SimpleJWT's messages", async () => {
    await compare('/auth/users/me/', () => ({ token: 'garbage' }));
    await compare('/auth/users/me/', () => ({ headers: { Authorization: 'Bearer two parts' } }));
    // A refresh token is no access token.
    await compare('/auth/users/me/', (backend) => ({ token: tokens[backend].refresh }));
  });

  it('answers the user with the hotels', async () => {
    const { real: answer } = await compare('/auth/users/me/', (backend) => ({
      token: tokens[backend].access,
      headers: { 'Accept-Language': 'ru', 'Managed-Hotel': '1' },
    }));
    expect(keysOf(answer.body)).toEqual(expect.arrayContaining(['id', 'email', 'adminedHotels', 'managedHotels']));
    expect(keysOf((answer.body as { adminedHotels: unknown[] }).adminedHotels)).toEqual(['city', 'id', 'name']);
  });

  it('updates the profile with PATCH and names invalid fields', async () => {
    await compare('/auth/users/me/', (backend) => ({
      method: 'PATCH',
      token: tokens[backend].access,
      json: { firstName: 'Анна-Мария', phone: '+7 921 000-00-00' },
    }));
    // Read-only fields are ignored, not refused.
    await compare('/auth/users/me/', (backend) => ({
      method: 'PATCH',
      token: tokens[backend].access,
      json: { email: 'other@example.com', isActive: false },
    }));
    await compare('/auth/users/me/', (backend) => ({
      method: 'PATCH',
      token: tokens[backend].access,
      json: { lastName: 'x'.repeat(151) },
    }));
    await compare('/auth/users/me/', (backend) => ({
      method: 'PATCH',
      token: tokens[backend].access,
      json: ['firstName'],
    }));
    await compare('/auth/users/me/', (backend) => ({
      method: 'PATCH',
      token: tokens[backend].access,
      json: { firstName: 'Анна' },
    }));
  });

  it('has the user menu the shell loads', async () => {
    const { real: answer } = await compare('/dashboard/users/menu/', (backend) => ({ token: tokens[backend].access }));
    expect(keysOf(answer.body)).toEqual(['title', 'url']);
    await compare('/dashboard/users/menu/');
  });
});

describe('refresh and logout: /auth/token/refresh/ and /auth/token/blacklist/', () => {
  let tokens: Both<Tokens>;
  beforeAll(async () => {
    tokens = await signInBoth(admin.email);
  });

  it('renews the access token only (no rotation)', async () => {
    const answers = await compare('/auth/token/refresh/', (backend) => post({ refresh: tokens[backend].refresh }));
    expect(keysOf(answers.real.body)).toEqual(['access']);
    expect(keysOf(answers.ours.body)).toEqual(['access']);
  });

  it('refuses garbage, an access token and a missing field', async () => {
    await compare('/auth/token/refresh/', () => post({ refresh: 'garbage' }));
    await compare('/auth/token/refresh/', (backend) => post({ refresh: tokens[backend].access }));
    await compare('/auth/token/refresh/', () => post({}));
  });

  it('blacklists a refresh token once, after which it renews nothing', async () => {
    await compare('/auth/token/blacklist/', () => post({}));
    await compare('/auth/token/blacklist/', () => post({ refresh: 'garbage' }));
    await compare('/auth/token/blacklist/', (backend) => post({ refresh: tokens[backend].refresh }));
    await compare('/auth/token/blacklist/', (backend) => post({ refresh: tokens[backend].refresh }));
    await compare('/auth/token/refresh/', (backend) => post({ refresh: tokens[backend].refresh }));
    // Access tokens issued before live on until they expire.
    await compare('/auth/users/me/', (backend) => ({ token: tokens[backend].access }));
  });
});

describe('activation: POST /auth/users/activation/', () => {
  const email = 'inactive@example.com';

  it('refuses a bad uid, a bad token and missing fields', async () => {
    await compare('/auth/users/activation/', () => post({}));
    await compare('/auth/users/activation/', () => post({ uid: 'Zm9v', token: 'abc-def' }));
    await compare('/auth/users/activation/', () => post({ uid: '999', token: 'abc-def' }));
    const links = await mailLinks(email, 'activate');
    await compare('/auth/users/activation/', (backend) => post({ uid: links[backend].uid, token: 'abc-def' }));
  });

  it('resends the activation e-mail to an inactive account only (djoser 2.1: an empty 400 otherwise)', async () => {
    const before = { ours: await outboxCount('ours', email), real: await outboxCount('real', email) };
    const adminBefore = { ours: await outboxCount('ours', admin.email), real: await outboxCount('real', admin.email) };
    await compare('/auth/users/resend_activation/', () => post({ email }));
    for (const backend of BACKENDS) expect(await outboxCount(backend, email), backend).toBe(before[backend] + 1);
    await compare('/auth/users/resend_activation/', () => post({ email: 'nobody@example.com' }));
    await compare('/auth/users/resend_activation/', () => post({ email: admin.email }));
    await compare('/auth/users/resend_activation/', () => post({ email: 'not-an-address' }));
    await compare('/auth/users/resend_activation/', () => post({}));
    for (const backend of BACKENDS) expect(await outboxCount(backend, admin.email), backend).toBe(adminBefore[backend]);
  });

  it('activates with the e-mailed link once; the second time is a stale token', async () => {
    const links = await mailLinks(email, 'activate');
    await compare('/auth/users/activation/', (backend) => post(links[backend]));
    await compare('/auth/users/activation/', (backend) => post(links[backend]));
    await signInBoth(email);
  });
});

describe('password reset: /auth/users/reset_password/ and reset_password_confirm/', () => {
  const email = 'manager@example.com';
  const newPassword = 'a-new-secret-2026';

  it('answers 204 for an unknown address and sends nothing', async () => {
    await compare('/auth/users/reset_password/', () => post({ email: 'nobody@example.com' }));
    for (const backend of BACKENDS) expect(await outboxCount(backend, 'nobody@example.com'), backend).toBe(0);
    await compare('/auth/users/reset_password/', () => post({ email: 'not-an-address' }));
    await compare('/auth/users/reset_password/', () => post({}));
  });

  it('sends a link that sets a new password once', async () => {
    await compare('/auth/users/reset_password/', () => post({ email }));
    await compare('/auth/users/reset_password/', () => post({ email: admin.email }));
    const links = await mailLinks(email, 'password-reset');
    const adminLinks = await mailLinks(admin.email, 'password-reset');

    await compare('/auth/users/reset_password_confirm/', () => post({}));
    await compare('/auth/users/reset_password_confirm/', (backend) =>
      post({ ...links[backend], token: 'abc-def', newPassword }),
    );
    // The uid of one account with the token of another.
    await compare('/auth/users/reset_password_confirm/', (backend) =>
      post({ uid: links[backend].uid, token: adminLinks[backend].token, newPassword }),
    );
    await compare('/auth/users/reset_password_confirm/', (backend) =>
      post({ uid: 'Zm9v', token: links[backend].token, newPassword }),
    );
    // Django's password validators, before the uid and token are looked at (djoser validates the password first).
    await compare('/auth/users/reset_password_confirm/', (backend) => post({ ...links[backend], newPassword: '123' }));
    await compare('/auth/users/reset_password_confirm/', (backend) =>
      post({ ...links[backend], token: 'abc-def', newPassword: '123' }),
    );

    // snake_case request keys are accepted as well as camelCase ones.
    await compare('/auth/users/reset_password_confirm/', (backend) =>
      post({ ...links[backend], new_password: newPassword }),
    );
    await compare('/auth/users/reset_password_confirm/', (backend) =>
      post({ ...links[backend], newPassword: 'yet-another-2026' }),
    );
    await signInBoth(email, newPassword);
    await compare('/auth/token/', () => post({ email, password: PASSWORD }));
  });
});

describe('password change: POST /dashboard/users/set_password/', () => {
  const email = 'nohotels@example.com';
  let tokens: Both<Tokens>;
  beforeAll(async () => {
    tokens = await signInBoth(email);
  });

  it('wants a token, the current password and an acceptable new one', async () => {
    await compare('/dashboard/users/set_password/', () =>
      post({ newPassword: 'x-new-secret-1', currentPassword: PASSWORD }),
    );
    await compare('/dashboard/users/set_password/', (backend) => post({}, { token: tokens[backend].access }));
    await compare('/dashboard/users/set_password/', (backend) =>
      post('x-new-secret-1', { token: tokens[backend].access }),
    );
    await compare('/dashboard/users/set_password/', (backend) =>
      post({ newPassword: 'x-new-secret-1', currentPassword: 'wrong-one' }, { token: tokens[backend].access }),
    );
    await compare('/dashboard/users/set_password/', (backend) =>
      post({ newPassword: '1234', currentPassword: PASSWORD }, { token: tokens[backend].access }),
    );
  });

  it('changes the password', async () => {
    await compare('/dashboard/users/set_password/', (backend) =>
      post({ newPassword: 'x-new-secret-1', currentPassword: PASSWORD }, { token: tokens[backend].access }),
    );
    await signInBoth(email, 'x-new-secret-1');
  });
});

describe('CORS for the dashboard on another origin', () => {
  const origin = DASHBOARD_ORIGIN;
  const requested = ['authorization', 'accept-language', 'managed-hotel', 'x-xsrf-token', 'content-type'];

  it("allows the dashboard's headers in a preflight", async () => {
    for (const backend of BACKENDS) {
      const answer = await call(baseUrl(backend), '/auth/users/me/', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': requested.join(','),
        },
      });
      expect(answer.status, backend).toBeGreaterThanOrEqual(200);
      expect(answer.status, backend).toBeLessThan(300);
      expect(answer.headers.get('access-control-allow-origin'), backend).toMatch(/^(\*|http:\/\/127\.0\.0\.1:3102)$/);
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(allowed, backend).toEqual(expect.arrayContaining(requested));
      expect((answer.headers.get('access-control-allow-methods') ?? '').toUpperCase(), backend).toContain('PATCH');
    }
  });

  it('puts the CORS headers on errors too, and exposes Retry-After', async () => {
    for (const backend of BACKENDS) {
      const answer = await call(baseUrl(backend), '/auth/users/me/', { headers: { Origin: origin } });
      expect(answer.status, backend).toBe(401);
      expect(answer.headers.get('access-control-allow-origin'), backend).toMatch(/^(\*|http:\/\/127\.0\.0\.1:3102)$/);
      expect((answer.headers.get('access-control-expose-headers') ?? '').toLowerCase(), backend).toContain(
        'retry-after',
      );
    }
  });
});

describe('throttling', () => {
  /** Sends empty sign-ins (cheap: no password to hash) until one is throttled. */
  async function throttled(url: string, limit: number): Promise<Answer> {
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const answer = await call(url, '/auth/token/', post({}));
      if (answer.status === 429) return answer;
      expect(answer.status).toBe(400);
    }
    throw new Error(`no 429 from ${url} after ${limit} sign-ins`);
  }

  it('answers 429 with detail and Retry-After once sign-ins come too fast', async () => {
    // Our limit is a setting (AUTH_RATE_LIMIT); a server of its own with a low one, so the cases above are not affected.
    const strict = await startTestServer({ authRateLimit: 3 });
    try {
      const answers = { ours: await throttled(strict.url, 10), real: await throttled(baseUrl('real'), 40) };
      expect(shapeDifferences(answers.ours.body, answers.real.body, false)).toEqual([]);
      for (const backend of BACKENDS) {
        expect(answers[backend].headers.get('retry-after'), backend).toMatch(/^\d+$/);
        expect(keysOf(answers[backend].body), backend).toEqual(['detail']);
      }
    } finally {
      await strict.close();
    }
  });
});
