/*
 * The reports' tables as CSV files for Excel (lib/csv.ts writes them).
 */
import { buildCsv } from '@/lib/csv';
import { formatDate } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import type { DayRow, ReportPeriod, ServiceRow, StatusReport } from '../api';
import { STATUS_SERIES } from './format';

/** Minutes with one decimal at most, as the API rounds them. */
function minutes(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/** «Заказы по дням»: date (dd.mm.yyyy, which Russian Excel reads as a date) and the orders per status. */
export function byDayCsv(rows: readonly DayRow[]): string {
  const h = ru.reports.csv.byDay;
  return buildCsv(
    [h.date, h.total, h.new, h.inProgress, h.completed, h.cancelled],
    rows.map((row) => [formatDate(row.date), row.total, row.new, row.inProgress, row.completed, row.cancelled]),
  );
}

/** «По услугам»: the rows in the order given (the table's current sort); times in minutes, empty when unknown. */
export function byServiceCsv(rows: readonly ServiceRow[]): string {
  const h = ru.reports.csv.byService;
  return buildCsv(
    [h.service, h.total, h.completed, h.cancelled, h.avgToTake, h.avgToComplete],
    rows.map((row) => [
      row.service.name,
      row.total,
      row.completed,
      row.cancelled,
      minutes(row.avgMinutesToTake),
      minutes(row.avgMinutesToComplete),
    ]),
  );
}

/** «Заказы по статусам»: each status's orders and share of the total (a percentage with one decimal). */
export function byStatusCsv(report: StatusReport): string {
  const h = ru.reports.csv.byStatus;
  return buildCsv(
    [h.status, h.count, h.share],
    STATUS_SERIES.map(({ status }) => {
      const count = report.byStatus.find((row) => row.status === status)?.count ?? 0;
      return [
        ru.reports.statuses[status],
        count,
        report.total > 0 ? Math.round((count / report.total) * 1000) / 10 : 0,
      ];
    }),
  );
}

/** `orders-by-day_2026-11-01_2026-11-30.csv` */
export function csvFileName(kind: 'by-day' | 'by-service' | 'by-status', period: ReportPeriod): string {
  return `orders-${kind}_${period.dateFrom}_${period.dateTo}.csv`;
}
