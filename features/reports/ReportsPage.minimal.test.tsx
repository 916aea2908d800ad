import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { cutAnswer, without } from '@/lib/test/answers';
import { render, screen, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { fetchOrderReport, fetchStatusReport } from './api';
import { KpiCards } from './components/KpiCards';
import { ServicesTable } from './components/ServicesTable';
import { presetPeriod } from './model/period';
import { DEFAULT_SERVICE_SORT } from './model/sort';

/*
 * The reports against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal), which answers the figures themselves only — orders per day and
 * status, per service their total, per status their count — without totals, period or times.
 */

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

withTestServer({ apiProfile: 'minimal' });
withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

describe('the reports against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('computes the totals, keeps the period asked for and shows a dash for what is not sent', async () => {
    const period = presetPeriod('30d', new Date());
    const [orders, statuses] = await Promise.all([fetchOrderReport(period), fetchStatusReport(period)]);

    expect(orders.dateFrom).toBe(period.dateFrom);
    expect(orders.dateTo).toBe(period.dateTo);
    expect(orders.byDay.length).toBeGreaterThan(0);
    for (const row of orders.byDay) expect(row.total).toBe(row.new + row.inProgress + row.completed + row.cancelled);
    expect(orders.total).toBe(orders.byDay.reduce((sum, row) => sum + row.total, 0));
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.byService[0]).toEqual({
      service: { id: anyNumber, name: anyString },
      total: anyNumber,
      completed: null,
      cancelled: null,
      avgMinutesToTake: null,
      avgMinutesToComplete: null,
    });

    expect(statuses).toMatchObject({
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      avgMinutesToTake: null,
      medianMinutesToComplete: null,
    });
    expect(statuses.total).toBe(statuses.byStatus.reduce((sum, row) => sum + row.count, 0));
    expect(statuses.total).toBe(orders.total);

    render(<KpiCards report={statuses} />);
    const total = screen.getByRole('group', { name: ru.reports.kpi.total });
    expect(total).toHaveTextContent(new Intl.NumberFormat('ru-RU').format(statuses.total));
    expect(screen.getByRole('group', { name: ru.reports.kpi.avgToTake })).toHaveTextContent(ru.reports.noValue);

    render(<ServicesTable rows={orders.byService} sort={DEFAULT_SERVICE_SORT} onSort={() => {}} />);
    const first = within(screen.getByRole('table', { name: ru.reports.byService.table })).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(String(orders.byService[0]!.total));
    expect(cells.slice(1).every((cell) => cell.textContent === ru.reports.noValue)).toBe(true);
  });

  it('still refuses a report without its figures', async () => {
    const period = presetPeriod('7d', new Date());
    cutAnswer('/dashboard/service_orders/report/', without('byDay'));
    await expect(fetchOrderReport(period)).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/service_orders/status_report/', ({ byStatus }: { byStatus: { status: string }[] }) => ({
      byStatus: byStatus.map(({ status }) => ({ status })),
    }));
    await expect(fetchStatusReport(period)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
