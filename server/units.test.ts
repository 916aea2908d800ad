import { describe, expect, it } from 'vitest';
import { passwordProblems } from './auth/password-rules';
import { hashParameters, hashPassword, verifyPassword } from './auth/passwords';
import { checkUserToken, decodeUid, encodeUid, makeUserToken, type TokenUser } from './auth/user-tokens';
import { IN_MEMORY_DATABASE, loadConfig } from './config';
import { negotiateLanguage } from './domain/dictionaries';
import { camelizeKeys, camelToSnake, snakeToCamel } from './http/case';

describe('passwords', () => {
  it('hashes with the OWASP scrypt parameters by default and verifies', async () => {
    const hash = await hashPassword('correct horse', 17);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hashParameters(hash)).toEqual({ n: 131_072, r: 8, p: 1, saltBytes: 16, keyBytes: 64 });
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse!', hash)).toBe(false);
  });

  it('salts every hash and reads the cost back from the hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 10), hashPassword('same', 10)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('same', 'scrypt$0$8$1$AA==$AA==')).toBe(false);
  });

  it("applies Django's validators", () => {
    expect(passwordProblems('long-enough-secret')).toEqual([]);
    expect(passwordProblems('password')).toEqual(['This password is too common.']);
    expect(
      passwordProblems('olivertwist', { email: 'oliver@example.com', firstName: 'Oliver', lastName: 'Twist' }),
    ).toEqual(['The password is too similar to the email.']);
  });
});

describe('activation and reset tokens', () => {
  const user: TokenUser = { id: 7, password: 'scrypt$hash', lastLogin: null, email: 'user@example.com' };
  const secret = 'secret';

  it('encode uids like Django', () => {
    expect(encodeUid(7)).toBe('Nw');
    expect(encodeUid(123)).toBe('MTIz');
    expect(decodeUid('MTIz')).toBe(123);
    for (const bad of ['', 'MTIz==', 'YWJj', '***']) expect(decodeUid(bad)).toBeNull();
  });

  it('stop working when the password or last login changes, or after the timeout', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    const token = makeUserToken(user, secret, now);
    expect(token).toMatch(/^[0-9a-z]+-[0-9a-f]{32}$/);
    expect(checkUserToken(user, token, secret, 3600, now)).toBe(true);
    expect(checkUserToken({ ...user, password: 'scrypt$other' }, token, secret, 3600, now)).toBe(false);
    expect(checkUserToken({ ...user, lastLogin: now }, token, secret, 3600, now)).toBe(false);
    expect(checkUserToken(user, token, 'other-secret', 3600, now)).toBe(false);
    expect(checkUserToken(user, token, secret, 3600, new Date(now.getTime() + 3_601_000))).toBe(false);
    expect(checkUserToken(user, 'garbage', secret, 3600, now)).toBe(false);
  });
});

describe('camelCase', () => {
  it('converts keys, deeply', () => {
    expect(snakeToCamel('new_password')).toBe('newPassword');
    expect(snakeToCamel('address_line_1')).toBe('addressLine1');
    expect(snakeToCamel('alreadyCamel')).toBe('alreadyCamel');
    expect(snakeToCamel('_private')).toBe('_private');
    expect(camelToSnake('newPassword')).toBe('new_password');
    expect(camelizeKeys({ first_name: 'A', items: [{ object_id: 1 }], nested: { c_content_type: 'x' } })).toEqual({
      firstName: 'A',
      items: [{ objectId: 1 }],
      nested: { cContentType: 'x' },
    });
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE });
    expect(config).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      accessTokenLifetime: 300,
      refreshTokenLifetime: 86_400,
      passwordResetTimeout: 259_200,
      dashboardUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      devEndpoints: false,
      authRateLimit: 20,
      authAccountRateLimit: 10,
      refreshRateLimit: 300,
      headersTimeout: 20_000,
      requestTimeout: 300_000,
      connectionTimeout: 120_000,
      keepAliveTimeout: 10_000,
      bodyLimit: 1_048_576,
      passwordHashCost: 17,
    });
    expect(config.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE }).secretKey).not.toBe(config.secretKey);
  });

  it('reads every variable and its aliases', () => {
    const config = loadConfig({
      PORT: '8100',
      HOST: '0.0.0.0',
      DATABASE_URL: IN_MEMORY_DATABASE,
      SECRET_KEY: 'k',
      ACCESS_TOKEN_LIFETIME: '1',
      REFRESH_TOKEN_LIFETIME: '2',
      DASHBOARD_URL: 'https://dash.example.com/',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
      ENABLE_DEV_ENDPOINTS: '0',
      AUTH_RATE_LIMIT: '5',
      AUTH_ACCOUNT_RATE_LIMIT: '6',
      REFRESH_RATE_LIMIT: '7',
      HEADERS_TIMEOUT: '8',
      REQUEST_TIMEOUT: '9',
      CONNECTION_TIMEOUT: '10',
      KEEP_ALIVE_TIMEOUT: '11',
      BODY_LIMIT: '100',
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'silent',
    });
    expect(config).toMatchObject({
      port: 8100,
      host: '0.0.0.0',
      secretKey: 'k',
      accessTokenLifetime: 1,
      refreshTokenLifetime: 2,
      dashboardUrl: 'https://dash.example.com',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      devEndpoints: false,
      authRateLimit: 5,
      authAccountRateLimit: 6,
      refreshRateLimit: 7,
      headersTimeout: 8,
      requestTimeout: 9,
      connectionTimeout: 10,
      keepAliveTimeout: 11,
      bodyLimit: 100,
      passwordHashCost: 10,
      logLevel: 'silent',
    });
    expect(loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE, JWT_SECRET: 'j' }).secretKey).toBe('j');
    expect(loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE, ENABLE_DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
    expect(loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE, DEV_ENDPOINTS: 'yes' }).devEndpoints).toBe(true);
    expect(loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE, CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    expect(() =>
      loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE, REQUEST_TIMEOUT: '10', HEADERS_TIMEOUT: '20' }),
    ).toThrow(/HEADERS_TIMEOUT/);
    expect(() => loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE, PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('allows the dashboard’s own origins by default: both loopback spellings, or just the deployed one', () => {
    const local = loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE, DASHBOARD_URL: 'http://127.0.0.1:3100/' });
    expect(local.corsOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100']);
    const deployed = loadConfig({ DATABASE_URL: IN_MEMORY_DATABASE, DASHBOARD_URL: 'https://dash.example.com/app' });
    expect(deployed.corsOrigins).toEqual(['https://dash.example.com']);
  });
});

describe('Accept-Language', () => {
  it('picks the best supported language, else Russian', () => {
    expect(negotiateLanguage(undefined)).toBe('ru');
    expect(negotiateLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLanguage('xx;q=1, fr;q=0.2, en;q=0.7')).toBe('en');
    expect(negotiateLanguage('xx')).toBe('ru');
  });
});
