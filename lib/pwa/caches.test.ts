import { describe, expect, it } from 'vitest';
import { clearRuntimeCaches, isNeverCached, isPrecacheName, PRECACHE_NAME, STATIC_RUNTIME_CACHE } from './caches';

describe('isNeverCached', () => {
  const origin = 'https://dashboard.hotel.test';
  const never = (method: string, url: string) => isNeverCached(method, new URL(url, origin), origin);

  it('leaves the API, uploads, the runtime configuration, writes and other origins to the network', () => {
    expect(never('GET', '/api/dashboard/service_orders/?page=1')).toBe(true);
    expect(never('GET', '/api')).toBe(true);
    expect(never('GET', '/media/3f2a.jpg')).toBe(true);
    expect(never('GET', '/config.js')).toBe(true);
    expect(never('POST', '/orders')).toBe(true);
    expect(never('GET', 'https://api.hotel.test/dashboard/hotels/')).toBe(true);
  });

  it("lets the worker answer the export's own pages and files", () => {
    expect(never('GET', '/orders')).toBe(false);
    expect(never('GET', '/_next/static/media/ubuntu-cyrillic-400.woff2')).toBe(false);
    expect(never('GET', '/apis')).toBe(false);
    expect(never('GET', '/mediafile')).toBe(false);
  });
});

describe('clearRuntimeCaches', () => {
  it('deletes every cache but the precache', async () => {
    const names = new Set([PRECACHE_NAME, STATIC_RUNTIME_CACHE, 'some-later-runtime-cache']);
    const storage = {
      keys: () => Promise.resolve([...names]),
      delete: (name: string) => Promise.resolve(names.delete(name)),
    };
    await expect(clearRuntimeCaches(storage)).resolves.toEqual([STATIC_RUNTIME_CACHE, 'some-later-runtime-cache']);
    expect([...names]).toEqual([PRECACHE_NAME]);
    expect([...names].every(isPrecacheName)).toBe(true);
  });
});
