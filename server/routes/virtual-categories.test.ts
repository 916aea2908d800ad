import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services, virtualCategories, virtualCategoryItems } from '../db/schema';
import { GUEST_APP_ICON_NAMES, unknownIconMessage } from '../domain/guest-app-icons';
import { SORT_TEXT } from '../http/sort';
import { seedVirtualCategories, VIRTUAL_CATEGORY_PLAN } from '../seed/virtual-categories';
import { makeHotel, makeService } from '../testing/fixtures';
import { ADMIN, anyNumber, call, type Detail, MANAGER, type Paged } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';
import { VIRTUAL_CATEGORY_TEXT } from './virtual-categories';

const { server, admin, manager } = await startSignedInServer();

type Errors = Record<string, string[]>;

interface Category {
  id: number;
  name: string;
  icon: string | null;
  order: number;
  itemsCount: number;
}

interface Item {
  id: number;
  virtualCategory: number;
  service: number;
  name: string;
  icon: string | null;
  order: number;
}

/** A fresh hotel: admin@ administers it, manager@ manages it; no seeded categories. */
let hotel: number;
/** Another fresh hotel, administered by admin@ only. */
let otherHotel: number;
let breakfast: number;
let juice: number;
let taxi: number;
let foreignService: number;

beforeAll(async () => {
  hotel = await makeHotel(server.app, { name: 'Отель категорий', admins: [ADMIN.email], managers: [MANAGER.email] });
  otherHotel = await makeHotel(server.app, { name: 'Чужие категории', admins: [ADMIN.email] });
  breakfast = await makeService(server.app, hotel, 'Завтрак в номер');
  juice = await makeService(server.app, hotel, 'Сок');
  taxi = await makeService(server.app, hotel, 'Такси');
  foreignService = await makeService(server.app, otherHotel, 'Чужая услуга');
});

interface Options {
  hotel?: number;
  token?: string;
}

function api<T>(path: string, options: Options & { method?: string; json?: unknown } = {}) {
  return call<T>(server, path, {
    method: options.method,
    json: options.json,
    token: options.token ?? admin,
    hotel: options.hotel ?? hotel,
  });
}

const categories = (options?: Options) => api<Paged<Category>>('/dashboard/virtual-categories/', options);
const createCategory = (json: unknown, options?: Options) =>
  api<Category & Errors>('/dashboard/virtual-categories/', { ...options, json });
const patchCategory = (id: number, json: unknown, options?: Options) =>
  api<Category & Errors>(`/dashboard/virtual-categories/${id}/`, { ...options, method: 'PATCH', json });
const deleteCategory = (id: number, options?: Options) =>
  api<Detail>(`/dashboard/virtual-categories/${id}/`, { ...options, method: 'DELETE' });
const items = (query: string, options?: Options) =>
  api<Paged<Item> & Errors & Detail>(`/dashboard/virtual-categories-items/${query}`, options);
const createItem = (json: unknown, options?: Options) =>
  api<Item & Errors>('/dashboard/virtual-categories-items/', { ...options, json });
const patchItem = (id: number, json: unknown, options?: Options) =>
  api<Item & Errors & Detail>(`/dashboard/virtual-categories-items/${id}/`, { ...options, method: 'PATCH', json });
const deleteItem = (id: number, options?: Options) =>
  api<Detail>(`/dashboard/virtual-categories-items/${id}/`, { ...options, method: 'DELETE' });
const sort = (json: unknown, options?: Options) =>
  api<Errors | null>('/dashboard/virtual-categories-items/sort/', { ...options, json });

async function newCategory(name: string, options?: Options): Promise<Category> {
  const response = await createCategory({ name }, options);
  expect(response.status).toBe(201);
  return response.body;
}

async function newItem(category: number, service: number, name: string, options?: Options): Promise<Item> {
  const response = await createItem({ virtual_category: category, service, name }, options);
  expect(response.status).toBe(201);
  return response.body;
}

describe('virtual categories', () => {
  it('creates categories appended last, lists them by order, renames and deletes', async () => {
    const first = await createCategory({ name: '  Завтрак ', icon: 'breakfast' });
    expect(first).toEqual({
      status: 201,
      headers: expect.anything() as unknown,
      body: { id: anyNumber, name: 'Завтрак', icon: 'breakfast', order: 1, itemsCount: 0 },
    });
    const second = await createCategory({ name: 'Relax' }, { token: manager });
    expect(second.body).toMatchObject({ name: 'Relax', icon: null, order: 2 });

    const list = await categories();
    expect(list.status).toBe(200);
    expect(list.body.results.map((category) => category.name)).toEqual(['Завтрак', 'Relax']);
    expect(list.body.count).toBe(2);

    const renamed = await patchCategory(second.body.id, { name: 'Отдых', icon: 'spa' });
    expect(renamed).toMatchObject({ status: 200, body: { id: second.body.id, name: 'Отдых', icon: 'spa', order: 2 } });
    // Only the fields sent change; null clears the icon.
    expect((await patchCategory(second.body.id, { icon: null })).body).toMatchObject({ name: 'Отдых', icon: null });
    // Keeping its own name (in another case) is no conflict.
    expect((await patchCategory(first.body.id, { name: 'ЗАВТРАК' })).body).toMatchObject({ name: 'ЗАВТРАК' });

    expect((await deleteCategory(second.body.id)).status).toBe(204);
    expect((await categories()).body.results.map((category) => category.id)).toEqual([first.body.id]);
    expect((await deleteCategory(first.body.id)).status).toBe(204);
  });

  it('accepts only the icons the guest app knows, with a Russian message for any other name', async () => {
    for (const icon of ['room-service', 'my-icon', '🙂']) {
      const created = await createCategory({ name: `Иконка ${icon}`, icon });
      if (icon === 'room-service') {
        expect(created).toMatchObject({ status: 201, body: { icon } });
        expect(await patchCategory(created.body.id, { icon: 'Spa' })).toMatchObject({
          status: 400,
          body: { icon: [unknownIconMessage('Spa')] },
        });
        // «None», the spec's text for no icon, is read as none.
        expect(await patchCategory(created.body.id, { icon: 'None' })).toMatchObject({
          status: 200,
          body: { icon: null },
        });
      } else {
        expect(created).toMatchObject({
          status: 400,
          body: { icon: [`Неизвестная иконка «${icon}»: выберите иконку из списка.`] },
        });
      }
    }
    const category = await newCategory('Иконки элементов');
    const item = await createItem({
      virtualCategory: category.id,
      service: breakfast,
      name: 'Завтрак',
      icon: 'coffee-cup',
    });
    expect(item).toMatchObject({ status: 400, body: { icon: [unknownIconMessage('coffee-cup')] } });
    // Every name the seed gives its categories and items is one of them.
    for (const plan of VIRTUAL_CATEGORY_PLAN) {
      for (const icon of [plan.icon, ...plan.items.map((rule) => rule.icon)])
        if (icon !== null) expect(GUEST_APP_ICON_NAMES.has(icon), icon).toBe(true);
    }
  });

  it('refuses a duplicate name (whatever its case), a missing or over-long name and an over-long icon', async () => {
    const existing = await newCategory('Как добраться');
    expect(await createCategory({ name: 'как ДОБРАТЬСЯ' })).toMatchObject({
      status: 400,
      body: { name: [VIRTUAL_CATEGORY_TEXT.nameTaken] },
    });
    const other = await newCategory('Другое');
    expect(await patchCategory(other.id, { name: 'КАК добраться' })).toMatchObject({
      status: 400,
      body: { name: [VIRTUAL_CATEGORY_TEXT.nameTaken] },
    });
    // The same name is free in another hotel.
    expect((await createCategory({ name: 'Как добраться' }, { hotel: otherHotel })).status).toBe(201);

    expect(await createCategory({})).toMatchObject({ status: 400, body: { name: ['This field is required.'] } });
    expect(await createCategory({ name: '  ' })).toMatchObject({
      status: 400,
      body: { name: ['This field may not be blank.'] },
    });
    expect(await createCategory({ name: 'x'.repeat(101), icon: 'i'.repeat(65) })).toEqual({
      status: 400,
      headers: expect.anything() as unknown,
      body: {
        name: ['Ensure this field has no more than 100 characters.'],
        icon: ['Ensure this field has no more than 64 characters.'],
      },
    });
    expect((await createCategory({ name: 'x'.repeat(100), icon: 'air-conditioning' })).status).toBe(201);
    // Russian for the dashboard.
    const russian = await call<Errors>(server, '/dashboard/virtual-categories/', {
      json: {},
      token: admin,
      hotel,
      headers: { 'accept-language': 'ru' },
    });
    expect(russian.body).toEqual({ name: ['Обязательное поле.'] });
    await deleteCategory(existing.id);
    await deleteCategory(other.id);
  });

  it('keeps categories to their hotel: another hotel’s is a 404 and not listed', async () => {
    const foreign = await newCategory('Чужая', { hotel: otherHotel });
    expect((await categories()).body.results.map((category) => category.id)).not.toContain(foreign.id);
    expect((await api<Detail>(`/dashboard/virtual-categories/${foreign.id}/`)).status).toBe(404);
    expect((await patchCategory(foreign.id, { name: 'Моя' })).status).toBe(404);
    expect((await deleteCategory(foreign.id)).status).toBe(404);
    // The manager has no access to the other hotel at all.
    expect((await categories({ hotel: otherHotel, token: manager })).status).toBe(403);
    const [row] = await server.app.db.select().from(virtualCategories).where(eq(virtualCategories.id, foreign.id));
    expect(row?.name).toBe('Чужая');
  });
});

describe('virtual category items', () => {
  it('creates items appended last, lists one category’s items by order, counts them, edits and deletes', async () => {
    const category = await newCategory('Меню завтрака');
    const otherCategory = await newCategory('Пусто');
    const first = await createItem({
      virtualCategory: category.id,
      service: breakfast,
      name: 'Завтрак',
      icon: 'room-service',
    });
    expect(first).toMatchObject({
      status: 201,
      body: {
        id: anyNumber,
        virtualCategory: category.id,
        service: breakfast,
        name: 'Завтрак',
        icon: 'room-service',
        order: 1,
      },
    });
    const second = await newItem(category.id, juice, 'Сок');
    expect(second).toMatchObject({ order: 2, icon: null });
    // The same service may sit in another category.
    await newItem(otherCategory.id, juice, 'Сок');

    const list = await items(`?virtual_category=${category.id}`);
    expect(list.status).toBe(200);
    expect(list.body.results.map((item) => item.id)).toEqual([first.body.id, second.id]);
    expect((await categories()).body.results.find((row) => row.id === category.id)?.itemsCount).toBe(2);

    const edited = await patchItem(second.id, { name: 'Апельсиновый сок', icon: 'bar', service: taxi });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        id: second.id,
        name: 'Апельсиновый сок',
        icon: 'bar',
        service: taxi,
        order: 2,
        virtualCategory: category.id,
      },
    });
    // An item stays in its category.
    expect((await patchItem(second.id, { virtualCategory: otherCategory.id })).body).toMatchObject({
      virtualCategory: category.id,
    });

    expect((await deleteItem(second.id)).status).toBe(204);
    expect((await items(`?virtual_category=${category.id}`)).body.results.map((item) => item.id)).toEqual([
      first.body.id,
    ]);
  });

  it('refuses a foreign or unknown service, a service already in the category, bad categories and lengths', async () => {
    const category = await newCategory('Проверки');
    const item = await newItem(category.id, breakfast, 'Завтрак');
    await newItem(category.id, juice, 'Сок');
    const foreignCategory = await newCategory('Чужая проверка', { hotel: otherHotel });

    expect(await createItem({ virtualCategory: category.id, service: foreignService, name: 'Чужое' })).toMatchObject({
      status: 400,
      body: { service: [`Invalid pk "${foreignService}" - object does not exist.`] },
    });
    expect(await createItem({ virtualCategory: category.id, service: breakfast, name: 'Ещё раз' })).toMatchObject({
      status: 400,
      body: { service: [VIRTUAL_CATEGORY_TEXT.serviceInCategory] },
    });
    expect(await patchItem(item.id, { service: juice })).toMatchObject({
      status: 400,
      body: { service: [VIRTUAL_CATEGORY_TEXT.serviceInCategory] },
    });
    // Its own service again is no conflict.
    expect((await patchItem(item.id, { service: breakfast })).status).toBe(200);
    expect(await createItem({ virtualCategory: foreignCategory.id, service: taxi, name: 'Такси' })).toMatchObject({
      status: 400,
      body: { virtualCategory: [`Invalid pk "${foreignCategory.id}" - object does not exist.`] },
    });
    expect(await createItem({})).toMatchObject({
      status: 400,
      body: {
        virtualCategory: ['This field is required.'],
        service: ['This field is required.'],
        name: ['This field is required.'],
      },
    });
    expect(
      await createItem({ virtualCategory: 'abc', service: [1], name: 'x'.repeat(101), icon: 'i'.repeat(65) }),
    ).toMatchObject({
      status: 400,
      body: {
        virtualCategory: ['Incorrect type. Expected pk value, received str.'],
        service: ['Incorrect type. Expected pk value, received list.'],
        name: ['Ensure this field has no more than 100 characters.'],
        icon: ['Ensure this field has no more than 64 characters.'],
      },
    });
    const russian = await call<Errors>(server, '/dashboard/virtual-categories-items/', {
      json: { virtual_category: category.id, service: foreignService, name: 'x' },
      token: admin,
      hotel,
      headers: { 'accept-language': 'ru' },
    });
    expect(russian.body).toEqual({
      service: [`Недопустимый первичный ключ «${foreignService}» — объект не существует.`],
    });
    // Nothing was added by the refused requests.
    expect((await items(`?virtual_category=${category.id}`)).body.count).toBe(2);
  });

  it('requires `virtual_category` in the list and answers another hotel’s category with a 404', async () => {
    expect(await items('')).toMatchObject({ status: 400, body: { virtualCategory: ['This field is required.'] } });
    expect(await items('?virtual_category=abc')).toMatchObject({
      status: 400,
      body: { virtualCategory: ['A valid integer is required.'] },
    });
    const foreign = await newCategory('Чужой список', { hotel: otherHotel });
    await newItem(foreign.id, foreignService, 'Чужое', { hotel: otherHotel });
    expect((await items(`?virtual_category=${foreign.id}`)).status).toBe(404);
    expect((await items('?virtual_category=999999')).status).toBe(404);
  });

  it('keeps items to their hotel: another hotel’s item is a 404 to read, edit and delete', async () => {
    const foreign = await newCategory('Чужие элементы', { hotel: otherHotel });
    const item = await newItem(foreign.id, foreignService, 'Чужое', { hotel: otherHotel });
    expect((await api<Detail>(`/dashboard/virtual-categories-items/${item.id}/`)).status).toBe(404);
    expect((await patchItem(item.id, { name: 'Моё' })).status).toBe(404);
    expect((await deleteItem(item.id)).status).toBe(404);
    expect(
      (await api<Item>(`/dashboard/virtual-categories-items/${item.id}/`, { hotel: otherHotel })).body,
    ).toMatchObject({ name: 'Чужое' });
  });

  it('sorts items in one transaction: an unknown or foreign id changes nothing', async () => {
    const category = await newCategory('Сортировка');
    const a = await newItem(category.id, breakfast, 'A');
    const b = await newItem(category.id, juice, 'B');
    const c = await newItem(category.id, taxi, 'C');
    const order = async () => (await items(`?virtual_category=${category.id}`)).body.results.map((item) => item.name);

    expect(
      await sort([
        { id: c.id, order: 1 },
        { id: a.id, order: 2 },
        { id: b.id, order: 3 },
      ]),
    ).toMatchObject({ status: 204, body: null });
    expect(await order()).toEqual(['C', 'A', 'B']);

    expect(
      await sort([
        { id: a.id, order: 1 },
        { id: 999999, order: 2 },
      ]),
    ).toMatchObject({ status: 400, body: { nonFieldErrors: [SORT_TEXT.unknown(999999)] } });
    const foreign = await newCategory('Чужая сортировка', { hotel: otherHotel });
    const foreignItem = await newItem(foreign.id, foreignService, 'Чужое', { hotel: otherHotel });
    expect(
      await sort([
        { id: b.id, order: 1 },
        { id: foreignItem.id, order: 2 },
      ]),
    ).toMatchObject({ status: 400, body: { nonFieldErrors: [SORT_TEXT.unknown(foreignItem.id)] } });
    expect(await order()).toEqual(['C', 'A', 'B']);

    expect(await sort({ id: a.id, order: 1 })).toMatchObject({
      status: 400,
      body: { nonFieldErrors: ['Expected a list of items but got type "dict".'] },
    });
    expect(await sort([{ id: a.id, order: 0 }])).toMatchObject({
      status: 400,
      body: { nonFieldErrors: [SORT_TEXT.badEntry(0)] },
    });
    expect(await sort([{ id: a.id }])).toMatchObject({ status: 400 });
    expect(
      await sort([
        { id: a.id, order: 1 },
        { id: a.id, order: 2 },
      ]),
    ).toMatchObject({ status: 400, body: { nonFieldErrors: [SORT_TEXT.duplicate(a.id)] } });
    expect(await order()).toEqual(['C', 'A', 'B']);
    // Snake_case keys are camelized like any body; an empty list is a no-op.
    expect((await sort([{ id: a.id, order: 9 }])).status).toBe(204);
    expect(await order()).toEqual(['C', 'B', 'A']);
    expect((await sort([])).status).toBe(204);
  });

  it('goes with its category, and with its service', async () => {
    const category = await newCategory('Каскад');
    const item = await newItem(category.id, juice, 'Сок');
    const temporary = await makeService(server.app, hotel, 'Временная услуга');
    const onTemporary = await newItem(category.id, temporary, 'Временная');

    await server.app.db.delete(services).where(eq(services.id, temporary));
    expect((await api<Detail>(`/dashboard/virtual-categories-items/${onTemporary.id}/`)).status).toBe(404);

    expect((await deleteCategory(category.id)).status).toBe(204);
    expect(
      await server.app.db.select().from(virtualCategoryItems).where(eq(virtualCategoryItems.categoryId, category.id)),
    ).toEqual([]);
    expect((await api<Detail>(`/dashboard/virtual-categories-items/${item.id}/`)).status).toBe(404);
  });
});

describe('the seed', () => {
  it('gives each demo hotel three categories of 2–4 of its own services, and is idempotent', async () => {
    const list = await categories({ hotel: 1 });
    expect(list.body.results.map((category) => category.name)).toEqual(['Завтрак', 'Relax', 'Как добраться']);
    let withoutIcon = 0;
    for (const category of list.body.results) {
      const page = await items(`?virtual_category=${category.id}`, { hotel: 1 });
      expect(page.body.count).toBeGreaterThanOrEqual(2);
      expect(page.body.count).toBeLessThanOrEqual(4);
      withoutIcon += page.body.results.filter((item) => item.icon === null).length;
      for (const item of page.body.results) {
        const [service] = await server.app.db
          .select({ hotelId: services.hotelId })
          .from(services)
          .where(eq(services.id, item.service));
        expect(service?.hotelId).toBe(1);
      }
    }
    expect(withoutIcon).toBe(1);
    for (const hotelId of [2, 3]) expect((await categories({ hotel: hotelId, token: manager })).body.count).toBe(3);

    const before = await server.app.db.select().from(virtualCategories);
    // Hotels with categories are left alone; the fresh test hotels have some by now or no active services.
    await seedVirtualCategories(server.app.db);
    const after = await server.app.db.select().from(virtualCategories);
    expect(after.filter((row) => row.hotelId <= 3)).toEqual(before.filter((row) => row.hotelId <= 3));
  });
});
