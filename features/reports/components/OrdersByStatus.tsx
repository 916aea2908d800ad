import { ColorSwatch, Skeleton, Table } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import type { StatusReport } from '../api';
import { formatCount, formatShare, STATUS_SERIES } from '../model/format';
import { DONUT_SIZE } from './chart-sizes';
import { StatusDonut } from './lazy-charts';
import classes from './OrdersByStatus.module.css';

/** One status's line of the report, as the donut and the table show it. */
export interface StatusRow {
  status: string;
  color: string;
  label: string;
  count: number;
}

function colorVariable(color: string): string {
  const [name, shade] = color.split('.');
  return `var(--mantine-color-${name}-${shade})`;
}

/** The status report as a donut (the total in its middle) beside a table of the same figures. */
export function OrdersByStatus({ report }: { report: StatusReport }) {
  const rows = STATUS_SERIES.map(({ status, color }) => ({
    status,
    color,
    label: ru.reports.statuses[status],
    count: report.byStatus.find((row) => row.status === status)?.count ?? 0,
  }));
  return (
    <div className={classes.root}>
      <StatusDonut rows={rows} total={report.total} />
      <Table aria-label={ru.reports.byStatus.table} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{ru.reports.byStatus.status}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {ru.reports.byStatus.count}
            </Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {ru.reports.byStatus.share}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.status}>
              <Table.Th scope="row" className={classes.rowHeader}>
                <span className={classes.status}>
                  <ColorSwatch color={colorVariable(row.color)} size={12} withShadow={false} aria-hidden="true" />
                  {row.label}
                </span>
              </Table.Th>
              <Table.Td className={classes.number}>{formatCount(row.count)}</Table.Td>
              <Table.Td className={classes.number}>{formatShare(row.count, report.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The donut and its table while loading, at their final size. */
export function OrdersByStatusSkeleton() {
  return (
    <div className={classes.root} aria-hidden="true">
      <Skeleton circle height={DONUT_SIZE} className={classes.chart} />
      <Skeleton height={5 * 37} radius="sm" className={classes.table} />
    </div>
  );
}
