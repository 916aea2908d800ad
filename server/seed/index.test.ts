import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashParameters } from '../auth/passwords';
import type { Database } from '../db/database';
import { rowsOf } from '../db/migrate';
import { MANAGER_MENU } from '../domain/menu';
import { nextStatus, ORDER_ACTIONS, type OrderStatus } from '../domain/order-machine';
import { todayIn } from '../domain/stays';
import { findUserByEmail } from '../domain/users';
import { startTestServer, TEST_PASSWORD_HASH_COST, type TestServer } from '../testing/server';
import { GUEST_PHRASES, PHRASE_LANGUAGES, type PhraseLanguage, STAFF_PHRASES } from '../translation/phrases';
import { CATEGORIES, HOTELS, UNCATEGORIZED_FACILITIES, USERS } from './data';
import { FRONT_DESK_PLANS, NAMES, type Nationality } from './front-desk-data';
import { type SeedSummary, seed } from './index';
import { TEAM_PLANS, type TeamNodeSpec } from './team-data';

const FRONT_DESK_TABLES = [
  'rooms',
  'guests',
  'stays',
  'services',
  'service_orders',
  'service_order_events',
  'messages',
];
const TEAM_TABLES = ['positions', 'channels', 'user_positions', 'channel_positions', 'channel_users'];
const TABLES = [
  'users',
  'hotels',
  'hotel_admins',
  'hotel_managers',
  'user_menu',
  'categories',
  'facilities',
  'hotel_facilities',
  'outbox_messages',
  ...FRONT_DESK_TABLES,
  ...TEAM_TABLES,
];

const NOTHING: SeedSummary = {
  hotels: 0,
  users: 0,
  categories: 0,
  facilities: 0,
  mails: 0,
  rooms: 0,
  guests: 0,
  stays: 0,
  services: 0,
  orders: 0,
  messages: 0,
  positions: 0,
  channels: 0,
  staff: 0,
};

/** Nodes of a planned tree, at every level. */
function nodeCount(nodes: readonly TeamNodeSpec[]): number {
  return nodes.reduce((sum, node) => sum + 1 + nodeCount(node.children), 0);
}
/** What the team seed creates in an empty database: each hotel's nodes plus its two roots, and the extra staff. */
const TEAM_CREATED = {
  positions: TEAM_PLANS.reduce((sum, plan) => sum + 1 + nodeCount(plan.positions), 0),
  channels: TEAM_PLANS.reduce((sum, plan) => sum + 1 + nodeCount(plan.channels), 0),
  staff: TEAM_PLANS.reduce((sum, plan) => sum + plan.staff.length, 0),
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** Every row of every seeded table, in a stable order. */
async function snapshot(db: Database, tables = TABLES): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = rowsOf(await db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY 1, 2`)));
  }
  return result;
}

describe('seed', () => {
  it('contains the demo data of docs/CONTRACTS.md', async () => {
    const db = server.app.db;
    const hotels = rowsOf(await db.execute(sql`SELECT id, name, city, currency FROM hotels ORDER BY id`));
    expect(hotels).toEqual([
      { id: 1, name: 'Гранд Отель Нева', city: 'Санкт-Петербург', currency: 'RUB' },
      { id: 2, name: 'Azure Bay Resort', city: 'Сочи', currency: 'RUB' },
      { id: 3, name: 'Алтай Лодж', city: 'Горно-Алтайск', currency: 'RUB' },
    ]);
    expect(await findUserByEmail(db, 'inactive@example.com')).toMatchObject({ isActive: false, firstName: 'Игорь' });
    const admin = await findUserByEmail(db, 'admin@example.com');
    expect(hashParameters(admin!.password)).toEqual({
      n: 2 ** TEST_PASSWORD_HASH_COST,
      r: 8,
      p: 1,
      saltBytes: 16,
      keyBytes: 64,
    });
    const [counts] = rowsOf(
      await db.execute(
        sql`SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM facilities) AS facilities`,
      ),
    ) as [{ categories: number; facilities: number }];
    expect(counts).toEqual({
      categories: CATEGORIES.length,
      facilities: CATEGORIES.reduce((sum, c) => sum + c.facilities.length, 0) + UNCATEGORIZED_FACILITIES.length,
    });
  });

  it('gives each hotel a team: two trees three levels deep, extra staff, one or two positions each, subscriptions', async () => {
    const db = server.app.db;
    const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf(await db.execute(query)) as T[];
    const extraEmails = TEAM_PLANS.flatMap((plan) => plan.staff.map((spec) => spec.email));
    expect(new Set(extraEmails).size).toBe(extraEmails.length);
    expect(extraEmails.some((email) => USERS.some((user) => user.email === email))).toBe(false);

    for (const plan of TEAM_PLANS) {
      const hotelId = plan.hotelId;
      const [trees] = await rows<{
        positions: number;
        positionDepth: number;
        channels: number;
        channelDepth: number;
      }>(sql`
        WITH RECURSIVE p AS (
          SELECT id, 0 AS depth FROM positions WHERE hotel_id = ${hotelId} AND parent_id IS NULL
          UNION ALL SELECT x.id, p.depth + 1 FROM positions x JOIN p ON x.parent_id = p.id
        ), c AS (
          SELECT id, 0 AS depth FROM channels WHERE hotel_id = ${hotelId} AND parent_id IS NULL
          UNION ALL SELECT x.id, c.depth + 1 FROM channels x JOIN c ON x.parent_id = c.id
        )
        SELECT (SELECT count(*)::int FROM p WHERE depth > 0) AS "positions", (SELECT max(depth)::int FROM p) AS "positionDepth",
               (SELECT count(*)::int FROM c WHERE depth > 0) AS "channels", (SELECT max(depth)::int FROM c) AS "channelDepth"`);
      expect(trees!.positions).toBeGreaterThanOrEqual(12);
      expect(trees!.channels).toBeGreaterThanOrEqual(11);
      expect([trees!.positionDepth, trees!.channelDepth]).toEqual([3, 3]);

      const staff = await rows<{
        email: string;
        isActive: boolean;
        lastLogin: Date | null;
        deactivatedAt: Date | null;
        held: number;
        menu: string[];
      }>(sql`
        SELECT u.email, u.is_active AS "isActive", u.last_login AS "lastLogin", u.deactivated_at AS "deactivatedAt",
          (SELECT count(*)::int FROM user_positions x JOIN positions p ON p.id = x.position_id
            WHERE x.user_id = u.id AND p.hotel_id = ${hotelId} AND p.parent_id IS NOT NULL) AS held,
          ARRAY(SELECT key FROM user_menu WHERE user_id = u.id ORDER BY position) AS menu
        FROM users u
        WHERE u.id IN (SELECT user_id FROM hotel_admins WHERE hotel_id = ${hotelId} UNION SELECT user_id FROM hotel_managers WHERE hotel_id = ${hotelId})`);
      // Everyone of the hotel, the demo accounts too, holds one or two of its positions.
      for (const member of staff)
        expect([member.email, member.held]).toEqual([member.email, member.held === 2 ? 2 : 1]);
      const extras = staff.filter((member) => plan.staff.some((spec) => spec.email === member.email));
      expect(extras).toHaveLength(8);
      for (const extra of extras) expect(extra.menu).toEqual([...MANAGER_MENU]);
      const invited = extras.filter((extra) => !extra.isActive && extra.deactivatedAt === null);
      const deactivated = extras.filter((extra) => extra.deactivatedAt !== null);
      const active = extras.filter((extra) => extra.isActive);
      expect([
        invited.length,
        invited[0]!.lastLogin,
        deactivated.length,
        deactivated[0]!.isActive,
        active.length,
      ]).toEqual([1, null, 1, false, 6]);
      for (const member of active) {
        const age = Date.now() - new Date(member.lastLogin!).getTime();
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThan(5 * 86_400_000);
      }

      const [subscriptions] = await rows<{ positions: number; people: number }>(sql`
        SELECT (SELECT count(*)::int FROM channel_positions x JOIN channels c ON c.id = x.channel_id WHERE c.hotel_id = ${hotelId}) AS positions,
               (SELECT count(*)::int FROM channel_users x JOIN channels c ON c.id = x.channel_id WHERE c.hotel_id = ${hotelId}) AS people`);
      expect(subscriptions!.positions).toBeGreaterThanOrEqual(10);
      expect(subscriptions!.people).toBeGreaterThanOrEqual(3);
    }

    // Nothing crosses a hotel, and nothing hangs on a root.
    const [crossing] = await rows<{ n: number }>(sql`
      SELECT (SELECT count(*)::int FROM channel_positions x JOIN channels c ON c.id = x.channel_id JOIN positions p ON p.id = x.position_id
               WHERE c.hotel_id <> p.hotel_id OR c.parent_id IS NULL OR p.parent_id IS NULL)
           + (SELECT count(*)::int FROM user_positions x JOIN positions p ON p.id = x.position_id
               WHERE p.parent_id IS NULL OR x.user_id NOT IN (SELECT user_id FROM hotel_admins WHERE hotel_id = p.hotel_id UNION SELECT user_id FROM hotel_managers WHERE hotel_id = p.hotel_id))
           + (SELECT count(*)::int FROM channel_users x JOIN channels c ON c.id = x.channel_id
               WHERE c.parent_id IS NULL OR x.user_id NOT IN (SELECT user_id FROM hotel_admins WHERE hotel_id = c.hotel_id UNION SELECT user_id FROM hotel_managers WHERE hotel_id = c.hotel_id)) AS n`);
    expect(crossing!.n).toBe(0);
    // The extra staff arrive after the front desk: they never created, took or answered a seeded order.
    const [frontDesk] = await rows<{ n: number }>(sql`
      WITH extra AS (SELECT id FROM users WHERE lower(email) IN ${extraEmails})
      SELECT (SELECT count(*)::int FROM service_orders WHERE created_by IN (SELECT id FROM extra) OR taken_by IN (SELECT id FROM extra))
           + (SELECT count(*)::int FROM service_order_events WHERE user_id IN (SELECT id FROM extra))
           + (SELECT count(*)::int FROM messages WHERE user_id IN (SELECT id FROM extra)) AS n`);
    expect(frontDesk!.n).toBe(0);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(server.app.db);
    const summary = await seed(server.app.db, server.config);
    expect(summary).toEqual(NOTHING);
    expect(await snapshot(server.app.db)).toEqual(before);
  });

  it('fills an empty database, then changes nothing the second time', async () => {
    const other = await startTestServer();
    try {
      const db = other.app.db;
      await db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`));
      const first = await seed(db, other.config);
      expect(first).toMatchObject({
        hotels: HOTELS.length,
        users: USERS.length,
        categories: CATEGORIES.length,
        mails: 1,
        rooms: 268,
        ...TEAM_CREATED,
      });
      const after = await snapshot(db);
      expect(await seed(db, other.config)).toEqual(NOTHING);
      expect(await snapshot(db)).toEqual(after);
      // Explicit hotel ids must not collide with the next generated one.
      const [next] = rowsOf(await db.execute(sql`INSERT INTO hotels (name) VALUES ('Новый') RETURNING id`)) as [
        { id: number },
      ];
      expect(next.id).toBe(HOTELS.length + 1);

      // A hotel whose positions are gone gets them back, hung on the channels and people it still has.
      const links = async () =>
        rowsOf(
          await db.execute(sql`
            SELECT 'holder' AS kind, p.name AS position, u.email AS other FROM user_positions x JOIN positions p ON p.id = x.position_id JOIN users u ON u.id = x.user_id
            UNION ALL
            SELECT 'channel', p.name, c.name FROM channel_positions x JOIN positions p ON p.id = x.position_id JOIN channels c ON c.id = x.channel_id
            ORDER BY 1, 2, 3`),
        );
      const before = await links();
      await db.execute(sql`DELETE FROM positions WHERE hotel_id = 3`);
      const again = await seed(db, other.config);
      expect(again).toEqual({ ...NOTHING, positions: 1 + nodeCount(TEAM_PLANS[2]!.positions) });
      expect(await links()).toEqual(before);
    } finally {
      await other.close();
    }
  });
});

describe('front desk data', () => {
  let fresh: TestServer;
  let db: Database;
  let now: Date;

  /** Rows of a query, typed. */
  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return rowsOf(await db.execute(query)) as T[];
  }

  beforeAll(async () => {
    // Seeded here with a known `now`, so the checks against "now" hold whenever the shared template was built.
    fresh = await startTestServer();
    db = fresh.app.db;
    now = new Date();
    await db.execute(sql.raw(`TRUNCATE ${FRONT_DESK_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
    await seed(db, fresh.config, { now });
  });

  afterAll(async () => {
    await fresh.close();
  });

  it('has rooms on several floors, stays in the planned numbers and each hotel’s services', async () => {
    const perHotel = await rows<{
      hotel_id: number;
      rooms: number;
      floors: number;
      kinds: number;
      stays: number;
      unassigned: number;
      services: number;
      orders: number;
    }>(sql`
      SELECT h.id AS hotel_id,
        (SELECT count(*)::int FROM rooms WHERE hotel_id = h.id) AS rooms,
        (SELECT count(DISTINCT floor)::int FROM rooms WHERE hotel_id = h.id) AS floors,
        (SELECT count(DISTINCT kind)::int FROM rooms WHERE hotel_id = h.id) AS kinds,
        (SELECT count(*)::int FROM stays WHERE hotel_id = h.id) AS stays,
        (SELECT count(*)::int FROM stays WHERE hotel_id = h.id AND room_id IS NULL) AS unassigned,
        (SELECT count(*)::int FROM services WHERE hotel_id = h.id) AS services,
        (SELECT count(*)::int FROM service_orders WHERE hotel_id = h.id) AS orders
      FROM hotels h ORDER BY h.id`);
    expect(perHotel.map((hotel) => hotel.rooms)).toEqual([148, 80, 40]);
    for (const plan of FRONT_DESK_PLANS) {
      const hotel = perHotel.find((row) => row.hotel_id === plan.hotelId)!;
      expect(hotel.floors).toBeGreaterThanOrEqual(2);
      expect(hotel.kinds).toBeGreaterThanOrEqual(3);
      expect(hotel.stays).toBeGreaterThanOrEqual(plan.targetStays[0]);
      expect(hotel.stays).toBeLessThanOrEqual(plan.targetStays[1]);
      expect(hotel.unassigned).toBe(plan.unassigned);
      expect(hotel.services).toBe(plan.services.length);
      expect(hotel.orders).toBe(plan.orders);
    }
    expect(perHotel[0]!.stays).toBeGreaterThanOrEqual(950);
    expect(perHotel[0]!.stays).toBeLessThanOrEqual(1000);
    const [floors] = await rows<{ min: number; max: number }>(
      sql`SELECT min(floor)::int AS min, max(floor)::int AS max FROM rooms WHERE hotel_id = 1`,
    );
    expect(floors).toEqual({ min: 2, max: 9 });
  });

  it('dates stays from about two months ago to six weeks ahead, 1–10 nights, unassigned ones not yet over', async () => {
    const stays = await rows<{
      hotel_id: number;
      check_in: string;
      check_out: string;
      nights: number;
      room_id: number | null;
      timezone: string;
    }>(sql`
      SELECT s.hotel_id, s.check_in::text, s.check_out::text, (s.check_out - s.check_in)::int AS nights, s.room_id, h.timezone
      FROM stays s JOIN hotels h ON h.id = s.hotel_id`);
    for (const stay of stays) {
      const today = Date.parse(todayIn(stay.timezone, now));
      const days = (Date.parse(stay.check_in) - today) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(-65);
      expect(days).toBeLessThan(40);
      expect(stay.nights).toBeGreaterThanOrEqual(1);
      expect(stay.nights).toBeLessThanOrEqual(10);
      if (stay.room_id === null) expect(days).toBeGreaterThanOrEqual(0);
    }
    // Guests in house today, in every hotel.
    for (const plan of FRONT_DESK_PLANS) {
      const today = todayIn(stays.find((stay) => stay.hotel_id === plan.hotelId)!.timezone, now);
      const current = stays.filter(
        (stay) => stay.hotel_id === plan.hotelId && stay.check_in <= today && today < stay.check_out,
      );
      expect(current.length).toBeGreaterThan(5);
    }
  });

  it('never puts two stays in one room on the same night', async () => {
    const [clashes] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM stays a JOIN stays b
        ON a.room_id = b.room_id AND a.id < b.id AND a.check_in < b.check_out AND b.check_in < a.check_out`);
    expect(clashes!.n).toBe(0);
  });

  it('gives guests names of their nationality and the matching language', async () => {
    const guests = await rows<{
      hotel_id: number;
      first_name: string;
      last_name: string;
      nationality: Nationality;
      language: string;
    }>(sql`
      SELECT hotel_id, first_name, last_name, nationality, language FROM guests`);
    for (const guest of guests) {
      const book = NAMES[guest.nationality];
      expect(book).toBeDefined();
      expect(guest.language).toBe(book.language);
      expect([...book.male, ...book.female]).toContain(guest.first_name);
      expect(PHRASE_LANGUAGES).toContain(guest.language);
    }
    expect(
      new Set(guests.filter((guest) => guest.hotel_id === 1).map((guest) => guest.nationality)).size,
    ).toBeGreaterThanOrEqual(8);
    expect(new Set(guests.map((guest) => guest.language))).toEqual(new Set(PHRASE_LANGUAGES));
  });

  it('places every order within its stay, in a room, over the last six weeks', async () => {
    const [outside] = await rows<{ n: number; rooms: number; old: number }>(sql`
      SELECT
        count(*) FILTER (WHERE o.created_at < ((s.check_in + h.check_in_time) AT TIME ZONE h.timezone)
                            OR o.created_at > ((s.check_out + h.check_out_time) AT TIME ZONE h.timezone))::int AS n,
        count(*) FILTER (WHERE s.room_id IS NULL)::int AS rooms,
        count(*) FILTER (WHERE o.created_at < ${now.toISOString()}::timestamptz - interval '43 days' OR o.created_at > ${now.toISOString()}::timestamptz)::int AS old
      FROM service_orders o JOIN stays s ON s.id = o.stay_id JOIN hotels h ON h.id = o.hotel_id
      WHERE o.hotel_id = s.hotel_id`);
    expect(outside).toEqual({ n: 0, rooms: 0, old: 0 });
    const [foreign] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM service_orders o JOIN stays s ON s.id = o.stay_id JOIN services v ON v.id = o.service_id
      WHERE s.hotel_id <> o.hotel_id OR v.hotel_id <> o.hotel_id OR NOT v.is_active`);
    expect(foreign!.n).toBe(0);
  });

  it('leaves in every hotel a new order nobody has taken for 40 minutes, late by any service’s time', async () => {
    const waiting = await rows<{ hotel_id: number }>(sql`
      SELECT DISTINCT hotel_id FROM service_orders
      WHERE status = 'new' AND created_at <= ${now.toISOString()}::timestamptz - interval '40 minutes'
      ORDER BY hotel_id`);
    expect(waiting.map((row) => row.hotel_id)).toEqual(FRONT_DESK_PLANS.map((plan) => plan.hotelId));
  });

  it('keeps every order’s status, timestamps and takers consistent with its history and the state machine', async () => {
    interface Order {
      id: number;
      hotel_id: number;
      status: OrderStatus;
      created_by: number | null;
      taken_by: number | null;
      taken_at: Date | null;
      completed_at: Date | null;
      cancelled_at: Date | null;
      created_at: Date;
      updated_at: Date;
      data: Record<string, unknown>;
      stay_end: Date;
    }
    interface Event {
      order_id: number;
      from_status: OrderStatus | null;
      to_status: OrderStatus;
      user_id: number | null;
      created_at: Date;
    }
    const orders = await rows<Order>(sql`
      SELECT o.*, ((s.check_out + h.check_out_time) AT TIME ZONE h.timezone) AS stay_end
      FROM service_orders o JOIN stays s ON s.id = o.stay_id JOIN hotels h ON h.id = o.hotel_id`);
    const events = await rows<Event>(
      sql`SELECT order_id, from_status, to_status, user_id, created_at FROM service_order_events ORDER BY created_at, id`,
    );
    const staff = new Set(
      (
        await rows<{ key: string }>(sql`
        SELECT hotel_id || ':' || user_id AS key FROM (SELECT hotel_id, user_id FROM hotel_admins UNION SELECT hotel_id, user_id FROM hotel_managers) m
        JOIN users u ON u.id = m.user_id WHERE u.is_active`)
      ).map((row) => row.key),
    );
    const history = new Map<number, Event[]>();
    for (const event of events) history.set(event.order_id, [...(history.get(event.order_id) ?? []), event]);
    const time = (value: Date | null) => (value === null ? null : new Date(value).getTime());
    const statuses: Record<number, Record<string, number>> = {};

    for (const order of orders) {
      const trail = history.get(order.id) ?? [];
      expect(trail[0]).toMatchObject({ from_status: null, to_status: 'new', user_id: order.created_by });
      expect(time(trail[0]!.created_at)).toBe(time(order.created_at));
      for (let i = 1; i < trail.length; i += 1) {
        const { from_status: from, to_status: to, user_id: user } = trail[i]!;
        expect(from).toBe(trail[i - 1]!.to_status);
        expect(ORDER_ACTIONS.some((action) => nextStatus(action, from!) === to)).toBe(true);
        expect(staff.has(`${order.hotel_id}:${user}`)).toBe(true);
      }
      if (order.created_by !== null) expect(staff.has(`${order.hotel_id}:${order.created_by}`)).toBe(true);
      const last = trail.at(-1)!;
      expect(last.to_status).toBe(order.status);
      expect(time(order.updated_at)).toBe(time(last.created_at));
      const at = (status: OrderStatus) => time(trail.find((event) => event.to_status === status)?.created_at ?? null);
      const taken = trail.find((event) => event.to_status === 'in_progress');
      expect([order.taken_by, time(order.taken_at)]).toEqual([taken?.user_id ?? null, at('in_progress')]);
      expect(time(order.completed_at)).toBe(at('completed'));
      expect(time(order.cancelled_at)).toBe(at('cancelled'));
      expect(time(last.created_at)).toBeLessThanOrEqual(now.getTime());
      const open = order.status === 'new' || order.status === 'in_progress';
      // Open orders belong to guests still in the house; anything older than a day has been dealt with.
      if (open) expect(time(order.stay_end)).toBeGreaterThan(now.getTime());
      if (now.getTime() - time(order.created_at)! > 86_400_000) expect(open).toBe(false);
      expect(typeof order.data).toBe('object');
      (statuses[order.hotel_id] ??= {})[order.status] = (statuses[order.hotel_id]?.[order.status] ?? 0) + 1;
    }
    for (const plan of FRONT_DESK_PLANS) {
      const counts = statuses[plan.hotelId]!;
      expect(counts.new).toBeGreaterThan(0);
      expect(counts.in_progress).toBeGreaterThan(0);
      expect(counts.completed).toBeGreaterThan(counts.cancelled!);
      expect(counts.cancelled).toBeGreaterThan(0);
    }
    expect(orders.some((order) => typeof order.data.quantity === 'number')).toBe(true);
    expect(orders.some((order) => /^\d{2}:\d{2}$/.test(String(order.data.time)))).toBe(true);
  });

  it('writes messages only from the phrase table: guests in their language, staff in Russian', async () => {
    const messages = await rows<{
      order_id: number;
      author: 'guest' | 'staff';
      user_id: number | null;
      text: string;
      language: string;
      guest_language: string;
      hotel_id: number;
      created_at: Date;
      order_created_at: Date;
    }>(sql`
      SELECT m.order_id, m.author, m.user_id, m.text, m.language, g.language AS guest_language, o.hotel_id, m.created_at, o.created_at AS order_created_at
      FROM messages m JOIN service_orders o ON o.id = m.order_id JOIN stays s ON s.id = o.stay_id JOIN guests g ON g.id = s.guest_id`);
    const staffTexts = STAFF_PHRASES.map((phrase) => phrase.ru);
    for (const message of messages) {
      if (message.author === 'guest') {
        expect([message.language, message.user_id]).toEqual([message.guest_language, null]);
        expect(GUEST_PHRASES.map((phrase) => phrase[message.language as PhraseLanguage])).toContain(message.text);
      } else {
        expect(message.language).toBe('ru');
        expect(message.user_id).not.toBeNull();
        expect(staffTexts).toContain(message.text);
      }
      expect(new Date(message.created_at).getTime()).toBeGreaterThan(new Date(message.order_created_at).getTime());
      expect(new Date(message.created_at).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(
      new Set(messages.filter((message) => message.author === 'guest').map((message) => message.language)),
    ).toEqual(new Set(PHRASE_LANGUAGES));
    expect(messages.some((message) => message.author === 'staff')).toBe(true);
    const [threads] = await rows<{ with: number; total: number }>(sql`
      SELECT (SELECT count(DISTINCT order_id)::int FROM messages) AS with, (SELECT count(*)::int FROM service_orders) AS total`);
    expect(threads!.with / threads!.total).toBeGreaterThan(0.2);
    expect(threads!.with / threads!.total).toBeLessThan(0.5);
  });

  it('is deterministic: the same moment gives the same data', async () => {
    const before = await snapshot(db, FRONT_DESK_TABLES);
    await db.execute(sql.raw(`TRUNCATE ${FRONT_DESK_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
    const summary = await seed(db, fresh.config, { now });
    expect(summary.stays).toBe(before.stays!.length);
    expect(await snapshot(db, FRONT_DESK_TABLES)).toEqual(before);
  });

  it('leaves a hotel that already has front-desk data alone', async () => {
    await db.execute(sql`DELETE FROM stays WHERE hotel_id = 3`);
    expect(await seed(db, fresh.config, { now })).toEqual(NOTHING);
    const [left] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM stays WHERE hotel_id = 3`);
    expect(left!.n).toBe(0);
  });
});
