/**
 * The two order reports of docs/CONTRACTS.md (`report/`, `status_report/`), computed by Postgres in one statement
 * each: days and services are grouped where the rows are, and only the totals travel. A period is a range of
 * hotel-local days, both ends included; an order belongs to the day it was created on in the hotel's time zone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/migrate';
import { ORDER_STATUSES, type OrderStatus } from './order-machine';
import { hotelTimezone, startOfHotelDay } from './orders';

/** Hotel-local days, `YYYY-MM-DD`, both included. */
export interface ReportPeriod {
  dateFrom: string;
  dateTo: string;
}

interface DayRow {
  date: string;
  total: number;
  new: number;
  inProgress: number;
  completed: number;
  cancelled: number;
}

interface ServiceRow {
  service: { id: number; name: string };
  total: number;
  completed: number;
  cancelled: number;
  avgMinutesToTake: number | null;
  avgMinutesToComplete: number | null;
}

export interface OrderReport extends ReportPeriod {
  total: number;
  byDay: DayRow[];
  byService: ServiceRow[];
}

export interface StatusReport extends ReportPeriod {
  total: number;
  byStatus: { status: OrderStatus; count: number }[];
  avgMinutesToTake: number | null;
  avgMinutesToComplete: number | null;
  medianMinutesToTake: number | null;
  medianMinutesToComplete: number | null;
}

// Minutes from creation to being taken / to being completed (what the guest waits), one decimal; null when no
// order of the group got that far.
const MINUTES_TO_TAKE = sql`extract(epoch FROM service_orders.taken_at - service_orders.created_at)::float8 / 60`;
const MINUTES_TO_COMPLETE = sql`extract(epoch FROM service_orders.completed_at - service_orders.created_at)::float8 / 60`;

function rounded(expression: SQL): SQL {
  return sql`round((${expression})::numeric, 1)::float8`;
}

function inPeriod(hotelId: number, period: ReportPeriod): SQL {
  return sql`service_orders.hotel_id = ${hotelId}
    AND service_orders.created_at >= ${startOfHotelDay(period.dateFrom, hotelId)}
    AND service_orders.created_at < ${startOfHotelDay(period.dateTo, hotelId, 1)}`;
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** `GET /dashboard/service_orders/report/`: orders per day (every day of the period) and per service. */
export async function orderReport(db: Database, hotelId: number, period: ReportPeriod): Promise<OrderReport> {
  const [days, byService] = await Promise.all([
    db.execute(sql`
      WITH period_orders AS (
        SELECT service_orders.status,
               (service_orders.created_at AT TIME ZONE ${hotelTimezone(hotelId)})::date AS day
        FROM service_orders
        WHERE ${inPeriod(hotelId, period)}
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
             count(period_orders.status)::int AS total,
             count(*) FILTER (WHERE period_orders.status = 'new')::int AS new,
             count(*) FILTER (WHERE period_orders.status = 'in_progress')::int AS in_progress,
             count(*) FILTER (WHERE period_orders.status = 'completed')::int AS completed,
             count(*) FILTER (WHERE period_orders.status = 'cancelled')::int AS cancelled
      FROM generate_series(${period.dateFrom}::date, ${period.dateTo}::date, interval '1 day') AS days(day)
      LEFT JOIN period_orders ON period_orders.day = days.day::date
      GROUP BY days.day
      ORDER BY days.day`),
    db.execute(sql`
      SELECT services.id, services.name,
             count(*)::int AS total,
             count(*) FILTER (WHERE service_orders.status = 'completed')::int AS completed,
             count(*) FILTER (WHERE service_orders.status = 'cancelled')::int AS cancelled,
             ${rounded(sql`avg(${MINUTES_TO_TAKE})`)} AS avg_take,
             ${rounded(sql`avg(${MINUTES_TO_COMPLETE})`)} AS avg_complete
      FROM service_orders
      JOIN services ON services.id = service_orders.service_id
      WHERE ${inPeriod(hotelId, period)}
      GROUP BY services.id, services.name
      ORDER BY total DESC, services.name, services.id`),
  ]);
  const byDay = (rowsOf(days) as Record<string, unknown>[]).map((row) => ({
    date: String(row.date),
    total: Number(row.total),
    new: Number(row.new),
    inProgress: Number(row.in_progress),
    completed: Number(row.completed),
    cancelled: Number(row.cancelled),
  }));
  return {
    ...period,
    total: byDay.reduce((sum, day) => sum + day.total, 0),
    byDay,
    byService: (rowsOf(byService) as Record<string, unknown>[]).map((row) => ({
      service: { id: Number(row.id), name: String(row.name) },
      total: Number(row.total),
      completed: Number(row.completed),
      cancelled: Number(row.cancelled),
      avgMinutesToTake: numberOrNull(row.avg_take),
      avgMinutesToComplete: numberOrNull(row.avg_complete),
    })),
  };
}

/** `GET /dashboard/service_orders/status_report/`: orders per status and the times to take and to complete. */
export async function statusReport(db: Database, hotelId: number, period: ReportPeriod): Promise<StatusReport> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE status = 'new')::int AS new,
           count(*) FILTER (WHERE status = 'in_progress')::int AS in_progress,
           count(*) FILTER (WHERE status = 'completed')::int AS completed,
           count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
           ${rounded(sql`avg(${MINUTES_TO_TAKE})`)} AS avg_take,
           ${rounded(sql`avg(${MINUTES_TO_COMPLETE})`)} AS avg_complete,
           ${rounded(sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${MINUTES_TO_TAKE})`)} AS median_take,
           ${rounded(sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${MINUTES_TO_COMPLETE})`)} AS median_complete
    FROM service_orders
    WHERE ${inPeriod(hotelId, period)}`);
  const row = (rowsOf(result)[0] ?? {}) as Record<string, unknown>;
  return {
    ...period,
    total: Number(row.total ?? 0),
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: Number(row[status] ?? 0) })),
    avgMinutesToTake: numberOrNull(row.avg_take),
    avgMinutesToComplete: numberOrNull(row.avg_complete),
    medianMinutesToTake: numberOrNull(row.median_take),
    medianMinutesToComplete: numberOrNull(row.median_complete),
  };
}
