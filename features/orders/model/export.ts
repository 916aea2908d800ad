import { buildCsv } from '@/lib/csv';
import { formatDateTime } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import type { Order } from '../api';
import { guestName, roomText, serviceName, staffName } from './desk';

/**
 * The desk's current view as a CSV file for Excel (lib/csv.ts): the orders of the open tab, as the desk holds them
 * (its filters and period applied), with what a row shows — the time in the hotel's zone, the status's Russian name,
 * who took the order — and the guest's comment.
 */
export function deskCsv(
  orders: readonly Order[],
  {
    statusLabel,
    timeZone,
    me,
  }: {
    statusLabel: (status: string) => string;
    timeZone: string;
    me: { id: number; firstName: string; lastName: string };
  },
): string {
  const h = ru.orders.csv;
  return buildCsv(
    [h.id, h.created, h.service, h.room, h.guest, h.status, h.takenBy, h.messages, h.comment],
    orders.map((order) => [
      order.id,
      formatDateTime(order.createdAt, timeZone),
      serviceName(order.service),
      roomText(order),
      guestName(order.stay.guest),
      statusLabel(order.status),
      order.takenBy ? staffName(order.takenBy, me) : '',
      order.messagesCount,
      order.comment,
    ]),
  );
}

/** `orders_in_progress_2026-12-05.csv`: the tab and the hotel's day. */
export function deskCsvName(tab: string, today: string): string {
  return `orders_${tab}_${today}.csv`;
}
