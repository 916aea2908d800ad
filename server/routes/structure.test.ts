import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelPositions, channels, channelUsers, positions, userPositions } from '../db/schema';
import { type NodeRef, TREE_TEXT, TREES, type TreeKind, type TreeNode } from '../domain/tree';
import { FIELD_TEXT } from '../http/field-texts';
import { TEAM_ADMIN_ONLY } from '../http/guard';
import { makeHotel, userId } from '../testing/fixtures';
import { ADMIN, anyNumber, call, type Detail, MANAGER, NO_HOTELS } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';
import type { DeletedNodesResponse, SubscribedUserResponse } from './structure';

const { server, admin, manager } = await startSignedInServer();

type Errors = Record<string, string[]>;

interface Options {
  method?: string;
  json?: unknown;
  hotel?: number;
  token?: string;
}

function api<T>(path: string, options: Options = {}) {
  return call<T>(server, path, {
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
    method: options.method,
    json: options.json,
  });
}

function tree(kind: TreeKind, options: Options = {}) {
  return api<TreeNode>(`/dashboard/${kind}/tree_for_hotel/`, options);
}

function addChild(kind: TreeKind, parentId: number, name: unknown, options: Options = {}) {
  return api<TreeNode & Errors>(`/dashboard/${kind}/${parentId}/add_child_node/`, { ...options, json: { name } });
}

function rename(kind: TreeKind, id: number, name: unknown, options: Options = {}) {
  return api<TreeNode & Errors>(`/dashboard/${kind}/${id}/rename_node/`, { ...options, json: { name } });
}

function remove(kind: TreeKind, id: number | string, options: Options = {}) {
  return api<DeletedNodesResponse & Detail>(`/dashboard/${kind}/${id}/`, { ...options, method: 'DELETE' });
}

/** Adds a node and returns its id (fails the test when the server refuses). */
async function node(kind: TreeKind, parentId: number, name: string, hotel: number): Promise<number> {
  const response = await addChild(kind, parentId, name, { hotel });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

/** Every node of a tree, depth first, with the names of its ancestors below the root. */
function flatten(root: TreeNode): { id: number; name: string; path: string[]; children: number[] }[] {
  const result: { id: number; name: string; path: string[]; children: number[] }[] = [];
  const walk = (current: TreeNode, path: string[]) => {
    for (const child of current.children) {
      result.push({
        id: child.id,
        name: child.name,
        path,
        children: child.children.map((grandchild) => grandchild.id),
      });
      walk(child, [...path, child.name]);
    }
  };
  walk(root, []);
  return result;
}

/** The id of the node at `path` (names below the root) in the hotel's tree. */
async function idAt(kind: TreeKind, path: string[], hotel = 1): Promise<number> {
  const response = await tree(kind, { hotel });
  const found = flatten(response.body).find((item) => [...item.path, item.name].join(' › ') === path.join(' › '));
  if (!found) throw new Error(`no ${kind} ${path.join(' › ')} in hotel ${hotel}`);
  return found.id;
}

let serial = 0;
/** A hotel of the test's own, administered by admin@ and managed by manager@, with an empty structure. */
async function freshHotel(): Promise<number> {
  serial += 1;
  return makeHotel(server.app, { name: `Структура ${serial}`, admins: [ADMIN.email], managers: [MANAGER.email] });
}

describe('GET /dashboard/{kind}/tree_for_hotel/', () => {
  it('answers the seeded positions of a hotel as one root with three levels beneath it, children by id', async () => {
    const response = await tree('positions');
    expect(response.status).toBe(200);
    const root = response.body;
    expect(root).toMatchObject({ id: anyNumber, name: 'Все должности' });
    expect(root.children.map((child) => child.name)).toEqual([
      'Руководство',
      'Служба приёма',
      'Хозяйственная служба',
      'Ресторан и бар',
      'Техническая служба',
    ]);
    const reception = root.children[1]!.children[0]!;
    expect(reception.name).toBe('Ресепшн');
    expect(reception.children.map((child) => [child.name, child.children])).toEqual([
      ['Старший администратор', []],
      ['Ночной администратор', []],
    ]);
    const nodes = flatten(root);
    expect(nodes.length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...nodes.map((item) => item.path.length))).toBe(2);
    for (const item of [{ id: root.id, children: root.children.map((child) => child.id) }, ...nodes]) {
      expect(item.children).toEqual([...item.children].sort((a, b) => a - b));
    }
  });

  it('answers the seeded channels, and each hotel its own tree', async () => {
    const [first, second, third] = await Promise.all([
      tree('channels', { hotel: 1 }),
      tree('channels', { hotel: 2 }),
      tree('channels', { hotel: 3, token: manager }),
    ]);
    expect(first.body.name).toBe('Все каналы');
    expect(flatten(first.body).map((item) => [...item.path, item.name].join(' › '))).toContain(
      'Заявки гостей › Хозяйственная служба › Этажи 2–4',
    );
    expect(flatten(third.body).map((item) => item.name)).toContain('Шале 1–6');
    const ids = [first, second, third].map((response) => new Set(flatten(response.body).map((item) => item.id)));
    expect([...ids[0]!].some((id) => ids[1]!.has(id) || ids[2]!.has(id))).toBe(false);
    for (const response of [first, second, third]) expect(flatten(response.body).length).toBeGreaterThanOrEqual(10);
  });

  it('creates the root of a hotel without a tree on its first request, exactly once even when requests race', async () => {
    const hotel = await freshHotel();
    for (const kind of ['positions', 'channels'] as const) {
      const responses = await Promise.all(Array.from({ length: 6 }, () => tree(kind, { hotel, token: manager })));
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
      const rootId = responses[0]!.body.id;
      for (const response of responses)
        expect(response.body).toEqual({ id: rootId, name: TREES[kind].rootName, children: [] });
      const table = kind === 'positions' ? positions : channels;
      const [rows] = await server.app.db.select({ value: count() }).from(table).where(eq(table.hotelId, hotel));
      expect(rows!.value).toBe(1);
      expect((await tree(kind, { hotel })).body.id).toBe(rootId);
    }
  });

  it('needs the Managed-Hotel header naming one of the user’s hotels', async () => {
    expect((await call(server, '/dashboard/positions/tree_for_hotel/', { token: admin })).status).toBe(403);
    expect((await tree('channels', { hotel: 1, token: manager })).status).toBe(403);
    expect((await call(server, '/dashboard/channels/tree_for_hotel/', { hotel: 1 })).status).toBe(401);
  });
});

describe('add_child_node and rename_node', () => {
  it('adds children at three levels, each last among its siblings, with the name trimmed', async () => {
    const hotel = await freshHotel();
    for (const kind of ['positions', 'channels'] as const) {
      const rootId = (await tree(kind, { hotel })).body.id;
      const first = await addChild(kind, rootId, '  Руководство ', { hotel });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: anyNumber, name: 'Руководство', children: [] });
      const second = await node(kind, first.body.id, 'Служба приёма', hotel);
      const third = await node(kind, second, 'Ресепшн', hotel);
      const sibling = await node(kind, rootId, 'Кухня', hotel);
      const whole = (await tree(kind, { hotel })).body;
      expect(whole).toEqual({
        id: rootId,
        name: TREES[kind].rootName,
        children: [
          {
            id: first.body.id,
            name: 'Руководство',
            children: [{ id: second, name: 'Служба приёма', children: [{ id: third, name: 'Ресепшн', children: [] }] }],
          },
          { id: sibling, name: 'Кухня', children: [] },
        ],
      });
    }
  });

  it('refuses a name a sibling has (whatever the case), blank, missing or too long — on the name field', async () => {
    const hotel = await freshHotel();
    const rootId = (await tree('positions', { hotel })).body.id;
    const parent = await node('positions', rootId, 'Служба приёма', hotel);
    await node('positions', parent, 'Ресепшн', hotel);

    expect((await addChild('positions', parent, 'РЕСЕПШН', { hotel })).body).toEqual({
      name: [TREE_TEXT.siblingTaken],
    });
    expect((await addChild('positions', parent, ' ресепшн ', { hotel })).status).toBe(400);
    // Another level, or another parent, may use the name.
    expect((await addChild('positions', rootId, 'Ресепшн', { hotel })).status).toBe(201);
    const blank = await addChild('positions', parent, '   ', { hotel });
    expect([blank.status, blank.body]).toEqual([400, { name: [FIELD_TEXT.blank] }]);
    const missing = await api<Errors>(`/dashboard/positions/${parent}/add_child_node/`, { hotel, json: {} });
    expect([missing.status, missing.body]).toEqual([400, { name: [FIELD_TEXT.required] }]);
    const long = await addChild('positions', parent, 'Я'.repeat(101), { hotel });
    expect([long.status, long.body]).toEqual([400, { name: [FIELD_TEXT.maxLength(100)] }]);
    expect((await addChild('positions', parent, 'Я'.repeat(100), { hotel })).status).toBe(201);
    const names = flatten((await tree('positions', { hotel })).body).map((item) => item.name);
    expect(names.filter((name) => name.toLowerCase() === 'ресепшн')).toHaveLength(2);
  });

  it('renames a node and answers it with its subtree; sibling, blank and length rules hold; the root can be renamed', async () => {
    const hotel = await freshHotel();
    const rootId = (await tree('channels', { hotel })).body.id;
    const requests = await node('channels', rootId, 'Заявки', hotel);
    const housekeeping = await node('channels', requests, 'Уборка', hotel);
    const floor = await node('channels', housekeeping, '3 этаж', hotel);
    await node('channels', requests, 'Ресторан', hotel);

    const renamed = await rename('channels', housekeeping, '  Хозяйственная служба ', { hotel });
    expect([renamed.status, renamed.body]).toEqual([
      200,
      { id: housekeeping, name: 'Хозяйственная служба', children: [{ id: floor, name: '3 этаж', children: [] }] },
    ]);
    // Its own name in another case is not a clash with itself.
    expect((await rename('channels', housekeeping, 'ХОЗЯЙСТВЕННАЯ СЛУЖБА', { hotel })).body.name).toBe(
      'ХОЗЯЙСТВЕННАЯ СЛУЖБА',
    );
    expect((await rename('channels', housekeeping, 'ресторан', { hotel })).body).toEqual({
      name: [TREE_TEXT.siblingTaken],
    });
    expect((await rename('channels', housekeeping, '', { hotel })).body).toEqual({ name: [FIELD_TEXT.blank] });
    expect((await rename('channels', housekeeping, 'x'.repeat(101), { hotel })).body).toEqual({
      name: [FIELD_TEXT.maxLength(100)],
    });
    expect((await rename('channels', rootId, 'Каналы отеля', { hotel })).body).toMatchObject({
      id: rootId,
      name: 'Каналы отеля',
    });

    const names = flatten((await tree('channels', { hotel })).body).map((item) =>
      [...item.path, item.name].join(' › '),
    );
    expect(names).toEqual([
      'Заявки',
      'Заявки › ХОЗЯЙСТВЕННАЯ СЛУЖБА',
      'Заявки › ХОЗЯЙСТВЕННАЯ СЛУЖБА › 3 этаж',
      'Заявки › Ресторан',
    ]);
    expect((await tree('channels', { hotel })).body.name).toBe('Каналы отеля');
  });
});

describe('DELETE /dashboard/{kind}/{id}/', () => {
  it('deletes the node with its whole subtree and answers exactly those ids, with holders and subscriptions', async () => {
    const hotel = await freshHotel();
    const adminId = await userId(server.app, ADMIN.email);
    const managerId = await userId(server.app, MANAGER.email);
    const positionsRoot = (await tree('positions', { hotel })).body.id;
    const channelsRoot = (await tree('channels', { hotel })).body.id;

    const front = await node('positions', positionsRoot, 'Служба приёма', hotel);
    const reception = await node('positions', front, 'Ресепшн', hotel);
    const night = await node('positions', reception, 'Ночной администратор', hotel);
    const concierge = await node('positions', front, 'Консьерж', hotel);
    const kitchen = await node('positions', positionsRoot, 'Кухня', hotel);

    const requests = await node('channels', channelsRoot, 'Заявки гостей', hotel);
    const floors = await node('channels', requests, 'Этажи', hotel);
    const third = await node('channels', floors, '3 этаж', hotel);
    const complaints = await node('channels', channelsRoot, 'Жалобы', hotel);

    const ok = async (path: string, json: unknown) => expect((await api(path, { hotel, json })).status).toBe(204);
    await ok(`/dashboard/positions/${night}/add_to_user/`, { userId: managerId });
    await ok(`/dashboard/positions/${concierge}/add_to_user/`, { userId: adminId });
    await ok(`/dashboard/positions/${kitchen}/add_to_user/`, { userId: adminId });
    await ok(`/dashboard/channels/${third}/subscribe/`, { positionId: night });
    await ok(`/dashboard/channels/${complaints}/subscribe/`, { positionId: reception });
    await ok(`/dashboard/channels/${complaints}/subscribe/`, { positionId: kitchen });
    await ok(`/dashboard/channels/${third}/subscribe/`, { userId: adminId });
    await ok(`/dashboard/channels/${requests}/subscribe/`, { userId: managerId });

    const deleted = await remove('positions', front, { hotel });
    expect([deleted.status, deleted.body]).toEqual([
      200,
      { deletedIds: [front, reception, night, concierge].sort((a, b) => a - b), count: 4 },
    ]);
    expect((await tree('positions', { hotel })).body).toEqual({
      id: positionsRoot,
      name: 'Все должности',
      children: [{ id: kitchen, name: 'Кухня', children: [] }],
    });
    const db = server.app.db;
    const gone = [front, reception, night, concierge];
    expect(await db.select().from(userPositions).where(inArray(userPositions.positionId, gone))).toEqual([]);
    expect(await db.select().from(channelPositions).where(inArray(channelPositions.positionId, gone))).toEqual([]);
    expect(await db.select().from(userPositions).where(eq(userPositions.positionId, kitchen))).toEqual([
      { userId: adminId, positionId: kitchen },
    ]);
    expect((await api<NodeRef[]>(`/dashboard/channels/${complaints}/subscribed_positions/`, { hotel })).body).toEqual([
      { id: kitchen, name: 'Кухня', path: [] },
    ]);

    const channelsGone = await remove('channels', requests, { hotel });
    expect(channelsGone.body).toEqual({ deletedIds: [requests, floors, third].sort((a, b) => a - b), count: 3 });
    expect(
      await db
        .select()
        .from(channelUsers)
        .where(inArray(channelUsers.channelId, [requests, floors, third])),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(channelPositions)
        .where(inArray(channelPositions.channelId, [requests, floors, third])),
    ).toEqual([]);
    expect(flatten((await tree('channels', { hotel })).body).map((item) => item.id)).toEqual([complaints]);

    // A leaf goes alone; a deleted node is unknown afterwards.
    expect((await remove('channels', complaints, { hotel })).body).toEqual({ deletedIds: [complaints], count: 1 });
    expect((await remove('channels', complaints, { hotel })).status).toBe(404);
    expect((await rename('channels', complaints, 'Снова', { hotel })).status).toBe(404);
  });

  it('refuses to delete the root', async () => {
    for (const kind of ['positions', 'channels'] as const) {
      const root = (await tree(kind, { hotel: 2 })).body;
      const response = await remove(kind, root.id, { hotel: 2 });
      expect([response.status, response.body]).toEqual([400, { detail: TREE_TEXT.rootDelete }]);
      expect((await tree(kind, { hotel: 2 })).body).toEqual(root);
    }
  });
});

describe('hotel isolation', () => {
  it('answers 404 for another hotel’s node on every call, and works with that hotel active', async () => {
    const position = await idAt('positions', ['Служба приёма', 'Консьерж'], 2);
    const channel = await idAt('channels', ['Жалобы'], 2);
    const staffOf2 = await userId(server.app, 'g.rossi@example.com');
    const calls: [string, Options, number][] = [
      [`/dashboard/positions/${position}/add_child_node/`, { json: { name: 'Ночной консьерж' } }, 201],
      [`/dashboard/positions/${position}/rename_node/`, { json: { name: 'Консьерж' } }, 200],
      [`/dashboard/positions/${position}/channels/`, {}, 200],
      [`/dashboard/positions/${position}/add_to_user/`, { json: { userId: staffOf2 } }, 204],
      [`/dashboard/positions/${position}/remove_from_user/`, { json: { userId: staffOf2 } }, 204],
      [`/dashboard/channels/${channel}/add_child_node/`, { json: { name: 'Шум' } }, 201],
      [`/dashboard/channels/${channel}/rename_node/`, { json: { name: 'Жалобы' } }, 200],
      [`/dashboard/channels/${channel}/subscribed_positions/`, {}, 200],
      [`/dashboard/channels/${channel}/subscribed_users/`, {}, 200],
      [`/dashboard/channels/${channel}/subscribe/`, { json: { userId: staffOf2 } }, 204],
      [`/dashboard/channels/${channel}/unsubscribe/`, { json: { userId: staffOf2 } }, 204],
    ];
    for (const [path, options] of calls) {
      const foreign = await api<Detail>(path, { ...options, hotel: 1 });
      expect([path, foreign.status, foreign.body]).toEqual([path, 404, { detail: 'Not found.' }]);
    }
    expect((await remove('positions', position, { hotel: 1 })).status).toBe(404);
    expect((await remove('channels', channel, { hotel: 1 })).status).toBe(404);

    for (const [path, options, status] of calls) {
      const own = await api(path, { ...options, hotel: 2 });
      expect([path, own.status]).toEqual([path, status]);
    }
    for (const [kind, name] of [
      ['positions', 'Ночной консьерж'],
      ['channels', 'Шум'],
    ] as const) {
      const added = flatten((await tree(kind, { hotel: 2 })).body).find((item) => item.name === name)!;
      expect((await remove(kind, added.id, { hotel: 2 })).body).toEqual({ deletedIds: [added.id], count: 1 });
    }
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', '0', 'abc', '-1', '1.5', '12345678901']) {
      expect((await api(`/dashboard/positions/${id}/channels/`)).status).toBe(404);
      expect((await api(`/dashboard/channels/${id}/rename_node/`, { json: { name: 'X' } })).status).toBe(404);
      expect((await remove('channels', id)).status).toBe(404);
    }
  });

  it('refuses another hotel’s position or person in a body with a 400 on that field', async () => {
    const channel = await idAt('channels', ['Жалобы'], 1);
    const position = await idAt('positions', ['Служба приёма', 'Консьерж'], 1);
    const foreignPosition = await idAt('positions', ['Детский клуб'], 2);
    const foreignStaff = await userId(server.app, 'g.rossi@example.com');
    const nobody = await userId(server.app, NO_HOTELS.email);
    for (const action of ['subscribe', 'unsubscribe']) {
      expect(
        (await api(`/dashboard/channels/${channel}/${action}/`, { json: { positionId: foreignPosition } })).body,
      ).toEqual({
        positionId: ['Должность не найдена в этом отеле.'],
      });
      for (const user of [foreignStaff, nobody, 999_999, 'abc']) {
        expect((await api(`/dashboard/channels/${channel}/${action}/`, { json: { userId: user } })).body).toEqual({
          userId: ['Сотрудник не найден в этом отеле.'],
        });
      }
    }
    for (const action of ['add_to_user', 'remove_from_user']) {
      for (const user of [foreignStaff, nobody]) {
        const response = await api(`/dashboard/positions/${position}/${action}/`, { json: { userId: user } });
        expect([response.status, response.body]).toEqual([400, { userId: ['Сотрудник не найден в этом отеле.'] }]);
      }
    }
    const [held] = await server.app.db
      .select({ value: count() })
      .from(userPositions)
      .where(inArray(userPositions.userId, [foreignStaff, nobody]));
    const [subscribed] = await server.app.db
      .select({ value: count() })
      .from(channelUsers)
      .where(and(eq(channelUsers.channelId, channel), inArray(channelUsers.userId, [foreignStaff, nobody])));
    expect([
      subscribed!.value,
      (await api<NodeRef[]>(`/dashboard/channels/${channel}/subscribed_positions/`)).body.some(
        (ref) => ref.id === foreignPosition,
      ),
    ]).toEqual([0, false]);
    // g.rossi holds positions in hotel 2 only.
    const [inHotel1] = await server.app.db
      .select({ value: count() })
      .from(userPositions)
      .innerJoin(positions, eq(positions.id, userPositions.positionId))
      .where(and(eq(userPositions.userId, foreignStaff), eq(positions.hotelId, 1)));
    expect([held!.value > 0, inHotel1!.value]).toEqual([true, 0]);
  });
});

describe('role rule', () => {
  it('lets a manager read everything and refuses every change with 403', async () => {
    const hotel = 2;
    const position = await idAt('positions', ['Служба приёма', 'Консьерж'], hotel);
    const channel = await idAt('channels', ['Жалобы'], hotel);
    const trees = async () =>
      (await Promise.all([tree('positions', { hotel }), tree('channels', { hotel })])).map((response) => response.body);
    const before = await trees();
    for (const path of [
      `/dashboard/positions/${position}/channels/`,
      `/dashboard/channels/${channel}/subscribed_positions/`,
      `/dashboard/channels/${channel}/subscribed_users/`,
    ]) {
      expect((await api(path, { hotel, token: manager })).status).toBe(200);
    }
    const managerId = await userId(server.app, MANAGER.email);
    const changes: [string, Options][] = [
      [`/dashboard/positions/${position}/add_child_node/`, { json: { name: 'Новая' } }],
      [`/dashboard/positions/${position}/rename_node/`, { json: { name: 'Новое имя' } }],
      [`/dashboard/positions/${position}/`, { method: 'DELETE' }],
      [`/dashboard/positions/${position}/add_to_user/`, { json: { userId: managerId } }],
      [`/dashboard/positions/${position}/remove_from_user/`, { json: { userId: managerId } }],
      [`/dashboard/channels/${channel}/add_child_node/`, { json: { name: 'Новый' } }],
      [`/dashboard/channels/${channel}/rename_node/`, { json: { name: 'Новое имя' } }],
      [`/dashboard/channels/${channel}/`, { method: 'DELETE' }],
      [`/dashboard/channels/${channel}/subscribe/`, { json: { positionId: position } }],
      [`/dashboard/channels/${channel}/unsubscribe/`, { json: { userId: managerId } }],
    ];
    for (const [path, options] of changes) {
      const response = await api<Detail>(path, { ...options, hotel, token: manager });
      expect([path, response.status, response.body]).toEqual([path, 403, { detail: TEAM_ADMIN_ONLY }]);
    }
    // admin@ only manages hotel 3: the same rule.
    const lodge = await idAt('channels', ['Жалобы'], 3);
    expect(
      (await api(`/dashboard/channels/${lodge}/rename_node/`, { hotel: 3, json: { name: 'Отзывы' } })).status,
    ).toBe(403);
    expect((await remove('channels', lodge, { hotel: 3 })).status).toBe(403);
    expect(await trees()).toEqual(before);
  });
});

describe('subscriptions', () => {
  it('lists the seeded subscriptions with paths, in tree order, and people by last name', async () => {
    const complaints = await idAt('channels', ['Жалобы']);
    const subscribed = await api<NodeRef[]>(`/dashboard/channels/${complaints}/subscribed_positions/`);
    expect(subscribed.body).toEqual([
      { id: anyNumber, name: 'Руководство', path: [] },
      { id: anyNumber, name: 'Старший администратор', path: ['Служба приёма', 'Ресепшн'] },
    ]);
    const people = await api<SubscribedUserResponse[]>(`/dashboard/channels/${complaints}/subscribed_users/`);
    expect(people.body).toEqual([
      { id: anyNumber, email: 'admin@example.com', firstName: 'Анна', lastName: 'Смирнова', isActive: true },
      { id: anyNumber, email: 'i.sokolova@example.com', firstName: 'Ирина', lastName: 'Соколова', isActive: true },
    ]);
    const maids = await idAt('positions', ['Хозяйственная служба', 'Горничные']);
    const channelsOfMaids = await api<NodeRef[]>(`/dashboard/positions/${maids}/channels/`);
    expect(channelsOfMaids.body.map((ref) => [...ref.path, ref.name].join(' › '))).toEqual([
      'Заявки гостей › Хозяйственная служба › Этажи 2–4',
      'Заявки гостей › Хозяйственная служба › Этажи 5–7',
      'Заявки гостей › Хозяйственная служба › Этажи 8–9 и люксы',
    ]);
    const announcements = await idAt('channels', ['Объявления для персонала']);
    expect(
      (await api<NodeRef[]>(`/dashboard/channels/${announcements}/subscribed_positions/`)).body.map((ref) => ref.name),
    ).toEqual(['Ресторан и бар', 'Руководство', 'Служба приёма', 'Техническая служба', 'Хозяйственная служба']);
  });

  it('subscribes and unsubscribes a position and a person, idempotently, and the lists follow', async () => {
    const hotel = await freshHotel();
    const managerId = await userId(server.app, MANAGER.email);
    const adminId = await userId(server.app, ADMIN.email);
    const positionsRoot = (await tree('positions', { hotel })).body.id;
    const channelsRoot = (await tree('channels', { hotel })).body.id;
    const front = await node('positions', positionsRoot, 'Служба приёма', hotel);
    const reception = await node('positions', front, 'Ресепшн', hotel);
    const requests = await node('channels', channelsRoot, 'Заявки', hotel);
    const taxi = await node('channels', requests, 'Такси', hotel);
    const lists = async () => ({
      positions: (await api<NodeRef[]>(`/dashboard/channels/${taxi}/subscribed_positions/`, { hotel })).body,
      users: (await api<SubscribedUserResponse[]>(`/dashboard/channels/${taxi}/subscribed_users/`, { hotel })).body.map(
        (user) => user.email,
      ),
      ofReception: (await api<NodeRef[]>(`/dashboard/positions/${reception}/channels/`, { hotel })).body,
    });
    const post = (action: string, json: unknown) => api(`/dashboard/channels/${taxi}/${action}/`, { hotel, json });

    expect(await lists()).toEqual({ positions: [], users: [], ofReception: [] });
    for (let i = 0; i < 2; i += 1) {
      expect((await post('subscribe', { positionId: reception })).status).toBe(204);
      expect((await post('subscribe', { user_id: String(managerId) })).status).toBe(204);
    }
    expect((await post('subscribe', { userId: adminId })).status).toBe(204);
    expect((await post('subscribe', { positionId: front })).status).toBe(204);
    expect(await lists()).toEqual({
      positions: [
        { id: front, name: 'Служба приёма', path: [] },
        { id: reception, name: 'Ресепшн', path: ['Служба приёма'] },
      ],
      users: [ADMIN.email, MANAGER.email], // Russian collation: Смирнова before Bennett
      ofReception: [{ id: taxi, name: 'Такси', path: ['Заявки'] }],
    });

    for (let i = 0; i < 2; i += 1) {
      expect((await post('unsubscribe', { positionId: reception })).status).toBe(204);
      expect((await post('unsubscribe', { userId: managerId })).status).toBe(204);
    }
    expect(await lists()).toEqual({
      positions: [{ id: front, name: 'Служба приёма', path: [] }],
      users: [ADMIN.email],
      ofReception: [],
    });
  });

  it('wants exactly one of userId and positionId, and a real position below the root', async () => {
    const channel = await idAt('channels', ['Ночная смена']);
    const position = await idAt('positions', ['Служба приёма', 'Портье']);
    const managerOf1 = await userId(server.app, 'e.volkova@example.com');
    const oneOf = { nonFieldErrors: ['Укажите userId или positionId.'] };
    for (const body of [
      {},
      { userId: managerOf1, positionId: position },
      { userId: null, positionId: '' },
      [],
      'text',
    ]) {
      const response = await api(`/dashboard/channels/${channel}/subscribe/`, { json: body });
      expect([JSON.stringify(body), response.status, response.body]).toEqual([JSON.stringify(body), 400, oneOf]);
    }
    const positionsRoot = (await tree('positions')).body.id;
    for (const positionId of [positionsRoot, 999_999, 'abc', 1.5]) {
      const response = await api(`/dashboard/channels/${channel}/subscribe/`, { json: { positionId } });
      expect([response.status, response.body]).toEqual([400, { positionId: ['Должность не найдена в этом отеле.'] }]);
    }
    const channelsRoot = (await tree('channels')).body.id;
    const onRoot = await api(`/dashboard/channels/${channelsRoot}/subscribe/`, { json: { positionId: position } });
    expect([onRoot.status, onRoot.body]).toEqual([400, { detail: TREES.channels.rootIsNotANode }]);
    expect((await api<NodeRef[]>(`/dashboard/channels/${channelsRoot}/subscribed_positions/`)).body).toEqual([]);
  });

  it('subscribes staff who cannot sign in yet (an invitation) as well: they are still the hotel’s staff', async () => {
    const channel = await idAt('channels', ['Ночная смена']);
    const invited = await userId(server.app, 'inactive@example.com');
    expect((await api(`/dashboard/channels/${channel}/subscribe/`, { json: { userId: invited } })).status).toBe(204);
    const people = (await api<SubscribedUserResponse[]>(`/dashboard/channels/${channel}/subscribed_users/`)).body;
    expect(people.find((user) => user.id === invited)).toMatchObject({
      email: 'inactive@example.com',
      isActive: false,
    });
  });
});

describe('add_to_user and remove_from_user', () => {
  it('gives and takes a position, idempotently, for the hotel’s staff only', async () => {
    const position = await idAt('positions', ['Ресторан и бар', 'Бармены']);
    const person = await userId(server.app, 'e.volkova@example.com');
    const holders = async () =>
      (
        await server.app.db
          .select({ userId: userPositions.userId })
          .from(userPositions)
          .where(eq(userPositions.positionId, position))
      ).map((row) => row.userId);
    expect(await holders()).not.toContain(person);
    for (let i = 0; i < 2; i += 1)
      expect((await api(`/dashboard/positions/${position}/add_to_user/`, { json: { userId: person } })).status).toBe(
        204,
      );
    expect((await holders()).filter((id) => id === person)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await api(`/dashboard/positions/${position}/remove_from_user/`, { json: { user_id: person } })).status,
      ).toBe(204);
    expect(await holders()).not.toContain(person);

    const missing = await api(`/dashboard/positions/${position}/add_to_user/`, { json: {} });
    expect([missing.status, missing.body]).toEqual([400, { userId: [FIELD_TEXT.required] }]);
    const root = (await tree('positions')).body.id;
    const onRoot = await api(`/dashboard/positions/${root}/add_to_user/`, { json: { userId: person } });
    expect([onRoot.status, onRoot.body]).toEqual([400, { detail: TREES.positions.rootIsNotANode }]);
    expect((await api<NodeRef[]>(`/dashboard/positions/${root}/channels/`)).body).toEqual([]);
  });
});
