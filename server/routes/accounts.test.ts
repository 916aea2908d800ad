import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hotelAdmins, hotelManagers, positions, userMenu, userPositions, users } from '../db/schema';
import { ADMIN_MENU, MANAGER_MENU } from '../domain/menu';
import { TEAM_ADMIN_ONLY } from '../http/guard';
import { userId } from '../testing/fixtures';
import { ADMIN, anyString, call, type Detail, login, mailLink, matching, type Paged } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';
import type { StaffAccount } from './accounts';

const { server, admin, manager } = await startSignedInServer();

/** Hotel 1's positions made by this file: a root (the seed's, if it made one) with two branches. */
const pos = { root: 0, front: 0, reception: 0, concierge: 0, housekeeping: 0, foreign: 0, foreignRoot: 0 };

const PASSWORD = 'Zvezda-Severa-42';
const EMAIL_TAKEN = { email: ['Пользователь с таким email уже существует.'] };

async function rootOf(hotelId: number): Promise<number> {
  const db = server.app.db;
  const [root] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.hotelId, hotelId), isNull(positions.parentId)));
  if (root) return root.id;
  const [created] = await db
    .insert(positions)
    .values({ hotelId, parentId: null, name: 'Все должности' })
    .returning({ id: positions.id });
  return created!.id;
}

async function child(hotelId: number, parentId: number, name: string): Promise<number> {
  const [row] = await server.app.db
    .insert(positions)
    .values({ hotelId, parentId, name })
    .returning({ id: positions.id });
  return row!.id;
}

beforeAll(async () => {
  pos.root = await rootOf(1);
  pos.front = await child(1, pos.root, 'Тест: служба приёма');
  pos.reception = await child(1, pos.front, 'Тест: ресепшн');
  pos.concierge = await child(1, pos.front, 'Тест: консьерж');
  pos.housekeeping = await child(1, pos.root, 'Тест: горничные');
  pos.foreignRoot = await rootOf(2);
  pos.foreign = await child(2, pos.foreignRoot, 'Тест: пляж');
});

function list(query = '', options: { token?: string; hotel?: number } = {}) {
  return call<Paged<StaffAccount>>(server, `/dashboard/accounts/staff/${query}`, {
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
  });
}

async function all(query = '', options: { token?: string; hotel?: number } = {}): Promise<StaffAccount[]> {
  const response = await list(`?page_size=999${query}`, options);
  expect(response.status).toBe(200);
  expect(response.body.next).toBeNull();
  return response.body.results;
}

function emails(accounts: StaffAccount[]): string[] {
  return accounts.map((account) => account.email);
}

function addStaff(body: unknown, options: { token?: string; hotel?: number } = {}) {
  return call<StaffAccount>(server, '/dashboard/accounts/add_staff/', {
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
    json: body,
  });
}

function patch(id: number | string, body: unknown, options: { token?: string; hotel?: number } = {}) {
  return call<StaffAccount>(server, `/dashboard/accounts/${id}/`, {
    method: 'PATCH',
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
    json: body,
  });
}

function deactivate(id: number | string, options: { token?: string; hotel?: number } = {}) {
  return call<StaffAccount>(server, `/dashboard/accounts/${id}/deactivate/`, {
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
    json: {},
  });
}

let serial = 0;

/** A valid add_staff body for a new, unique person. */
function person(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    email: `staff${serial}@example.com`,
    firstName: 'Вера',
    lastName: `Тестова${serial}`,
    phone: '+7 900 000-00-00',
    role: 'manager',
    password: PASSWORD,
    ...overrides,
  };
}

/** Adds a person through the API (201 expected). */
async function invite(overrides: Record<string, unknown> = {}, hotel = 1): Promise<StaffAccount> {
  const response = await addStaff(person(overrides), { hotel });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Adds a person and activates the account through the e-mailed link. */
async function activeStaff(overrides: Record<string, unknown> = {}, hotel = 1): Promise<StaffAccount> {
  const account = await invite(overrides, hotel);
  const activation = await call(server, '/auth/users/activation/', {
    json: await mailLink(server, account.email, 'activate'),
  });
  expect(activation.status).toBe(204);
  return account;
}

describe('GET /dashboard/accounts/staff/', () => {
  it('lists the active hotel’s administrators and managers with role, status and whether they work elsewhere', async () => {
    const staff = await all();
    const byEmail = new Map(staff.map((account) => [account.email, account]));
    expect(byEmail.get('admin@example.com')).toEqual({
      id: await userId(server.app, 'admin@example.com'),
      email: 'admin@example.com',
      firstName: 'Анна',
      lastName: 'Смирнова',
      phone: '+7 921 100-20-30',
      role: 'admin',
      status: 'active',
      isActive: true,
      lastLogin: anyString,
      dateJoined: anyString,
      positions: expect.any(Array) as unknown,
      // She is also a manager of hotel 3, which she does not administer.
      worksElsewhere: true,
    });
    expect(byEmail.get('e.volkova@example.com')).toMatchObject({
      role: 'manager',
      status: 'active',
      isActive: true,
      worksElsewhere: false,
    });
    expect(byEmail.get('inactive@example.com')).toMatchObject({
      role: 'manager',
      status: 'invited',
      isActive: false,
      lastLogin: null,
    });
    // Staff of other hotels only are not listed.
    for (const other of ['manager@example.com', 'g.rossi@example.com', 's.orlova@example.com', 'nohotels@example.com'])
      expect(byEmail.has(other)).toBe(false);
    // By last name: Волкова, Кузнецов, Петров, Смирнова.
    const order = ['e.volkova@example.com', 'd.kuznetsov@example.com', 'inactive@example.com', 'admin@example.com'].map(
      (email) => emails(staff).indexOf(email),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('is paged', async () => {
    const first = await list('?page_size=2');
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(4);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.next).toMatch(/page=2/);
    const second = await list('?page_size=2&page=2');
    expect(emails(second.body.results)).not.toContain(first.body.results[0]!.email);
    expect((await list('?page=999')).status).toBe(404);
  });

  it('is open to a manager of the hotel, with worksElsewhere relative to that manager', async () => {
    const staff = await all('', { token: manager, hotel: 2 });
    const byEmail = new Map(staff.map((account) => [account.email, account]));
    expect(byEmail.get('manager@example.com')).toMatchObject({ role: 'manager', worksElsewhere: true });
    // Anna administers hotel 1, which Oliver does not: from his side she works elsewhere.
    expect(byEmail.get('admin@example.com')).toMatchObject({ role: 'admin', worksElsewhere: true });
    expect(byEmail.get('g.rossi@example.com')).toMatchObject({ role: 'manager', worksElsewhere: false });
    expect(byEmail.has('e.volkova@example.com')).toBe(false);
  });

  it('needs a hotel of the user', async () => {
    expect((await list('', { token: manager, hotel: 1 })).status).toBe(403);
    expect((await call(server, '/dashboard/accounts/staff/', { token: admin })).status).toBe(403);
    expect((await call(server, '/dashboard/accounts/staff/', { hotel: 1 })).status).toBe(401);
  });

  it('filters by the active flag', async () => {
    const inactive = await all('&is_active=false');
    expect(emails(inactive)).toContain('inactive@example.com');
    expect(inactive.every((account) => !account.isActive)).toBe(true);
    const active = await all('&is_active=true');
    expect(emails(active)).toContain('admin@example.com');
    expect(emails(active)).not.toContain('inactive@example.com');
    expect(active.every((account) => account.isActive)).toBe(true);
    const bad = await list('?is_active=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ isActive: ['Select a valid choice. That choice is not one of the available choices.'] });
  });

  it('filters by a position of this hotel (its holders only) and refuses any other position', async () => {
    const holder = await invite({ positions: [pos.concierge] });
    await invite({ positions: [pos.reception] });
    expect(emails(await all(`&position=${pos.concierge}`))).toEqual([holder.email]);
    expect(await all(`&position=${pos.housekeeping}`)).toEqual([]);
    for (const value of [String(pos.foreign), 'abc', '999999']) {
      const response = await list(`?position=${value}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        position: ['Select a valid choice. That choice is not one of the available choices.'],
      });
    }
  });

  it('searches names (either order, any case, ё = е), e-mail and phone', async () => {
    // A name no demo account has, so the answers can be exact whatever else the seed adds.
    const fedor = await invite({
      email: 'zyuzikov.test@example.com',
      firstName: 'Фёдор',
      lastName: 'Зюзиков',
      phone: '+7 901 777-31-31',
    });
    const only = [fedor.email];
    expect(emails(await all('&search=зюзик'))).toEqual(only);
    expect(emails(await all(`&search=${encodeURIComponent(' ФЁДОР   Зюзиков ')}`))).toEqual(only);
    expect(emails(await all(`&search=${encodeURIComponent('Зюзиков Федор')}`))).toEqual(only);
    expect(emails(await all('&search=ZYUZIKOV.TEST@'))).toEqual(only);
    expect(emails(await all(`&search=${encodeURIComponent('777-31-31')}`))).toEqual(only);
    expect(emails(await all('&search=волкова'))).toContain('e.volkova@example.com');
    expect(await all('&search=%25%25')).toEqual([]);
    // Combined with a filter: Фёдор is invited, not active.
    expect(await all('&search=зюзик&is_active=true')).toEqual([]);
    // Another hotel's staff are not found.
    expect(await all('&search=зюзик', { hotel: 2 })).toEqual([]);
  });
});

describe('the role rule: changes are for the hotel’s administrators', () => {
  it('refuses a manager every change with 403 and changes nothing', async () => {
    const rossi = await userId(server.app, 'g.rossi@example.com');
    const refusals = [
      // Oliver manages hotel 2; Anna only manages hotel 3.
      await addStaff(person(), { token: manager, hotel: 2 }),
      await patch(rossi, { firstName: 'Другое' }, { token: manager, hotel: 2 }),
      await deactivate(rossi, { token: manager, hotel: 2 }),
      await addStaff(person(), { token: admin, hotel: 3 }),
      await patch(
        await userId(server.app, 'a.tanaka@example.com'),
        { firstName: 'Другое' },
        { token: admin, hotel: 3 },
      ),
      await deactivate(await userId(server.app, 'a.tanaka@example.com'), { token: admin, hotel: 3 }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ detail: TEAM_ADMIN_ONLY });
    }
    const [row] = await server.app.db.select().from(users).where(eq(users.id, rossi));
    expect(row).toMatchObject({ firstName: 'Giulia', isActive: true, deactivatedAt: null });
  });
});

describe('POST /dashboard/accounts/add_staff/', () => {
  it('creates an invited account, mails the activation link; activating it lets the person sign in', async () => {
    const body = person({
      email: 'Nina.Lebedeva@Example.com',
      firstName: ' Нина ',
      lastName: 'Лебедева',
      positions: [pos.reception, String(pos.housekeeping), pos.reception],
    });
    const response = await addStaff(body);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number) as unknown,
      email: 'nina.lebedeva@example.com',
      firstName: 'Нина',
      lastName: 'Лебедева',
      phone: '+7 900 000-00-00',
      role: 'manager',
      status: 'invited',
      isActive: false,
      lastLogin: null,
      dateJoined: anyString,
      // By name.
      positions: [
        { id: pos.housekeeping, name: 'Тест: горничные' },
        { id: pos.reception, name: 'Тест: ресепшн' },
      ],
      worksElsewhere: false,
    });
    const id = response.body.id;

    const [mail] = (await server.outbox()).filter((message) => message.to === 'nina.lebedeva@example.com');
    expect(mail).toMatchObject({ subject: 'Активация аккаунта' });
    expect(mail!.links).toEqual([
      matching(new RegExp(`^${server.config.dashboardUrl}/activate/[\\w-]+/[0-9a-z]+-[0-9a-f]+$`)),
    ]);

    const credentials = { email: 'nina.lebedeva@example.com', password: PASSWORD };
    const early = await call<Detail>(server, '/auth/token/', { json: credentials });
    expect(early.status).toBe(401);

    const activation = await call(server, '/auth/users/activation/', {
      json: await mailLink(server, credentials.email, 'activate'),
    });
    expect(activation.status).toBe(204);
    const tokens = await login(server, credentials);
    const me = await call<{ managedHotels: { id: number }[]; adminedHotels: unknown[] }>(server, '/auth/users/me/', {
      token: tokens.access,
    });
    expect(me.body.managedHotels.map((hotel) => hotel.id)).toEqual([1]);
    expect(me.body.adminedHotels).toEqual([]);
    const menu = await call<{ key: string }[]>(server, '/dashboard/users/menu/', { token: tokens.access });
    expect(menu.body.map((item) => item.key)).toEqual([...MANAGER_MENU]);

    const listed = (await all('&search=лебедева')).find((account) => account.id === id);
    expect(listed).toMatchObject({ id, status: 'active', isActive: true, lastLogin: anyString });
  });

  it('adds an administrator with the administrator’s menu, to the active hotel only', async () => {
    const account = await invite({ role: 'admin' }, 2);
    expect(account).toMatchObject({ role: 'admin', status: 'invited', positions: [] });
    const db = server.app.db;
    expect(await db.select().from(hotelAdmins).where(eq(hotelAdmins.userId, account.id))).toEqual([
      { userId: account.id, hotelId: 2 },
    ]);
    expect(await db.select().from(hotelManagers).where(eq(hotelManagers.userId, account.id))).toEqual([]);
    const menu = await db
      .select({ key: userMenu.key })
      .from(userMenu)
      .where(eq(userMenu.userId, account.id))
      .orderBy(userMenu.position);
    expect(menu.map((row) => row.key)).toEqual([...ADMIN_MENU]);
    expect(emails(await all('', { hotel: 2 }))).toContain(account.email);
    expect(emails(await all())).not.toContain(account.email);
  });

  it('refuses an e-mail any account already has, in any letter case, and creates nothing', async () => {
    const before = (await server.outbox()).length;
    for (const email of [
      'e.volkova@example.com',
      'E.Volkova@Example.COM',
      ' manager@example.com ',
      'NOHOTELS@example.com',
    ]) {
      const response = await addStaff(person({ email }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual(EMAIL_TAKEN);
    }
    expect((await server.outbox()).length).toBe(before);
  });

  it('lets only one of two simultaneous invitations of one address through', async () => {
    const body = person({ email: 'twice@example.com' });
    const responses = await Promise.all([addStaff(body), addStaff(body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(responses.find((response) => response.status === 400)!.body).toEqual(EMAIL_TAKEN);
    expect((await server.outbox()).filter((mail) => mail.to === 'twice@example.com')).toHaveLength(1);
  });

  it('reports every missing or invalid field at once', async () => {
    const missing = await addStaff({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      email: ['This field is required.'],
      firstName: ['This field is required.'],
      lastName: ['This field is required.'],
      role: ['This field is required.'],
      password: ['This field is required.'],
    });
    const invalid = await addStaff(
      person({
        email: 'not-an-email',
        firstName: '  ',
        lastName: 'x'.repeat(151),
        role: 'owner',
        phone: 'x'.repeat(33),
      }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      email: ['Enter a valid email address.'],
      firstName: ['This field may not be blank.'],
      lastName: ['Ensure this field has no more than 150 characters.'],
      role: ['"owner" is not a valid choice.'],
      phone: ['Ensure this field has no more than 32 characters.'],
    });
    const list = await addStaff([person()]);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ nonFieldErrors: ['Invalid data. Expected a dictionary, but got list.'] });
  });

  it('checks the password with Django’s validators, against the new person’s e-mail and names', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ password: '12345678' }, ['This password is too common.', 'This password is entirely numeric.']],
      [{ password: 'abc' }, ['This password is too short. It must contain at least 8 characters.']],
      [
        { email: 'kirill.morozov@example.com', password: 'kirill.morozov' },
        ['The password is too similar to the email.'],
      ],
      [{ lastName: 'Verstappen', password: 'Verstappen1' }, ['The password is too similar to the email.']],
    ];
    for (const [overrides, problems] of cases) {
      const body = person(overrides);
      const response = await addStaff(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ password: problems });
      expect((await server.outbox()).some((mail) => mail.to === body.email)).toBe(false);
    }
  });

  it('accepts positions of this hotel’s tree only (not the root, not another hotel’s)', async () => {
    for (const [positionsValue, message] of [
      [[pos.reception, pos.foreign], `Недопустимый первичный ключ "${pos.foreign}" - объект не существует.`],
      [[pos.root], `Недопустимый первичный ключ "${pos.root}" - объект не существует.`],
      [[999_999], 'Недопустимый первичный ключ "999999" - объект не существует.'],
      [['abc'], 'Недопустимый первичный ключ "abc" - объект не существует.'],
      [[{ id: pos.reception }], 'Некорректный тип. Ожидалось значение первичного ключа, получен dict.'],
      [String(pos.reception), 'Ожидался list со значениями, но был получен "str".'],
    ] as const) {
      const response = await addStaff(person({ positions: positionsValue }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ positions: [message] });
    }
  });
});

describe('PATCH /dashboard/accounts/{id}/', () => {
  it('changes names and phone', async () => {
    const account = await invite();
    const response = await patch(account.id, {
      first_name: 'Вероника',
      lastName: ' Петрова ',
      phone: '',
      email: 'ignored@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: account.id,
      email: account.email,
      firstName: 'Вероника',
      lastName: 'Петрова',
      phone: '',
      status: 'invited',
    });
    expect((await patch(account.id, {})).body).toEqual(response.body);
    const blank = await patch(account.id, { firstName: '', lastName: null });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({
      firstName: ['This field may not be blank.'],
      lastName: ['This field may not be null.'],
    });
  });

  it('moves the person between administrators and managers of this hotel only', async () => {
    const account = await invite();
    await server.app.db.insert(hotelManagers).values({ userId: account.id, hotelId: 2 });
    const promoted = await patch(account.id, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('admin');
    const db = server.app.db;
    expect(await db.select().from(hotelAdmins).where(eq(hotelAdmins.userId, account.id))).toEqual([
      { userId: account.id, hotelId: 1 },
    ]);
    expect(await db.select().from(hotelManagers).where(eq(hotelManagers.userId, account.id))).toEqual([
      { userId: account.id, hotelId: 2 },
    ]);
    // The default manager's menu followed the new strongest role.
    const menu = await db
      .select({ key: userMenu.key })
      .from(userMenu)
      .where(eq(userMenu.userId, account.id))
      .orderBy(userMenu.position);
    expect(menu.map((row) => row.key)).toEqual([...ADMIN_MENU]);

    const demoted = await patch(account.id, { role: 'manager' });
    expect(demoted.body.role).toBe('manager');
    expect(await db.select().from(hotelAdmins).where(eq(hotelAdmins.userId, account.id))).toEqual([]);
    const managed = await db
      .select({ hotelId: hotelManagers.hotelId })
      .from(hotelManagers)
      .where(eq(hotelManagers.userId, account.id))
      .orderBy(hotelManagers.hotelId);
    expect(managed).toEqual([{ hotelId: 1 }, { hotelId: 2 }]);

    const bad = await patch(account.id, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ role: ['"owner" is not a valid choice.'] });
  });

  it('refuses to change one’s own role, but accepts it sent back unchanged', async () => {
    const me = await userId(server.app, ADMIN.email);
    const refused = await patch(me, { role: 'manager', firstName: 'Анна' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ role: ['Нельзя изменить собственную роль.'] });
    expect(
      await server.app.db
        .select()
        .from(hotelAdmins)
        .where(and(eq(hotelAdmins.userId, me), eq(hotelAdmins.hotelId, 1))),
    ).toHaveLength(1);
    const same = await patch(me, { role: 'admin', firstName: 'Анна' });
    expect(same.status).toBe(200);
    expect(same.body.role).toBe('admin');
  });

  it('replaces the person’s positions of this hotel and keeps those of other hotels', async () => {
    const account = await invite({ positions: [pos.reception, pos.concierge] });
    await server.app.db.insert(hotelManagers).values({ userId: account.id, hotelId: 2 });
    await server.app.db.insert(userPositions).values({ userId: account.id, positionId: pos.foreign });

    const replaced = await patch(account.id, { positions: [pos.housekeeping] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.positions).toEqual([{ id: pos.housekeeping, name: 'Тест: горничные' }]);
    const held = async () =>
      (
        await server.app.db
          .select({ id: userPositions.positionId })
          .from(userPositions)
          .where(eq(userPositions.userId, account.id))
      )
        .map((row) => row.id)
        .sort((a, b) => a - b);
    expect(await held()).toEqual([pos.housekeeping, pos.foreign].sort((a, b) => a - b));

    // Without `positions` they stay; an empty list clears this hotel's.
    expect((await patch(account.id, { phone: '+7 900 111-11-11' })).body.positions).toHaveLength(1);
    expect((await patch(account.id, { positions: [] })).body.positions).toEqual([]);
    expect(await held()).toEqual([pos.foreign]);

    const foreign = await patch(account.id, { positions: [pos.foreign] });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      positions: [`Недопустимый первичный ключ "${pos.foreign}" - объект не существует.`],
    });
  });

  it('answers 404 for anyone who is not staff of the active hotel', async () => {
    for (const id of [
      await userId(server.app, 'g.rossi@example.com'),
      await userId(server.app, 'manager@example.com'),
      await userId(server.app, 'nohotels@example.com'),
      999_999,
      'abc',
    ]) {
      const response = await patch(id, { firstName: 'Чужой' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Not found.' });
    }
    const [rossi] = await server.app.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.email, 'g.rossi@example.com'));
    expect(rossi!.firstName).toBe('Giulia');
  });
});

describe('POST /dashboard/accounts/{id}/deactivate/', () => {
  it('locks the person out: sign-in, refresh and issued access tokens are refused', async () => {
    const account = await activeStaff();
    const credentials = { email: account.email, password: PASSWORD };
    const tokens = await login(server, credentials);

    const response = await deactivate(account.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: account.id, status: 'deactivated', isActive: false, role: 'manager' });

    const signIn = await call(server, '/auth/token/', { json: credentials });
    expect(signIn.status).toBe(401);
    expect(signIn.body).toEqual({ detail: 'No active account found with the given credentials' });
    const refresh = await call(server, '/auth/token/refresh/', { json: { refresh: tokens.refresh } });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ code: 'no_active_account' });
    const me = await call(server, '/auth/users/me/', { token: tokens.access });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ detail: 'User is inactive', code: 'user_inactive' });

    // Still listed, as deactivated.
    expect((await all('&is_active=false')).find((staff) => staff.id === account.id)).toMatchObject({
      status: 'deactivated',
    });
  });

  it('is idempotent and keeps the first moment', async () => {
    const account = await activeStaff();
    expect((await deactivate(account.id)).status).toBe(200);
    const [first] = await server.app.db.select({ at: users.deactivatedAt }).from(users).where(eq(users.id, account.id));
    expect(first!.at).toBeInstanceOf(Date);
    const again = await deactivate(account.id);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('deactivated');
    const [second] = await server.app.db
      .select({ at: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, account.id));
    expect(second!.at).toEqual(first!.at);
  });

  it('withdraws an invitation: the old activation link no longer switches the account on', async () => {
    const account = await invite();
    const link = await mailLink(server, account.email, 'activate');
    expect((await deactivate(account.id)).body.status).toBe('deactivated');
    const activation = await call(server, '/auth/users/activation/', { json: link });
    expect(activation.status).toBe(403);
    expect(activation.body).toEqual({ detail: 'Stale token for given user.' });
    const [row] = await server.app.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, account.id));
    expect(row!.isActive).toBe(false);
    expect((await call(server, '/auth/token/', { json: { email: account.email, password: PASSWORD } })).status).toBe(
      401,
    );
  });

  it('refuses one’s own account', async () => {
    const response = await deactivate(await userId(server.app, ADMIN.email));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: 'Нельзя деактивировать собственный аккаунт.' });
    expect((await call(server, '/auth/users/me/', { token: admin })).status).toBe(200);
  });

  it('refuses a person who also works in a hotel the administrator does not administer', async () => {
    const account = await activeStaff();
    await server.app.db.insert(hotelManagers).values({ userId: account.id, hotelId: 3 });
    expect((await all()).find((staff) => staff.id === account.id)).toMatchObject({ worksElsewhere: true });
    const response = await deactivate(account.id);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      detail:
        'Сотрудник работает и в других отелях: деактивировать аккаунт может только администратор всех его отелей.',
    });
    const [row] = await server.app.db
      .select({ isActive: users.isActive, at: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, account.id));
    expect(row).toEqual({ isActive: true, at: null });

    // Working in hotel 2 too, which Anna also administers, is no obstacle.
    const both = await activeStaff();
    await server.app.db.insert(hotelManagers).values({ userId: both.id, hotelId: 2 });
    expect((await all()).find((staff) => staff.id === both.id)).toMatchObject({ worksElsewhere: false });
    expect((await deactivate(both.id)).status).toBe(200);
  });

  it('answers 404 for a user of another hotel', async () => {
    for (const email of ['g.rossi@example.com', 'a.tanaka@example.com']) {
      const id = await userId(server.app, email);
      const response = await deactivate(id);
      expect(response.status).toBe(404);
      const [row] = await server.app.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, id));
      expect(row!.isActive).toBe(true);
    }
    expect((await deactivate('abc')).status).toBe(404);
  });
});
