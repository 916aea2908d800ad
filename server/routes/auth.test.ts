import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/jwt';
import { encodeUid } from '../auth/user-tokens';
import { blacklistedTokens, users } from '../db/schema';
import { findUserByEmail } from '../domain/users';
import {
  ADMIN,
  anyNumber,
  anyString,
  call,
  INACTIVE,
  login,
  MANAGER,
  mailLink,
  matching,
  NO_HOTELS,
} from '../testing/http';

interface Tokens {
  access: string;
  refresh: string;
}

import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000 });
});

afterAll(async () => {
  await server.close();
});

const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ tokenClass: 'AccessToken', tokenType: 'access', message: 'Token is invalid or expired' }],
};

describe('POST /auth/token/', () => {
  it('answers both tokens and the user fields, and records the login', async () => {
    const before = await findUserByEmail(server.app.db, MANAGER.email);
    const response = await call<Tokens>(server, '/auth/token/', { json: MANAGER });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access: anyString,
      refresh: anyString,
      id: before!.id,
      email: MANAGER.email,
      firstName: 'Oliver',
      lastName: 'Bennett',
    });
    const access = decodeJwt(response.body.access);
    const refresh = decodeJwt(response.body.refresh);
    expect(access).toMatchObject({ token_type: 'access', user_id: before!.id, jti: anyString });
    expect(access.exp! - access.iat!).toBe(300);
    expect(refresh).toMatchObject({ token_type: 'refresh', user_id: before!.id });
    expect(refresh.exp! - refresh.iat!).toBe(86_400);
    expect(access.jti).not.toBe(refresh.jti);

    const after = await findUserByEmail(server.app.db, MANAGER.email);
    expect(after!.lastLogin).toBeInstanceOf(Date);
    expect(after!.lastLogin!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(after!.lastLogin!.getTime()).not.toBe(before!.lastLogin?.getTime());
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await call(server, '/auth/token/', {
      json: { email: 'Admin@Example.COM', password: ADMIN.password },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'wrong-password' }],
    ['an unknown e-mail', { email: 'nobody@example.com', password: 'demo12345' }],
    ['an inactive account', INACTIVE],
  ])('answers 401 for %s', async (_, credentials) => {
    const response = await call(server, '/auth/token/', { json: credentials });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: 'No active account found with the given credentials' });
  });

  it('lists every missing field with DRF messages', async () => {
    const response = await call(server, '/auth/token/', { json: {} });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ email: ['This field is required.'], password: ['This field is required.'] });
  });

  it('rejects blank fields and a body that is not an object', async () => {
    expect((await call(server, '/auth/token/', { json: { email: ' ', password: '' } })).body).toEqual({
      email: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
    });
    const list = await call(server, '/auth/token/', { json: [1, 2] });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ nonFieldErrors: ['Invalid data. Expected a dictionary, but got list.'] });
  });
});

describe('access tokens', () => {
  it('authenticates a call', async () => {
    const { access } = await login(server);
    const response = await call(server, '/auth/users/me/', { token: access });
    expect(response.status).toBe(200);
  });

  it('answers 401 "credentials were not provided" without a token', async () => {
    const response = await call(server, '/auth/users/me/');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });

  it('answers token_not_valid for an expired access token', async () => {
    const user = await findUserByEmail(server.app.db, ADMIN.email);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const expired = await issueToken('access', user!.id, server.config, tenMinutesAgo);
    const response = await call(server, '/auth/users/me/', { token: expired });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(TOKEN_NOT_VALID);
  });

  it('answers token_not_valid for garbage, a foreign signature and a refresh token used as access', async () => {
    const { refresh } = await login(server);
    const user = await findUserByEmail(server.app.db, ADMIN.email);
    const foreign = await issueToken('access', user!.id, { ...server.config, secretKey: 'another-secret' });
    for (const token of ['not-a-jwt', foreign, refresh]) {
      const response = await call(server, '/auth/users/me/', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual(TOKEN_NOT_VALID);
    }
  });

  it('rejects a malformed Authorization header like SimpleJWT', async () => {
    const response = await call(server, '/auth/users/me/', { headers: { authorization: 'Bearer a b' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      detail: 'Authorization header must contain two space-delimited values',
      code: 'bad_authorization_header',
    });
  });

  it('expires at once with ACCESS_TOKEN_LIFETIME=0', async () => {
    const shortLived = await startTestServer({ accessTokenLifetime: 0 });
    try {
      const { access, refresh } = await login(shortLived);
      expect((await call(shortLived, '/auth/users/me/', { token: access })).status).toBe(401);
      const refreshed = await call<Tokens>(shortLived, '/auth/token/refresh/', { json: { refresh } });
      expect(refreshed.status).toBe(200);
      expect((await call(shortLived, '/auth/users/me/', { token: refreshed.body.access })).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});

describe('POST /auth/token/refresh/', () => {
  it('answers a new access token only (no rotation)', async () => {
    const { refresh } = await login(server);
    const response = await call<Tokens>(server, '/auth/token/refresh/', { json: { refresh } });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['access']);
    expect(decodeJwt(response.body.access)).toMatchObject({ token_type: 'access' });
    expect((await call(server, '/auth/users/me/', { token: response.body.access })).status).toBe(200);
  });

  it('answers 401 token_not_valid for an invalid, expired or access token', async () => {
    const { access } = await login(server);
    const user = await findUserByEmail(server.app.db, ADMIN.email);
    const expired = await issueToken('refresh', user!.id, server.config, Math.floor(Date.now() / 1000) - 90_000);
    for (const refresh of ['garbage', expired, access]) {
      const response = await call(server, '/auth/token/refresh/', { json: { refresh } });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    }
  });

  it('requires the field', async () => {
    const response = await call(server, '/auth/token/refresh/', { json: {} });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ refresh: ['This field is required.'] });
  });
});

describe('POST /auth/token/blacklist/', () => {
  const BLACKLISTED = { detail: 'Token is blacklisted', code: 'token_not_valid' };

  it('revokes the refresh token: {} once, then 401 "Token is blacklisted" there and at refresh', async () => {
    const { access, refresh } = await login(server, MANAGER);
    const response = await call(server, '/auth/token/blacklist/', { json: { refresh } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    const [row] = await server.app.db
      .select()
      .from(blacklistedTokens)
      .where(eq(blacklistedTokens.jti, decodeJwt(refresh).jti!));
    const user = await findUserByEmail(server.app.db, MANAGER.email);
    expect(row).toMatchObject({ userId: user!.id, expiresAt: new Date(decodeJwt(refresh).exp! * 1000) });

    const refreshed = await call(server, '/auth/token/refresh/', { json: { refresh } });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toEqual(BLACKLISTED);
    expect(refreshed.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    const again = await call(server, '/auth/token/blacklist/', { json: { refresh } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual(BLACKLISTED);
    const russian = await call(server, '/auth/token/refresh/', {
      json: { refresh },
      headers: { 'accept-language': 'ru' },
    });
    expect(russian.body).toEqual({ detail: 'Токен занесен в черный список', code: 'token_not_valid' });

    // Only that token: the access token lives on until it expires, and another sign-in's refresh token still works.
    expect((await call(server, '/auth/users/me/', { token: access })).status).toBe(200);
    const other = await login(server, MANAGER);
    expect((await call(server, '/auth/token/refresh/', { json: { refresh: other.refresh } })).status).toBe(200);
  });

  it('needs no Authorization header, and ignores a bad one', async () => {
    const { refresh } = await login(server);
    const response = await call(server, '/auth/token/blacklist/', { json: { refresh }, token: 'expired-or-garbage' });
    expect(response.status).toBe(200);
    expect((await call(server, '/auth/token/refresh/', { json: { refresh } })).body).toEqual(BLACKLISTED);
  });

  it('answers 401 token_not_valid for an invalid, expired or access token, and stores nothing', async () => {
    const { access } = await login(server);
    const user = await findUserByEmail(server.app.db, ADMIN.email);
    const expired = await issueToken('refresh', user!.id, server.config, Math.floor(Date.now() / 1000) - 90_000);
    const before = await server.app.db.$count(blacklistedTokens);
    for (const refresh of ['garbage', expired, access]) {
      const response = await call(server, '/auth/token/blacklist/', { json: { refresh } });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
    }
    expect(await server.app.db.$count(blacklistedTokens)).toBe(before);
  });

  it('requires the field', async () => {
    const response = await call(server, '/auth/token/blacklist/', { json: {} });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ refresh: ['This field is required.'] });
    const blank = await call(server, '/auth/token/blacklist/', { json: { refresh: '' } });
    expect(blank.body).toEqual({ refresh: ['This field may not be blank.'] });
  });

  it('keeps the user id only while the account exists, as SimpleJWT does', async () => {
    const gone = await issueToken('refresh', 999_999, server.config);
    expect((await call(server, '/auth/token/blacklist/', { json: { refresh: gone } })).status).toBe(200);
    const [row] = await server.app.db
      .select()
      .from(blacklistedTokens)
      .where(eq(blacklistedTokens.jti, decodeJwt(gone).jti!));
    expect(row!.userId).toBeNull();
  });

  it('shares the rate limit of refresh, not the sign-in one', async () => {
    const strict = await startTestServer({ authRateLimit: 1, refreshRateLimit: 2 });
    try {
      const { refresh } = await login(strict);
      expect((await call(strict, '/auth/token/refresh/', { json: { refresh } })).status).toBe(200);
      expect((await call(strict, '/auth/token/blacklist/', { json: { refresh } })).status).toBe(200);
      const throttled = await call(strict, '/auth/token/blacklist/', { json: { refresh } });
      expect(throttled.status).toBe(429);
      expect(throttled.body).toEqual({
        detail: matching(/^Request was throttled\. Expected available in \d+ seconds?\.$/),
      });
    } finally {
      await strict.close();
    }
  });
});

describe('a deactivated account', () => {
  it('loses its access and refresh tokens at once', async () => {
    const { access, refresh } = await login(server, NO_HOTELS);
    const user = await findUserByEmail(server.app.db, NO_HOTELS.email);
    await server.app.db.update(users).set({ isActive: false }).where(eq(users.id, user!.id));
    try {
      const me = await call(server, '/auth/users/me/', { token: access });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ detail: 'User is inactive', code: 'user_inactive' });
      const refreshed = await call(server, '/auth/token/refresh/', { json: { refresh } });
      expect(refreshed.status).toBe(401);
      expect(refreshed.body).toMatchObject({ code: 'no_active_account' });
      // A logout meanwhile still revokes it: TokenBlacklistSerializer checks the token, not the user.
      expect((await call(server, '/auth/token/blacklist/', { json: { refresh } })).status).toBe(200);
    } finally {
      await server.app.db.update(users).set({ isActive: true }).where(eq(users.id, user!.id));
    }
  });
});

describe('POST /auth/users/resend_activation/', () => {
  it('mails a new working activation link to an account that is not active yet', async () => {
    const before = (await server.outbox()).filter((mail) => mail.to === INACTIVE.email).length;
    const response = await call(server, '/auth/users/resend_activation/', { json: { email: INACTIVE.email } });
    expect(response.status).toBe(204);
    const mails = (await server.outbox()).filter((mail) => mail.to === INACTIVE.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]).toMatchObject({ subject: 'Активация аккаунта' });
    expect(mails[0]!.links[0]).toMatch(
      new RegExp(`^${server.config.dashboardUrl}/activate/[\\w-]+/[0-9a-z]+-[0-9a-f]+$`),
    );
  });

  it('answers an empty 400 and sends nothing for an unknown, an active or a deactivated account, as djoser 2.1 does', async () => {
    const user = await findUserByEmail(server.app.db, NO_HOTELS.email);
    await server.app.db.update(users).set({ isActive: false, deactivatedAt: new Date() }).where(eq(users.id, user!.id));
    try {
      const before = (await server.outbox()).length;
      for (const email of ['nobody@example.com', ADMIN.email, NO_HOTELS.email]) {
        const response = await call(server, '/auth/users/resend_activation/', { json: { email } });
        expect(response.status, email).toBe(400);
        expect(response.body, email).toBeNull();
      }
      expect((await server.outbox()).length).toBe(before);
    } finally {
      await server.app.db.update(users).set({ isActive: true, deactivatedAt: null }).where(eq(users.id, user!.id));
    }
  });

  it('validates the address', async () => {
    const invalid = await call(server, '/auth/users/resend_activation/', { json: { email: 'not-an-address' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ email: ['Enter a valid email address.'] });
    const missing = await call(server, '/auth/users/resend_activation/', { json: {} });
    expect(missing.body).toEqual({ email: ['This field is required.'] });
  });
});

describe('POST /auth/users/activation/', () => {
  it('activates with the link of the seeded e-mail; the link is then stale, and invalid after a sign-in', async () => {
    const link = await mailLink(server, INACTIVE.email, 'activate');
    const response = await call(server, '/auth/users/activation/', { json: link });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();

    const stale = await call(server, '/auth/users/activation/', { json: link });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ detail: 'Stale token for given user.' });

    expect((await call(server, '/auth/token/', { json: INACTIVE })).status).toBe(200);
    // Signing in changed last_login, which the token depends on: now the token itself is invalid.
    const again = await call(server, '/auth/users/activation/', { json: link });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ token: ['Invalid token for given user.'] });
  });

  it('answers 400 for a bad uid and for a bad token', async () => {
    const { token } = await mailLink(server, INACTIVE.email, 'activate');
    for (const uid of ['!!', encodeUid(999_999), 'YWJj' /* "abc" */]) {
      const response = await call(server, '/auth/users/activation/', { json: { uid, token } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ uid: ["Invalid user id or user doesn't exist."] });
    }
    const admin = await findUserByEmail(server.app.db, ADMIN.email);
    const response = await call(server, '/auth/users/activation/', {
      json: { uid: encodeUid(admin!.id), token: 'abc-123' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ token: ['Invalid token for given user.'] });
  });

  it('requires uid and token', async () => {
    const response = await call(server, '/auth/users/activation/', { json: {} });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ uid: ['This field is required.'], token: ['This field is required.'] });
  });
});

describe('password reset', () => {
  const email = 'e.volkova@example.com';

  it('mails a link whose token works exactly once', async () => {
    const request = await call(server, '/auth/users/reset_password/', { json: { email } });
    expect(request.status).toBe(204);
    const [mail] = await server.outbox();
    expect(mail).toMatchObject({ to: email, subject: 'Сброс пароля' });
    expect(mail!.links[0]).toMatch(
      new RegExp(`^${server.config.dashboardUrl}/password-reset/[\\w-]+/[0-9a-z]+-[0-9a-f]+$`),
    );
    expect(mail!.text).toContain(mail!.links[0]);

    const link = await mailLink(server, email, 'password-reset');
    const confirm = await call(server, '/auth/users/reset_password_confirm/', {
      json: { ...link, new_password: 'fresh-password-1' },
    });
    expect(confirm.status).toBe(204);
    expect((await call(server, '/auth/token/', { json: { email, password: 'fresh-password-1' } })).status).toBe(200);
    expect((await call(server, '/auth/token/', { json: { email, password: 'demo12345' } })).status).toBe(401);

    const reuse = await call(server, '/auth/users/reset_password_confirm/', {
      json: { ...link, newPassword: 'another-password-2' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ token: ['Invalid token for given user.'] });
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const before = (await server.outbox()).length;
    const response = await call(server, '/auth/users/reset_password/', { json: { email: 'nobody@example.com' } });
    expect(response.status).toBe(204);
    expect((await server.outbox()).length).toBe(before);
  });

  it('validates the address', async () => {
    const response = await call(server, '/auth/users/reset_password/', { json: { email: 'not-an-address' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ email: ['Enter a valid email address.'] });
  });

  it("runs Django's password validators on the new password", async () => {
    await call(server, '/auth/users/reset_password/', { json: { email: MANAGER.email } });
    const link = await mailLink(server, MANAGER.email, 'password-reset');
    const response = await call(server, '/auth/users/reset_password_confirm/', {
      json: { ...link, newPassword: '1234' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      newPassword: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is entirely numeric.',
      ],
    });
  });

  it('answers 400 for a bad uid or token', async () => {
    const bad = await call(server, '/auth/users/reset_password_confirm/', {
      json: { uid: 'x', token: 'y', newPassword: 'good-password-3' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ uid: ["Invalid user id or user doesn't exist."] });
    const admin = await findUserByEmail(server.app.db, ADMIN.email);
    const badToken = await call(server, '/auth/users/reset_password_confirm/', {
      json: { uid: encodeUid(admin!.id), token: 'zz-00', newPassword: 'good-password-3' },
    });
    expect(badToken.body).toEqual({ token: ['Invalid token for given user.'] });
  });

  it('checks the new password before the link, as djoser does (contract/contract.test.ts)', async () => {
    const weak = await call(server, '/auth/users/reset_password_confirm/', {
      json: { uid: 'x', token: 'y', newPassword: '1234' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      newPassword: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is entirely numeric.',
      ],
    });
    // Missing fields still come first, all of them at once.
    const missing = await call(server, '/auth/users/reset_password_confirm/', { json: { newPassword: '1234' } });
    expect(missing.body).toEqual({ uid: ['This field is required.'], token: ['This field is required.'] });
  });
});

describe('/auth/users/me/', () => {
  it('answers the user with their hotels', async () => {
    const { access } = await login(server);
    const response = await call(server, '/auth/users/me/', { token: access });
    expect(response.body).toEqual({
      id: anyNumber,
      email: ADMIN.email,
      firstName: anyString,
      lastName: 'Смирнова',
      phone: anyString,
      isActive: true,
      lastLogin: matching(/^\d{4}-\d\d-\d\dT/),
      adminedHotels: [
        { id: 1, name: 'Гранд Отель Нева', city: 'Санкт-Петербург', timezone: 'Europe/Moscow' },
        { id: 2, name: 'Azure Bay Resort', city: 'Сочи', timezone: 'Europe/Moscow' },
      ],
      managedHotels: [{ id: 3, name: 'Алтай Лодж', city: 'Горно-Алтайск', timezone: 'Asia/Barnaul' }],
    });
  });

  it('updates own fields from snake_case and camelCase keys, and ignores read-only ones', async () => {
    const { access } = await login(server, MANAGER);
    const snake = await call(server, '/auth/users/me/', {
      method: 'PATCH',
      token: access,
      json: { first_name: 'Olly', phone: '+44 1' },
    });
    expect(snake.status).toBe(200);
    expect(snake.body).toMatchObject({ firstName: 'Olly', lastName: 'Bennett', phone: '+44 1', email: MANAGER.email });
    const camel = await call(server, '/auth/users/me/', {
      method: 'PATCH',
      token: access,
      json: { lastName: 'Bennet-Smith', email: 'x@example.com', isActive: false },
    });
    expect(camel.body).toMatchObject({
      firstName: 'Olly',
      lastName: 'Bennet-Smith',
      email: MANAGER.email,
      isActive: true,
    });
    expect((await call(server, '/auth/users/me/', { token: access })).body).toMatchObject({
      firstName: 'Olly',
      lastName: 'Bennet-Smith',
    });
  });

  it('validates lengths', async () => {
    const { access } = await login(server, MANAGER);
    const response = await call(server, '/auth/users/me/', {
      method: 'PATCH',
      token: access,
      json: { firstName: 'x'.repeat(151) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ firstName: ['Ensure this field has no more than 150 characters.'] });
  });
});

describe('POST /dashboard/users/set_password/', () => {
  it('changes the password', async () => {
    const account = { email: 'g.rossi@example.com', password: 'demo12345' };
    const { access } = await login(server, account);
    const response = await call(server, '/dashboard/users/set_password/', {
      token: access,
      json: { current_password: account.password, new_password: 'brand-new-secret' },
    });
    expect(response.status).toBe(204);
    expect((await call(server, '/auth/token/', { json: { ...account, password: 'brand-new-secret' } })).status).toBe(
      200,
    );
    expect((await call(server, '/auth/token/', { json: account })).status).toBe(401);
  });

  it('answers 400 for a wrong current password', async () => {
    const { access } = await login(server);
    const response = await call(server, '/dashboard/users/set_password/', {
      token: access,
      json: { currentPassword: 'not-it', newPassword: 'brand-new-secret' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ currentPassword: ['Неверный пароль.'] });
  });

  it('requires both fields and a signed-in user', async () => {
    const { access } = await login(server);
    const missing = await call(server, '/dashboard/users/set_password/', { token: access, json: {} });
    expect(missing.body).toEqual({
      newPassword: ['This field is required.'],
      currentPassword: ['This field is required.'],
    });
    expect((await call(server, '/dashboard/users/set_password/', { json: {} })).status).toBe(401);
  });
});
