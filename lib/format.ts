/**
 * Dates, times and durations as staff read them (Russian locale). The formatters are created once: creating an
 * Intl formatter is far slower than using one, and lists format hundreds of cells.
 */
import { plural } from '@/lib/i18n/plural';
import * as ru from '@/lib/i18n/ru';

const DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per shape and zone (`undefined`: the browser's), made on first use and kept. */
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${JSON.stringify(options)}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const dateFormat = formatter(DATE, undefined);
const shortDateFormat = formatter(SHORT_DATE, undefined);

/** `YYYY-MM-DD` (a calendar date of the API) as a local date at midnight, so formatting never shifts the day. */
export function parseDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** A date as `YYYY-MM-DD` in local time (for query parameters). */
export function toDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `21.11.2026` from `2026-11-21` or a timestamp. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : new Date(value),
  );
}

/** Day and short month name. */
export function formatShortDate(value: string | Date): string {
  return shortDateFormat.format(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : new Date(value),
  );
}

/** `21.11, 14:05`, in `timeZone` (the hotel's, lib/hotel-time.ts) or the browser's when absent. */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  return formatter(DATE_TIME, timeZone).format(new Date(value));
}

/** `14:05`, in `timeZone` or the browser's when absent. */
export function formatTime(value: string | Date, timeZone?: string): string {
  return formatter(TIME, timeZone).format(new Date(value));
}

/** A duration in whole minutes: 45 min, 3 h 05 min, 2 d 4 h (Russian units). */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const { minutes: min, hours: h, days: d } = ru.units;
  if (minutes < 60) return `${minutes} ${min}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${h} ${String(minutes % 60).padStart(2, '0')} ${min}`;
  return `${Math.floor(hours / 24)} ${d} ${hours % 24} ${h}`;
}

/** The nights between two `YYYY-MM-DD` dates with the Russian plural (3 nights). */
export function formatNights(checkIn: string, checkOut: string): string {
  const nights = Math.round((parseDay(checkOut).getTime() - parseDay(checkIn).getTime()) / 86_400_000);
  return `${nights} ${plural(nights, ...ru.units.nights)}`;
}

const relativeFormat = new Intl.RelativeTimeFormat('ru-RU', { numeric: 'auto' });

/**
 * How long ago a moment was, as staff say it: «сейчас»/«5 минут назад» within the hour, hours within the day,
 * then by calendar day («вчера», «3 дня назад»), weeks, months and years. A moment in the future (a clock ahead of
 * ours) reads as now.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const then = new Date(value);
  const seconds = Math.max(0, (now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return relativeFormat.format(0, 'second');
  if (seconds < 3600) return relativeFormat.format(-Math.floor(seconds / 60), 'minute');
  const startOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  // Calendar days, so a sign-in late last night is «вчера» even if it was two hours ago.
  const days = Math.round((startOf(now) - startOf(then)) / 86_400_000);
  if (days === 0) return relativeFormat.format(-Math.floor(seconds / 3600), 'hour');
  if (days < 7) return relativeFormat.format(-days, 'day');
  if (days < 30) return relativeFormat.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relativeFormat.format(-Math.floor(days / 30), 'month');
  return relativeFormat.format(-Math.floor(days / 365), 'year');
}
