/**
 * The report's two charts (recharts, through @mantine/charts: about 90 KB gzip). Only the reports screen draws
 * them, and not at once: they load beside the report's data (./lazy-charts.tsx), while the figures beside them
 * are plain tables.
 */

import { BarChart, DonutChart } from '@mantine/charts';
import { useMemo } from 'react';
import { formatShortDate } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import type { DayRow } from '../api';
import { formatCount, STATUS_SERIES } from '../model/format';
import { CHART_HEIGHT, DONUT_SIZE } from './chart-sizes';
import type { StatusRow } from './OrdersByStatus';
import classes from './OrdersByStatus.module.css';

const series = STATUS_SERIES.map(({ key, status, color }) => ({
  name: key,
  color,
  label: ru.reports.statuses[status],
}));

/** Orders per day, stacked by status. */
export function OrdersByDayChart({ rows }: { rows: readonly DayRow[] }) {
  const data = useMemo(() => rows.map((row) => ({ ...row, label: formatShortDate(row.date) })), [rows]);
  return (
    <BarChart
      h={CHART_HEIGHT}
      data={data}
      dataKey="label"
      type="stacked"
      series={series}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      valueFormatter={formatCount}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      xAxisProps={{ minTickGap: 12 }}
      maxBarWidth={28}
      gridAxis="y"
    />
  );
}

/** The statuses' shares as a donut, the total in its middle. */
export function StatusDonut({ rows, total }: { rows: readonly StatusRow[]; total: number }) {
  const shown = rows.filter((row) => row.count > 0);
  return (
    <DonutChart
      size={DONUT_SIZE}
      thickness={26}
      paddingAngle={shown.length > 1 ? 2 : 0}
      chartLabel={formatCount(total)}
      data={shown.map((row) => ({ name: row.label, value: row.count, color: row.color }))}
      valueFormatter={formatCount}
      tooltipDataSource="segment"
      className={classes.chart}
    />
  );
}
