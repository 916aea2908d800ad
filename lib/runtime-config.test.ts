import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BuildTimeConfig,
  getRuntimeConfig,
  liveBaseUrl,
  parseRuntimeOverrides,
  resolveRuntimeConfig,
  withAbsoluteApiUrl,
} from './runtime-config';

const BUILD: BuildTimeConfig = {
  NEXT_PUBLIC_API_URL: 'http://127.0.0.1:8100',
  NEXT_PUBLIC_ENVIRONMENT: 'stage',
  NEXT_PUBLIC_SENTRY_DSN: 'https://build@o1.ingest.sentry.io/1',
};

function resolve(raw: unknown, build: BuildTimeConfig = BUILD) {
  const warnings: string[] = [];
  const config = resolveRuntimeConfig(raw, build, (message) => warnings.push(message));
  return { config, warnings };
}

describe('resolveRuntimeConfig', () => {
  it('takes every key of a valid configuration over the build-time values', () => {
    const { config, warnings } = resolve({
      apiUrl: 'https://api.example.org',
      wsUrl: 'wss://live.example.org',
      environment: 'production',
      sentryDsn: 'https://key@o2.ingest.sentry.io/3',
    });
    expect(config).toEqual({
      apiUrl: 'https://api.example.org',
      wsUrl: 'wss://live.example.org',
      environment: 'production',
      sentryDsn: 'https://key@o2.ingest.sentry.io/3',
    });
    expect(warnings).toEqual([]);
  });

  it('keeps the build-time value of every key a partial configuration leaves out', () => {
    const { config, warnings } = resolve({ apiUrl: 'https://api.example.org' });
    expect(config).toEqual({
      apiUrl: 'https://api.example.org',
      wsUrl: null,
      environment: 'stage',
      sentryDsn: BUILD.NEXT_PUBLIC_SENTRY_DSN,
    });
    expect(warnings).toEqual([]);
  });

  it("takes a path of the dashboard's own origin as the API (a proxy, no preflight), not another origin", () => {
    expect(resolve({ apiUrl: '/api' })).toEqual({
      config: { ...resolve(undefined).config, apiUrl: '/api' },
      warnings: [],
    });
    for (const apiUrl of ['//api.example.org', '/api?x=1', 'api']) {
      const { config, warnings } = resolve({ apiUrl });
      expect(config.apiUrl, apiUrl).toBe('http://127.0.0.1:8100');
      expect(warnings, apiUrl).toHaveLength(1);
    }
  });

  it('lets an empty DSN turn reporting off', () => {
    expect(resolve({ sentryDsn: '' }).config.sentryDsn).toBe('');
  });

  it('ignores each malformed key alone, with one warning each, and keeps the good ones', () => {
    const { config, warnings } = resolve({
      apiUrl: 'api.example.org',
      wsUrl: 'https://live.example.org',
      environment: '  ',
      sentryDsn: 42,
      unknownKey: true,
    });
    expect(config).toEqual(resolve(undefined).config);
    expect(warnings).toHaveLength(5);
    expect(warnings.join('\n')).toMatch(/apiUrl[\s\S]*wsUrl[\s\S]*environment[\s\S]*sentryDsn[\s\S]*unknownKey/);

    const mixed = resolve({ apiUrl: 'https://api.example.org', environment: 7 });
    expect(mixed.config.apiUrl).toBe('https://api.example.org');
    expect(mixed.config.environment).toBe('stage');
    expect(mixed.warnings).toHaveLength(1);
  });

  it('ignores a configuration that is not an object, with a warning', () => {
    for (const raw of ['https://api.example.org', 42, ['apiUrl'], true]) {
      const { config, warnings } = resolve(raw);
      expect(config, String(raw)).toEqual(resolve(undefined).config);
      expect(warnings, String(raw)).toHaveLength(1);
    }
  });

  it('uses the build-time values when there is no configuration, and the defaults without those', () => {
    expect(resolve(undefined)).toEqual({
      config: {
        apiUrl: 'http://127.0.0.1:8100',
        wsUrl: null,
        environment: 'stage',
        sentryDsn: BUILD.NEXT_PUBLIC_SENTRY_DSN,
      },
      warnings: [],
    });
    expect(resolve(null, {}).config).toEqual({
      apiUrl: 'http://localhost:8000',
      wsUrl: null,
      environment: 'local',
      sentryDsn: '',
    });
    expect(parseRuntimeOverrides({}, () => {})).toEqual({});
  });
});

describe('liveBaseUrl', () => {
  it('derives the websocket from the API URL unless one is configured', () => {
    expect(liveBaseUrl({ apiUrl: 'https://api.example.org/v1', wsUrl: null })).toBe('wss://api.example.org/v1');
    expect(liveBaseUrl({ apiUrl: 'http://127.0.0.1:8100', wsUrl: null })).toBe('ws://127.0.0.1:8100');
    expect(liveBaseUrl({ apiUrl: 'https://api.example.org', wsUrl: 'wss://live.example.org' })).toBe(
      'wss://live.example.org',
    );
    expect(liveBaseUrl({ apiUrl: 'file:///x', wsUrl: null })).toBeNull();
  });
});

describe('withAbsoluteApiUrl', () => {
  it("resolves a same-origin API path against the page's origin and keeps an absolute URL", () => {
    const config = resolve({ apiUrl: '/api/' }).config;
    expect(withAbsoluteApiUrl(config, 'https://dashboard.example.org').apiUrl).toBe(
      'https://dashboard.example.org/api',
    );
    const absolute = resolve({ apiUrl: 'https://api.example.org' }).config;
    expect(withAbsoluteApiUrl(absolute, 'https://dashboard.example.org')).toBe(absolute);
    // The websocket follows: same origin, same path.
    expect(liveBaseUrl(withAbsoluteApiUrl(config, 'https://dashboard.example.org'))).toBe(
      'wss://dashboard.example.org/api',
    );
  });
});

describe('getRuntimeConfig', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).__DASHBOARD_CONFIG__;
    vi.restoreAllMocks();
  });

  it('reads window.__DASHBOARD_CONFIG__ when called, not when imported', () => {
    const withoutFile = getRuntimeConfig();
    (window as unknown as Record<string, unknown>).__DASHBOARD_CONFIG__ = {
      apiUrl: 'https://api.example.org',
      environment: 'production',
    };
    expect(getRuntimeConfig()).toEqual({
      ...withoutFile,
      apiUrl: 'https://api.example.org',
      environment: 'production',
    });
  });

  it("reads a same-origin API path as an absolute URL of the page's origin", () => {
    (window as unknown as Record<string, unknown>).__DASHBOARD_CONFIG__ = { apiUrl: '/api' };
    expect(getRuntimeConfig().apiUrl).toBe(`${window.location.origin}/api`);
  });

  it('warns on the console about a malformed key, once, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (window as unknown as Record<string, unknown>).__DASHBOARD_CONFIG__ = { apiUrl: 12 };
    expect(() => getRuntimeConfig()).not.toThrow();
    getRuntimeConfig();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/apiUrl/);
  });
});
