import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMenu } from '../db/schema';
import { ADMIN_MENU, MANAGER_MENU } from '../domain/menu';
import { userId } from '../testing/fixtures';
import { ADMIN, call, type Detail, login, MANAGER, NO_HOTELS } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';

/*
 * The user menu over real HTTP: `GET` and `PUT /dashboard/users/menu/` (docs/CONTRACTS.md, «The user menu»).
 * Each test that arranges a menu puts the account's default back afterwards, so the tests do not depend on
 * their order.
 */

interface MenuItem {
  key: string;
  title: string;
}

let server: TestServer;
let admin: string;
let manager: string;
let noHotels: string;

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: 10_000 });
  const access = async (account: { email: string; password: string }) => (await login(server, account)).access;
  [admin, manager, noHotels] = await Promise.all([access(ADMIN), access(MANAGER), access(NO_HOTELS)]);
});

afterAll(async () => {
  await server.close();
});

function getMenu(token: string) {
  return call<MenuItem[]>(server, '/dashboard/users/menu/', { token });
}

function putMenu(token: string, body: unknown, headers: Record<string, string> = {}) {
  return call<MenuItem[] | Record<string, string[]>>(server, '/dashboard/users/menu/', {
    method: 'PUT',
    token,
    json: body,
    headers,
  });
}

function keysOf(items: MenuItem[]): string[] {
  return items.map((item) => item.key);
}

async function restore(token: string, keys: readonly string[]): Promise<void> {
  expect((await putMenu(token, { keys })).status).toBe(200);
}

describe('PUT /dashboard/users/menu/', () => {
  it('stores the areas in the order given and answers the new menu with titles; GET then gives it', async () => {
    const response = await putMenu(admin, { keys: ['home', 'billing', 'orders', 'guests', 'profile'] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { key: 'home', title: 'Главная', url: '/' },
      { key: 'billing', title: 'Оплата', url: '/billing' },
      { key: 'orders', title: 'Заказы', url: '/orders' },
      { key: 'guests', title: 'Гости', url: '/guests' },
      { key: 'profile', title: 'Профиль', url: '/profile' },
    ]);
    expect(keysOf((await getMenu(admin)).body)).toEqual(['home', 'billing', 'orders', 'guests', 'profile']);
    // Another user's menu is untouched.
    expect(keysOf((await getMenu(manager)).body)).toEqual(MANAGER_MENU);
    await restore(admin, ADMIN_MENU);
    expect(keysOf((await getMenu(admin)).body)).toEqual(ADMIN_MENU);
  });

  it('adds home at the start and profile at the end when missing, and keeps them where the user put them', async () => {
    expect(keysOf((await putMenu(admin, { keys: ['staff', 'guests'] })).body as MenuItem[])).toEqual([
      'home',
      'staff',
      'guests',
      'profile',
    ]);
    expect(keysOf((await putMenu(admin, { keys: ['profile', 'guests', 'home'] })).body as MenuItem[])).toEqual([
      'profile',
      'guests',
      'home',
    ]);
    expect(keysOf((await getMenu(admin)).body)).toEqual(['profile', 'guests', 'home']);
    expect(keysOf((await putMenu(admin, { keys: [] })).body as MenuItem[])).toEqual(['home', 'profile']);
    await restore(admin, ADMIN_MENU);
  });

  it('trims the keys', async () => {
    expect(keysOf((await putMenu(manager, { keys: [' home ', 'orders\n'] })).body as MenuItem[])).toEqual([
      'home',
      'orders',
      'profile',
    ]);
    await restore(manager, MANAGER_MENU);
  });

  it('refuses unknown areas, naming each, and changes nothing', async () => {
    const response = await putMenu(admin, { keys: ['home', 'casino', 'orders', 'spa', 'casino'] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ keys: ['Неизвестный раздел: casino.', 'Неизвестный раздел: spa.'] });
    expect(keysOf((await getMenu(admin)).body)).toEqual(ADMIN_MENU);
    // Keys are case-sensitive, as the areas are.
    expect((await putMenu(admin, { keys: ['Orders'] })).body).toEqual({ keys: ['Неизвестный раздел: Orders.'] });
  });

  it('refuses areas the strongest role does not allow: a manager cannot add staff, billing or structure', async () => {
    const response = await putMenu(manager, { keys: ['home', 'staff', 'orders', 'billing'] });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ keys: ['Раздел недоступен: staff.', 'Раздел недоступен: billing.'] });
    expect(keysOf((await getMenu(manager)).body)).toEqual(MANAGER_MENU);
  });

  it('lets an administrator of any hotel use every area (admin@ only manages hotel 3, still an administrator)', async () => {
    expect((await putMenu(admin, { keys: ['structure', 'billing', 'menus'] }, { 'managed-hotel': '3' })).status).toBe(
      200,
    );
    await restore(admin, ADMIN_MENU);
  });

  it('gives someone without hotels only the start screen and the profile', async () => {
    expect((await putMenu(noHotels, { keys: ['guests'] })).body).toEqual({ keys: ['Раздел недоступен: guests.'] });
    const response = await putMenu(noHotels, { keys: ['profile'] });
    expect(response.status).toBe(200);
    expect(keysOf(response.body as MenuItem[])).toEqual(['home', 'profile']);
  });

  it('refuses an area given twice, and mixes every problem in one answer', async () => {
    expect((await putMenu(admin, { keys: ['home', 'orders', 'guests', 'orders'] })).body).toEqual({
      keys: ['Раздел указан дважды: orders.'],
    });
    expect((await putMenu(manager, { keys: ['spa', 'orders', 'staff', 'orders'] })).body).toEqual({
      keys: ['Неизвестный раздел: spa.', 'Раздел недоступен: staff.', 'Раздел указан дважды: orders.'],
    });
  });

  it('answers DRF’s field errors for a missing, null or non-list value and for items that are not text', async () => {
    expect(await putMenu(admin, {})).toMatchObject({ status: 400, body: { keys: ['This field is required.'] } });
    expect(await putMenu(admin, { keys: null })).toMatchObject({
      status: 400,
      body: { keys: ['This field may not be null.'] },
    });
    expect(await putMenu(admin, { keys: 'home' })).toMatchObject({
      status: 400,
      body: { keys: ['Ожидался list со значениями, но был получен "str".'] },
    });
    expect(await putMenu(admin, { keys: ['home', { key: 'orders' }] })).toMatchObject({
      status: 400,
      body: { keys: ['Not a valid string.'] },
    });
    expect(await putMenu(admin, { keys: ['home', null] })).toMatchObject({
      status: 400,
      body: { keys: ['This field may not be null.'] },
    });
    // A number is text to DRF's CharField, and no area is called that.
    expect(await putMenu(admin, { keys: [7] })).toMatchObject({
      status: 400,
      body: { keys: ['Неизвестный раздел: 7.'] },
    });
    expect(await putMenu(admin, ['home'])).toMatchObject({
      status: 400,
      body: { nonFieldErrors: ['Invalid data. Expected a dictionary, but got list.'] },
    });
    expect(keysOf((await getMenu(admin)).body)).toEqual(ADMIN_MENU);
  });

  it('speaks Russian to the dashboard (Accept-Language: ru)', async () => {
    expect((await putMenu(admin, {}, { 'accept-language': 'ru' })).body).toEqual({ keys: ['Обязательное поле.'] });
  });

  it('needs a signed-in user', async () => {
    const response = await call<Detail>(server, '/dashboard/users/menu/', { method: 'PUT', json: { keys: [] } });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe('Authentication credentials were not provided.');
  });
});

describe('GET /dashboard/users/menu/', () => {
  it('leaves out a stored area the user may no longer use (a tailored menu kept after losing the administrator role)', async () => {
    const id = await userId(server.app, MANAGER.email);
    const db = server.app.db;
    await db.delete(userMenu).where(eq(userMenu.userId, id));
    await db.insert(userMenu).values(
      ['home', 'staff', 'orders', 'billing', 'profile'].map((key, index) => ({
        userId: id,
        key,
        position: index + 1,
      })),
    );
    expect(keysOf((await getMenu(manager)).body)).toEqual(['home', 'orders', 'profile']);
    await restore(manager, MANAGER_MENU);
  });
});
