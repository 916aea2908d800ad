/**
 * Dates, times and durations as staff read them (Russian locale). The formatters are created once: creating an
 * Intl formatter is far slower than using one, and lists format hundreds of cells.
 */
import { plural } from '@/lib/i18n/ru';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' });
const shortDateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

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
  return dateFormat.format(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : new Date(value));
}

/** `21 нояб.` */
export function formatShortDate(value: string | Date): string {
  return shortDateFormat.format(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : new Date(value));
}

/** `21.11, 14:05` */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}

/** `14:05` */
export function formatTime(value: string | Date): string {
  return timeFormat.format(new Date(value));
}

/** A duration in whole minutes as `45 мин`, `3 ч 05 мин`, `2 дн 4 ч`. */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ч ${String(minutes % 60).padStart(2, '0')} мин`;
  return `${Math.floor(hours / 24)} дн ${hours % 24} ч`;
}

/** `3 ночи` — the nights between two `YYYY-MM-DD` dates. */
export function formatNights(checkIn: string, checkOut: string): string {
  const nights = Math.round((parseDay(checkOut).getTime() - parseDay(checkIn).getTime()) / 86_400_000);
  return `${nights} ${plural(nights, 'ночь', 'ночи', 'ночей')}`;
}
