import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, facilities } from '../db/schema';
import { CATEGORIES, HOTEL_FACILITIES, UNCATEGORIZED_FACILITIES } from '../seed/data';
import { makeHotel } from '../testing/fixtures';
import { ADMIN, anyNumber, call, type Detail, type Paged } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';
import type { CategoryCountsResponse, FacilityAction, FacilityResponse } from './facilities';

const { server, admin, manager } = await startSignedInServer();

const CATALOGUE_SIZE =
  CATEGORIES.reduce((sum, category) => sum + category.facilities.length, 0) + UNCATEGORIZED_FACILITIES.length;

function get<T>(path: string, hotel: number, token = admin) {
  return call<T>(server, path, { token, hotel });
}

async function facilityList(hotel: number, query = ''): Promise<FacilityResponse[]> {
  const response = await get<Paged<FacilityResponse>>(`/dashboard/facilities/?page=1&page_size=999${query}`, hotel);
  expect(response.status).toBe(200);
  return response.body.results;
}

async function categoryList(hotel: number, path = '/dashboard/categories/'): Promise<CategoryCountsResponse[]> {
  const response = await get<Paged<CategoryCountsResponse>>(`${path}?page=1&page_size=999`, hotel);
  expect(response.status).toBe(200);
  return response.body.results;
}

function act(hotel: number, id: number | string, action: FacilityAction, token = admin) {
  return call<FacilityResponse>(server, `/dashboard/facilities/${id}/${action}/`, { token, hotel, method: 'POST' });
}

async function facilityNamed(name: string, hotel = 1): Promise<FacilityResponse> {
  const found = (await facilityList(hotel)).find((facility) => facility.name === name);
  if (!found) throw new Error(`no facility ${name}`);
  return found;
}

let hotelSerial = 0;

/** A hotel of the test's own, with nothing selected, administered by admin@example.com. */
function freshHotel(): Promise<number> {
  hotelSerial += 1;
  return makeHotel(server.app, { name: `Удобства ${hotelSerial}`, admins: [ADMIN.email] });
}

describe('GET /dashboard/facilities/', () => {
  it('pages the catalogue by category order, the uncategorised last, with the hotel flags', async () => {
    const all = await facilityList(1);
    expect(all).toHaveLength(CATALOGUE_SIZE);
    expect(all[0]).toEqual({
      id: anyNumber,
      name: CATEGORIES[0]!.facilities[0]!.name,
      icon: CATEGORIES[0]!.facilities[0]!.icon,
      category: anyNumber,
      selected: true,
      linked: true,
    });
    const firstUncategorised = all.findIndex((facility) => facility.category === null);
    expect(all.slice(firstUncategorised).every((facility) => facility.category === null)).toBe(true);
    expect(all.slice(firstUncategorised).map((facility) => facility.name)).toEqual(
      UNCATEGORIZED_FACILITIES.map((facility) => facility.name),
    );
    const names = all.filter((facility) => facility.selected).map((facility) => facility.name);
    expect(new Set(names)).toEqual(new Set(HOTEL_FACILITIES[1]!.selected));
    expect(all.every((facility) => !facility.linked || facility.selected)).toBe(true);
  });

  it('reads ?category= as an id, the text null (no category) or empty (all)', async () => {
    const none = await facilityList(1, '&category=null');
    expect(none.map((facility) => facility.name)).toEqual(UNCATEGORIZED_FACILITIES.map((facility) => facility.name));
    expect(await facilityList(1, '&category=')).toHaveLength(CATALOGUE_SIZE);
    const parking = (await categoryList(1)).find((category) => category.name === 'Парковка')!;
    const inParking = await facilityList(1, `&category=${parking.id}`);
    expect(inParking.map((facility) => facility.name)).toEqual(
      CATEGORIES.find((category) => category.name === 'Парковка')!.facilities.map((f) => f.name),
    );
    for (const bad of ['9999', 'abc', '-1', 'NULL']) {
      const response = await get(`/dashboard/facilities/?category=${bad}`, 1);
      expect(response.status, bad).toBe(400);
      expect(response.body).toEqual({
        category: ['Select a valid choice. That choice is not one of the available choices.'],
      });
    }
  });

  it('searches the names: case-insensitive, ё = е, spaces collapsed, wildcards literal, combined with the category', async () => {
    const pools = await facilityList(1, `&search=${encodeURIComponent('  БАССЕЙН ')}`);
    expect(pools.map((facility) => facility.name).sort()).toEqual(['Крытый бассейн', 'Открытый бассейн']);
    expect(await facilityList(1, `&search=${encodeURIComponent('крытый   бассейн')}`)).toHaveLength(2);

    const [tree] = await server.app.db
      .insert(facilities)
      .values({ name: 'Ёлка во дворе', icon: 'tree', categoryId: null, position: 99 })
      .returning();
    try {
      expect((await facilityList(1, `&search=${encodeURIComponent('елка')}`)).map((facility) => facility.id)).toEqual([
        tree!.id,
      ]);
      expect(
        (await facilityList(1, `&search=${encodeURIComponent('ЁЛКА')}&category=null`)).map((facility) => facility.id),
      ).toEqual([tree!.id]);
    } finally {
      await server.app.db.delete(facilities).where(eq(facilities.id, tree!.id));
    }

    expect(await facilityList(1, '&search=%25')).toEqual([]);
    expect(await facilityList(1, '&search=_')).toEqual([]);
    expect(await facilityList(1, '&search=%20%20')).toHaveLength(CATALOGUE_SIZE);
    const parking = (await categoryList(1)).find((category) => category.name === 'Парковка')!;
    expect(
      (await facilityList(1, `&category=${parking.id}&search=${encodeURIComponent('парков')}`))
        .map((facility) => facility.name)
        .sort(),
    ).toEqual(['Бесплатная парковка', 'Парковка с парковщиком']);
    expect(await facilityList(1, `&category=null&search=${encodeURIComponent('парков')}`)).toEqual([]);
  });

  it('is hotel-scoped', async () => {
    expect((await call(server, '/dashboard/facilities/', { token: admin })).status).toBe(403);
    expect((await get('/dashboard/facilities/', 1, manager)).status).toBe(403);
    expect((await call(server, '/dashboard/facilities/', { hotel: 1 })).status).toBe(401);
  });
});

describe('GET /dashboard/categories/ and /filled/', () => {
  it('lists the categories that hold facilities, in order, with the hotel counts', async () => {
    const [empty] = await server.app.db
      .insert(categories)
      .values({ name: 'Пустая категория', icon: 'box', position: 0 })
      .returning();
    try {
      const list = await categoryList(1);
      expect(list.map((category) => category.name)).toEqual(CATEGORIES.map((category) => category.name));
      expect(list.some((category) => category.id === empty!.id)).toBe(false);
      // The catalogue of every category still lists it.
      const catalogue = await get<Paged<{ id: number }>>('/dashboard/categories/all/?page_size=999', 1);
      expect(catalogue.body.results.some((category) => category.id === empty!.id)).toBe(true);
    } finally {
      await server.app.db.delete(categories).where(eq(categories.id, empty!.id));
    }
  });

  it('counts each hotel own choice, matching its facility list', async () => {
    for (const hotel of [1, 2]) {
      const [list, items] = await Promise.all([categoryList(hotel), facilityList(hotel)]);
      for (const category of list) {
        const mine = items.filter((facility) => facility.category === category.id);
        expect(category).toEqual({
          id: category.id,
          name: category.name,
          icon: category.icon,
          facilitiesCount: mine.length,
          selectedCount: mine.filter((facility) => facility.selected).length,
          linkedCount: mine.filter((facility) => facility.linked).length,
        });
      }
    }
    const parking = async (hotel: number) =>
      (await categoryList(hotel)).find((category) => category.name === 'Парковка')!;
    expect((await parking(1)).selectedCount).toBe(2);
    expect((await parking(2)).selectedCount).toBe(2);
    expect((await parking(3)).selectedCount).toBe(1);
    const kids = async (hotel: number) =>
      (await categoryList(hotel)).find((category) => category.name === 'Для детей')!;
    expect([(await kids(1)).selectedCount, (await kids(2)).selectedCount]).toEqual([0, 4]);
  });

  it('filled lists only the categories in which the hotel selected something, and follows the actions', async () => {
    expect((await categoryList(1, '/dashboard/categories/filled/')).map((category) => category.name)).not.toContain(
      'Для детей',
    );
    expect((await categoryList(2, '/dashboard/categories/filled/')).map((category) => category.name)).toContain(
      'Для детей',
    );

    const hotel = await freshHotel();
    expect(await categoryList(hotel, '/dashboard/categories/filled/')).toEqual([]);
    expect(
      (await categoryList(hotel)).every((category) => category.selectedCount === 0 && category.facilitiesCount > 0),
    ).toBe(true);

    const crib = await facilityNamed('Детские кроватки', hotel);
    await act(hotel, crib.id, 'link');
    const filled = await categoryList(hotel, '/dashboard/categories/filled/');
    expect(filled).toEqual([
      { id: crib.category, name: 'Для детей', icon: 'child', facilitiesCount: 4, selectedCount: 1, linkedCount: 1 },
    ]);

    await act(hotel, crib.id, 'unselect');
    expect(await categoryList(hotel, '/dashboard/categories/filled/')).toEqual([]);
    // An uncategorised facility fills no category.
    await act(hotel, (await facilityNamed('Банкомат на территории', hotel)).id, 'select');
    expect(await categoryList(hotel, '/dashboard/categories/filled/')).toEqual([]);
  });

  it('is hotel-scoped, unlike /all/', async () => {
    for (const path of ['/dashboard/categories/', '/dashboard/categories/filled/']) {
      const missing = await call<Detail>(server, path, { token: admin });
      expect(missing.status).toBe(403);
      expect(missing.body).toEqual({ detail: 'The Managed-Hotel header is required: choose a hotel.' });
      expect((await get(path, 1, manager)).status).toBe(403);
    }
    expect((await call(server, '/dashboard/categories/all/', { token: manager })).status).toBe(200);
  });
});

describe('POST /dashboard/facilities/{id}/select|unselect|link|unlink/', () => {
  it('select / unselect answer the facility as the list shows it, idempotently', async () => {
    const hotel = await freshHotel();
    const pool = await facilityNamed('Крытый бассейн', hotel);
    expect(pool).toMatchObject({ selected: false, linked: false });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const selected = await act(hotel, pool.id, 'select');
      expect(selected.status).toBe(200);
      expect(selected.body).toEqual({ ...pool, selected: true, linked: false });
    }
    expect(await facilityNamed('Крытый бассейн', hotel)).toEqual({ ...pool, selected: true, linked: false });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const unselected = await act(hotel, pool.id, 'unselect');
      expect(unselected.status).toBe(200);
      expect(unselected.body).toEqual(pool);
    }
    expect(await facilityNamed('Крытый бассейн', hotel)).toEqual(pool);
  });

  it('link selects too, unlink keeps it selected, unselect unlinks', async () => {
    const hotel = await freshHotel();
    const sauna = await facilityNamed('Сауна и хаммам', hotel);

    expect((await act(hotel, sauna.id, 'link')).body).toEqual({ ...sauna, selected: true, linked: true });
    expect((await act(hotel, sauna.id, 'link')).body).toEqual({ ...sauna, selected: true, linked: true });
    // select keeps the link.
    expect((await act(hotel, sauna.id, 'select')).body).toEqual({ ...sauna, selected: true, linked: true });
    expect((await act(hotel, sauna.id, 'unlink')).body).toEqual({ ...sauna, selected: true, linked: false });
    expect((await act(hotel, sauna.id, 'unlink')).body).toEqual({ ...sauna, selected: true, linked: false });
    expect(await facilityNamed('Сауна и хаммам', hotel)).toEqual({ ...sauna, selected: true, linked: false });

    await act(hotel, sauna.id, 'link');
    expect((await act(hotel, sauna.id, 'unselect')).body).toEqual({ ...sauna, selected: false, linked: false });
    // Nothing to unlink or unselect: still a 200 with the facility.
    expect((await act(hotel, sauna.id, 'unlink')).body).toEqual(sauna);
    expect(await facilityNamed('Сауна и хаммам', hotel)).toEqual(sauna);
  });

  it("changes only the active hotel's choice", async () => {
    const cars = await facilityNamed('Прокат автомобилей', 1);
    expect([
      cars.selected,
      (await facilityNamed('Прокат автомобилей', 2)).selected,
      (await facilityNamed('Прокат автомобилей', 3)).selected,
    ]).toEqual([false, false, true]);

    expect((await act(1, cars.id, 'link')).body).toMatchObject({ selected: true, linked: true });
    expect(await facilityNamed('Прокат автомобилей', 1)).toMatchObject({ selected: true, linked: true });
    expect(await facilityNamed('Прокат автомобилей', 2)).toMatchObject({ selected: false, linked: false });
    expect(await facilityNamed('Прокат автомобилей', 3)).toMatchObject({ selected: true, linked: false });

    // Hotel 3's unselect leaves hotel 1's link alone.
    expect((await act(3, cars.id, 'unselect')).body).toMatchObject({ selected: false, linked: false });
    expect(await facilityNamed('Прокат автомобилей', 1)).toMatchObject({ selected: true, linked: true });

    await act(1, cars.id, 'unselect');
    await act(3, cars.id, 'select');
    expect([
      (await facilityNamed('Прокат автомобилей', 1)).selected,
      (await facilityNamed('Прокат автомобилей', 3)).selected,
    ]).toEqual([false, true]);
  });

  it('lets a manager of the hotel act, and nobody else', async () => {
    const massage = await facilityNamed('Массаж', 2);
    expect((await act(2, massage.id, 'unlink', manager)).status).toBe(200);
    const foreign = await act(1, massage.id, 'select', manager);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ detail: 'You do not have access to this hotel.' });
    expect(
      (await call(server, `/dashboard/facilities/${massage.id}/select/`, { token: admin, method: 'POST' })).status,
    ).toBe(403);
    expect(
      (await call(server, `/dashboard/facilities/${massage.id}/select/`, { hotel: 1, method: 'POST' })).status,
    ).toBe(401);
  });

  it('answers 404 for an unknown or malformed id and 405 for a GET', async () => {
    for (const id of [999_999, 'abc', '1.5', '0x1']) {
      for (const action of ['select', 'link'] as const) {
        const response = await act(1, id, action);
        expect(response.status, `${id} ${action}`).toBe(404);
        expect(response.body).toEqual({ detail: 'Not found.' });
      }
    }
    const wifi = await facilityNamed('Бесплатный Wi-Fi во всём отеле');
    const get = await call<Detail>(server, `/dashboard/facilities/${wifi.id}/select/`, { token: admin, hotel: 1 });
    expect(get.status).toBe(405);
  });

  it('accepts a JSON body and ignores it', async () => {
    const hotel = await freshHotel();
    const atm = await facilityNamed('Банкомат на территории', hotel);
    const response = await call<FacilityResponse>(server, `/dashboard/facilities/${atm.id}/link/`, {
      token: admin,
      hotel,
      json: { linked: false },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...atm, selected: true, linked: true });
  });

  it('settles simultaneous requests into one consistent state', async () => {
    const hotel = await freshHotel();
    const bar = await facilityNamed('Лобби-бар', hotel);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => act(hotel, bar.id, index % 2 === 0 ? 'link' : 'select')),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await facilityNamed('Лобби-бар', hotel)).toEqual({ ...bar, selected: true, linked: true });
    const categoriesAfter = await categoryList(hotel);
    expect(categoriesAfter.find((category) => category.id === bar.category)).toMatchObject({
      selectedCount: 1,
      linkedCount: 1,
    });
  });
});
