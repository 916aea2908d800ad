/**
 * The ordered lists under concurrent requests: menu items, virtual categories and their items. Appends at the same
 * moment must still get distinct positions, and two reorders of one list at the same moment must both succeed
 * (one after the other), never deadlock. Runs in the `server` project (PGlite: one connection, so these show the
 * locks work there) and in `server-postgres`, where requests really run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHotel, makeService } from '../testing/fixtures';
import { ADMIN, call, login } from '../testing/http';
import { projectDatabaseKind, startProjectServer } from '../testing/postgres';
import type { TestServer } from '../testing/server';

interface Positioned {
  id: number;
  order: number;
}

let server: TestServer;
let token: string;
let hotel: number;

beforeAll(async () => {
  server = await startProjectServer({ authRateLimit: 10_000 });
  token = (await login(server, ADMIN)).access;
  hotel = await makeHotel(server.app, { name: 'Порядок', admins: [ADMIN.email] });
});

afterAll(async () => {
  await server?.close();
});

const post = <T>(path: string, json: unknown) => call<T>(server, path, { json, token, hotel });
const get = <T>(path: string) => call<T>(server, path, { token, hotel });

async function services(count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 1; index <= count; index += 1) ids.push(await makeService(server.app, hotel, `${prefix} ${index}`));
  return ids;
}

async function created<T>(path: string, bodies: unknown[]): Promise<T[]> {
  const responses = await Promise.all(bodies.map((body) => post<T>(path, body)));
  expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 201));
  return responses.map((response) => response.body);
}

/** The orders of a list as the server lists them. */
async function orders(path: string): Promise<number[]> {
  const page = await get<{ results: Positioned[] }>(`${path}${path.includes('?') ? '&' : '?'}page_size=100`);
  expect(page.status).toBe(200);
  return page.body.results.map((row) => row.order);
}

const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * Two reorders of the same rows at once, in opposite orders (the pattern that deadlocks row-by-row updates taken in
 * the client's order), for several rounds. Answers every round's two statuses and the ids as listed at the end.
 */
async function concurrentSorts(
  sortPath: string,
  listPath: string,
  ids: number[],
  rounds: number,
): Promise<{ statuses: number[]; listed: number[] }> {
  const forward = ids.map((id, index) => ({ id, order: index + 1 }));
  const backward = [...ids].reverse().map((id, index) => ({ id, order: index + 1 }));
  const statuses: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const answers = await Promise.all([post(sortPath, forward), post(sortPath, backward)]);
    statuses.push(...answers.map((response) => response.status));
  }
  const page = await get<{ results: Positioned[] }>(`${listPath}&page_size=100`);
  return { statuses, listed: page.body.results.map((row) => row.id) };
}

/** PGlite has one connection and cannot deadlock: a few rounds show the locks work there; Postgres gets more. */
const ROUNDS = projectDatabaseKind() === 'postgres' ? 20 : 3;

describe(`ordered lists under concurrent requests (${projectDatabaseKind()})`, () => {
  it('gives menu items appended at the same moment distinct positions, 1 to n', async () => {
    const menu = await post<{ id: number }>('/dashboard/menus/', { name: 'Параллельное', type: 'main' });
    expect(menu.status).toBe(201);
    const objects = await services(30, 'Меню');
    await created(
      '/dashboard/menu_items/',
      objects.map((objectId) => ({ menu: menu.body.id, cContentType: 'service', objectId })),
    );
    expect((await orders(`/dashboard/menu_items/?menu=${menu.body.id}`)).sort((a, b) => a - b)).toEqual(oneTo(30));
  });

  it('gives virtual categories appended at the same moment distinct positions, 1 to n', async () => {
    await created(
      '/dashboard/virtual-categories/',
      oneTo(50).map((index) => ({ name: `Подборка ${index}` })),
    );
    expect((await orders('/dashboard/virtual-categories/')).sort((a, b) => a - b)).toEqual(oneTo(50));
  });

  it('gives virtual category items appended at the same moment distinct positions, 1 to n', async () => {
    const [category] = await created<{ id: number }>('/dashboard/virtual-categories/', [{ name: 'Общая' }]);
    const ids = await services(30, 'Подборка');
    await created(
      '/dashboard/virtual-categories-items/',
      ids.map((service, index) => ({ virtualCategory: category!.id, service, name: `Пункт ${index}` })),
    );
    const listed = await orders(`/dashboard/virtual-categories-items/?virtual_category=${category!.id}`);
    expect(listed.sort((a, b) => a - b)).toEqual(oneTo(30));
  });

  it('runs two reorders of one menu at the same moment one after the other, without a deadlock', async () => {
    const menu = await post<{ id: number }>('/dashboard/menus/', { name: 'Сортировка', type: 'main' });
    const objects = await services(12, 'Сортировка меню');
    const items = await created<{ id: number }>(
      '/dashboard/menu_items/',
      objects.map((objectId) => ({ menu: menu.body.id, cContentType: 'service', objectId })),
    );
    const ids = items.map((item) => item.id);
    const { statuses, listed } = await concurrentSorts(
      '/dashboard/menu_items/sort/',
      `/dashboard/menu_items/?menu=${menu.body.id}`,
      ids,
      ROUNDS,
    );
    expect(statuses).toEqual(Array.from({ length: 2 * ROUNDS }, () => 204));
    expect([ids, [...ids].reverse()]).toContainEqual(listed);
  });

  it('runs two reorders of one virtual category at the same moment one after the other, without a deadlock', async () => {
    const [category] = await created<{ id: number }>('/dashboard/virtual-categories/', [{ name: 'Сортировка' }]);
    const serviceIds = await services(12, 'Сортировка подборки');
    const items = await created<{ id: number }>(
      '/dashboard/virtual-categories-items/',
      serviceIds.map((service, index) => ({ virtualCategory: category!.id, service, name: `Пункт ${index}` })),
    );
    const ids = items.map((item) => item.id);
    const { statuses, listed } = await concurrentSorts(
      '/dashboard/virtual-categories-items/sort/',
      `/dashboard/virtual-categories-items/?virtual_category=${category!.id}`,
      ids,
      ROUNDS,
    );
    expect(statuses).toEqual(Array.from({ length: 2 * ROUNDS }, () => 204));
    expect([ids, [...ids].reverse()]).toContainEqual(listed);
  });

  it("runs two replacements of one user's menu at the same moment one after the other", async () => {
    const first = ['home', 'billing', 'orders', 'guests', 'profile'];
    const second = ['home', 'guests', 'orders', 'billing', 'profile'];
    const put = (keys: string[]) =>
      call<{ key: string }[]>(server, '/dashboard/users/menu/', { method: 'PUT', token, json: { keys } });
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all([put(first), put(second)]);
      statuses.push(...answers.map((response) => response.status));
    }
    expect(statuses).toEqual(Array.from({ length: 2 * ROUNDS }, () => 200));
    const menu = await call<{ key: string }[]>(server, '/dashboard/users/menu/', { token });
    expect([first, second]).toContainEqual(menu.body.map((item) => item.key));
  });
});
