import { Skeleton } from '@mantine/core';
import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '@/lib/ui/lazy-part';
import { CHART_HEIGHT, DONUT_SIZE } from './chart-sizes';
import type * as Charts from './charts';
import classes from './OrdersByStatus.module.css';

// Their chunk starts loading when the reports screen's code runs, beside the report's own requests; until it is
// there each chart's place holds a skeleton of its final size, so nothing moves when it is drawn. With the page,
// the reports' first load is 357.6 KiB, 236.8 so (docs/decisions/190-first-load.md).
const ByDay = lazyPart(() => import('./charts').then((m) => m.OrdersByDayChart), true);
const Donut = lazyPart(() => import('./charts').then((m) => m.StatusDonut), true);

/** Orders per day, stacked by status (the chart loads on its own; see ./charts.tsx). */
export function OrdersByDayChart(props: ComponentProps<typeof Charts.OrdersByDayChart>) {
  return (
    <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="sm" />}>
      <ByDay {...props} />
    </Suspense>
  );
}

/** The statuses' donut (the chart loads on its own; see ./charts.tsx). */
export function StatusDonut(props: ComponentProps<typeof Charts.StatusDonut>) {
  return (
    <Suspense fallback={<Skeleton circle height={DONUT_SIZE} className={classes.chart} />}>
      <Donut {...props} />
    </Suspense>
  );
}
