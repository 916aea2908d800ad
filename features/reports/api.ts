import * as v from 'valibot';
import { http } from '@/lib/http/client';

/**
 * Fetchers of the reports screen (docs/CONTRACTS.md, "Service orders": `report/` and `status_report/`). Both take a
 * period of hotel-local days, both ends included; every response is validated here.
 */

/** A period as the API names it: `YYYY-MM-DD`, both days included. */
export interface ReportPeriod {
  dateFrom: string;
  dateTo: string;
}

const ORDER_STATUSES = ['new', 'in_progress', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const minutes = v.nullable(v.number());
const day = v.pipe(v.string(), v.isoDate());

const dayRowSchema = v.object({
  date: day,
  total: count,
  new: count,
  inProgress: count,
  completed: count,
  cancelled: count,
});
export type DayRow = v.InferOutput<typeof dayRowSchema>;

const serviceRowSchema = v.object({
  service: v.object({ id: v.number(), name: v.string() }),
  total: count,
  completed: count,
  cancelled: count,
  avgMinutesToTake: minutes,
  avgMinutesToComplete: minutes,
});
export type ServiceRow = v.InferOutput<typeof serviceRowSchema>;

const orderReportSchema = v.object({
  dateFrom: day,
  dateTo: day,
  total: count,
  byDay: v.array(dayRowSchema),
  byService: v.array(serviceRowSchema),
});
export type OrderReport = v.InferOutput<typeof orderReportSchema>;

const statusReportSchema = v.object({
  dateFrom: day,
  dateTo: day,
  total: count,
  byStatus: v.array(v.object({ status: v.picklist(ORDER_STATUSES), count })),
  avgMinutesToTake: minutes,
  avgMinutesToComplete: minutes,
  medianMinutesToTake: minutes,
  medianMinutesToComplete: minutes,
});
export type StatusReport = v.InferOutput<typeof statusReportSchema>;

function periodParams(period: ReportPeriod) {
  return { date_from: period.dateFrom, date_to: period.dateTo };
}

/** `GET /dashboard/service_orders/report/` — orders per day (every day of the period) and per service. */
export function fetchOrderReport(period: ReportPeriod, signal?: AbortSignal): Promise<OrderReport> {
  return http.get('/dashboard/service_orders/report/', orderReportSchema, { signal, searchParams: periodParams(period) });
}

/** `GET /dashboard/service_orders/status_report/` — orders per status, average and median times. */
export function fetchStatusReport(period: ReportPeriod, signal?: AbortSignal): Promise<StatusReport> {
  return http.get('/dashboard/service_orders/status_report/', statusReportSchema, { signal, searchParams: periodParams(period) });
}
