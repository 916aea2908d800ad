import { parseDay, toDay } from '@/lib/format';
import type { ReportPeriod } from '../api';

/**
 * The period of the reports screen and how it lives in the query string: a preset (`?period=7d`), relative to
 * today so a shared link keeps meaning "the last 7 days", or a custom range (`?from=2026-11-01&to=2026-11-30`).
 * Nothing (or anything unreadable) is the last 30 days, the API's own default.
 */

export const PERIOD_PRESETS = ['today', '7d', '30d', 'month'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const DEFAULT_PRESET: PeriodPreset = '30d';

/** The longest period the API accepts (a longer one is a 400). */
export const MAX_PERIOD_DAYS = 366;

/** How the custom range's field writes a day (dayjs, Russian): «20 нояб. 2026». */
export const PERIOD_FORMAT = 'D MMM YYYY';

export const PERIOD_SEARCH_KEYS = ['period', 'from', 'to'] as const;
export type PeriodSearch = Record<(typeof PERIOD_SEARCH_KEYS)[number], string>;

/** The period shown: its days, and the preset it came from (null for a custom range). */
export interface SelectedPeriod extends ReportPeriod {
  preset: PeriodPreset | null;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The days of a preset, ending today (the browser's today: staff sit in the hotel). */
export function presetPeriod(preset: PeriodPreset, today: Date): ReportPeriod {
  const to = toDay(today);
  switch (preset) {
    case 'today':
      return { dateFrom: to, dateTo: to };
    case '7d':
      return { dateFrom: toDay(addDays(today, -6)), dateTo: to };
    case '30d':
      return { dateFrom: toDay(addDays(today, -29)), dateTo: to };
    case 'month':
      return { dateFrom: toDay(new Date(today.getFullYear(), today.getMonth(), 1)), dateTo: to };
  }
}

/** A real calendar day as `YYYY-MM-DD` (not `2026-02-31`), else null. */
function validDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return toDay(parseDay(value)) === value ? value : null;
}

function isPreset(value: string): value is PeriodPreset {
  return (PERIOD_PRESETS as readonly string[]).includes(value);
}

/** Reads the period from the query string; a reversed custom range is turned round. */
export function parsePeriod(search: PeriodSearch, today: Date): SelectedPeriod {
  const from = validDay(search.from);
  const to = validDay(search.to);
  if (from && to)
    return from <= to ? { preset: null, dateFrom: from, dateTo: to } : { preset: null, dateFrom: to, dateTo: from };
  const preset = isPreset(search.period) ? search.period : DEFAULT_PRESET;
  return { preset, ...presetPeriod(preset, today) };
}

/** The query-string patch for a preset or a custom range (the other form's keys are removed). */
export function periodToSearch(period: PeriodPreset | ReportPeriod): Record<keyof PeriodSearch, string | null> {
  if (typeof period === 'string') return { period: period === DEFAULT_PRESET ? null : period, from: null, to: null };
  return { period: null, from: period.dateFrom, to: period.dateTo };
}

/** Days in a period, both ends included. */
export function periodLength(period: ReportPeriod): number {
  return Math.round((parseDay(period.dateTo).getTime() - parseDay(period.dateFrom).getTime()) / 86_400_000) + 1;
}
