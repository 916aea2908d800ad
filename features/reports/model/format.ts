import { formatMinutes } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import { orderStatusColors } from '@/lib/theme';
import type { OrderStatus } from '../api';

/** Numbers and colours of the reports screen. */

const countFormat = new Intl.NumberFormat('ru-RU');
const percentFormat = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 0 });

/** `1 234`; a dash for a count the backend did not send. */
export function formatCount(value: number | null): string {
  return value === null ? ru.reports.noValue : countFormat.format(value);
}

/** `45 %` of the total; a dash when there is no total to take a share of. */
export function formatShare(part: number, total: number): string {
  return total > 0 ? percentFormat.format(part / total) : ru.reports.noValue;
}

/** A duration in minutes, or a dash when no order got that far. */
export function formatDuration(minutes: number | null): string {
  return minutes === null ? ru.reports.noValue : formatMinutes(minutes);
}

/**
 * The statuses in their order with the key of a `byDay` row and the theme colour: new blue, in progress yellow,
 * completed green, cancelled the alert red. Shared by both charts and their tables.
 */
export const STATUS_SERIES = [
  { status: 'new', key: 'new', color: `${orderStatusColors.new}.6` },
  { status: 'in_progress', key: 'inProgress', color: `${orderStatusColors.in_progress}.6` },
  { status: 'completed', key: 'completed', color: `${orderStatusColors.completed}.7` },
  { status: 'cancelled', key: 'cancelled', color: `${orderStatusColors.cancelled}.6` },
] as const satisfies readonly { status: OrderStatus; key: string; color: string }[];
