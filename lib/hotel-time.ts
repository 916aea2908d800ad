'use client';

import { type Hotel, useAuthenticatedSession } from '@/lib/session';

/**
 * The hotel's clock. Staff read every time and every «today» in the hotel's own zone, whatever zone the
 * browser is in: a manager of hotels in two zones, or a PC whose zone is set wrong, must see the hotel's times
 * as the guests and the reports (which the server computes in the hotel's zone) do. The zone comes with the
 * session's hotel list (`timezone`, lib/session.ts); a backend that does not send it, or sends one this browser
 * does not know, leaves the browser's zone in force.
 */

/** The browser's own IANA zone (`Europe/Moscow`), `UTC` where the browser cannot say. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const known = new Map<string, boolean>();

/** Whether this browser's Intl knows the zone (an unknown one would throw a RangeError in every formatter). */
export function isKnownTimeZone(zone: string): boolean {
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    known.set(zone, ok);
  }
  return ok;
}

/** The zone a hotel's times are shown in: its own when sent and known, else the browser's. */
export function hotelTimeZone(hotel: Pick<Hotel, 'timezone'> | null | undefined): string {
  const zone = hotel?.timezone?.trim();
  return zone && isKnownTimeZone(zone) ? zone : browserTimeZone();
}

/** The zone of the active hotel and whether it differs from the browser's (then screens name it beside times). */
export interface HotelZone {
  timeZone: string;
  /** True when the browser's clock shows other times than the hotel's right now: the zone is then named. */
  differs: boolean;
}

/** Whether two zones show different wall-clock times at `at` (two names of one offset do not differ). */
export function zonesDiffer(a: string, b: string, at: Date = new Date()): boolean {
  if (a === b) return false;
  return offsetMinutes(a, at) !== offsetMinutes(b, at);
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of a moment in a zone (the zone must be known: {@link isKnownTimeZone}). */
export function wallClockIn(
  at: Date,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const fields: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** The zone's offset from UTC at a moment, in minutes (Moscow: 180). */
export function offsetMinutes(timeZone: string, at: Date = new Date()): number {
  const wall = wallClockIn(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar day (`YYYY-MM-DD`) of a moment in a zone: the hotel's «today» is `dayInZone(new Date(), zone)`. */
export function dayInZone(at: Date | string, timeZone: string): string {
  const wall = wallClockIn(typeof at === 'string' ? new Date(at) : at, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** `YYYY-MM-DD` plus `days` calendar days (negative goes back), for ranges like «the coming three days». */
export function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return shifted.toISOString().slice(0, 10);
}

/** The active hotel's zone, for screens inside the signed-in shell. */
export function useHotelZone(): HotelZone {
  const { activeHotel } = useAuthenticatedSession();
  const timeZone = hotelTimeZone(activeHotel);
  return { timeZone, differs: zonesDiffer(timeZone, browserTimeZone()) };
}
