import { addDays, dayInZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import type { DayRow, OrderReport, PeriodOrders, ReportOrder, ReportPeriod, ServiceRow, StatusReport } from '../api';

/*
 * The reports counted in the browser from the orders of the period, for a backend whose `report/` or
 * `status_report/` the dashboard cannot read (docs/decisions/193-an-ordinary-drf-backend.md). The same
 * rules as the server's (docs/CONTRACTS.md «Reports»): an order counts on the hotel-local day it was created, in its
 * current status; minutes to take and to complete are measured from the creation. Pure.
 */

const KNOWN = ['new', 'in_progress', 'completed', 'cancelled'] as const;

/** Minutes between two moments, one decimal. */
function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 6_000) / 10;
}

function average(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

/** The median, interpolated between the two middle values (as `percentile_cont(0.5)`), one decimal. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const value = (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
  return Math.round(value * 10) / 10;
}

function minutesToTake(order: ReportOrder): number | null {
  return order.takenAt === null ? null : minutesBetween(order.createdAt, order.takenAt);
}

function minutesToComplete(order: ReportOrder): number | null {
  return order.completedAt === null ? null : minutesBetween(order.createdAt, order.completedAt);
}

const present = (value: number | null): value is number => value !== null;

/** Every day of the period, both ends included. */
function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.dateFrom; day <= period.dateTo; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The orders created on the period's days in the hotel's zone: the list may hold more (a filter ignored). */
export function ordersOfPeriod(list: PeriodOrders, period: ReportPeriod, timeZone: string): ReportOrder[] {
  return list.results.filter((order) => {
    const day = dayInZone(order.createdAt, timeZone);
    return day >= period.dateFrom && day <= period.dateTo;
  });
}

/** Orders per day of the period and per service (named by `serviceNames` where the orders sent a key only). */
export function orderReportOf(
  orders: readonly ReportOrder[],
  period: ReportPeriod,
  timeZone: string,
  serviceNames: ReadonlyMap<number, string>,
): Omit<OrderReport, 'computed'> {
  const byDate = new Map<string, DayRow>(
    daysOf(period).map((date) => [date, { date, total: 0, new: 0, inProgress: 0, completed: 0, cancelled: 0 }]),
  );
  const byService = new Map<number, { name: string; orders: ReportOrder[] }>();
  for (const order of orders) {
    const row = byDate.get(dayInZone(order.createdAt, timeZone));
    if (row) {
      row.total += 1;
      if (order.status === 'new') row.new += 1;
      else if (order.status === 'in_progress') row.inProgress += 1;
      else if (order.status === 'completed') row.completed += 1;
      else if (order.status === 'cancelled') row.cancelled += 1;
    }
    const name = order.service.expanded ? order.service.name : (serviceNames.get(order.service.id) ?? '');
    const service = byService.get(order.service.id) ?? { name, orders: [] };
    service.orders.push(order);
    byService.set(order.service.id, service);
  }
  const services: ServiceRow[] = [...byService.entries()].map(([id, { name, orders: ofService }]) => ({
    service: { id, name: name || ru.orders.list.service(id) },
    total: ofService.length,
    completed: ofService.filter((order) => order.status === 'completed').length,
    cancelled: ofService.filter((order) => order.status === 'cancelled').length,
    avgMinutesToTake: average(ofService.map(minutesToTake).filter(present)),
    avgMinutesToComplete: average(ofService.map(minutesToComplete).filter(present)),
  }));
  services.sort((a, b) => b.total - a.total || a.service.name.localeCompare(b.service.name, 'ru'));
  return { ...period, total: orders.length, byDay: [...byDate.values()], byService: services };
}

/** Orders per status (ours in their order, then any other found), and the average and median times. */
export function statusReportOf(orders: readonly ReportOrder[], period: ReportPeriod): Omit<StatusReport, 'computed'> {
  const counts = new Map<string, number>(KNOWN.map((status) => [status, 0]));
  for (const order of orders) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
  const toTake = orders.map(minutesToTake).filter(present);
  const toComplete = orders.map(minutesToComplete).filter(present);
  return {
    ...period,
    total: orders.length,
    byStatus: [...counts.entries()].map(([status, count]) => ({ status, count })),
    avgMinutesToTake: average(toTake),
    avgMinutesToComplete: average(toComplete),
    medianMinutesToTake: median(toTake),
    medianMinutesToComplete: median(toComplete),
  };
}
