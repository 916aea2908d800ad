import { ScrollArea, Skeleton, Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import type { ServiceRow } from '../api';
import { formatCount, formatDuration } from '../model/format';
import type { ServiceColumn, ServiceSort } from '../model/sort';
import classes from './ServicesTable.module.css';

const COLUMNS: readonly { column: ServiceColumn; label: string; numeric: boolean }[] = [
  { column: 'service', label: ru.reports.byService.service, numeric: false },
  { column: 'total', label: ru.reports.byService.total, numeric: true },
  { column: 'completed', label: ru.reports.byService.completed, numeric: true },
  { column: 'cancelled', label: ru.reports.byService.cancelled, numeric: true },
  { column: 'avgMinutesToTake', label: ru.reports.byService.avgToTake, numeric: true },
  { column: 'avgMinutesToComplete', label: ru.reports.byService.avgToComplete, numeric: true },
];

/** Orders per service, sortable by each column (a header is a button; `aria-sort` tells which one sorts). */
export function ServicesTable({
  rows,
  sort,
  onSort,
}: {
  rows: readonly ServiceRow[];
  sort: ServiceSort;
  onSort: (column: ServiceColumn) => void;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0 }}>
      <Table striped highlightOnHover aria-label={ru.reports.byService.table} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ column, label, numeric }) => {
              const direction = sort.column === column ? sort.direction : null;
              return (
                <Table.Th
                  key={column}
                  scope="col"
                  aria-sort={direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
                  className={numeric ? classes.number : undefined}
                >
                  <UnstyledButton
                    onClick={() => onSort(column)}
                    className={classes.sort}
                    data-numeric={numeric || undefined}
                  >
                    <span>{label}</span>
                    <SortIcon sorted={direction} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.service.id}>
              <Table.Th scope="row" className={classes.rowHeader}>
                {row.service.name}
              </Table.Th>
              <Table.Td className={classes.number}>{formatCount(row.total)}</Table.Td>
              <Table.Td className={classes.number}>{formatCount(row.completed)}</Table.Td>
              <Table.Td className={classes.number}>{formatCount(row.cancelled)}</Table.Td>
              <Table.Td className={classes.number}>{formatDuration(row.avgMinutesToTake)}</Table.Td>
              <Table.Td className={classes.number}>{formatDuration(row.avgMinutesToComplete)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The table while loading, at its usual size. */
export function ServicesTableSkeleton() {
  return <Skeleton height={6 * 37} radius="sm" aria-hidden="true" />;
}

/** Up, down, or both (not sorted, dimmed) chevrons of a sortable header; the header's button carries the name. */
function SortIcon({ sorted }: { sorted: 'asc' | 'desc' | null }) {
  const Drawn = sorted === 'asc' ? IconChevronUp : sorted === 'desc' ? IconChevronDown : IconSelector;
  return <Drawn size={14} stroke={1.8} aria-hidden className={classes.sortIcon} opacity={sorted === null ? 0.45 : 1} />;
}
