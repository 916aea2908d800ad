import { formatDate } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import type { DayRow, ReportPeriod, ServiceRow } from '../api';

/**
 * CSV as Excel with Russian regional settings opens it by double click: UTF-8 with a byte-order mark (without it
 * Excel reads Cyrillic as cp1251 mojibake), `;` between fields (the list separator of the Russian locale), a
 * decimal comma, CRLF line ends. Pure functions; only {@link downloadCsv} touches the DOM.
 */

export type CsvCell = string | number | null;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR): OWASP's "CSV injection". */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell).replace('.', ',') : '';
  // A leading apostrophe makes Excel show the text as it is instead of evaluating it.
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV file's text: BOM, the header row, then one line per row. */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(cellText).join(SEPARATOR));
  return BOM + lines.join(LINE_END) + LINE_END;
}

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

/** `orders-by-day_2026-11-01_2026-11-30.csv` */
export function csvFileName(kind: 'by-day' | 'by-service', period: ReportPeriod): string {
  return `orders-${kind}_${period.dateFrom}_${period.dateTo}.csv`;
}

/** How long the Blob URL outlives the click: some browsers start reading the file only after the handler returns. */
const REVOKE_AFTER_MS = 10_000;

/** Saves the text as a file through a Blob URL and a temporary link. */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
