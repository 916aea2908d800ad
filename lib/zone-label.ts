import * as ru from '@/lib/i18n/ru';
import { offsetMinutes } from './hotel-time';

const cityFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's city as Russian readers name it (`Asia/Barnaul` → «Барнаул»): ours for Russia's zones (a browser's
 * Intl may know them in English only), else Intl's name, or null where it has none.
 */
function cityOf(timeZone: string, at: Date): string | null {
  const ours = ru.hotelTime.cities[timeZone];
  if (ours) return ours;
  let format = cityFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', { timeZone, timeZoneName: 'shortGeneric' });
    cityFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // Zones without a city (UTC, Etc/GMT+3) come back as an offset, which the label gives anyway.
  return name === '' || /^(GMT|UTC)/.test(name) ? null : name;
}

/** `UTC+7`, `UTC+5:30`, `UTC−3`, `UTC` for the zone's offset at a moment. */
export function utcOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const minutes = offsetMinutes(timeZone, at);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`;
}

/** A zone as staff read it: «Барнаул, UTC+7» (just «UTC+7» for a zone without a city). */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const city = cityOf(timeZone, at);
  const offset = utcOffsetLabel(timeZone, at);
  return city ? `${city}, ${offset}` : offset;
}
