import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatMinutes, parseDay, toDay } from '@/lib/format';
import { dayInZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { captureDownloads } from '@/lib/test/downloads';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { fetchOrderReport, fetchStatusReport, type ReportPeriod, type StatusReport } from './api';
import { formatCount } from './model/format';
import { presetPeriod } from './model/period';
import { ReportsPage } from './ReportsPage';

/*
 * The screen against the real in-process backend (seeded demo data of hotel 1, its administrator signed in). The
 * orders are generated around today, so the expected figures are read from the API first, never assumed.
 *
 * next/navigation is the one thing replaced (lib/test/next-navigation.ts).
 */

const server = withTestServer();

const LOAD = { timeout: 10_000 };

let rendered: ReturnType<typeof render> | undefined;
let session: Session;

/** The hotel's today (hotel 1 keeps Moscow time, as the server counts its days), as a local Date at midnight. */
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

/** The value shown on the KPI card with this label. */
function kpi(label: string): string {
  const card = screen.getByRole('group', { name: label });
  return card.children[1]?.textContent ?? '';
}

async function waitForFigures(period: ReportPeriod) {
  await screen.findByRole('region', { name: ru.reports.kpi.label }, LOAD);
  // The period caption shows the days asked for; the figures are no longer the previous period's.
  await screen.findByText(
    new RegExp(
      `^${formatDate(period.dateFrom).replaceAll('.', '\\.')} – ${formatDate(period.dateTo).replaceAll('.', '\\.')}`,
    ),
    {},
    LOAD,
  );
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), LOAD);
}

function countOf(report: StatusReport, status: StatusReport['byStatus'][number]['status']) {
  return report.byStatus.find((row) => row.status === status)!.count;
}

function expectKpis(report: StatusReport) {
  const duration = (value: number | null) => (value === null ? ru.reports.noValue : formatMinutes(value));
  expect(kpi(ru.reports.kpi.total)).toBe(formatCount(report.total));
  expect(kpi(ru.reports.kpi.completed)).toBe(formatCount(countOf(report, 'completed')));
  expect(kpi(ru.reports.kpi.cancelled)).toBe(formatCount(countOf(report, 'cancelled')));
  expect(kpi(ru.reports.kpi.avgToTake)).toBe(duration(report.avgMinutesToTake));
  expect(kpi(ru.reports.kpi.avgToComplete)).toBe(duration(report.avgMinutesToComplete));
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

beforeEach(async () => {
  // happy-dom lays nothing out: give the charts' responsive containers a size, so recharts draws them.
  const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  const unmeasured = new DOMRect(0, 0, 0, 0);
  measure.mockImplementation(function getBoundingClientRect(this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width: 720, height: 260 })
      : unmeasured;
  });
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0), LOAD);
  rendered = undefined;
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('ReportsPage', { timeout: 30_000 }, () => {
  it('shows the KPIs of the last 30 days as the API computes them', async () => {
    const period = presetPeriod('30d', hotelToday());
    const expected = await fetchStatusReport(period);
    expect(expected.total).toBeGreaterThan(0);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: ru.reports.title })).toBeInTheDocument();
    // The days are the hotel's (Moscow), and the tests' browser runs in UTC: the zone is named.
    expect(screen.getByText(ru.hotelTime.note('Москва, UTC+3'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.reports.presets['30d'], pressed: true })).toBeInTheDocument();
    await waitForFigures(period);
    expectKpis(expected);

    // Both charts are drawn once their chunk is in: the bars with a legend of the four statuses, one donut sector
    // per status present.
    const byDay = screen.getByRole('region', { name: ru.reports.byDay.title });
    await waitFor(() => expect(byDay.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
    const legend = [...byDay.querySelectorAll('.mantine-ChartLegend-legendItemName')].map(
      (item) => item.textContent ?? '',
    );
    expect(legend.sort()).toEqual(Object.values(ru.reports.statuses).sort());
    const donut = screen.getByRole('region', { name: ru.reports.byStatus.title });
    expect(donut.querySelectorAll('.recharts-pie-sector')).toHaveLength(
      expected.byStatus.filter((row) => row.count > 0).length,
    );

    // The donut's figures are readable without the chart.
    const byStatus = within(screen.getByRole('table', { name: ru.reports.byStatus.table }));
    for (const { status, count } of expected.byStatus) {
      expect(
        byStatus.getByRole('row', {
          name: new RegExp(`^${ru.reports.statuses[status as keyof typeof ru.reports.statuses]} ${count} `),
        }),
      ).toBeInTheDocument();
    }
  });

  it('switches to a preset, keeps it in the URL and shows that period’s figures', async () => {
    const period = presetPeriod('7d', hotelToday());
    const [expected, report] = await Promise.all([fetchStatusReport(period), fetchOrderReport(period)]);
    const { user } = renderPage();
    await waitForFigures(presetPeriod('30d', hotelToday()));

    await user.click(screen.getByRole('button', { name: ru.reports.presets['7d'] }));
    expect(new URLSearchParams(window.location.search).get('period')).toBe('7d');
    expect(screen.getByRole('button', { name: ru.reports.presets['7d'], pressed: true })).toBeInTheDocument();
    await waitForFigures(period);
    expectKpis(expected);

    // One row per day of the period in the table under the chart.
    const days = within(screen.getByRole('table', { name: ru.reports.byDay.table }))
      .getAllByRole('row')
      .slice(1);
    expect(days.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      report.byDay.map((day) => formatDate(day.date)),
    );
  });

  it('downloads both tables as CSV for Excel: BOM, «;», Russian headers, the API’s figures', async () => {
    const period = presetPeriod('30d', hotelToday());
    const report = await fetchOrderReport(period);
    const files = captureDownloads();
    const { user } = renderPage();
    await waitForFigures(period);

    await user.click(screen.getByRole('button', { name: ru.reports.downloadByDay }));
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe(`orders-by-day_${period.dateFrom}_${period.dateTo}.csv`);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(files[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const byDay = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(byDay[0]).toBe('Дата;Всего;Новые;В работе;Выполнены;Отменены');
    expect(byDay.slice(1, -1)).toEqual(
      report.byDay.map((day) =>
        [formatDate(day.date), day.total, day.new, day.inProgress, day.completed, day.cancelled].join(';'),
      ),
    );

    await user.click(screen.getByRole('button', { name: ru.reports.downloadByService }));
    expect(files).toHaveLength(2);
    const byService = (await files[1]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(byService[0]).toBe(
      'Услуга;Всего;Выполнено;Отменено;Среднее время до взятия, мин;Среднее время выполнения, мин',
    );
    expect(byService.slice(1, -1).map((line) => line.split(';').slice(1, 4).map(Number))).toEqual(
      report.byService.map((row) => [row.total, row.completed, row.cancelled]),
    );
    expect(byService.slice(1, -1).reduce((sum, line) => sum + Number(line.split(';')[1]), 0)).toBe(report.total);

    await user.click(screen.getByRole('button', { name: ru.reports.downloadByStatus }));
    expect(files).toHaveLength(3);
    expect(files[2]!.name).toBe(`orders-by-status_${period.dateFrom}_${period.dateTo}.csv`);
    const byStatus = (await files[2]!.blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(byStatus[0]).toBe('Статус;Заказов;Доля, %');
    expect(byStatus.slice(1, -1).map((line) => line.split(';')[0])).toEqual(Object.values(ru.reports.statuses));

    // A double click saves one more file, not two; so does Enter on the focused button.
    await user.dblClick(screen.getByRole('button', { name: ru.reports.downloadByDay }));
    expect(files).toHaveLength(4);
    await user.keyboard('{Enter}');
    expect(files).toHaveLength(5);
  });

  it('sorts the services table by a column, and the CSV follows the table', async () => {
    const period = presetPeriod('30d', hotelToday());
    const report = await fetchOrderReport(period);
    expect(report.byService.length).toBeGreaterThan(1);
    const files = captureDownloads();
    const { user } = renderPage();
    await waitForFigures(period);

    const table = () => within(screen.getByRole('table', { name: ru.reports.byService.table }));
    const names = () =>
      table()
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(report.byService.map((row) => row.service.name));
    expect(table().getByRole('columnheader', { name: ru.reports.byService.total })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(table().getByRole('button', { name: ru.reports.byService.service }));
    const alphabetical = report.byService
      .map((row) => row.service.name)
      .sort(new Intl.Collator('ru', { numeric: true, sensitivity: 'base' }).compare);
    expect(names()).toEqual(alphabetical);
    expect(table().getByRole('columnheader', { name: ru.reports.byService.service })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(table().getByRole('columnheader', { name: ru.reports.byService.total })).not.toHaveAttribute('aria-sort');

    await user.click(table().getByRole('button', { name: ru.reports.byService.service }));
    expect(names()).toEqual([...alphabetical].reverse());

    await user.click(screen.getByRole('button', { name: ru.reports.downloadByService }));
    const lines = (await files[0]!.blob.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(lines.map((line) => line.split(';')[0]!.replace(/^"|"$/g, ''))).toEqual([...alphabetical].reverse());
  });

  it('takes a custom range from the calendar into the URL', async () => {
    const first = presetPeriod('30d', hotelToday()).dateFrom;
    const start = parseDay(first);
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
    const period = { dateFrom: first, dateTo: toDay(end) };
    const expected = await fetchStatusReport(period);
    const { user } = renderPage();
    await waitForFigures(presetPeriod('30d', hotelToday()));

    // The calendar opens on the month of the period shown; its days are named in Russian.
    await user.click(screen.getByRole('button', { name: ru.reports.customPeriod }));
    await user.click(screen.getByRole('button', { name: dayjs(start).locale('ru').format('D MMMM YYYY') }));
    await user.click(screen.getByRole('button', { name: dayjs(end).locale('ru').format('D MMMM YYYY') }));

    const search = new URLSearchParams(window.location.search);
    expect([search.get('from'), search.get('to'), search.get('period')]).toEqual([
      period.dateFrom,
      period.dateTo,
      null,
    ]);
    expect(screen.getByRole('button', { name: ru.reports.presets['30d'] })).toHaveAttribute('aria-pressed', 'false');
    await waitForFigures(period);
    expectKpis(expected);
  });

  it('reads a custom period from the URL and says when it has no orders', async () => {
    renderPage('/orders/reports?from=2001-03-01&to=2001-03-07');
    expect(await screen.findByText(ru.reports.emptyTitle, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(ru.reports.periodCaption('01.03.2001', '07.03.2001', 7))).toBeInTheDocument();
    for (const preset of ['today', '7d', '30d', 'month'] as const) {
      expect(screen.getByRole('button', { name: ru.reports.presets[preset] })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.queryByRole('region', { name: ru.reports.kpi.label })).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with «Повторить», which loads the report', async () => {
    const period = presetPeriod('30d', hotelToday());
    const expected = await fetchStatusReport(period);
    await setFault({
      failStatus: 503,
      failPaths: ['/dashboard/service_orders/report/*', '/dashboard/service_orders/status_report/*'],
    });
    try {
      const { user } = renderPage();
      expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
      const alert = await screen.findByRole('alert', {}, LOAD);
      expect(alert).toHaveTextContent(ru.reports.loadError);
      await clearFault();
      await user.click(within(alert).getByRole('button', { name: ru.common.retry }));
      await waitForFigures(period);
      expectKpis(expected);
    } finally {
      await clearFault();
    }
  });
});

async function setFault(fault: Record<string, unknown>) {
  const response = await fetch(`${server().url}/dev/faults/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
}

async function clearFault() {
  await fetch(`${server().url}/dev/faults/`, { method: 'DELETE' });
}
