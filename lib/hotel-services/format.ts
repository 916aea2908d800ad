import * as ru from '@/lib/i18n/ru';
import type { Availability } from './api';

const t = ru.services;

const priceFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per currency and number of decimals, created once: lists format a price per row. */
function priceFormat(currency: string, decimals: 0 | 2): Intl.NumberFormat | null {
  const key = `${currency}/${decimals}`;
  let format = priceFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat('ru-RU', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      // A code Intl does not know: the caller prints the code itself.
      return null;
    }
    priceFormats.set(key, format);
  }
  return format;
}

const amountFormats = new Map<number, Intl.NumberFormat>();

/** A plain amount with the given decimals, Russian style. */
function amountFormat(decimals: 0 | 2): Intl.NumberFormat {
  let format = amountFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    amountFormats.set(decimals, format);
  }
  return format;
}

/**
 * A price as staff read it: «1 800 ₽», «450,50 €»; whole amounts without kopecks. `null` (free) is «Бесплатно»;
 * without a currency, the amount alone.
 * `price` is the API's decimal text.
 */
export function formatPrice(price: string | null, currency: string | null): string {
  if (price === null) return t.free;
  const amount = Number(price);
  const whole = Number.isInteger(amount);
  // Without a currency (the backend did not send it) the amount alone: «4 000».
  if (!currency) return amountFormat(whole ? 0 : 2).format(amount);
  const format = priceFormat(currency, whole ? 0 : 2);
  return format ? format.format(amount) : `${amount.toFixed(whole ? 0 : 2)} ${currency}`;
}

/** Runs of consecutive days: [1, 2, 3, 5] → [[1, 3], [5, 5]]. */
function runs(days: readonly number[]): [number, number][] {
  const result: [number, number][] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const last = result.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else result.push([day, day]);
  }
  return result;
}

/** The days of a week as people say them: «Ежедневно», «По будням», «Пн–Чт, Сб». */
export function formatDays(days: readonly number[]): string {
  const key = [...new Set(days)].sort((a, b) => a - b).join(',');
  if (key === '1,2,3,4,5,6,7') return t.availability.everyDay;
  if (key === '1,2,3,4,5') return t.availability.weekdays;
  if (key === '6,7') return t.availability.weekends;
  const name = (day: number) => t.availability.daysShort[day - 1] ?? String(day);
  return runs(days)
    .map(([from, to]) => {
      if (from === to) return name(from);
      if (to === from + 1) return `${name(from)}, ${name(to)}`;
      return `${name(from)}–${name(to)}`;
    })
    .join(', ');
}

/** «Ежедневно, 07:00–11:00», «По будням, круглосуточно». */
export function formatAvailability(availability: Availability | null): string {
  if (availability === null) return t.none;
  const hours =
    availability.from && availability.to
      ? t.availability.hours(availability.from, availability.to)
      : t.availability.aroundTheClock;
  return t.availability.summary(formatDays(availability.days), hours);
}

/** The Russian name of a dictionary value, or the value itself while the dictionary loads (or lacks it). */
export function choiceLabel(
  choices: readonly { value: string; displayName: string }[] | undefined,
  value: string | null,
): string {
  if (value === null || value === '') return t.none;
  return choices?.find((choice) => choice.value === value)?.displayName ?? value;
}

/** Minutes since midnight of `HH:MM`. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether guests can order the service at a wall-clock moment of the hotel: its weekday (1 = Monday … 7 = Sunday)
 * and minute of the day. Hours that run past midnight (`to` before `from`) belong to the day they start on. Without
 * hours (`null`), always.
 */
export function isAvailableAt(availability: Availability | null, weekday: number, minute: number): boolean {
  if (availability === null) return true;
  const { days, from, to } = availability;
  if (from === null || to === null) return days.includes(weekday);
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start < end) return days.includes(weekday) && minute >= start && minute < end;
  // Past midnight: the evening of a listed day, or the small hours after one.
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  return (days.includes(weekday) && minute >= start) || (days.includes(yesterday) && minute < end);
}
