'use client';

import { Badge, Skeleton, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { type CardLayout, type DataColumn, DataTable } from '@/lib/ui/DataTable';
import { TableSkeleton } from '@/lib/ui/TableSkeleton';
import type { PaymentPoint } from '../api';
import { currencyName } from '../model/format';
import classes from './PaymentPointsTable.module.css';

const t = ru.billing.points;
const SKELETON_ROWS = 4;

export interface PaymentPointsTableProps {
  points: PaymentPoint[];
  /** Gateway names by code; while the gateways load (or after they failed) the code is shown. */
  gatewayNames: ReadonlyMap<string, string>;
}

/** Taking payments in the primary teal, switched off in grey outline (as a deactivated account). */
function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant={active ? 'light' : 'outline'}
      color={active ? 'blue' : 'gray'}
      radius="sm"
      size="sm"
      className={classes.badge}
    >
      {active ? t.active : t.inactive}
    </Badge>
  );
}

function Currency({ code }: { code: string }) {
  if (code === '') return <span className={classes.currency}>{t.none}</span>;
  const name = currencyName(code);
  return (
    <span className={classes.currency}>
      <span className={classes.code}>{code}</span>
      {name && (
        <Text component="span" fz="xs" c="dimmed" className={classes.currencyName}>
          {name}
        </Text>
      )}
    </span>
  );
}

/**
 * The hotel's payment points: a table (name, gateway, currency, whether it takes payments) on wide screens,
 * cards on phones. A hotel has a handful, so every row is rendered.
 */
export function PaymentPointsTable({ points, gatewayNames }: PaymentPointsTableProps) {
  const gatewayName = (code: string) => (code === '' ? t.none : (gatewayNames.get(code) ?? code));
  const columns: DataColumn<PaymentPoint>[] = [
    { key: 'name', header: t.columns.name, cell: (point) => <span className={classes.name}>{point.name}</span> },
    {
      key: 'gateway',
      header: t.columns.gateway,
      className: classes.gatewayCol,
      cell: (point) => gatewayName(point.gateway),
    },
    {
      key: 'currency',
      header: t.columns.currency,
      className: classes.currencyCol,
      cell: (point) => <Currency code={point.currency} />,
    },
    {
      key: 'status',
      header: t.columns.status,
      className: classes.statusCol,
      cell: (point) => <StatusBadge active={point.isActive} />,
    },
  ];
  const card: CardLayout<PaymentPoint> = {
    lines: [
      { items: ['name', 'status'] },
      { items: [(point) => <span>{gatewayName(point.gateway)}</span>, 'currency'], className: classes.cardMeta },
    ],
  };
  return (
    <DataTable
      label={t.title}
      rows={points}
      rowKey={(point) => point.id}
      columns={columns}
      card={card}
      classes={classes}
      rowData={(point) => ({ 'data-active': String(point.isActive) })}
      verticalSpacing={0}
    />
  );
}

/** The list while it loads, at the loaded one's row and card heights, so nothing jumps. */
export function PaymentPointsSkeleton() {
  return (
    <TableSkeleton
      classes={classes}
      rows={SKELETON_ROWS}
      cardHeight={76}
      cells={
        <>
          <Skeleton height={14} width="60%" />
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="50%" />
          <Skeleton height={20} width="80%" radius="sm" />
        </>
      }
    />
  );
}
