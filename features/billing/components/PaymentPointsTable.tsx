'use client';

import { Badge, Skeleton, Table, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { TableSkeleton } from '@/lib/ui/TableSkeleton';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
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
  const narrow = useNarrowScreen();
  const gatewayName = (code: string) => (code === '' ? t.none : (gatewayNames.get(code) ?? code));
  if (narrow) {
    return (
      <ul className={classes.cards} aria-label={t.title}>
        {points.map((point) => (
          <li key={point.id} className={classes.card} data-active={point.isActive}>
            <div className={classes.cardTop}>
              <span className={classes.name}>{point.name}</span>
              <StatusBadge active={point.isActive} />
            </div>
            <div className={classes.cardMeta}>
              <span>{gatewayName(point.gateway)}</span>
              <Currency code={point.currency} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={classes.frame}>
      <Table className={classes.table} aria-label={t.title} highlightOnHover verticalSpacing={0}>
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th>{t.columns.name}</Table.Th>
            <Table.Th className={classes.gatewayCol}>{t.columns.gateway}</Table.Th>
            <Table.Th className={classes.currencyCol}>{t.columns.currency}</Table.Th>
            <Table.Th className={classes.statusCol}>{t.columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((point) => (
            <Table.Tr key={point.id} className={classes.row} data-active={point.isActive}>
              <Table.Td>
                <span className={classes.name}>{point.name}</span>
              </Table.Td>
              <Table.Td className={classes.gatewayCol}>{gatewayName(point.gateway)}</Table.Td>
              <Table.Td className={classes.currencyCol}>
                <Currency code={point.currency} />
              </Table.Td>
              <Table.Td className={classes.statusCol}>
                <StatusBadge active={point.isActive} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
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
