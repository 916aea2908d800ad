import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { authHttp, configureHttp } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { render, screen, within } from '@/lib/test/render';
import { startTestServer, type TestServer } from '@/server/testing';
import { fetchOrderReport, fetchStatusReport } from './api';
import { KpiCards } from './components/KpiCards';
import { ServicesTable } from './components/ServicesTable';
import { presetPeriod } from './period';
import { DEFAULT_SERVICE_SORT } from './sort';

/*
 * The reports against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal), which answers the figures themselves only — orders per day and
 * status, per service their total, per status their count — without totals, period or times.
 */

const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

const originalFetch = globalThis.fetch;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ apiProfile: 'minimal', authRateLimit: 10_000 });
}, 120_000);
afterAll(async () => server.close());
beforeEach(async () => {
  configureHttp({ apiUrl: server.url });
  const tokens = await authHttp.post('/auth/token/', v.object({ access: v.string(), refresh: v.string() }), {
    json: { email: 'admin@example.com', password: 'demo12345' },
  });
  tokenStorage.setTokens(tokens);
  activeHotelStorage.set(1);
});
afterEach(() => vi.restoreAllMocks());

/** Passes every call to the server, but answers `path` with its real body changed by `cut`. */
function cutAnswer(path: string, cut: (body: unknown) => unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await originalFetch(request);
    if (new URL(request.url).pathname !== path) return response;
    const body = cut(await response.json());
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
}

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

    expect(statuses).toMatchObject({ dateFrom: period.dateFrom, dateTo: period.dateTo, avgMinutesToTake: null, medianMinutesToComplete: null });
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
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const period = presetPeriod('7d', new Date());
    cutAnswer('/dashboard/service_orders/report/', (body) => ({ ...(body as object), byDay: undefined }));
    await expect(fetchOrderReport(period)).rejects.toMatchObject({ kind: 'malformed' });
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cutAnswer('/dashboard/service_orders/status_report/', (body) => ({
      byStatus: (body as { byStatus: { status: string }[] }).byStatus.map(({ status }) => ({ status })),
    }));
    await expect(fetchStatusReport(period)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
