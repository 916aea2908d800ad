'use client';

import '@mantine/charts/styles.css';
import { Alert, EmptyState } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { downloadCsv } from '@/lib/csv';
import { formatDate, parseDay, toDay } from '@/lib/format';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { HotelTimeNote } from '@/lib/ui/HotelTimeNote';
import { failedLoad, LoadError } from '@/lib/ui/LoadError';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { useSearchState } from '@/lib/ui/useSearchState';
import { KpiCards, KpiCardsSkeleton } from './components/KpiCards';
import { OrdersByDayChart } from './components/lazy-charts';
import { OrdersByDaySkeleton, OrdersByDayTable } from './components/OrdersByDay';
import { OrdersByStatus, OrdersByStatusSkeleton } from './components/OrdersByStatus';
import { PeriodPicker } from './components/PeriodPicker';
import { ReportCard } from './components/ReportCard';
import { ServicesTable, ServicesTableSkeleton } from './components/ServicesTable';
import { byDayCsv, byServiceCsv, byStatusCsv, csvFileName } from './model/csv';
import { PERIOD_SEARCH_KEYS, parsePeriod, periodLength, periodToSearch, type SelectedPeriod } from './model/period';
import { DEFAULT_SERVICE_SORT, nextSort, type ServiceSort, sortServices } from './model/sort';
import { reportQueries } from './queries';
import classes from './ReportsPage.module.css';

function Header({ period }: { period: SelectedPeriod | null }) {
  const { differs } = useHotelZone();
  return (
    <ScreenHeader
      title={ru.reports.title}
      status={
        period
          ? ru.reports.periodCaption(formatDate(period.dateFrom), formatDate(period.dateTo), periodLength(period))
          : ''
      }
      // The server counts the days in the hotel's zone; named when the browser's differs.
      subtitle={differs ? <HotelTimeNote /> : undefined}
    />
  );
}

/** Every card while the first figures load, at its final size. */
function ReportsSkeleton() {
  return (
    <div className={classes.content} aria-busy="true">
      <KpiCardsSkeleton />
      <div className={classes.charts}>
        <ReportCard title={ru.reports.byDay.title}>
          <OrdersByDaySkeleton />
        </ReportCard>
        <ReportCard title={ru.reports.byStatus.title}>
          <OrdersByStatusSkeleton />
        </ReportCard>
      </div>
      <ReportCard title={ru.reports.byService.title}>
        <ServicesTableSkeleton />
      </ReportCard>
    </div>
  );
}

function ReportsScreen() {
  const [search, setSearch] = useSearchState(PERIOD_SEARCH_KEYS);
  // Read on each render: a tab left open past midnight moves «Сегодня» with the clock on the next render.
  // The hotel's today (a local Date at its midnight): the presets are the hotel's days, as the server counts them.
  const { timeZone } = useHotelZone();
  const today = parseDay(dayInZone(new Date(), timeZone));
  const period = parsePeriod(search, today);
  const range = { dateFrom: period.dateFrom, dateTo: period.dateTo };
  const orders = useQuery(reportQueries.orders(range, timeZone));
  const statuses = useQuery(reportQueries.statuses(range, timeZone));
  const [sort, setSort] = useState<ServiceSort>(DEFAULT_SERVICE_SORT);

  // Each report stands on its own: one that fails leaves the other's cards on the screen, with its own «Повторить».
  const ordersData = orders.isError ? undefined : orders.data;
  const statusesData = statuses.isError ? undefined : statuses.data;
  const failed = orders.isError && statuses.isError ? failedLoad([orders, statuses]) : null;
  let content;
  if (failed) {
    content = <LoadError title={ru.reports.loadError} {...failed} />;
  } else if ((!ordersData && !orders.isError) || (!statusesData && !statuses.isError)) {
    content = <ReportsSkeleton />;
  } else if (statusesData?.total === 0 && ordersData?.total === 0) {
    content = (
      <EmptyState
        icon={<IconChartBar size={28} stroke={1.8} aria-hidden />}
        variant="light"
        title={ru.reports.emptyTitle}
        description={ru.reports.emptyText}
        className={classes.empty}
      />
    );
  } else {
    const report = ordersData;
    const services = report ? sortServices(report.byService, sort) : [];
    const stale = orders.isPlaceholderData || statuses.isPlaceholderData;
    const computed = ordersData?.computed ?? statusesData?.computed;
    const ordersFailed = failedLoad([orders]);
    const statusesFailed = failedLoad([statuses]);
    content = (
      <div className={classes.content} data-stale={stale || undefined} aria-busy={stale}>
        {computed && (
          <Alert color="yellow" variant="light" role="status">
            {ru.reports.computed(computed.orders, computed.truncated)}
          </Alert>
        )}
        {statusesData && <KpiCards report={statusesData} />}
        {statusesFailed && <LoadError title={ru.reports.statusesError} {...statusesFailed} />}
        {ordersFailed && <LoadError title={ru.reports.ordersError} {...ordersFailed} />}
        <div className={classes.charts}>
          {report && (
            <ReportCard
              title={ru.reports.byDay.title}
              downloadLabel={ru.reports.downloadByDay}
              onDownload={() => downloadCsv(csvFileName('by-day', report), byDayCsv(report.byDay))}
            >
              <OrdersByDayChart rows={report.byDay} />
              <OrdersByDayTable rows={report.byDay} />
            </ReportCard>
          )}
          {statusesData && (
            <ReportCard
              title={ru.reports.byStatus.title}
              downloadLabel={ru.reports.downloadByStatus}
              onDownload={() => downloadCsv(csvFileName('by-status', period), byStatusCsv(statusesData))}
            >
              <OrdersByStatus report={statusesData} />
            </ReportCard>
          )}
        </div>
        {report && (
          <ReportCard
            title={ru.reports.byService.title}
            downloadLabel={ru.reports.downloadByService}
            onDownload={() => downloadCsv(csvFileName('by-service', report), byServiceCsv(services))}
          >
            <ServicesTable
              rows={services}
              sort={sort}
              onSort={(column) => setSort((current) => nextSort(current, column))}
            />
          </ReportCard>
        )}
      </div>
    );
  }

  return (
    <Screen width="full">
      <Header period={period} />
      <PeriodPicker
        period={period}
        today={toDay(today)}
        onPreset={(preset) => setSearch(periodToSearch(preset))}
        onRange={(next) => setSearch(periodToSearch(next))}
      />
      {content}
    </Screen>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function ReportsFallback() {
  return (
    <Screen width="full">
      <Header period={null} />
      <div className={classes.pickerPlaceholder} />
      <ReportsSkeleton />
    </Screen>
  );
}

/**
 * «Отчёты по заказам»: the active hotel's service orders over a period kept in the URL (`?period=7d` or
 * `?from=&to=`): key figures, orders per day and per status as charts with their tables, and orders per service;
 * the day and service tables download as CSV for Excel.
 */
export function ReportsPage() {
  return (
    <Suspense fallback={<ReportsFallback />}>
      <ReportsScreen />
    </Suspense>
  );
}
