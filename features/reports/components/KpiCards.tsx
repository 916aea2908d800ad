import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useId } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { StatusReport } from '../api';
import { formatCount, formatDuration, formatShare } from '../model/format';
import classes from './KpiCards.module.css';

function Kpi({ label, value, note }: { label: string; value: string; note: string | null }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={id} className={classes.card}>
      <Text id={id} fz="sm" c="dimmed" className={classes.label}>
        {label}
      </Text>
      <Text className={classes.value}>{value}</Text>
      {/* Always rendered, so cards with and without a note are the same height. */}
      <Text fz="xs" c="dimmed" className={classes.note}>
        {note ?? '\u00a0'}
      </Text>
    </Paper>
  );
}

function countOf(report: StatusReport, status: StatusReport['byStatus'][number]['status']): number {
  return report.byStatus.find((row) => row.status === status)?.count ?? 0;
}

/** The period's key figures: orders, completed and cancelled (with their share), average times (with medians). */
export function KpiCards({ report }: { report: StatusReport }) {
  const completed = countOf(report, 'completed');
  const cancelled = countOf(report, 'cancelled');
  const median = (value: number | null) => (value === null ? null : ru.reports.kpi.median(formatDuration(value)));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm" aria-label={ru.reports.kpi.label} role="region">
      <Kpi label={ru.reports.kpi.total} value={formatCount(report.total)} note={null} />
      <Kpi
        label={ru.reports.kpi.completed}
        value={formatCount(completed)}
        note={ru.reports.kpi.share(formatShare(completed, report.total))}
      />
      <Kpi
        label={ru.reports.kpi.cancelled}
        value={formatCount(cancelled)}
        note={ru.reports.kpi.share(formatShare(cancelled, report.total))}
      />
      <Kpi
        label={ru.reports.kpi.avgToTake}
        value={formatDuration(report.avgMinutesToTake)}
        note={median(report.medianMinutesToTake)}
      />
      <Kpi
        label={ru.reports.kpi.avgToComplete}
        value={formatDuration(report.avgMinutesToComplete)}
        note={median(report.medianMinutesToComplete)}
      />
    </SimpleGrid>
  );
}

/** The cards while the figures load, at their final size. */
export function KpiCardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="md" className={classes.card}>
          <Skeleton height={14} width="70%" className={classes.label} />
          <Skeleton height={30} width="45%" className={classes.value} />
          <Skeleton height={12} width="60%" className={classes.note} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
