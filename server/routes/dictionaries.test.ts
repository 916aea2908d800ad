import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_AREA_URLS } from '../../lib/menu-areas';
import type { Choice } from '../domain/dictionaries';
import type { MenuItem } from '../domain/menu';
import { ADMIN, anyNumber, call, login, MANAGER, NO_HOTELS, type Paged } from '../testing/http';

interface Facility {
  id: number;
  name: string;
  icon: string | null;
  category: number | null;
  selected: boolean;
  linked: boolean;
}

interface Category {
  id: number;
  name: string;
  icon: string | null;
}

import { startTestServer, type TestServer } from '../testing/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000 });
  admin = (await login(server, ADMIN)).access;
});

afterAll(async () => {
  await server.close();
});

const CHOICES = [
  '/service_orders/statuses/',
  '/dashboard/services/service_types/',
  '/dashboard/services/approve_types/',
  '/dashboard/services/booking_types/',
  '/dashboard/services/geo_levels/',
  '/dashboard/services/feedback_variants/',
  '/dashboard/menus/types/',
];

describe('choice dictionaries', () => {
  it.each(CHOICES)('%s answers [{value, displayName}]', async (path) => {
    const response = await call<Choice[]>(server, path, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(1);
    for (const choice of response.body) {
      expect(Object.keys(choice).sort()).toEqual(['displayName', 'value']);
      expect(choice.value).toMatch(/^[a-z_]+$/);
      expect(choice.displayName).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it.each(CHOICES)('%s needs a signed-in user', async (path) => {
    expect((await call(server, path)).status).toBe(401);
  });

  it('includes the order statuses the order actions lead to', async () => {
    const values = (await call<Choice[]>(server, '/service_orders/statuses/', { token: admin })).body.map(
      (choice) => choice.value,
    );
    expect(values).toEqual(expect.arrayContaining(['new', 'in_progress', 'completed', 'cancelled']));
  });
});

describe('GET /config/langs/', () => {
  it('answers the languages and the current one from Accept-Language', async () => {
    const ru = await call<{ languages: { code: string; name: string }[]; current: string }>(server, '/config/langs/', {
      token: admin,
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.body.current).toBe('ru');
    expect(ru.body.languages).toContainEqual({ code: 'ru', name: 'Русский' });
    expect(ru.body.languages).toContainEqual({ code: 'en', name: 'English' });
    const en = await call<{ current: string }>(server, '/config/langs/', {
      token: admin,
      headers: { 'accept-language': 'xx, en-GB;q=0.8, ru;q=0.5' },
    });
    expect(en.body.current).toBe('en');
    expect((await call<{ current: string }>(server, '/config/langs/', { token: admin })).body.current).toBe('ru');
  });
});

describe('hotel dictionaries', () => {
  it('GET /dashboard/hotels/currency_list/ answers [{code, name, symbol}] with the rouble first', async () => {
    const response = await call<{ code: string; name: string; symbol: string }[]>(
      server,
      '/dashboard/hotels/currency_list/',
      { token: admin },
    );
    expect(response.body[0]).toEqual({ code: 'RUB', name: 'Российский рубль', symbol: '₽' });
    for (const currency of response.body) expect(currency.code).toMatch(/^[A-Z]{3}$/);
  });

  it('GET /hotels/field_restrictions/ answers a rule per camelCase field', async () => {
    const response = await call<Record<string, unknown>>(server, '/hotels/field_restrictions/', { token: admin });
    expect(response.body.name).toEqual({ required: true, maxLength: 255, readOnlyForManager: true });
    expect(response.body.description).toEqual({ required: false, maxLength: 5000, readOnlyForManager: false });
    expect(response.body).toHaveProperty('checkInTime');
  });
});

describe('facilities and categories', () => {
  it('GET /dashboard/categories/all/ pages [{id, name, icon}]', async () => {
    const response = await call<Paged<Category>>(server, '/dashboard/categories/all/?page=1&page_size=999', {
      token: admin,
    });
    expect(response.body).toMatchObject({ count: 8, next: null, previous: null });
    expect(response.body.results[0]).toEqual({ id: anyNumber, name: 'Интернет', icon: 'wifi' });
  });

  it('GET /dashboard/facilities/all/ pages the catalogue with the active hotel flags', async () => {
    const response = await call<Paged<Facility>>(server, '/dashboard/facilities/all/?page=1&page_size=999', {
      token: admin,
      hotel: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body.count).toBeGreaterThanOrEqual(30);
    const wifi = response.body.results.find((facility) => facility.name === 'Бесплатный Wi-Fi во всём отеле');
    expect(wifi).toEqual({
      id: anyNumber,
      name: 'Бесплатный Wi-Fi во всём отеле',
      icon: 'wifi',
      category: anyNumber,
      selected: true,
      linked: true,
    });
    expect(response.body.results.some((facility) => facility.category === null)).toBe(true);
    expect(response.body.results.some((facility) => !facility.selected)).toBe(true);
  });

  it('flags differ per hotel', async () => {
    const selectedIn = async (hotel: number) =>
      (
        await call<Paged<Facility>>(server, '/dashboard/facilities/?page_size=999', { token: admin, hotel })
      ).body.results
        .filter((facility) => facility.selected)
        .map((facility) => facility.name);
    const [neva, azure] = await Promise.all([selectedIn(1), selectedIn(2)]);
    expect(neva).toContain('Подземный паркинг');
    expect(azure).not.toContain('Подземный паркинг');
    expect(azure).toContain('Детский клуб');
  });

  it('filters by ?category= (an id, "null", or empty for all)', async () => {
    const categories = (
      await call<Paged<Category>>(server, '/dashboard/categories/all/?page_size=999', { token: admin })
    ).body.results;
    const parking = categories.find((category) => category.name === 'Парковка')!;
    const inParking = await call<Paged<Facility>>(
      server,
      `/dashboard/facilities/?category=${parking.id}&page_size=999`,
      { token: admin, hotel: 2 },
    );
    expect(inParking.body.count).toBe(4);
    expect(inParking.body.results.every((facility) => facility.category === parking.id)).toBe(true);
    const none = await call<Paged<Facility>>(server, '/dashboard/facilities/?category=null&page_size=999', {
      token: admin,
      hotel: 2,
    });
    expect(none.body.count).toBe(3);
    expect(none.body.results.every((facility) => facility.category === null)).toBe(true);
    const all = await call<Paged<Facility>>(server, '/dashboard/facilities/?category=&page_size=999', {
      token: admin,
      hotel: 2,
    });
    expect(all.body.count).toBe(34);
    const bad = await call(server, '/dashboard/facilities/?category=9999', { token: admin, hotel: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ category: ['Select a valid choice. That choice is not one of the available choices.'] });
  });
});

describe('GET /dashboard/users/menu/', () => {
  it('gives an administrator every area and a manager fewer, in order', async () => {
    const adminMenu = (await call<MenuItem[]>(server, '/dashboard/users/menu/', { token: admin })).body;
    expect(adminMenu[0]).toEqual({ key: 'home', title: 'Главная', url: '/' });
    // Every area, in the order they are listed.
    expect(adminMenu.map((item) => item.key)).toEqual(Object.keys(MENU_AREA_URLS));
    const manager = (await login(server, MANAGER)).access;
    const managerKeys = (await call<MenuItem[]>(server, '/dashboard/users/menu/', { token: manager })).body.map(
      (item) => item.key,
    );
    expect(managerKeys).toContain('orders');
    for (const key of ['staff', 'billing', 'structure']) expect(managerKeys).not.toContain(key);
    const none = (await login(server, NO_HOTELS)).access;
    expect(
      (await call<MenuItem[]>(server, '/dashboard/users/menu/', { token: none })).body.map((item) => item.key),
    ).toEqual(['home', 'profile']);
  });
});
