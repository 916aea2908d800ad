import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { parseItemsInSlices } from '@/lib/http/parse';
import {
  count,
  decimal,
  listOf,
  moment,
  optionalDecimal,
  optionalMoment,
  optionalText,
  PAGE_ALL,
  relation,
  requiredText,
  text,
} from '@/lib/http/schemas';

/**
 * Fetchers of the reports screen (docs/CONTRACTS.md, "Service orders": `report/` and `status_report/`). Both take a
 * period of hotel-local days, both ends included; every response is validated here.
 */

/** A period as the API names it: `YYYY-MM-DD`, both days included. */
export interface ReportPeriod {
  dateFrom: string;
  dateTo: string;
}

export type OrderStatus = 'new' | 'in_progress' | 'completed' | 'cancelled';

/*
 * What the reports require (docs/CONTRACTS.md «Required fields»): the figures themselves — each day's `date` and
 * its orders per status, each service's `id`, `name` and `total`, each status's `status` and `count`. Totals are
 * computed from them when absent, the period is the one asked for, a service's other counts and every time
 * (minutes, numbers or DRF decimal strings) show «—» when absent.
 */

/** A count the report is made of: a number, or a decimal string as DRF may render it. */
const figure = decimal();
const day = v.pipe(v.string(), v.isoDate());

const dayRowSchema = v.object({
  date: day,
  total: count(),
  new: figure,
  inProgress: figure,
  completed: figure,
  cancelled: figure,
});
export interface DayRow {
  date: string;
  total: number;
  new: number;
  inProgress: number;
  completed: number;
  cancelled: number;
}

const serviceRowSchema = v.object({
  service: v.object({ id: v.number(), name: requiredText() }),
  total: figure,
  completed: count(),
  cancelled: count(),
  avgMinutesToTake: optionalDecimal(),
  avgMinutesToComplete: optionalDecimal(),
});
export type ServiceRow = v.InferOutput<typeof serviceRowSchema>;

const orderReportSchema = v.object({
  dateFrom: optionalText(),
  dateTo: optionalText(),
  total: count(),
  byDay: v.array(dayRowSchema),
  byService: v.array(serviceRowSchema),
});
export interface OrderReport extends ReportPeriod {
  total: number;
  byDay: DayRow[];
  byService: ServiceRow[];
  /** Counted in the browser from the orders of the period (the backend's `report/` could not be read). */
  computed?: ComputedFrom;
}

/** A status the dashboard does not know is kept (it counts in the total) and not shown on its own. */
const statusCountSchema = v.object({ status: v.string(), count: figure });

const statusReportSchema = v.object({
  dateFrom: optionalText(),
  dateTo: optionalText(),
  total: count(),
  byStatus: v.array(statusCountSchema),
  avgMinutesToTake: optionalDecimal(),
  avgMinutesToComplete: optionalDecimal(),
  medianMinutesToTake: optionalDecimal(),
  medianMinutesToComplete: optionalDecimal(),
});
/**
 * The status report as the screen shows it; `computed`: its figures were counted in the browser from the orders
 * of the period (the backend's `status_report/` could not be read).
 */
export type StatusReport = Omit<v.InferOutput<typeof statusReportSchema>, 'dateFrom' | 'dateTo' | 'total'> &
  ReportPeriod & { total: number; computed?: ComputedFrom };

/**
 * Figures counted in the browser: from how many orders of the period, and whether the list was cut at its page
 * (999, SPEC §9) so that some orders of the period were not counted.
 */
interface ComputedFrom {
  orders: number;
  truncated: boolean;
}

function periodParams(period: ReportPeriod) {
  return { date_from: period.dateFrom, date_to: period.dateTo };
}

/** The period the answer names, or the one asked for. */
function periodOf(answer: { dateFrom: string | null; dateTo: string | null }, asked: ReportPeriod): ReportPeriod {
  return { dateFrom: answer.dateFrom || asked.dateFrom, dateTo: answer.dateTo || asked.dateTo };
}

/** `GET /dashboard/service_orders/report/` — orders per day (every day of the period) and per service. */
export async function fetchOrderReport(period: ReportPeriod, signal?: AbortSignal): Promise<OrderReport> {
  const answer = await http.get('/dashboard/service_orders/report/', orderReportSchema, {
    signal,
    searchParams: periodParams(period),
  });
  const byDay = answer.byDay.map((row) => ({
    ...row,
    total: row.total ?? row.new + row.inProgress + row.completed + row.cancelled,
  }));
  return {
    ...periodOf(answer, period),
    total: answer.total ?? byDay.reduce((sum, row) => sum + row.total, 0),
    byDay,
    byService: answer.byService,
  };
}

/** `GET /dashboard/service_orders/status_report/` — orders per status, average and median times. */
export async function fetchStatusReport(period: ReportPeriod, signal?: AbortSignal): Promise<StatusReport> {
  const answer = await http.get('/dashboard/service_orders/status_report/', statusReportSchema, {
    signal,
    searchParams: periodParams(period),
  });
  return {
    ...answer,
    ...periodOf(answer, period),
    total: answer.total ?? answer.byStatus.reduce((sum, row) => sum + row.count, 0),
  };
}

/**
 * Whether a report call failed in a way the orders list can stand in for: the backend has no such call (404), or
 * answered it in a form the dashboard cannot read — counts per service of all time, or a bare list of counts per
 * status (a plain `values('status').annotate(…)`), which says nothing of the period asked for and would not add up
 * with the figures counted from the period's orders.
 */
export function isUnreadableReport(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'malformed' || error.status === 404);
}

/** An order as the reports count it: its status, service, creation day and the times to take and complete it. */
const reportOrderSchema = v.object({
  id: v.number(),
  status: v.string(),
  service: relation({ name: text() }),
  createdAt: moment(),
  takenAt: optionalMoment(),
  completedAt: optionalMoment(),
});
export type ReportOrder = v.InferOutput<typeof reportOrderSchema>;

/**
 * The orders of a period, with the total the list holds; rows validated in slices
 * (docs/decisions/191-first-paint-and-the-desk.md).
 */
export interface PeriodOrders {
  count: number;
  results: ReportOrder[];
}

/**
 * `GET /dashboard/service_orders/?page=1&page_size=999&created_after&created_before` — the orders of a period, to
 * count the reports from when `report/` or `status_report/` cannot be read. The period is applied again in the
 * browser (the screen narrows by the hotel's days): a backend may ignore or refuse it (lib/http/refusals.ts).
 */
export async function fetchPeriodOrders(period: ReportPeriod, signal?: AbortSignal): Promise<PeriodOrders> {
  const path = '/dashboard/service_orders/';
  const page = await http.get(path, listOf(v.unknown()), {
    signal,
    searchParams: { ...PAGE_ALL, created_after: period.dateFrom, created_before: period.dateTo },
    browserFilters: ['created_after', 'created_before'],
  });
  return { count: page.count, results: await parseItemsInSlices(path, page.results, reportOrderSchema, { signal }) };
}

/** A service's id and name, to name the services the orders sent by key. */
const serviceNameSchema = v.object({ id: v.number(), name: requiredText() });

/** `GET /dashboard/services/?page=1&page_size=999` — the services, when orders counted here named theirs by key. */
export async function fetchServiceNames(signal?: AbortSignal): Promise<v.InferOutput<typeof serviceNameSchema>[]> {
  return (await http.get('/dashboard/services/', listOf(serviceNameSchema), { signal, searchParams: PAGE_ALL }))
    .results;
}
