import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutAnswer, eachItem, eachResult, without } from '@/lib/test/answers';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
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

withTestServer({ apiProfile: 'minimal' });
withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

describe('the dictionaries against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads every dictionary, with the fallbacks of what it leaves out', async () => {
    const [
      statuses,
      languages,
      currencies,
      restrictions,
      itemTypes,
      menusTypes,
      hotelFacilities,
      allFacilities,
      allCategories,
      userMenu,
    ] = await Promise.all([
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
    expect(
      Object.values(restrictions).every(
        (rule) => !rule.required && rule.maxLength === null && !rule.readOnlyForManager,
      ),
    ).toBe(true);
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

  it('reads a choice without its name as its value and a language without its name as its code', async () => {
    cutAnswer('/service_orders/statuses/', eachItem(without('displayName')));
    expect(await dictionaryFetchers.serviceOrderStatuses()).toContainEqual({ value: 'new', displayName: 'new' });
    cutAnswer('/config/langs/', (body: { languages: unknown[] }) => ({
      ...body,
      languages: body.languages.map(without('name')),
    }));
    expect((await dictionaryFetchers.languages()).languages).toContainEqual({ code: 'en', name: 'en' });
  });

  it('still refuses a list without results, a choice without its value and a facility without its flags', async () => {
    cutAnswer('/dashboard/categories/all/', without('results'));
    await expect(dictionaryFetchers.allCategories()).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/services/geo_levels/', eachItem(without('value')));
    await expect(dictionaryFetchers.geoLevels()).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/facilities/all/', eachResult(without('selected')));
    await expect(dictionaryFetchers.allFacilities()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
