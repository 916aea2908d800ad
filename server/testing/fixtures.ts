/**
 * Front-desk rows for the server's own tests: a hotel of their own (so counts and reports see only the test's
 * data, whatever the demo seed holds), its staff, rooms, guests, stays, services and orders, written straight
 * into `app.db`. Orders inserted here carry the timestamps the test chooses; orders made through the API carry
 * real ones.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import type { OrderStatus } from '../domain/order-machine';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of today plus `days` (UTC; tests keep a margin of days around the hotel's own today). */
export function isoDay(days = 0): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The id of a seeded account. */
export async function userId(app: FastifyInstance, email: string): Promise<number> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** A new hotel administered and managed by the given accounts. */
export async function makeHotel(
  app: FastifyInstance,
  options: { name: string; timezone?: string; admins?: string[]; managers?: string[] },
): Promise<number> {
  const [hotel] = await app.db
    .insert(hotels)
    .values({ name: options.name, city: 'Тест', timezone: options.timezone ?? 'Europe/Moscow' })
    .returning({ id: hotels.id });
  const hotelId = hotel!.id;
  for (const email of options.admins ?? [])
    await app.db.insert(hotelAdmins).values({ hotelId, userId: await userId(app, email) });
  for (const email of options.managers ?? [])
    await app.db.insert(hotelManagers).values({ hotelId, userId: await userId(app, email) });
  return hotelId;
}

export interface StayFixture {
  stayId: number;
  guestId: number;
  roomId: number | null;
}

/** A guest and their stay (current by default: from 5 days ago to 5 days ahead), in a new room unless `room` is null. */
export async function makeStay(
  app: FastifyInstance,
  hotelId: number,
  options: {
    firstName: string;
    lastName: string;
    language?: string;
    nationality?: string;
    room?: string | null;
    checkIn?: string;
    checkOut?: string;
  },
): Promise<StayFixture> {
  const [guest] = await app.db
    .insert(guests)
    .values({
      hotelId,
      firstName: options.firstName,
      lastName: options.lastName,
      language: options.language ?? 'ru',
      nationality: options.nationality ?? 'RU',
    })
    .returning({ id: guests.id });
  let roomId: number | null = null;
  if (options.room !== null) {
    const number = options.room ?? String(100 + guest!.id);
    const [room] = await app.db.insert(rooms).values({ hotelId, number, floor: 1 }).returning({ id: rooms.id });
    roomId = room!.id;
  }
  const [stay] = await app.db
    .insert(stays)
    .values({
      hotelId,
      guestId: guest!.id,
      roomId,
      checkIn: options.checkIn ?? isoDay(-5),
      checkOut: options.checkOut ?? isoDay(5),
    })
    .returning({ id: stays.id });
  return { stayId: stay!.id, guestId: guest!.id, roomId };
}

/** A service of the hotel, with any other of its columns (its hours, its price). */
export async function makeService(
  app: FastifyInstance,
  hotelId: number,
  name: string,
  isActive = true,
  more: Partial<typeof services.$inferInsert> = {},
): Promise<number> {
  const [service] = await app.db
    .insert(services)
    .values({ ...more, hotelId, name, isActive })
    .returning({ id: services.id });
  return service!.id;
}

export interface OrderFixture {
  status?: OrderStatus;
  createdAt?: Date;
  updatedAt?: Date;
  takenAt?: Date | null;
  completedAt?: Date | null;
  cancelledAt?: Date | null;
  takenBy?: number | null;
}

/** An order with the given status and times (as if it had lived through them), and its creation history row. */
export async function insertOrder(
  app: FastifyInstance,
  hotelId: number,
  stayId: number,
  serviceId: number,
  fixture: OrderFixture = {},
): Promise<number> {
  const createdAt = fixture.createdAt ?? new Date();
  const [order] = await app.db
    .insert(serviceOrders)
    .values({
      hotelId,
      stayId,
      serviceId,
      status: fixture.status ?? 'new',
      createdAt,
      updatedAt: fixture.updatedAt ?? createdAt,
      takenAt: fixture.takenAt ?? null,
      completedAt: fixture.completedAt ?? null,
      cancelledAt: fixture.cancelledAt ?? null,
      takenBy: fixture.takenBy ?? null,
    })
    .returning({ id: serviceOrders.id });
  await app.db.insert(serviceOrderEvents).values({ orderId: order!.id, fromStatus: null, toStatus: 'new', createdAt });
  return order!.id;
}

/** A message of an order's thread. */
export async function insertMessage(
  app: FastifyInstance,
  orderId: number,
  message: { author: 'guest' | 'staff'; text: string; language?: string; userId?: number | null; createdAt?: Date },
): Promise<number> {
  const [row] = await app.db
    .insert(messages)
    .values({
      orderId,
      author: message.author,
      text: message.text,
      language: message.language ?? 'ru',
      userId: message.userId ?? null,
      createdAt: message.createdAt ?? new Date(),
    })
    .returning({ id: messages.id });
  return row!.id;
}

/** Minutes after an instant. */
export function minutesAfter(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * 60_000);
}
