/**
 * What the front desk means by "today" and by the state of a stay (docs/CONTRACTS.md, "Front desk"). A hotel's
 * day is the calendar day in its own time zone: at 01:00 in Barnaul it is already tomorrow for the Altai lodge
 * while it is still yesterday in Moscow, and a stay's state must follow the hotel, not the server.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hotels } from '../db/schema';

export const STAY_STATES = ['current', 'upcoming', 'past'] as const;
export type StayState = (typeof STAY_STATES)[number];

/** Used when a hotel's `timezone` is not one the runtime knows (it should never be: the hotel form validates it). */
const FALLBACK_TIME_ZONE = 'Europe/Moscow';

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

function datePartsIn(timeZone: string, at: Date): Record<string, string> {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { ...PARTS, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', { ...PARTS, timeZone: FALLBACK_TIME_ZONE });
  }
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
}

/** The calendar date (`YYYY-MM-DD`) in a time zone at an instant (default now). */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  const parts = datePartsIn(timeZone, at);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Minutes a time zone is ahead of UTC at an instant (180 for Moscow). */
export function utcOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const parts = datePartsIn(timeZone, at);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The hotel's today (`YYYY-MM-DD`) in its time zone; undefined for an unknown hotel. */
export async function hotelToday(db: Database, hotelId: number, at: Date = new Date()): Promise<string | undefined> {
  const [hotel] = await db.select({ timezone: hotels.timezone }).from(hotels).where(eq(hotels.id, hotelId)).limit(1);
  return hotel ? todayIn(hotel.timezone, at) : undefined;
}

/** A stay covers [checkIn, checkOut): it is current from the day of arrival up to, not including, the day of departure. */
export function stayState(checkIn: string, checkOut: string, today: string): StayState {
  if (checkIn > today) return 'upcoming';
  if (checkOut <= today) return 'past';
  return 'current';
}

/** `2026-11-12` → `12.11.2026`, the date format of Russian messages. */
export function russianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
