import { buildCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import type { Stay } from '../api';
import { countryName, guestName, languageName } from './format';

/**
 * The guests list's current view as a CSV file for Excel (lib/csv.ts): the stays of the view, search and ordering
 * as the screen has them, with the columns the table shows — the room, the guest, the dates, the state, the open
 * orders — and the guest's contacts, country and language.
 */
export function staysCsv(stays: readonly Stay[]): string {
  const h = ru.stays.csv;
  return buildCsv(
    [h.room, h.floor, h.guest, h.checkIn, h.checkOut, h.state, h.openOrders, h.phone, h.email, h.country, h.language],
    stays.map((stay) => [
      stay.room?.number ?? ru.stays.noRoom,
      stay.room?.floor ?? null,
      guestName(stay.guest),
      stay.checkIn ? formatDate(stay.checkIn) : '',
      stay.checkOut ? formatDate(stay.checkOut) : '',
      stay.state ? ru.stays.stateBadges[stay.state] : '',
      stay.openOrdersCount,
      stay.guest.phone,
      stay.guest.email,
      countryName(stay.guest.nationality),
      languageName(stay.guest.language),
    ]),
  );
}

/** `guests_arrivals_2026-12-05.csv`: the view and the hotel's day. */
export function staysCsvName(view: string, today: string): string {
  return `guests_${view}_${today}.csv`;
}
