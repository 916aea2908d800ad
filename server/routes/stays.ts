/**
 * The front desk's stays and rooms (docs/CONTRACTS.md, "Stays and rooms"): the guests list with each stay's order
 * counts, one stay, assigning a room without ever double-booking it, and the hotel's rooms with their
 * availability for a stay. Everything is hotel-scoped (`Managed-Hotel`); another hotel's stay or room is a 404
 * or "not found in this hotel", never a leak.
 */
import { and, asc, count, desc, eq, gt, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { guests, rooms, serviceOrders, stays } from '../db/schema';
import { hotelToday, russianDate, STAY_STATES, type StayState, stayState } from '../domain/stays';
import { notFound, validationError } from '../http/errors';
import { FIELD_TEXT, FIELD_TEXT_RU } from '../http/field-texts';
import { activeHotel, requireHotel } from '../http/guard';
import { paginate } from '../http/pagination';
import { pathId, queryParam } from '../http/request';

interface RoomResponse {
  id: number;
  number: string;
  floor: number;
  kind: string;
  capacity: number;
}

interface GuestResponse {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationality: string;
  language: string;
}

export interface StayResponse {
  id: number;
  guest: GuestResponse;
  room: RoomResponse | null;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  state: StayState;
  ordersCount: number;
  openOrdersCount: number;
}

export interface RoomAvailabilityResponse extends RoomResponse {
  available: boolean;
  occupiedBy: { stayId: number; guestName: string; checkIn: string; checkOut: string } | null;
}

const ROOM_NOT_FOUND = 'Номер не найден в этом отеле.';
const STAY_NOT_FOUND = 'Проживание не найдено в этом отеле.';
const STAY_IS_PAST = 'Проживание завершено: номер прошедшего проживания изменить нельзя.';

/**
 * The leading digits of a room number as a number, so "9" < "10" < "101" < "101A" < "102"; numbers without
 * leading digits ("V1") sort after the numeric ones, by text. bigint: `number` is varchar(16).
 */
const roomNumberKey = sql`(substring(${rooms.number} from '^[0-9]+'))::bigint`;

/**
 * `?ordering=`: rooms in numeric order with the stays of one room by arrival; unassigned stays last in both
 * directions, as they are the ones the front desk still has to place and a descending list should not bury the
 * rooms under them. The stay id ends every ordering, so pages never overlap or skip a row.
 */
const STAY_ORDERINGS: Readonly<Record<string, SQL[]>> = {
  room__number: [
    sql`${stays.roomId} is null`,
    sql`${roomNumberKey} asc nulls last`,
    asc(rooms.number),
    asc(stays.checkIn),
    asc(stays.id),
  ],
  '-room__number': [
    sql`${stays.roomId} is null`,
    sql`${roomNumberKey} desc nulls last`,
    desc(rooms.number),
    desc(stays.checkIn),
    desc(stays.id),
  ],
  check_in: [asc(stays.checkIn), asc(stays.id)],
  '-check_in': [desc(stays.checkIn), desc(stays.id)],
  guest__last_name: [asc(guests.lastName), asc(guests.firstName), asc(stays.id)],
};
const DEFAULT_ORDERING = 'room__number';

function orderingOf(request: FastifyRequest): SQL[] {
  const raw = queryParam(request.query, 'ordering')?.trim() || DEFAULT_ORDERING;
  const ordering = STAY_ORDERINGS[raw];
  if (!ordering) throw validationError({ ordering: [FIELD_TEXT_RU.selectValidChoice(raw)] });
  return ordering;
}

function stateOf(request: FastifyRequest): StayState | undefined {
  const raw = queryParam(request.query, 'state')?.trim();
  if (!raw) return undefined;
  if (!(STAY_STATES as readonly string[]).includes(raw))
    throw validationError({ state: [FIELD_TEXT_RU.selectValidChoice(raw)] });
  return raw as StayState;
}

/** [checkIn, checkOut) against the hotel's today (docs/CONTRACTS.md, StayState). */
function stateFilter(state: StayState, today: string): SQL | undefined {
  switch (state) {
    case 'current':
      return and(sql`${stays.checkIn} <= ${today}::date`, sql`${stays.checkOut} > ${today}::date`);
    case 'upcoming':
      return sql`${stays.checkIn} > ${today}::date`;
    case 'past':
      return sql`${stays.checkOut} <= ${today}::date`;
  }
}

/** A `YYYY-MM-DD` query parameter (django-filter's DateFilter), undefined when absent, a 400 on the parameter when malformed. */
function dateParam(request: FastifyRequest, name: string): string | undefined {
  const raw = queryParam(request.query, name)?.trim();
  if (!raw) return undefined;
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(raw) &&
    !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) &&
    new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);
  if (!valid) throw validationError({ [name]: [FIELD_TEXT.invalidDate] });
  return raw;
}

/**
 * The day filters of the front desk's quick views (docs/CONTRACTS.md, «Stays: day filters»), django-filter style:
 * `check_in=` and `check_out=` an exact day (arrivals / departures of that day), `check_out__gt=` a departure after
 * a day (not yet gone), `room__isnull=true|false` without / with a room.
 */
function dayFilters(request: FastifyRequest): SQL | undefined {
  const checkIn = dateParam(request, 'check_in');
  const checkOut = dateParam(request, 'check_out');
  const checkOutAfter = dateParam(request, 'check_out__gt');
  const rawNoRoom = queryParam(request.query, 'room__isnull')?.trim().toLowerCase();
  let noRoom: boolean | undefined;
  if (rawNoRoom) {
    if (['true', '1'].includes(rawNoRoom)) noRoom = true;
    else if (['false', '0'].includes(rawNoRoom)) noRoom = false;
    else throw validationError({ room__isnull: [FIELD_TEXT.invalidBoolean] });
  }
  return and(
    checkIn ? sql`${stays.checkIn} = ${checkIn}::date` : undefined,
    checkOut ? sql`${stays.checkOut} = ${checkOut}::date` : undefined,
    checkOutAfter ? sql`${stays.checkOut} > ${checkOutAfter}::date` : undefined,
    noRoom === undefined ? undefined : noRoom ? sql`${stays.roomId} is null` : sql`${stays.roomId} is not null`,
  );
}

/** `ё` is written as `е` as often as not; searching ignores the difference. */
function foldText(value: SQL): SQL {
  return sql`translate(lower(${value}), 'ё', 'е')`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * `?search=`: a substring of "first last" or "last first" (so a full name matches typed either way), or the
 * start of the room number.
 */
function searchFilter(request: FastifyRequest): SQL | undefined {
  const raw = queryParam(request.query, 'search')?.trim().replace(/\s+/g, ' ');
  if (!raw) return undefined;
  const term = raw.toLowerCase().replaceAll('ё', 'е');
  const contains = `%${escapeLike(term)}%`;
  return or(
    sql`${foldText(sql`${guests.firstName} || ' ' || ${guests.lastName}`)} like ${contains}`,
    sql`${foldText(sql`${guests.lastName} || ' ' || ${guests.firstName}`)} like ${contains}`,
    sql`${rooms.number} like ${`${escapeLike(raw)}%`}`,
  );
}

/**
 * The stays of the hotel with their guest, room and order counts. The counts come from a lateral aggregate over
 * the stay's orders (index service_orders_stay_idx), so a page of 999 stays is one query, not 999.
 */
function selectStays(db: Database) {
  const counts = db
    .select({
      total: sql<number>`count(*)::int`.as('orders_count'),
      open: sql<number>`(count(*) filter (where ${serviceOrders.status} in ('new', 'in_progress')))::int`.as(
        'open_orders_count',
      ),
    })
    .from(serviceOrders)
    .where(eq(serviceOrders.stayId, stays.id))
    .as('order_counts');
  return db
    .select({
      id: stays.id,
      guest: {
        id: guests.id,
        firstName: guests.firstName,
        lastName: guests.lastName,
        email: guests.email,
        phone: guests.phone,
        nationality: guests.nationality,
        language: guests.language,
      },
      room: { id: rooms.id, number: rooms.number, floor: rooms.floor, kind: rooms.kind, capacity: rooms.capacity },
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      adults: stays.adults,
      children: stays.children,
      ordersCount: counts.total,
      openOrdersCount: counts.open,
    })
    .from(stays)
    .innerJoin(guests, eq(guests.id, stays.guestId))
    .leftJoin(rooms, eq(rooms.id, stays.roomId))
    .leftJoinLateral(counts, sql`true`);
}

type StayRow = Awaited<ReturnType<ReturnType<typeof selectStays>['execute']>>[number];

function toStay(row: StayRow, today: string): StayResponse {
  return {
    id: row.id,
    guest: row.guest,
    room: row.room,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    adults: row.adults,
    children: row.children,
    state: stayState(row.checkIn, row.checkOut, today),
    ordersCount: row.ordersCount,
    openOrdersCount: row.openOrdersCount,
  };
}

async function todayOf(db: Database, hotelId: number): Promise<string> {
  const today = await hotelToday(db, hotelId);
  if (!today) throw notFound();
  return today;
}

/** One stay of the hotel as `Stay`, or a 404. */
async function loadStay(db: Database, hotelId: number, stayId: number): Promise<StayResponse> {
  const [row] = await selectStays(db)
    .where(and(eq(stays.id, stayId), eq(stays.hotelId, hotelId)))
    .limit(1);
  if (!row) throw notFound();
  return toStay(row, await todayOf(db, hotelId));
}

async function stayPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const ordering = orderingOf(request);
  const state = stateOf(request);
  const today = await todayOf(app.db, hotelId);
  const where = and(
    eq(stays.hotelId, hotelId),
    state ? stateFilter(state, today) : undefined,
    dayFilters(request),
    searchFilter(request),
  );
  const [total] = await app.db
    .select({ value: count() })
    .from(stays)
    .innerJoin(guests, eq(guests.id, stays.guestId))
    .leftJoin(rooms, eq(rooms.id, stays.roomId))
    .where(where);
  return paginate(request, total?.value ?? 0, async (limit, offset) => {
    const rows = await selectStays(app.db)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => toStay(row, today));
  });
}

/**
 * `{room}` of set_room: undefined when missing (null and "" included: a stay cannot be taken out of its room
 * here), null when it cannot be a room id at all (then it is "not found", like an id of another hotel).
 */
function roomIdOf(body: unknown): number | null | undefined {
  const value =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>).room
      : undefined;
  if (value === undefined || value === null || value === '') return undefined;
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/**
 * Puts the stay into the room unless another stay of that room overlaps its dates ([checkIn, checkOut) half-open:
 * a departure and an arrival on the same day do not clash). The stay and then the room row are locked (FOR
 * UPDATE) before the overlap check, so two requests placing different stays into one room run one after the
 * other and the second sees the first's stay: exactly one of them wins. Every writer that puts a stay into a
 * room must take the room's lock the same way.
 */
async function setRoom(
  db: Database,
  hotelId: number,
  stayId: number,
  roomId: number | null | undefined,
): Promise<void> {
  const today = await todayOf(db, hotelId);
  await db.transaction(async (tx) => {
    const [stay] = await tx
      .select({ id: stays.id, roomId: stays.roomId, checkIn: stays.checkIn, checkOut: stays.checkOut })
      .from(stays)
      .where(and(eq(stays.id, stayId), eq(stays.hotelId, hotelId)))
      .for('update');
    if (!stay) throw notFound();
    // A stay that is over is history: its room is what it was (reports and invoices read it), not a choice.
    if (stayState(stay.checkIn, stay.checkOut, today) === 'past')
      throw validationError({ nonFieldErrors: [STAY_IS_PAST] });
    if (roomId === undefined) throw validationError({ room: [FIELD_TEXT_RU.required] });
    const [room] =
      roomId === null
        ? []
        : await tx
            .select({ id: rooms.id, number: rooms.number })
            .from(rooms)
            .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId)))
            .for('update');
    if (!room) throw validationError({ room: [ROOM_NOT_FOUND] });
    if (stay.roomId === room.id) return;
    const [clash] = await tx
      .select({
        checkIn: stays.checkIn,
        checkOut: stays.checkOut,
        firstName: guests.firstName,
        lastName: guests.lastName,
      })
      .from(stays)
      .innerJoin(guests, eq(guests.id, stays.guestId))
      .where(
        and(
          eq(stays.roomId, room.id),
          ne(stays.id, stay.id),
          lt(stays.checkIn, stay.checkOut),
          gt(stays.checkOut, stay.checkIn),
        ),
      )
      .orderBy(asc(stays.checkIn), asc(stays.id))
      .limit(1);
    if (clash) {
      const who = `${clash.firstName} ${clash.lastName}`.trim();
      throw validationError({
        room: [`Номер ${room.number} занят с ${russianDate(clash.checkIn)} по ${russianDate(clash.checkOut)}: ${who}.`],
      });
    }
    await tx.update(stays).set({ roomId: room.id }).where(eq(stays.id, stay.id));
  });
}

/** The stay `?available_for=` names: a stay of this hotel, else a 400 on the parameter. */
async function availabilityStay(db: Database, hotelId: number, raw: string | undefined) {
  if (raw === undefined || raw.trim() === '') return null;
  const invalid = validationError({ availableFor: [STAY_NOT_FOUND] });
  if (!/^\s*\d{1,9}\s*$/.test(raw)) throw invalid;
  const [stay] = await db
    .select({ id: stays.id, checkIn: stays.checkIn, checkOut: stays.checkOut })
    .from(stays)
    .where(and(eq(stays.id, Number(raw)), eq(stays.hotelId, hotelId)))
    .limit(1);
  if (!stay) throw invalid;
  return stay;
}

async function roomPage(app: FastifyInstance, request: FastifyRequest) {
  const hotelId = activeHotel(request).id;
  const stay = await availabilityStay(app.db, hotelId, queryParam(request.query, 'available_for'));
  const [total] = await app.db.select({ value: count() }).from(rooms).where(eq(rooms.hotelId, hotelId));
  return paginate<RoomAvailabilityResponse>(request, total?.value ?? 0, async (limit, offset) => {
    const base = { id: rooms.id, number: rooms.number, floor: rooms.floor, kind: rooms.kind, capacity: rooms.capacity };
    const order = [sql`${roomNumberKey} asc nulls last`, asc(rooms.number), asc(rooms.id)];
    if (!stay) {
      const rows = await app.db
        .select(base)
        .from(rooms)
        .where(eq(rooms.hotelId, hotelId))
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, available: true, occupiedBy: null }));
    }
    // The first other stay of each room that overlaps the stay's dates: one indexed lookup per room (stays_room_idx).
    const other = alias(stays, 'other');
    const occupant = app.db
      .select({
        stayId: sql<number>`${other.id}`.as('occupant_stay_id'),
        checkIn: sql<string>`${other.checkIn}::text`.as('occupant_check_in'),
        checkOut: sql<string>`${other.checkOut}::text`.as('occupant_check_out'),
        guestName: sql<string>`trim(${guests.firstName} || ' ' || ${guests.lastName})`.as('occupant_guest_name'),
      })
      .from(other)
      .innerJoin(guests, eq(guests.id, other.guestId))
      .where(
        and(
          eq(other.roomId, rooms.id),
          ne(other.id, stay.id),
          lt(other.checkIn, stay.checkOut),
          gt(other.checkOut, stay.checkIn),
        ),
      )
      .orderBy(asc(other.checkIn), asc(other.id))
      .limit(1)
      .as('occupant');
    const rows = await app.db
      .select({
        ...base,
        occupant: {
          stayId: occupant.stayId,
          guestName: occupant.guestName,
          checkIn: occupant.checkIn,
          checkOut: occupant.checkOut,
        },
      })
      .from(rooms)
      .leftJoinLateral(occupant, sql`true`)
      .where(eq(rooms.hotelId, hotelId))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    // A lateral join that finds nothing yields a row of nulls; Drizzle cannot know, so check the id.
    return rows.map(({ occupant, ...room }) => {
      const occupiedBy = (occupant as typeof occupant | null)?.stayId == null ? null : occupant;
      return { ...room, available: occupiedBy === null, occupiedBy };
    });
  });
}

/** Registers the stays list, one stay, set_room and the rooms list. */
export function stayRoutes(app: FastifyInstance): void {
  app.get('/dashboard/stays/', { preHandler: requireHotel }, (request) => stayPage(app, request));

  app.get('/dashboard/stays/:id/', { preHandler: requireHotel }, (request) =>
    loadStay(app.db, activeHotel(request).id, pathId(request)),
  );

  app.post('/dashboard/stays/:id/set_room/', { preHandler: requireHotel }, async (request) => {
    const hotelId = activeHotel(request).id;
    const stayId = pathId(request);
    await setRoom(app.db, hotelId, stayId, roomIdOf(request.body));
    return loadStay(app.db, hotelId, stayId);
  });

  app.get('/dashboard/rooms/', { preHandler: requireHotel }, (request) => roomPage(app, request));
}
