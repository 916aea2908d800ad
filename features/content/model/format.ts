import * as ru from '@/lib/i18n/ru';

/** A sight's distance as staff read it (Russian decimal comma); created once, as lib/format.ts does. */
const distanceFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** `1,2 км`, `0,3 км`, `15 км`. */
export function formatDistance(km: number): string {
  return ru.content.km(distanceFormat.format(km));
}

/** The point on OpenStreetMap with a marker (no key, no tracking script; opens in a new tab). */
export function mapUrl(latitude: number, longitude: number): string {
  const params = new URLSearchParams({ mlat: String(latitude), mlon: String(longitude) });
  return `https://www.openstreetmap.org/?${params.toString()}#map=16/${latitude}/${longitude}`;
}

/** `tel:` of a phone as typed: the digits and a leading «+» only, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
