import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, parseDay } from '@/lib/format';
import { dayInZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { cutAnswer } from '@/lib/test/answers';
import { setFaults } from '@/lib/test/faults';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { fetchOrderReport, fetchStatusReport, type OrderReport } from './api';
import { formatCount } from './model/format';
import { presetPeriod } from './model/period';
import { ReportsPage } from './ReportsPage';

/*
 * The reports against an ordinary Django REST framework backend (docs/decisions/193-an-ordinary-drf-backend.md): the
 * real in-process server, its `report/` answered the way a plain `@action` writes counts — `[{service, count}]` of all
 * time — or its `status_report/` as a bare list, or one of them failing. The figures counted in the browser are
 * compared with the server's own report of the same period: the same rules give the same numbers.
 */

const server = withTestServer();

const LOAD = { timeout: 10_000 };
const REPORT = '/dashboard/service_orders/report/';
const STATUS_REPORT = '/dashboard/service_orders/status_report/';

let rendered: ReturnType<typeof render> | undefined;
let session: Session;

const hotelToday = () => parseDay(dayInZone(new Date(), 'Europe/Moscow'));

function renderPage(url = '/orders/reports') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <ReportsPage />
    </SessionContext>,
  );
  return rendered;
}

function kpi(label: string): string {
  return screen.getByRole('group', { name: label }).children[1]?.textContent ?? '';
}

/** The rows of a table as the text of their cells (the header row left out). */
function tableRows(name: string): string[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** The services table as `name total` lines, in name order (ties in the sort may fall either way). */
function serviceLines(report: OrderReport): string[] {
  return report.byService.map((row) => `${row.service.name} ${formatCount(row.total)}`).sort();
}

beforeEach(async () => {
  const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  measure.mockImplementation(function getBoundingClientRect(this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 720, height: 260 })
      : new DOMRect(0, 0, 0, 0);
  });
  session = await signedInSession('admin@example.com', 1);
});

afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0), LOAD);
  rendered = undefined;
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
  await fetch(`${server().url}/dev/faults/`, { method: 'DELETE' });
});

describe('the reports against an ordinary DRF backend', { timeout: 40_000 }, () => {
  it('counts orders per day and per service from the orders list when report/ answers counts per service', async () => {
    const period = presetPeriod('30d', hotelToday());
    const expected = await fetchOrderReport(period);
    const statuses = await fetchStatusReport(period);
    expect(expected.total).toBeGreaterThan(0);
    cutAnswer(REPORT, (report: OrderReport) =>
      report.byService.map((row) => ({ service: row.service.id, count: row.total })),
    );
    renderPage();

    // Said on the screen: the figures are the browser's, from at most 999 orders.
    expect(await screen.findByText(ru.reports.computed(expected.total, false), {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), LOAD);
    const byDay = tableRows(ru.reports.byDay.table);
    expect(byDay).toEqual(
      expected.byDay.map((day) =>
        [formatDate(day.date), day.total, day.new, day.inProgress, day.completed, day.cancelled].map((value) =>
          typeof value === 'number' ? formatCount(value) : value,
        ),
      ),
    );
    const services = tableRows(ru.reports.byService.table).map(([name, total]) => `${name} ${total}`);
    expect(services.sort()).toEqual(serviceLines(expected));
    // The status report was read from the server as usual.
    expect(kpi(ru.reports.kpi.total)).toBe(formatCount(statuses.total));
  });

  it('counts the statuses in the browser when status_report/ sends a bare list, which names no period', async () => {
    const period = presetPeriod('30d', hotelToday());
    const expected = await fetchStatusReport(period);
    cutAnswer(STATUS_REPORT, (report: { byStatus: { status: string; count: number }[] }) =>
      // What a backend that ignores the period sends: every order it has.
      report.byStatus.map((row) => ({ ...row, count: row.count + 100 })),
    );
    renderPage();

    await screen.findByRole('region', { name: ru.reports.kpi.label }, LOAD);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), LOAD);
    expect(kpi(ru.reports.kpi.total)).toBe(formatCount(expected.total));
    const completed = expected.byStatus.find((row) => row.status === 'completed')!.count;
    expect(kpi(ru.reports.kpi.completed)).toBe(formatCount(completed));
    expect(screen.getByText(/посчитаны в браузере/)).toBeInTheDocument();
  });

  it('keeps the status figures when report/ fails, with its own «Повторить»', async () => {
    const period = presetPeriod('30d', hotelToday());
    const expected = await fetchStatusReport(period);
    await setFaults(server().url, { failStatus: 503, failPaths: [REPORT] });
    renderPage();

    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert).toHaveTextContent(ru.reports.ordersError);
    expect(kpi(ru.reports.kpi.total)).toBe(formatCount(expected.total));
    expect(screen.getByRole('table', { name: ru.reports.byStatus.table })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: ru.reports.byService.table })).not.toBeInTheDocument();
  });
});
