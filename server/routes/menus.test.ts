import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuItems, menus, promoLandings, safetyItems, sightsItems, virtualCategories } from '../db/schema';
import { CONTENT_TYPES, type ContentType } from '../domain/content-objects';
import { MENU_TYPES } from '../domain/dictionaries';
import { FIELD_TEXT } from '../http/field-texts';
import { SORT_TEXT } from '../http/sort';
import { DEMO_MENU_NAME, seedMenus } from '../seed/menus';
import { makeHotel, makeService } from '../testing/fixtures';
import { ADMIN, anyNumber, call, type Detail, MANAGER, type Paged } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';
import { MENU_TEXT } from './menus';

const { server, admin, manager } = await startSignedInServer();

type Errors = Record<string, string[]>;

interface Menu {
  id: number;
  name: string;
  type: string;
  itemsCount: number;
}

interface MenuItem {
  id: number;
  menu: number;
  cContentType: string;
  objectId: number;
  order: number;
  object: { name: string; kind: string } | null;
}

interface ContentObject {
  cContentType: string;
  objectId: number;
  name: string;
  kind: string;
}

/** A fresh hotel: admin@ administers it, manager@ manages it. */
let hotel: number;
/** Another fresh hotel, admin@ only. */
let otherHotel: number;
/** One object of each content type in `hotel`, and one in `otherHotel`. */
const objects = {} as Record<ContentType, number>;
const foreign = {} as Record<ContentType, number>;

async function makeObjects(hotelId: number, prefix: string): Promise<Record<ContentType, number>> {
  const db = server.app.db;
  const [category] = await db
    .insert(virtualCategories)
    .values({ hotelId, name: `${prefix} Завтрак` })
    .returning({ id: virtualCategories.id });
  const [landing] = await db
    .insert(promoLandings)
    .values({ hotelId, title: `${prefix} Ёлка в лобби`, slug: 'elka' })
    .returning({ id: promoLandings.id });
  const [safety] = await db
    .insert(safetyItems)
    .values({ hotelId, categoryId: 1, title: `${prefix} Пожарный выход`, text: 'Налево' })
    .returning({ id: safetyItems.id });
  const [sight] = await db
    .insert(sightsItems)
    .values({ hotelId, categoryId: 1, title: `${prefix} Эрмитаж` })
    .returning({ id: sightsItems.id });
  return {
    service: await makeService(server.app, hotelId, `${prefix} Массаж`),
    virtualcategory: category!.id,
    promolanding: landing!.id,
    safetyitem: safety!.id,
    sightsitem: sight!.id,
  };
}

beforeAll(async () => {
  hotel = await makeHotel(server.app, { name: 'Меню-отель', admins: [ADMIN.email], managers: [MANAGER.email] });
  otherHotel = await makeHotel(server.app, { name: 'Чужое меню', admins: [ADMIN.email] });
  Object.assign(objects, await makeObjects(hotel, 'Наш'));
  Object.assign(foreign, await makeObjects(otherHotel, 'Чужой'));
});

interface Options {
  hotel?: number;
  token?: string;
}

function get<T>(path: string, options: Options = {}) {
  return call<T>(server, path, { token: options.token ?? admin, hotel: options.hotel ?? hotel });
}

function post<T>(path: string, json: unknown, options: Options = {}) {
  return call<T>(server, path, { json, token: options.token ?? admin, hotel: options.hotel ?? hotel });
}

function patch<T>(path: string, json: unknown, options: Options = {}) {
  return call<T>(server, path, { method: 'PATCH', json, token: options.token ?? admin, hotel: options.hotel ?? hotel });
}

function remove(path: string, options: Options = {}) {
  return call<Detail | null>(server, path, {
    method: 'DELETE',
    token: options.token ?? admin,
    hotel: options.hotel ?? hotel,
  });
}

async function createMenu(name: string, type = 'main', options: Options = {}): Promise<Menu> {
  const response = await post<Menu>('/dashboard/menus/', { name, type }, options);
  expect(response.status).toBe(201);
  return response.body;
}

async function addItem(menu: number, type: ContentType, objectId: number): Promise<MenuItem> {
  const response = await post<MenuItem>('/dashboard/menu_items/', { menu, c_content_type: type, object_id: objectId });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function itemsOf(menu: number, options: Options = {}): Promise<MenuItem[]> {
  const response = await get<Paged<MenuItem>>(`/dashboard/menu_items/?menu=${menu}&page_size=999`, options);
  expect(response.status).toBe(200);
  return response.body.results;
}

describe('menus', () => {
  it('creates, lists by type then name, renames, retypes and deletes (a manager too)', async () => {
    const bar = await createMenu('Коктейли', 'bar', { token: manager });
    expect(bar).toEqual({ id: anyNumber, name: 'Коктейли', type: 'bar', itemsCount: 0 });
    const mainB = await createMenu('  Второе  ');
    const mainA = await createMenu('Альфа');
    expect(mainB.name).toBe('Второе');

    const list = await get<Paged<Menu>>('/menus/');
    expect(list.status).toBe(200);
    expect(list.body.results.map((menu) => menu.id)).toEqual([mainA.id, mainB.id, bar.id]);
    // The dictionary order of types: `main` before `bar` whatever the alphabet says.
    expect(MENU_TYPES.findIndex((choice) => choice.value === 'main')).toBeLessThan(
      MENU_TYPES.findIndex((choice) => choice.value === 'bar'),
    );

    const renamed = await patch<Menu>(`/dashboard/menus/${bar.id}/`, { name: 'Бар на крыше' }, { token: manager });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...bar, name: 'Бар на крыше' });
    const retyped = await patch<Menu>(`/dashboard/menus/${bar.id}/`, { type: 'restaurant' });
    expect(retyped.body.type).toBe('restaurant');
    expect((await get<Menu>(`/dashboard/menus/${bar.id}/`)).body.name).toBe('Бар на крыше');

    expect((await remove(`/dashboard/menus/${bar.id}/`, { token: manager })).status).toBe(204);
    expect((await get(`/dashboard/menus/${bar.id}/`)).status).toBe(404);
    for (const menu of [mainA, mainB]) await remove(`/dashboard/menus/${menu.id}/`);
  });

  it('validates the name and the type', async () => {
    const missing = await post<Errors>('/dashboard/menus/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ name: ['This field is required.'], type: ['This field is required.'] });

    const bad = await post<Errors>('/dashboard/menus/', { name: 'x'.repeat(101), type: 'lobby' });
    expect(bad.body).toEqual({
      name: ['Ensure this field has no more than 100 characters.'],
      type: ['"lobby" is not a valid choice.'],
    });

    const menu = await createMenu('Лобби', 'services');
    const twin = await post<Errors>('/dashboard/menus/', { name: 'лобби', type: 'services' });
    expect(twin.status).toBe(400);
    expect(twin.body).toEqual({ name: [MENU_TEXT.nameTaken] });
    // The same name under another type is another menu.
    const other = await createMenu('Лобби', 'bar');
    const clash = await patch<Errors>(`/dashboard/menus/${other.id}/`, { type: 'services' });
    expect(clash.body).toEqual({ name: [MENU_TEXT.nameTaken] });
    // Renaming a menu to its own name (another case) is no clash.
    expect((await patch<Menu>(`/dashboard/menus/${menu.id}/`, { name: 'ЛОББИ' })).status).toBe(200);
    for (const id of [menu.id, other.id]) await remove(`/dashboard/menus/${id}/`);
  });

  it("keeps each hotel's menus to itself", async () => {
    const mine = await createMenu('Только наше');
    expect((await get(`/dashboard/menus/${mine.id}/`, { hotel: otherHotel })).status).toBe(404);
    expect((await patch(`/dashboard/menus/${mine.id}/`, { name: 'Чужое' }, { hotel: otherHotel })).status).toBe(404);
    expect((await remove(`/dashboard/menus/${mine.id}/`, { hotel: otherHotel })).status).toBe(404);
    expect(
      (await get<Paged<Menu>>('/menus/', { hotel: otherHotel })).body.results.map((menu) => menu.id),
    ).not.toContain(mine.id);
    // manager@ has no role in the other hotel.
    expect((await get('/menus/', { hotel: otherHotel, token: manager })).status).toBe(403);
    await remove(`/dashboard/menus/${mine.id}/`);
  });
});

describe('menu items', () => {
  it('accepts every content type, appends last and answers the object by name and kind', async () => {
    const menu = await createMenu('Все виды');
    const added: MenuItem[] = [];
    for (const type of CONTENT_TYPES) added.push(await addItem(menu.id, type, objects[type]));
    expect(added.map((item) => item.order)).toEqual([1, 2, 3, 4, 5]);
    expect(added.map((item) => item.object)).toEqual([
      { name: 'Наш Массаж', kind: 'Услуга' },
      { name: 'Наш Завтрак', kind: 'Виртуальная категория' },
      { name: 'Наш Ёлка в лобби', kind: 'Промо-лендинг' },
      { name: 'Наш Пожарный выход', kind: 'Безопасность' },
      { name: 'Наш Эрмитаж', kind: 'Достопримечательность' },
    ]);
    expect(added[0]).toEqual({
      id: anyNumber,
      menu: menu.id,
      cContentType: 'service',
      objectId: objects.service,
      order: 1,
      object: { name: 'Наш Массаж', kind: 'Услуга' },
    });
    expect(await itemsOf(menu.id)).toEqual(added);
    expect((await get<Menu>(`/dashboard/menus/${menu.id}/`)).body.itemsCount).toBe(5);

    // Deleting the menu takes its items along.
    await remove(`/dashboard/menus/${menu.id}/`);
    expect(await server.app.db.select().from(menuItems).where(eq(menuItems.menuId, menu.id))).toEqual([]);
  });

  it('answers object null once the object is gone', async () => {
    const menu = await createMenu('Пропажа');
    const serviceId = await makeService(server.app, hotel, 'Временная услуга');
    const item = await addItem(menu.id, 'service', serviceId);
    expect(item.object).toEqual({ name: 'Временная услуга', kind: 'Услуга' });
    expect((await remove(`/dashboard/services/${serviceId}/`)).status).toBe(204);
    expect((await get<MenuItem>(`/dashboard/menu_items/${item.id}/`)).body.object).toBeNull();
    expect((await itemsOf(menu.id))[0]).toEqual({ ...item, object: null });
    await remove(`/dashboard/menus/${menu.id}/`);
  });

  it('refuses foreign and unknown objects, unknown types, other menus and duplicates', async () => {
    const menu = await createMenu('Проверки');
    const foreignMenu = await createMenu('Чужое', 'main', { hotel: otherHotel });
    for (const type of CONTENT_TYPES) {
      const response = await post<Errors>('/dashboard/menu_items/', {
        menu: menu.id,
        c_content_type: type,
        object_id: foreign[type],
      });
      expect(response.status, type).toBe(400);
      expect(response.body).toEqual({ objectId: [MENU_TEXT.objectNotFound] });
    }
    const unknown = await post<Errors>('/dashboard/menu_items/', {
      menu: menu.id,
      cContentType: 'service',
      objectId: 999_999,
    });
    expect(unknown.body).toEqual({ objectId: [MENU_TEXT.objectNotFound] });

    const badFields = await post<Errors>('/dashboard/menu_items/', {
      menu: foreignMenu.id,
      c_content_type: 'room',
      object_id: 'x',
    });
    expect(badFields.status).toBe(400);
    expect(badFields.body).toEqual({
      menu: [`Invalid pk "${foreignMenu.id}" - object does not exist.`],
      cContentType: ['"room" is not a valid choice.'],
      objectId: ['A valid integer is required.'],
    });
    const empty = await post<Errors>('/dashboard/menu_items/', {});
    expect(Object.keys(empty.body).sort()).toEqual(['cContentType', 'menu', 'objectId']);

    await addItem(menu.id, 'sightsitem', objects.sightsitem);
    const twice = await post<Errors>('/dashboard/menu_items/', {
      menu: menu.id,
      c_content_type: 'sightsitem',
      object_id: objects.sightsitem,
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ objectId: [MENU_TEXT.objectTaken] });
    // The same object in another menu is fine.
    const second = await createMenu('Проверки 2');
    await addItem(second.id, 'sightsitem', objects.sightsitem);
    for (const id of [menu.id, second.id]) await remove(`/dashboard/menus/${id}/`);
    await remove(`/dashboard/menus/${foreignMenu.id}/`, { hotel: otherHotel });
  });

  it('changes what an item points at, with the same checks', async () => {
    const menu = await createMenu('Правки');
    const first = await addItem(menu.id, 'service', objects.service);
    const second = await addItem(menu.id, 'promolanding', objects.promolanding);

    const moved = await patch<MenuItem>(`/dashboard/menu_items/${first.id}/`, {
      c_content_type: 'virtualcategory',
      object_id: objects.virtualcategory,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      ...first,
      cContentType: 'virtualcategory',
      objectId: objects.virtualcategory,
      object: { name: 'Наш Завтрак', kind: 'Виртуальная категория' },
    });

    const taken = await patch<Errors>(`/dashboard/menu_items/${first.id}/`, {
      c_content_type: 'promolanding',
      object_id: objects.promolanding,
    });
    expect(taken.body).toEqual({ objectId: [MENU_TEXT.objectTaken] });
    // Only the type sent: the stored object id is checked under the new type (none such → 400).
    const typeOnly = await patch<Errors>(`/dashboard/menu_items/${second.id}/`, { c_content_type: 'sightsitem' });
    expect(typeOnly.status).toBe(400);
    const foreignObject = await patch<Errors>(`/dashboard/menu_items/${second.id}/`, {
      object_id: foreign.promolanding,
    });
    expect(foreignObject.body).toEqual({ objectId: [MENU_TEXT.objectNotFound] });
    // Re-sending the item's own object is no duplicate.
    expect((await patch(`/dashboard/menu_items/${second.id}/`, { object_id: objects.promolanding })).status).toBe(200);

    expect(
      (await patch(`/dashboard/menu_items/${second.id}/`, { object_id: objects.promolanding }, { hotel: otherHotel }))
        .status,
    ).toBe(404);
    expect((await remove(`/dashboard/menu_items/${second.id}/`, { hotel: otherHotel })).status).toBe(404);
    expect((await remove(`/dashboard/menu_items/${second.id}/`, { token: manager })).status).toBe(204);
    expect((await itemsOf(menu.id)).map((item) => item.id)).toEqual([first.id]);
    await remove(`/dashboard/menus/${menu.id}/`);
  });

  it('lists only with a menu of the hotel', async () => {
    const menu = await createMenu('Список');
    expect((await get<Errors>('/dashboard/menu_items/')).body).toEqual({ menu: ['This field is required.'] });
    expect((await get('/dashboard/menu_items/?menu=abc')).status).toBe(404);
    expect((await get(`/dashboard/menu_items/?menu=${menu.id}`, { hotel: otherHotel })).status).toBe(404);
    await remove(`/dashboard/menus/${menu.id}/`);
  });

  it('sorts: writes the orders sent, in one go, and refuses unknown or foreign items', async () => {
    const menu = await createMenu('Порядок');
    const [a, b, c] = [
      await addItem(menu.id, 'service', objects.service),
      await addItem(menu.id, 'safetyitem', objects.safetyitem),
      await addItem(menu.id, 'sightsitem', objects.sightsitem),
    ];
    const sorted = await post<null>('/dashboard/menu_items/sort/', [
      { id: c.id, order: 1 },
      { id: a.id, order: 2 },
      { id: b.id, order: 3 },
    ]);
    expect(sorted.status).toBe(204);
    expect((await itemsOf(menu.id)).map((item) => [item.id, item.order])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);

    const foreignMenu = await createMenu('Чужой порядок', 'main', { hotel: otherHotel });
    const foreignItem = (
      await post<MenuItem>(
        '/dashboard/menu_items/',
        { menu: foreignMenu.id, c_content_type: 'service', object_id: foreign.service },
        { hotel: otherHotel },
      )
    ).body;
    const refused = await post<Errors>('/dashboard/menu_items/sort/', [
      { id: a.id, order: 1 },
      { id: foreignItem.id, order: 2 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ nonFieldErrors: [SORT_TEXT.unknown(foreignItem.id)] });
    // Nothing of a refused sort is written.
    expect((await itemsOf(menu.id)).map((item) => item.id)).toEqual([c.id, a.id, b.id]);

    expect((await post<Errors>('/dashboard/menu_items/sort/', { id: a.id, order: 1 })).body).toEqual({
      nonFieldErrors: [FIELD_TEXT.notAList('dict')],
    });
    expect((await post<Errors>('/dashboard/menu_items/sort/', [{ id: a.id, order: 0 }])).body).toEqual({
      nonFieldErrors: [SORT_TEXT.badEntry(0)],
    });
    expect(
      (
        await post<Errors>('/dashboard/menu_items/sort/', [
          { id: a.id, order: 1 },
          { id: a.id, order: 2 },
        ])
      ).body,
    ).toEqual({ nonFieldErrors: [SORT_TEXT.duplicate(a.id)] });
    expect((await post('/dashboard/menu_items/sort/', [])).status).toBe(204);
    await remove(`/dashboard/menus/${menu.id}/`);
    await remove(`/dashboard/menus/${foreignMenu.id}/`, { hotel: otherHotel });
  });
});

describe('content objects', () => {
  it('lists everything of the hotel a menu item can point at, by kind then name', async () => {
    const response = await get<ContentObject[]>('/dashboard/content-objects/');
    expect(response.status).toBe(200);
    expect(response.body.map((entry) => entry.cContentType)).toEqual([...CONTENT_TYPES]);
    expect(response.body[0]).toEqual({
      cContentType: 'service',
      objectId: objects.service,
      name: 'Наш Массаж',
      kind: 'Услуга',
    });
    expect(response.body.some((entry) => entry.name.startsWith('Чужой'))).toBe(false);

    // A demo hotel's catalogue: services first, sorted by name.
    const demo = (await get<ContentObject[]>('/dashboard/content-objects/?c_content_type=service', { hotel: 1 })).body;
    expect(demo.length).toBeGreaterThan(2);
    expect(demo.every((entry) => entry.cContentType === 'service' && entry.kind === 'Услуга')).toBe(true);
    const names = demo.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'ru', { sensitivity: 'base', numeric: true })));
  });

  it('filters by content type and searches names (case and ё ignored)', async () => {
    const sights = await get<ContentObject[]>('/dashboard/content-objects/?c_content_type=sightsitem');
    expect(sights.body).toEqual([
      { cContentType: 'sightsitem', objectId: objects.sightsitem, name: 'Наш Эрмитаж', kind: 'Достопримечательность' },
    ]);
    const found = await get<ContentObject[]>(`/dashboard/content-objects/?search=${encodeURIComponent('ЕЛКА')}`);
    expect(found.body.map((entry) => entry.objectId)).toEqual([objects.promolanding]);
    expect((await get<ContentObject[]>('/dashboard/content-objects/?search=zzz')).body).toEqual([]);
    const bad = await get<Errors>('/dashboard/content-objects/?c_content_type=room');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['cContentType']);
  });
});

describe('the demo seed', () => {
  it('gives each demo hotel a main menu mixing the content kinds, and runs only for hotels without menus', async () => {
    const [seeded] = await server.app.db
      .select()
      .from(menus)
      .where(and(eq(menus.hotelId, 1), eq(menus.name, DEMO_MENU_NAME)));
    expect(seeded?.type).toBe('main');
    const items = await itemsOf(seeded!.id, { hotel: 1 });
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeLessThanOrEqual(6);
    expect(new Set(items.map((item) => item.cContentType))).toEqual(new Set(CONTENT_TYPES));
    expect(items.every((item) => item.object !== null)).toBe(true);
    expect(items.map((item) => item.order)).toEqual(items.map((_, index) => index + 1));

    // Hotels with a menu are left alone: `hotel` and `otherHotel` were given objects, but `hotel` has no menu now.
    const before = await server.app.db.select({ id: menus.id }).from(menus);
    const created = await seedMenus(server.app.db, new Date());
    const after = await server.app.db.select({ id: menus.id, hotelId: menus.hotelId }).from(menus);
    expect(after.length - before.length).toBe(created);
    expect(after.filter((menu) => menu.hotelId === 1)).toHaveLength(1);
  });
});
