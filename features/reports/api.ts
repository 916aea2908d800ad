import * as v from 'valibot';
import { http } from '@/lib/http/client';
import { count, decimal, optionalDecimal, optionalText, requiredText } from '@/lib/http/schemas';

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
}

/** A status the dashboard does not know is kept (it counts in the total) and not shown on its own. */
const statusReportSchema = v.object({
  dateFrom: optionalText(),
  dateTo: optionalText(),
  total: count(),
  byStatus: v.array(v.object({ status: v.string(), count: figure })),
  avgMinutesToTake: optionalDecimal(),
  avgMinutesToComplete: optionalDecimal(),
  medianMinutesToTake: optionalDecimal(),
  medianMinutesToComplete: optionalDecimal(),
});
export type StatusReport = Omit<v.InferOutput<typeof statusReportSchema>, 'dateFrom' | 'dateTo' | 'total'> &
  ReportPeriod & { total: number };

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
