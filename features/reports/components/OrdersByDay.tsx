import { ScrollArea, Skeleton, Table } from '@mantine/core';
import { formatDate } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import type { DayRow } from '../api';
import { formatCount, STATUS_SERIES } from '../model/format';
import { CHART_HEIGHT } from './chart-sizes';
import classes from './OrdersByDay.module.css';

/** The same figures as a table, readable without the chart (and by screen readers). */
export function OrdersByDayTable({ rows }: { rows: readonly DayRow[] }) {
  return (
    <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
      <Table striped highlightOnHover stickyHeader aria-label={ru.reports.byDay.table} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{ru.reports.byDay.date}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {ru.reports.byDay.total}
            </Table.Th>
            {STATUS_SERIES.map(({ status }) => (
              <Table.Th key={status} scope="col" className={classes.number}>
                {ru.reports.statuses[status]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.date}>
              <Table.Th scope="row" className={classes.rowHeader}>
                {formatDate(row.date)}
              </Table.Th>
              <Table.Td className={classes.number}>{formatCount(row.total)}</Table.Td>
              {STATUS_SERIES.map(({ status, key }) => (
                <Table.Td key={status} className={classes.number}>
                  {formatCount(row[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/** Chart and table while loading, at their final size. */
export function OrdersByDaySkeleton() {
  return (
    <>
      <Skeleton height={CHART_HEIGHT} radius="sm" />
      <Skeleton height={280} radius="sm" />
    </>
  );
}
