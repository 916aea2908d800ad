import dayjs from 'dayjs';
import { isKnownTimeZone, wallClockIn } from '@/lib/hotel-time';

/**
 * The publication window is the hotel's wall clock: «с 1 декабря 00:00» means the hotel's midnight, wherever the
 * person editing sits — the server reads a date-time without an offset in the hotel's time zone, and answers in UTC
 * (docs/CONTRACTS.md, «Promo landings»). Here moments become the hotel's wall clock and back. `null` is the
 * browser's zone, the fallback while the hotel's is unknown (then moments go out with the browser's offset).
 */
export type Zone = string | null;

/** A wall-clock moment as the date-time pickers hold it: `YYYY-MM-DD HH:mm:ss`. */
export type Wall = string;

const WALL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?/;

/** True when `zone` is an IANA time zone this browser knows. */
export const isKnownZone = isKnownTimeZone;

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the wall clock of `zone` shows it. */
export function wallClock(moment: Date | string, zone: Zone): Wall {
  const date = new Date(moment);
  if (zone === null) return dayjs(date).format('YYYY-MM-DD HH:mm:ss');
  const wall = wallClockIn(date, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** A picker value in one canonical shape (`YYYY-MM-DD HH:mm:ss`), or null when it is not one. */
export function normalizeWall(value: string | null): Wall | null {
  const match = value ? WALL.exec(value.trim()) : null;
  if (!match) return null;
  return `${match[1]} ${match[2]}:${match[3] ?? '00'}`;
}

/**
 * A wall-clock value as the API takes it: without an offset when the hotel's zone is known (the server reads it
 * in that zone, so no conversion here can disagree with the server's), else with the browser's offset.
 */
export function wallToApi(value: Wall, zone: Zone): string {
  const wall = normalizeWall(value) ?? value;
  return zone === null ? dayjs(wall).format('YYYY-MM-DDTHH:mm:ssZ') : wall.replace(' ', 'T');
}

/** The components of a wall-clock value as a Date in UTC, for formatting it with `timeZone: 'UTC'`. */
export function wallAsUtc(wall: Wall): Date {
  const [date = '', time = ''] = wall.split(' ');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** The zone's offset now, as people read it: `GMT+3`; null when unknown. */
export function zoneOffsetLabel(zone: Zone, now: Date = new Date()): string | null {
  try {
    const parts = new Intl.DateTimeFormat('ru-RU', {
      timeZone: zone ?? undefined,
      timeZoneName: 'shortOffset',
    }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}
