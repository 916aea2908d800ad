import '@/lib/test/happy-dom-fetch';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { authHttp, configureHttp } from '@/lib/http/client';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { startTestServer, type TestServer } from '@/server/testing';
import { dictionaryFetchers } from './api';

/** Matchers typed as `unknown` (vitest types them `any`). */
const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);
const anyBoolean: unknown = expect.any(Boolean);
const anything: unknown = expect.anything();

/*
 * The helper dictionaries from a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal).
 */

const originalFetch = globalThis.fetch;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ apiProfile: 'minimal', authRateLimit: 10_000 });
}, 120_000);
afterAll(async () => server.close());
beforeEach(async () => {
  configureHttp({ apiUrl: server.url });
  const tokens = await authHttp.post('/auth/token/', v.object({ access: v.string(), refresh: v.string() }), {
    json: { email: 'admin@example.com', password: 'demo12345' },
  });
  tokenStorage.setTokens(tokens);
  activeHotelStorage.set(1);
});
afterEach(() => vi.restoreAllMocks());

/** Passes every call to the server, but answers `path` with its real body changed by `cut`. */
function cutAnswer(path: string, cut: (body: unknown) => unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await originalFetch(request);
    if (new URL(request.url).pathname !== path) return response;
    const body = cut(await response.json());
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('the dictionaries against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads every dictionary, with the fallbacks of what it leaves out', async () => {
    const [statuses, languages, currencies, restrictions, itemTypes, menusTypes, hotelFacilities, allFacilities, allCategories, userMenu] =
      await Promise.all([
        dictionaryFetchers.serviceOrderStatuses(),
        dictionaryFetchers.languages(),
        dictionaryFetchers.hotelCurrencies(),
        dictionaryFetchers.hotelFieldRestrictions(),
        dictionaryFetchers.itemTypes(),
        dictionaryFetchers.menusTypes(),
        dictionaryFetchers.hotelFacilities(),
        dictionaryFetchers.allFacilities(),
        dictionaryFetchers.allCategories(),
        dictionaryFetchers.userMenu(),
      ]);
    expect(statuses).toContainEqual({ value: 'new', displayName: 'Новый' });
    expect(languages.current).toBe('ru');
    expect(languages.languages).toContainEqual({ code: 'en', name: 'English' });
    expect(currencies).toContainEqual({ code: 'EUR', name: '', symbol: '' });
    expect(Object.values(restrictions).every((rule) => !rule.required && rule.maxLength === null && !rule.readOnlyForManager)).toBe(true);
    expect(itemTypes.length).toBeGreaterThan(0);
    expect(menusTypes.length).toBeGreaterThan(0);
    expect(hotelFacilities.length).toBeGreaterThan(0);
    expect(allFacilities[0]).toEqual({
      id: anyNumber,
      name: anyString,
      icon: null,
      category: anything,
      selected: anyBoolean,
      linked: anyBoolean,
    });
    expect(allCategories[0]).toEqual({ id: anyNumber, name: anyString, icon: null });
    expect(userMenu[0]).toEqual({ key: anyString, title: '' });
  });

  it('still refuses a list without results, a choice without its value and a facility without its flags', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cutAnswer('/dashboard/categories/all/', (body) => ({ ...(body as object), results: undefined }));
    await expect(dictionaryFetchers.allCategories()).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/services/geo_levels/', (body) => (body as { displayName: string }[]).map(({ displayName }) => ({ displayName })));
    await expect(dictionaryFetchers.geoLevels()).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/facilities/all/', (body) => {
      const page = body as { results: Record<string, unknown>[] };
      return { ...page, results: page.results.map(({ selected: _selected, ...rest }) => rest) };
    });
    await expect(dictionaryFetchers.allFacilities()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
