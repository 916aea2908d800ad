/**
 * The front desk's demo data (docs/CONTRACTS.md, "Demo data"): rooms, guests, their stays from two months ago to
 * six weeks ahead, services, and six weeks of service orders with their status history and message threads.
 *
 * Deterministic: one seeded PRNG per hotel (no Math.random) and every date relative to `now`, so the same `now`
 * gives the same rows, and whatever day the seed runs "today" has guests in house and orders in progress. The
 * whole data set is generated in memory and written with one INSERT per table (about 0.3 s for ~12 000 rows on
 * PGlite; row by row it would take many seconds).
 */

import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { transliterate } from '../../lib/translit';
import type { Database } from '../db/database';
import { rowsOf } from '../db/migrate';
import {
  guests,
  hotelAdmins,
  hotelManagers,
  hotels,
  messages,
  rooms,
  serviceOrderEvents,
  serviceOrders,
  services,
  stays,
  users,
} from '../db/schema';
import { todayIn, utcOffsetMinutes } from '../domain/stays';
import { GUEST_PHRASES, type Phrase, type PhraseLanguage, STAFF_PHRASES } from '../translation/phrases';
import {
  FRONT_DESK_PLANS,
  type FrontDeskPlan,
  type MessageTopic,
  NAMES,
  type Nationality,
  ROOM_KINDS,
  type SeedService,
  STAFF_COMMENTS,
} from './front-desk-data';

export interface FrontDeskSummary {
  rooms: number;
  guests: number;
  stays: number;
  services: number;
  orders: number;
  messages: number;
}

type Status = 'new' | 'in_progress' | 'completed' | 'cancelled';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Stays run from this many days before today to this many after; orders cover the last ORDER_DAYS days. */
const PAST_DAYS = 60;
const FUTURE_DAYS = 40;
const ORDER_DAYS = 42;
/** The "recent" orders fall within the last hours, so some are still new or in progress. */
const RECENT_HOURS = 4;

/** mulberry32: small, fast and good enough for demo data; the same seed gives the same data everywhere. */
class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
}

/** Nights of a stay, 1–10, most of them short. */
const STAY_LENGTHS: readonly (readonly [number, number])[] = [
  [1, 6],
  [2, 11],
  [3, 14],
  [4, 13],
  [5, 11],
  [6, 8],
  [7, 10],
  [8, 6],
  [9, 4],
  [10, 5],
];

/** How busy the front desk is by local hour: breakfast and evening peaks, quiet nights. */
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 4, 6, 5, 4, 3, 3, 3, 3, 3, 3, 3, 4, 5, 5, 4, 3, 2];

// ----------------------------------------------------------------------------------------------------------
// Phrases: the guest's messages come from the offline translation table, picked by what the order is about.
// Phrases are matched by their English wording, not their position, so the table can grow or be reordered.

const TOPIC_PATTERNS: Readonly<Record<MessageTopic, RegExp>> = {
  food: /hungry|nuts|card/i,
  taxi: /taxi/i,
  transfer: /transfer|flight/i,
  spa: /massage/i,
  housekeeping: /pillow|ironing|air conditioning|doorbell/i,
  general: /back in the room|card/i,
};

function guestPhrasesFor(topic: MessageTopic): readonly Phrase[] {
  const matching = GUEST_PHRASES.filter(
    (phrase) => TOPIC_PATTERNS[topic].test(phrase.en) || TOPIC_PATTERNS.general.test(phrase.en),
  );
  return matching.length > 0 ? matching : GUEST_PHRASES;
}

const THANKS = GUEST_PHRASES.filter((phrase) => /^thank/i.test(phrase.en));
const STAFF_ACCEPTED = STAFF_PHRASES.filter((phrase) => /received/i.test(phrase.en));
const STAFF_SORRY = STAFF_PHRASES.filter((phrase) => /sorry/i.test(phrase.en));
const STAFF_SURE = STAFF_PHRASES.filter((phrase) => !/received|sorry/i.test(phrase.en));

// ----------------------------------------------------------------------------------------------------------
// Dates: stays are calendar dates of the hotel; orders are instants. The hotels' zones have no DST, so the
// offset at `now` holds for the whole period (and an hour off in a zone that has one would not matter here).

interface Clock {
  now: number;
  today: string;
  offset: number;
  checkInTime: string;
  checkOutTime: string;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The instant of a local date and `HH:MM` time at the hotel. */
function localInstant(clock: Clock, date: string, time: string): number {
  return Date.parse(`${date}T${time.slice(0, 5)}:00Z`) - clock.offset * MINUTE;
}

function localHour(clock: Clock, instant: number): number {
  return new Date(instant + clock.offset * MINUTE).getUTCHours();
}

/** `HH:MM` at the hotel, rounded up to a quarter of an hour (a time a guest would ask for). */
function localQuarter(clock: Clock, instant: number): string {
  const quarter = 15 * MINUTE;
  return new Date(Math.ceil((instant + clock.offset * MINUTE) / quarter) * quarter).toISOString().slice(11, 16);
}

// ----------------------------------------------------------------------------------------------------------
// The plan of one hotel, with references by index; ids are given when the rows are written.

interface RoomPlan {
  number: string;
  floor: number;
  kind: string;
  capacity: number;
}

interface GuestPlan {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationality: Nationality;
  language: PhraseLanguage;
  /** The last check-out of the guest so far, so a returning guest never stays twice at once. */
  lastCheckOut: string;
}

interface StayPlan {
  guest: number;
  room: number | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  createdAt: number;
}

interface EventPlan {
  from: Status | null;
  to: Status;
  user: number | null;
  at: number;
}

interface MessagePlan {
  author: 'guest' | 'staff';
  user: number | null;
  text: string;
  language: string;
  at: number;
}

interface OrderPlan {
  stay: number;
  service: number;
  status: Status;
  data: Record<string, unknown>;
  comment: string;
  createdBy: number | null;
  takenBy: number | null;
  takenAt: number | null;
  completedAt: number | null;
  cancelledAt: number | null;
  createdAt: number;
  updatedAt: number;
  events: EventPlan[];
  messages: MessagePlan[];
}

interface HotelPlan {
  hotelId: number;
  rooms: RoomPlan[];
  guests: GuestPlan[];
  stays: StayPlan[];
  services: (SeedService & { position: number })[];
  orders: OrderPlan[];
}

/** A name as it would appear in an e-mail address: Latin letters only. */
function latin(name: string): string {
  return transliterate(name.normalize('NFD')).replace(/[^a-z]/g, '');
}

function makeGuest(random: Random, plan: FrontDeskPlan): GuestPlan {
  const nationality = random.weighted(Object.entries(plan.nationalities) as [Nationality, number][]);
  const book = NAMES[nationality];
  const female = random.chance(0.5);
  const firstName = random.pick(female ? book.female : book.male);
  const surname = random.pick(book.surnames);
  const lastName = female && book.femaleSurname ? book.femaleSurname(surname) : surname;
  const suffix = random.chance(0.3) ? String(random.int(1, 99)) : '';
  const domain = random.pick(['example.com', 'example.org', 'example.net']);
  const email = random.chance(0.75) ? `${latin(firstName)}.${latin(lastName)}${suffix}@${domain}` : '';
  const phone = random.chance(0.9) ? book.phone.replace(/#/g, () => String(random.int(0, 9))) : '';
  return { firstName, lastName, email, phone, nationality, language: book.language, lastCheckOut: '' };
}

function planRooms(plan: FrontDeskPlan): RoomPlan[] {
  return plan.rooms.flatMap((block) =>
    Array.from({ length: block.to - block.from + 1 }, (_, index) => ({
      number: String(block.from + index),
      floor: block.floor,
      kind: block.kind,
      capacity: ROOM_KINDS[block.kind],
    })),
  );
}

/** Each room's stays one after another with free days between, then guests in order of arrival. */
function planStays(
  random: Random,
  plan: FrontDeskPlan,
  clock: Clock,
  roomPlans: RoomPlan[],
): { stays: StayPlan[]; guests: GuestPlan[] } {
  const dated: { room: number; from: number; nights: number }[] = [];
  roomPlans.forEach((_, room) => {
    let day = -PAST_DAYS - random.int(0, 4);
    for (;;) {
      const nights = random.weighted(STAY_LENGTHS);
      if (day >= FUTURE_DAYS) break;
      dated.push({ room, from: day, nights });
      day += nights;
      // Bookings thin out further ahead: the gap grows with the distance from today.
      day += day < 0 ? random.int(...plan.gapPast) : random.int(...plan.gapFuture) + Math.floor(day / 4);
    }
  });
  dated.sort((a, b) => a.from - b.from || a.room - b.room);

  const guests: GuestPlan[] = [];
  const stays: StayPlan[] = dated.map(({ room, from, nights }) => {
    const checkIn = addDays(clock.today, from);
    const checkOut = addDays(clock.today, from + nights);
    // About one guest in ten has stayed before (and is not in the hotel right now).
    let guest = -1;
    if (guests.length > 20 && random.chance(0.1)) {
      const candidate = random.int(0, guests.length - 1);
      if (guests[candidate]!.lastCheckOut <= checkIn) guest = candidate;
    }
    if (guest < 0) {
      guests.push(makeGuest(random, plan));
      guest = guests.length - 1;
    }
    guests[guest]!.lastCheckOut = checkOut;
    const capacity = roomPlans[room]!.capacity;
    const adults = Math.min(
      capacity,
      random.weighted([
        [1, 3],
        [2, 6],
        [3, 1],
      ] as const),
    );
    const children = capacity > adults && capacity >= 3 ? random.int(0, capacity - adults) : 0;
    const booked = localInstant(
      clock,
      addDays(checkIn, -random.int(1, 60)),
      `${String(random.int(8, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`,
    );
    return {
      guest,
      room,
      checkIn,
      checkOut,
      adults,
      children,
      createdAt: Math.min(booked, clock.now - random.int(10, 600) * MINUTE),
    };
  });

  // A few arrivals still wait for a room: some today, the rest in the coming weeks.
  const arrivingToday = stays.filter((stay) => stay.checkIn === clock.today);
  const upcoming = stays.filter((stay) => stay.checkIn > clock.today);
  for (let i = 0; i < plan.unassignedToday && arrivingToday.length > 0; i += 1) {
    arrivingToday.splice(random.int(0, arrivingToday.length - 1), 1)[0]!.room = null;
  }
  for (let i = plan.unassignedToday; i < plan.unassigned && upcoming.length > 0; i += 1) {
    upcoming.splice(random.int(0, upcoming.length - 1), 1)[0]!.room = null;
  }
  return { stays, guests };
}

function orderData(
  random: Random,
  clock: Clock,
  service: SeedService,
  at: number,
  stay: StayPlan,
): { data: Record<string, unknown>; due: number | null } {
  switch (service.data) {
    case 'quantity':
      return {
        data: {
          quantity: random.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ] as const),
        },
        due: null,
      };
    case 'laundry':
      return { data: { items: random.int(2, 9) }, due: null };
    case 'late_checkout':
      return { data: { time: random.pick(['14:00', '15:00', '16:00']) }, due: null };
    case 'none':
      return { data: {}, due: null };
    case 'breakfast': {
      // Ordered the evening before (or in the morning for right away): served between 7:00 and 10:30.
      let due = at + random.int(30, 60) * MINUTE;
      const hour = localHour(clock, due);
      if (hour < 7 || hour > 10) {
        const morning = addDays(new Date(due + clock.offset * MINUTE).toISOString().slice(0, 10), hour < 7 ? 0 : 1);
        due = localInstant(
          clock,
          morning,
          `${String(random.int(7, 10)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
        );
      }
      return { data: { time: localQuarter(clock, due), persons: stay.adults + stay.children }, due };
    }
    case 'scheduled':
    case 'transfer': {
      // Some hours from now, but a massage or an excursion at 3 a.m. is nobody's plan: the night moves to the morning.
      let due = at + random.int(30, 360) * MINUTE;
      const hour = localHour(clock, due);
      if (hour < 8 || hour >= 22) {
        const morning = addDays(new Date(due + clock.offset * MINUTE).toISOString().slice(0, 10), hour < 8 ? 0 : 1);
        due = localInstant(
          clock,
          morning,
          `${String(random.int(8, 11)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`,
        );
      }
      const data: Record<string, unknown> = { time: localQuarter(clock, due) };
      if (service.data === 'transfer') data.passengers = stay.adults + stay.children;
      return { data, due };
    }
  }
}

/**
 * One order's life: created (by the guest or a member of staff), then taken and completed, or cancelled before or
 * after being taken. Steps later than `now` have not happened yet, which is what leaves recent orders new or in
 * progress; older ones are all completed or cancelled.
 */
function planOrder(
  random: Random,
  clock: Clock,
  staff: readonly number[],
  choice: { service: SeedService; serviceIndex: number; stay: StayPlan; stayIndex: number; language: PhraseLanguage },
  at: number,
  recent: boolean,
  /** Nobody has taken it yet, however long ago it came. */
  waiting = false,
): OrderPlan {
  const { service, stay } = choice;
  const outcome = random.weighted([
    ['completed', 84],
    ['cancelled_new', 9],
    ['cancelled_taken', 7],
  ] as const);
  // A busy evening keeps orders waiting longer; the recent ones show that backlog.
  const takeDelay = recent
    ? random.weighted([
        [random.int(2, 25), 5],
        [random.int(25, 90), 3],
        [random.int(90, 200), 2],
      ] as const)
    : random.weighted([
        [random.int(2, 25), 80],
        [random.int(25, 90), 15],
        [random.int(90, 200), 5],
      ] as const);
  const { data, due } = orderData(random, clock, service, at, stay);
  const createdBy = random.chance(0.2) ? random.pick(staff) : null;
  const taker = random.pick(staff);
  const order: OrderPlan = {
    stay: choice.stayIndex,
    service: choice.serviceIndex,
    status: 'new',
    data,
    comment: createdBy !== null && random.chance(0.5) ? random.pick(STAFF_COMMENTS) : '',
    createdBy,
    takenBy: null,
    takenAt: null,
    completedAt: null,
    cancelledAt: null,
    createdAt: at,
    updatedAt: at,
    events: [{ from: null, to: 'new', user: createdBy, at }],
    messages: [],
  };
  const step = (to: Status, user: number, when: number): boolean => {
    if (when > clock.now) return false;
    order.events.push({ from: order.status, to, user, at: when });
    order.status = to;
    order.updatedAt = when;
    return true;
  };

  const takenAt = at + takeDelay * MINUTE;
  if (waiting) {
    // Still new.
  } else if (outcome === 'cancelled_new') {
    step('cancelled', random.pick(staff), at + random.int(3, 60) * MINUTE);
  } else if (step('in_progress', taker, takenAt)) {
    order.takenBy = taker;
    order.takenAt = takenAt;
    if (outcome === 'cancelled_taken') {
      step('cancelled', taker, takenAt + random.int(5, 60) * MINUTE);
    } else {
      const work = random.int(...service.minutes) * MINUTE;
      step('completed', taker, due !== null ? Math.max(takenAt + 5 * MINUTE, due + work) : takenAt + work);
    }
  }
  if (order.status === 'completed') order.completedAt = order.updatedAt;
  if (order.status === 'cancelled') order.cancelledAt = order.updatedAt;

  planMessages(random, clock, staff, service, choice.language, order, takeDelay);
  return order;
}

/** About a third of the orders have a thread: the guest writes in their language, staff answer in Russian. */
function planMessages(
  random: Random,
  clock: Clock,
  staff: readonly number[],
  service: SeedService,
  language: PhraseLanguage,
  order: OrderPlan,
  takeDelay: number,
): void {
  if (!random.chance(0.35)) return;
  const guestAt = order.createdAt + random.int(1, 12) * MINUTE;
  if (guestAt > clock.now) return;
  const text = random.pick(guestPhrasesFor(service.topic))[language];
  order.messages.push({ author: 'guest', user: null, text, language, at: guestAt });
  const replyAt = guestAt + random.int(1, 10) * MINUTE;
  if (random.chance(0.75) && replyAt <= clock.now) {
    const pool =
      takeDelay > 25 && STAFF_SORRY.length > 0
        ? STAFF_SORRY
        : service.topic === 'food' && STAFF_ACCEPTED.length > 0
          ? STAFF_ACCEPTED
          : STAFF_SURE.length > 0
            ? STAFF_SURE
            : STAFF_PHRASES;
    order.messages.push({
      author: 'staff',
      user: order.takenBy ?? random.pick(staff),
      text: random.pick(pool).ru,
      language: 'ru',
      at: replyAt,
    });
  }
  if (order.completedAt !== null && THANKS.length > 0 && random.chance(0.3)) {
    const thanksAt = Math.max(order.completedAt, replyAt) + random.int(5, 60) * MINUTE;
    if (thanksAt <= clock.now)
      order.messages.push({ author: 'guest', user: null, text: random.pick(THANKS)[language], language, at: thanksAt });
  }
}

/** How many of the recent orders fall in the last two minutes, so they are certainly still new. */
const NEWEST_ORDERS = 2;
/**
 * How many of the recent orders have waited 40–75 minutes and nobody has taken them: past every seeded service's
 * response time and the hotel default, so the desk, «Сегодня» and the navigation open with late orders to show
 * whatever the hour the seed runs at (the random backlog may have none).
 */
const WAITING_ORDERS = 1;

/** Orders within stays (never before check-in or after check-out) over the last weeks, plus a recent burst. */
function planOrders(
  random: Random,
  plan: FrontDeskPlan,
  clock: Clock,
  staff: readonly number[],
  stayPlans: StayPlan[],
  guestPlans: GuestPlan[],
  servicePlans: SeedService[],
): OrderPlan[] {
  if (staff.length === 0) return [];
  const windows = stayPlans
    .map((stay, index) => ({
      index,
      stay,
      start: localInstant(clock, stay.checkIn, clock.checkInTime),
      end: localInstant(clock, stay.checkOut, clock.checkOutTime),
    }))
    .filter(
      (window) => window.stay.room !== null && window.start < clock.now && window.end > clock.now - ORDER_DAYS * DAY,
    );
  const offered = servicePlans
    .map((service, index) => [index, service.weight] as const)
    .filter(([, weight]) => weight > 0);
  const orders: OrderPlan[] = [];
  const draw = (count: number, from: number, to: number, recent: boolean, waiting = false) => {
    for (let made = 0, attempts = 0; made < count && attempts < count * 50; attempts += 1) {
      const at = from + Math.floor(random.next() * (to - from));
      if (!recent && random.next() * 6 > HOUR_WEIGHTS[localHour(clock, at)]!) continue;
      const present = windows.filter((window) => window.start <= at && at < window.end);
      if (present.length === 0) continue;
      const window = random.pick(present);
      const serviceIndex = random.weighted(offered);
      const language = guestPlans[window.stay.guest]!.language;
      const choice = {
        service: servicePlans[serviceIndex]!,
        serviceIndex,
        stay: window.stay,
        stayIndex: window.index,
        language,
      };
      const order = planOrder(random, clock, staff, choice, at, recent, waiting);
      // An order still open must belong to a guest still in the house.
      if ((order.status === 'new' || order.status === 'in_progress') && window.end <= clock.now) continue;
      orders.push(order);
      made += 1;
    }
  };
  const recentFrom = clock.now - RECENT_HOURS * 3_600_000;
  draw(plan.orders - plan.recentOrders, clock.now - ORDER_DAYS * DAY, recentFrom, false);
  draw(plan.recentOrders - NEWEST_ORDERS - WAITING_ORDERS, recentFrom, clock.now - 2 * MINUTE, true);
  // The last minutes' orders, nobody has taken yet (the quickest take is 2 minutes): whatever the hour the seed
  // runs at, the desk opens with new orders waiting.
  draw(NEWEST_ORDERS, clock.now - 2 * MINUTE, clock.now - 10_000, true);
  draw(WAITING_ORDERS, clock.now - 75 * MINUTE, clock.now - 40 * MINUTE, true, true);
  return orders;
}

function planHotel(plan: FrontDeskPlan, clock: Clock, staff: readonly number[]): HotelPlan {
  const random = new Random(0x5eed0000 + plan.hotelId);
  const roomPlans = planRooms(plan);
  const { stays: stayPlans, guests: guestPlans } = planStays(random, plan, clock, roomPlans);
  const servicePlans = plan.services.map((service, index) => ({ ...service, position: index + 1 }));
  const orders = planOrders(random, plan, clock, staff, stayPlans, guestPlans, servicePlans);
  return {
    hotelId: plan.hotelId,
    rooms: roomPlans,
    guests: guestPlans,
    stays: stayPlans,
    services: servicePlans,
    orders,
  };
}

// ----------------------------------------------------------------------------------------------------------
// Writing: ids are taken from the sequences up front so that rows can point at each other, then every table
// is written with one INSERT.

/** Takes n ids of a table's sequence at once (safe next to other writers: each nextval is its own). */
async function reserveIds(db: Database, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await db.execute(
    sql.raw(`SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id FROM generate_series(1, ${n})`),
  );
  return (rowsOf(result) as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Writes rows with one statement: the rows travel as one JSON document that Postgres unpacks
 * (`json_to_recordset`). Thousands of rows as bind parameters cost Drizzle and the driver far more than the
 * database's own JSON parser does (about 5× on PGlite). Keys are the table's Drizzle keys, as for `insert()`.
 */
async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  typedRows: readonly T['$inferInsert'][],
): Promise<void> {
  const rows = typedRows as readonly Record<string, unknown>[];
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // Every row of one call is built by one literal, so the first row's keys are every row's.
  const keys = Object.keys(rows[0]!);
  const names = keys.map((key) => columns[key]!.name);
  // serial is not a type a record can declare; the rest of the column types are.
  const types = keys.map((key) => columns[key]!.getSQLType().replace(/^serial$/, 'integer'));
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(keys.map((key, index): [string, unknown] => [names[index]!, row[key] ?? null])),
    ),
  );
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const record = sql.raw(names.map((name, index) => `"${name}" ${types[index]}`).join(', '));
  await db.execute(
    sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_to_recordset(${json}::json) AS r(${record})`,
  );
}

/** Assigns ids to items in the order of `key` (so ids grow with time, as they would have), by item index. */
function idsInOrder<T>(items: readonly T[], ids: readonly number[], key: (item: T, index: number) => number): number[] {
  const byIndex = new Array<number>(items.length);
  items
    .map((item, index) => ({ index, key: key(item, index) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .forEach(({ index }, position) => {
      byIndex[index] = ids[position]!;
    });
  return byIndex;
}

async function hotelsToSeed(db: Database) {
  const planned = FRONT_DESK_PLANS.map((plan) => plan.hotelId);
  const rows = await db
    .select({
      id: hotels.id,
      timezone: hotels.timezone,
      checkInTime: hotels.checkInTime,
      checkOutTime: hotels.checkOutTime,
    })
    .from(hotels)
    .where(inArray(hotels.id, planned));
  // A hotel with any room, guest or service of its own is left alone: someone made it theirs.
  const taken = new Set(
    (
      rowsOf(
        await db.execute(sql`
          SELECT hotel_id FROM ${rooms} WHERE hotel_id IN ${planned}
          UNION SELECT hotel_id FROM ${guests} WHERE hotel_id IN ${planned}
          UNION SELECT hotel_id FROM ${services} WHERE hotel_id IN ${planned}`),
      ) as { hotel_id: number }[]
    ).map((row) => row.hotel_id),
  );
  return rows.filter((row) => !taken.has(row.id));
}

/** The active administrators and managers of each hotel, who take, complete and cancel its orders. */
async function staffByHotel(db: Database): Promise<Map<number, number[]>> {
  const result = await db.execute(sql`
    SELECT DISTINCT member.hotel_id, ${users.id} AS user_id
    FROM (SELECT hotel_id, user_id FROM ${hotelAdmins} UNION SELECT hotel_id, user_id FROM ${hotelManagers}) AS member
    JOIN ${users} ON ${users.id} = member.user_id
    WHERE ${users.isActive}
    ORDER BY member.hotel_id, user_id`);
  const staff = new Map<number, number[]>();
  for (const row of rowsOf(result) as { hotel_id: number; user_id: number }[]) {
    staff.set(row.hotel_id, [...(staff.get(row.hotel_id) ?? []), row.user_id]);
  }
  return staff;
}

/**
 * Adds the front-desk data of each demo hotel that has none yet (idempotent: a second run adds nothing). `now`
 * anchors every date: stays around the hotel's today, orders over the weeks before `now`.
 */
export async function seedFrontDesk(db: Database, now: Date = new Date()): Promise<FrontDeskSummary> {
  const summary: FrontDeskSummary = { rooms: 0, guests: 0, stays: 0, services: 0, orders: 0, messages: 0 };
  const targets = await hotelsToSeed(db);
  if (targets.length === 0) return summary;
  const staff = await staffByHotel(db);
  const plans = targets.map((hotel) => {
    const clock: Clock = {
      now: now.getTime(),
      today: todayIn(hotel.timezone, now),
      offset: utcOffsetMinutes(hotel.timezone, now),
      checkInTime: hotel.checkInTime.slice(0, 5),
      checkOutTime: hotel.checkOutTime.slice(0, 5),
    };
    return planHotel(FRONT_DESK_PLANS.find((plan) => plan.hotelId === hotel.id)!, clock, staff.get(hotel.id) ?? []);
  });

  const count = (pick: (plan: HotelPlan) => readonly unknown[]) =>
    plans.reduce((sum, plan) => sum + pick(plan).length, 0);
  const roomIds = await reserveIds(
    db,
    'rooms',
    count((plan) => plan.rooms),
  );
  const guestIds = await reserveIds(
    db,
    'guests',
    count((plan) => plan.guests),
  );
  const stayIds = await reserveIds(
    db,
    'stays',
    count((plan) => plan.stays),
  );
  const serviceIds = await reserveIds(
    db,
    'services',
    count((plan) => plan.services),
  );
  const orderIds = await reserveIds(
    db,
    'service_orders',
    count((plan) => plan.orders),
  );

  const roomRows: (typeof rooms.$inferInsert)[] = [];
  const guestRows: (typeof guests.$inferInsert)[] = [];
  const stayRows: (typeof stays.$inferInsert)[] = [];
  const serviceRows: (typeof services.$inferInsert)[] = [];
  const orderRows: (typeof serviceOrders.$inferInsert)[] = [];
  const eventRows: (typeof serviceOrderEvents.$inferInsert)[] = [];
  const messageRows: (typeof messages.$inferInsert)[] = [];
  const servicesCreatedAt = new Date(now.getTime() - (PAST_DAYS + 30) * DAY);
  const take = (pool: number[], n: number) => pool.splice(0, n);

  for (const plan of plans) {
    const hotelId = plan.hotelId;
    const roomId = take(roomIds, plan.rooms.length);
    const firstBooked = new Map<number, number>();
    for (const stay of plan.stays)
      firstBooked.set(stay.guest, Math.min(firstBooked.get(stay.guest) ?? Infinity, stay.createdAt));
    const guestId = idsInOrder(
      plan.guests,
      take(guestIds, plan.guests.length),
      (_guest, index) => firstBooked.get(index) ?? 0,
    );
    const stayId = idsInOrder(plan.stays, take(stayIds, plan.stays.length), (stay) => stay.createdAt);
    const serviceId = take(serviceIds, plan.services.length);
    const orderId = idsInOrder(plan.orders, take(orderIds, plan.orders.length), (order) => order.createdAt);

    plan.rooms.forEach((room, index) => roomRows.push({ id: roomId[index]!, hotelId, ...room }));
    plan.guests.forEach(({ lastCheckOut: _lastCheckOut, ...guest }, index) =>
      guestRows.push({ id: guestId[index]!, hotelId, ...guest }),
    );
    plan.stays.forEach((stay, index) =>
      stayRows.push({
        id: stayId[index]!,
        hotelId,
        guestId: guestId[stay.guest]!,
        roomId: stay.room === null ? null : roomId[stay.room]!,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: stay.adults,
        children: stay.children,
        createdAt: new Date(stay.createdAt),
      }),
    );
    plan.services.forEach((service, index) =>
      serviceRows.push({
        id: serviceId[index]!,
        hotelId,
        name: service.name,
        description: service.description,
        serviceType: service.serviceType,
        price: service.price,
        isActive: service.isActive,
        position: service.position,
        createdAt: servicesCreatedAt,
      }),
    );
    plan.orders.forEach((order, index) => {
      const id = orderId[index]!;
      const date = (value: number | null) => (value === null ? null : new Date(value));
      orderRows.push({
        id,
        hotelId,
        stayId: stayId[order.stay]!,
        serviceId: serviceId[order.service]!,
        status: order.status,
        data: order.data,
        comment: order.comment,
        createdBy: order.createdBy,
        takenBy: order.takenBy,
        takenAt: date(order.takenAt),
        completedAt: date(order.completedAt),
        cancelledAt: date(order.cancelledAt),
        createdAt: new Date(order.createdAt),
        updatedAt: new Date(order.updatedAt),
      });
      for (const event of order.events)
        eventRows.push({
          orderId: id,
          fromStatus: event.from,
          toStatus: event.to,
          userId: event.user,
          createdAt: new Date(event.at),
        });
      for (const message of order.messages) {
        messageRows.push({
          orderId: id,
          author: message.author,
          userId: message.user,
          text: message.text,
          language: message.language,
          createdAt: new Date(message.at),
        });
      }
    });
  }
  // Histories and threads get ids in the order things happened.
  eventRows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime() || a.orderId - b.orderId);
  messageRows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime() || a.orderId - b.orderId);

  await insertRows(db, rooms, roomRows);
  await insertRows(db, guests, guestRows);
  await insertRows(db, stays, stayRows);
  await insertRows(db, services, serviceRows);
  await insertRows(db, serviceOrders, orderRows);
  await insertRows(db, serviceOrderEvents, eventRows);
  await insertRows(db, messages, messageRows);

  // PGlite runs no autovacuum, so without this the planner would guess a dozen rows per table and pick plans
  // that make the 999-row lists several times slower.
  await db.execute(
    sql`ANALYZE ${rooms}, ${guests}, ${stays}, ${services}, ${serviceOrders}, ${serviceOrderEvents}, ${messages}`,
  );

  summary.rooms = roomRows.length;
  summary.guests = guestRows.length;
  summary.stays = stayRows.length;
  summary.services = serviceRows.length;
  summary.orders = orderRows.length;
  summary.messages = messageRows.length;
  return summary;
}
