/**
 * The read model of service orders: the `Order`, `OrderDetail` and `Message` shapes of docs/CONTRACTS.md
 * ("Service orders"), built by one query per list page (joins plus a grouped message count, never a query per
 * order). The REST routes and the live events serialise orders with the same functions, so a client can put an
 * order from a websocket frame straight into its cached list.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import {
  guests,
  hotels,
  messages,
  rooms,
  serviceOrderEvents,
  serviceOrders,
  services,
  stays,
  users,
} from '../db/schema';
import type { OrderAction, OrderStatus } from './order-machine';

/** A staff member as orders name them. */
export interface UserRef {
  id: number;
  firstName: string;
  lastName: string;
}

export interface Order {
  id: number;
  status: OrderStatus;
  service: { id: number; name: string; serviceType: string };
  stay: {
    id: number;
    room: { id: number; number: string } | null;
    guest: { id: number; firstName: string; lastName: string; language: string; nationality: string };
    checkIn: string;
    checkOut: string;
  };
  data: Record<string, unknown>;
  comment: string;
  createdBy: UserRef | null;
  takenBy: UserRef | null;
  takenAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  messagesCount: number;
  lastMessageAt: string | null;
}

export interface OrderMessage {
  id: number;
  orderId: number;
  author: 'guest' | 'staff';
  user: UserRef | null;
  text: string;
  language: string;
  createdAt: string;
}

interface OrderHistoryEntry {
  id: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  user: UserRef | null;
  createdAt: string;
}

export interface OrderDetail extends Order {
  history: OrderHistoryEntry[];
  messages: OrderMessage[];
}

export const ORDER_ORDERINGS = ['-created_at', 'created_at', '-updated_at'] as const;
type OrderOrdering = (typeof ORDER_ORDERINGS)[number];

/** The list filters of `GET /dashboard/service_orders/`, already validated. */
export interface OrderFilter {
  /** The statuses listed (`status`, `status__in`); empty: none is both, nothing matches. */
  statuses?: readonly OrderStatus[];
  /** `YYYY-MM-DD`, inclusive, a day in the hotel's time zone. */
  createdFrom?: string;
  createdTo?: string;
  stayId?: number;
  serviceId?: number;
  search?: string;
  ordering?: OrderOrdering;
}

/** "Имя Фамилия" of a staff member, for messages such as "taken by …". */
export function fullName(user: UserRef): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

const createdByUser = alias(users, 'created_by_user');
const takenByUser = alias(users, 'taken_by_user');

/** The hotel's IANA time zone, as a scalar subquery (evaluated once per statement). */
export function hotelTimezone(hotelId: number): SQL {
  return sql`(SELECT ${hotels.timezone} FROM ${hotels} WHERE ${hotels.id} = ${hotelId})`;
}

/** The first instant of a hotel-local day (`YYYY-MM-DD`), as a timestamptz expression. */
export function startOfHotelDay(day: string, hotelId: number, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${hotelTimezone(hotelId)})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function searchCondition(raw: string): SQL | undefined {
  const term = raw.trim();
  if (term === '') return undefined;
  // "#123" names an order and nothing else; a bare "123" may also be a room number.
  const hashId = /^#\s*(\d{1,9})$/.exec(term);
  if (hashId) return eq(serviceOrders.id, Number(hashId[1]));
  const pattern = `%${escapeLike(term)}%`;
  return or(
    /^\d{1,9}$/.test(term) ? eq(serviceOrders.id, Number(term)) : undefined,
    // Either order of the names: "Анна Смирнова" and "Смирнова Анна" both find her.
    sql`concat_ws(' ', ${guests.firstName}, ${guests.lastName}) ILIKE ${pattern}`,
    sql`concat_ws(' ', ${guests.lastName}, ${guests.firstName}) ILIKE ${pattern}`,
    ilike(services.name, pattern),
    ilike(rooms.number, `${escapeLike(term)}%`),
  );
}

function filterConditions(hotelId: number, filter: OrderFilter): SQL | undefined {
  return and(
    eq(serviceOrders.hotelId, hotelId),
    // An empty list is `status` and `status__in` naming no status in common: nothing matches.
    filter.statuses === undefined
      ? undefined
      : filter.statuses.length > 0
        ? inArray(serviceOrders.status, [...filter.statuses])
        : sql`false`,
    filter.createdFrom ? sql`${serviceOrders.createdAt} >= ${startOfHotelDay(filter.createdFrom, hotelId)}` : undefined,
    filter.createdTo ? sql`${serviceOrders.createdAt} < ${startOfHotelDay(filter.createdTo, hotelId, 1)}` : undefined,
    filter.stayId !== undefined ? eq(serviceOrders.stayId, filter.stayId) : undefined,
    filter.serviceId !== undefined ? eq(serviceOrders.serviceId, filter.serviceId) : undefined,
    filter.search !== undefined ? searchCondition(filter.search) : undefined,
  );
}

function orderingOf(ordering: OrderOrdering = '-created_at'): SQL[] {
  switch (ordering) {
    case 'created_at':
      return [asc(serviceOrders.createdAt), asc(serviceOrders.id)];
    case '-updated_at':
      return [desc(serviceOrders.updatedAt), desc(serviceOrders.id)];
    default:
      return [desc(serviceOrders.createdAt), desc(serviceOrders.id)];
  }
}

/**
 * Message counts per order, grouped once for the whole statement; `scope` limits the grouping to the orders the
 * statement can return (the hotel's, or one order), so a page of a small hotel does not count a big one's chat.
 */
function messageStats(db: Database, scope: SQL | undefined) {
  return db
    .select({
      orderId: messages.orderId,
      count: sql<number>`count(*)::int`.as('messages_count'),
      lastAt: sql<string>`max(${messages.createdAt})`.as('last_message_at'),
    })
    .from(messages)
    .innerJoin(serviceOrders, eq(serviceOrders.id, messages.orderId))
    .where(scope)
    .groupBy(messages.orderId)
    .as('message_stats');
}

function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

function userRef(id: number | null, firstName: string | null, lastName: string | null): UserRef | null {
  return id === null ? null : { id, firstName: firstName ?? '', lastName: lastName ?? '' };
}

async function selectOrders(
  db: Database,
  where: SQL | undefined,
  statsScope: SQL | undefined,
  orderBy: SQL[],
  limit?: number,
  offset?: number,
): Promise<Order[]> {
  const stats = messageStats(db, statsScope);
  const query = db
    .select({
      id: serviceOrders.id,
      status: serviceOrders.status,
      serviceId: services.id,
      serviceName: services.name,
      serviceType: services.serviceType,
      stayId: stays.id,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      roomId: rooms.id,
      roomNumber: rooms.number,
      guestId: guests.id,
      guestFirstName: guests.firstName,
      guestLastName: guests.lastName,
      guestLanguage: guests.language,
      guestNationality: guests.nationality,
      data: serviceOrders.data,
      comment: serviceOrders.comment,
      createdById: createdByUser.id,
      createdByFirstName: createdByUser.firstName,
      createdByLastName: createdByUser.lastName,
      takenById: takenByUser.id,
      takenByFirstName: takenByUser.firstName,
      takenByLastName: takenByUser.lastName,
      takenAt: serviceOrders.takenAt,
      completedAt: serviceOrders.completedAt,
      cancelledAt: serviceOrders.cancelledAt,
      createdAt: serviceOrders.createdAt,
      updatedAt: serviceOrders.updatedAt,
      messagesCount: sql<number>`coalesce(${stats.count}, 0)`.mapWith(Number),
      lastMessageAt: sql<Date | null>`${stats.lastAt}`.mapWith(messages.createdAt),
    })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .innerJoin(stays, eq(stays.id, serviceOrders.stayId))
    .innerJoin(guests, eq(guests.id, stays.guestId))
    .leftJoin(rooms, eq(rooms.id, stays.roomId))
    .leftJoin(createdByUser, eq(createdByUser.id, serviceOrders.createdBy))
    .leftJoin(takenByUser, eq(takenByUser.id, serviceOrders.takenBy))
    .leftJoin(stats, eq(stats.orderId, serviceOrders.id))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  if (limit !== undefined) query.limit(limit);
  if (offset !== undefined) query.offset(offset);
  const rows = await query;
  return rows.map((row) => ({
    id: row.id,
    status: row.status as OrderStatus,
    service: { id: row.serviceId, name: row.serviceName, serviceType: row.serviceType },
    stay: {
      id: row.stayId,
      room: row.roomId === null ? null : { id: row.roomId, number: row.roomNumber ?? '' },
      guest: {
        id: row.guestId,
        firstName: row.guestFirstName,
        lastName: row.guestLastName,
        language: row.guestLanguage,
        nationality: row.guestNationality,
      },
      checkIn: row.checkIn,
      checkOut: row.checkOut,
    },
    data: row.data,
    comment: row.comment,
    createdBy: userRef(row.createdById, row.createdByFirstName, row.createdByLastName),
    takenBy: userRef(row.takenById, row.takenByFirstName, row.takenByLastName),
    takenAt: iso(row.takenAt),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messagesCount: row.messagesCount,
    lastMessageAt: iso(row.lastMessageAt),
  }));
}

/** How many of the hotel's orders match the filter (the `count` of a page). */
export async function countOrders(db: Database, hotelId: number, filter: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(serviceOrders)
    .innerJoin(services, eq(services.id, serviceOrders.serviceId))
    .innerJoin(stays, eq(stays.id, serviceOrders.stayId))
    .innerJoin(guests, eq(guests.id, stays.guestId))
    .leftJoin(rooms, eq(rooms.id, stays.roomId))
    .where(filterConditions(hotelId, filter));
  return row?.value ?? 0;
}

/** One page of the hotel's orders matching the filter, in the filter's ordering. */
export function listOrders(
  db: Database,
  hotelId: number,
  filter: OrderFilter,
  limit: number,
  offset: number,
): Promise<Order[]> {
  return selectOrders(
    db,
    filterConditions(hotelId, filter),
    eq(serviceOrders.hotelId, hotelId),
    orderingOf(filter.ordering),
    limit,
    offset,
  );
}

/** One order of the hotel, or null when there is none with this id in this hotel. */
export async function findOrder(db: Database, hotelId: number, orderId: number): Promise<Order | null> {
  const where = and(eq(serviceOrders.hotelId, hotelId), eq(serviceOrders.id, orderId));
  const [order] = await selectOrders(db, where, eq(messages.orderId, orderId), orderingOf());
  return order ?? null;
}

/** Messages matching `where`, oldest first, as the API shows them. */
async function selectMessages(db: Database, where: SQL, limit?: number): Promise<OrderMessage[]> {
  const query = db
    .select({
      id: messages.id,
      orderId: messages.orderId,
      author: messages.author,
      userId: users.id,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      text: messages.text,
      language: messages.language,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(where)
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .$dynamic();
  if (limit !== undefined) query.limit(limit);
  const rows = await query;
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    author: row.author,
    user: userRef(row.userId, row.userFirstName, row.userLastName),
    text: row.text,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One message by id, as the API shows it (no hotel check: callers reach it through an order of the hotel). */
export async function findMessage(db: Database, messageId: number): Promise<OrderMessage | null> {
  const [message] = await selectMessages(db, eq(messages.id, messageId), 1);
  return message ?? null;
}

/** An order's message thread, oldest first, or null when the order is not the hotel's. */
export async function findOrderMessages(
  db: Database,
  hotelId: number,
  orderId: number,
): Promise<OrderMessage[] | null> {
  const order = await findOrder(db, hotelId, orderId);
  if (!order) return null;
  return selectMessages(db, eq(messages.orderId, orderId));
}

/** An order with its status history and its message thread (both oldest first), or null outside the hotel. */
export async function findOrderDetail(db: Database, hotelId: number, orderId: number): Promise<OrderDetail | null> {
  const order = await findOrder(db, hotelId, orderId);
  if (!order) return null;
  const [history, thread] = await Promise.all([
    db
      .select({
        id: serviceOrderEvents.id,
        fromStatus: serviceOrderEvents.fromStatus,
        toStatus: serviceOrderEvents.toStatus,
        userId: users.id,
        userFirstName: users.firstName,
        userLastName: users.lastName,
        createdAt: serviceOrderEvents.createdAt,
      })
      .from(serviceOrderEvents)
      .leftJoin(users, eq(users.id, serviceOrderEvents.userId))
      .where(eq(serviceOrderEvents.orderId, orderId))
      .orderBy(asc(serviceOrderEvents.createdAt), asc(serviceOrderEvents.id)),
    selectMessages(db, eq(messages.orderId, orderId)),
  ]);
  return {
    ...order,
    history: history.map((row) => ({
      id: row.id,
      fromStatus: row.fromStatus as OrderStatus | null,
      toStatus: row.toStatus as OrderStatus,
      user: userRef(row.userId, row.userFirstName, row.userLastName),
      createdAt: row.createdAt.toISOString(),
    })),
    messages: thread,
  };
}

/** The columns an action sets besides the status: who took the order, and when each step happened. */
function stampsOf(action: OrderAction, userId: number) {
  const now = sql`now()`;
  switch (action) {
    case 'take':
      return { takenBy: userId, takenAt: now, updatedAt: now };
    case 'complete':
      return { completedAt: now, updatedAt: now };
    case 'cancel':
      return { cancelledAt: now, updatedAt: now };
  }
}

export interface TransitionWrite {
  hotelId: number;
  orderId: number;
  action: OrderAction;
  /** The status the caller decided from (server/domain/order-machine.ts); the write happens only if it still holds. */
  from: OrderStatus;
  to: OrderStatus;
  userId: number;
}

/**
 * Writes a status change and its history row in one transaction, on the condition that the order is still in
 * `from`. False when it is not (another request changed it since the caller read it): nothing is written, and
 * the caller re-reads and decides again. Postgres re-checks the condition after waiting for a concurrent
 * update's row lock, so of two simultaneous takes exactly one matches.
 */
export async function writeTransition(db: Database, change: TransitionWrite): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(serviceOrders)
      .set({ status: change.to, ...stampsOf(change.action, change.userId) })
      .where(
        and(
          eq(serviceOrders.id, change.orderId),
          eq(serviceOrders.hotelId, change.hotelId),
          eq(serviceOrders.status, change.from),
        ),
      )
      .returning({ id: serviceOrders.id });
    if (updated.length === 0) return false;
    await tx
      .insert(serviceOrderEvents)
      .values({ orderId: change.orderId, fromStatus: change.from, toStatus: change.to, userId: change.userId });
    return true;
  });
}
