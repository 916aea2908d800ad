'use client';

import { Badge, Skeleton, Table, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { TableSkeleton } from '@/lib/ui/TableSkeleton';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { StaffAccount } from '../../api';
import type { FlatNode } from '../../model/tree';
import { displayName } from '../model/format';
import { type StaffActionHandlers, StaffActions } from './StaffActions';
import { LastLogin, PositionBadges, StatusBadge } from './StaffBadges';
import classes from './StaffTable.module.css';

const t = ru.staff;
const { columns } = t;
const SKELETON_ROWS = 8;
/** A card's height with one line of positions (StaffTable.module.css `.card`). */
const CARD_HEIGHT = 148;

export interface StaffTableProps {
  accounts: StaffAccount[];
  /** A new search is loading: the rows shown are the previous ones. */
  stale: boolean;
  /** The signed-in user: their row says «Вы» and offers no deactivation. */
  selfId: number;
  /** The positions tree's nodes by id: the badges' titles (where each sits) and names the answer leaves out. */
  positionNodes: ReadonlyMap<number, FlatNode>;
  /** The change actions; none for a manager (read-only view: no actions column at all). */
  actions: StaffActionHandlers | null;
}

function NameCell({ account, self }: { account: StaffAccount; self: boolean }) {
  const name = displayName(account);
  return (
    <div className={classes.person}>
      <div className={classes.nameLine}>
        <span className={classes.name}>{name}</span>
        {self && (
          <Badge size="xs" variant="light" color="blue" radius="sm" className={classes.you}>
            {t.you}
          </Badge>
        )}
      </div>
      {/* A backend that sends no name: the e-mail is the name already. */}
      {name !== account.email && (
        <Text fz="xs" c="dimmed" className={classes.email}>
          {account.email}
        </Text>
      )}
    </div>
  );
}

function Cards({ accounts, stale, selfId, positionNodes, actions }: StaffTableProps) {
  return (
    <ul className={classes.cards} aria-label={t.table} data-stale={stale || undefined} aria-busy={stale || undefined}>
      {accounts.map((account) => (
        <li key={account.id} className={classes.card} data-status={account.status ?? undefined}>
          <div className={classes.cardTop}>
            <NameCell account={account} self={account.id === selfId} />
            {actions && <StaffActions account={account} self={account.id === selfId} {...actions} />}
          </div>
          <div className={classes.cardMeta}>
            <StatusBadge status={account.status} />
            <span>{account.role ? ru.roles[account.role] : t.none}</span>
          </div>
          <PositionBadges positions={account.positions} nodes={positionNodes} />
          <div className={classes.cardFoot}>
            <span className={classes.phone}>{account.phone || t.none}</span>
            <LastLogin value={account.lastLogin} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The hotel's staff: a table (name with e-mail, phone, positions, role, status, last sign-in, actions) on wide
 * screens — scrolling sideways with the name column pinned when the window is a little too narrow — and cards on
 * phones. A hotel has tens of people, so every row is rendered.
 */
export function StaffTable(props: StaffTableProps) {
  const narrow = useNarrowScreen();
  if (narrow) return <Cards {...props} />;
  const { accounts, stale, selfId, positionNodes, actions } = props;
  return (
    <div className={classes.frame} data-stale={stale || undefined}>
      <Table
        className={classes.table}
        aria-label={t.table}
        aria-busy={stale || undefined}
        highlightOnHover
        verticalSpacing={0}
      >
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th className={classes.nameCol}>{columns.name}</Table.Th>
            <Table.Th className={classes.phoneCol}>{columns.phone}</Table.Th>
            <Table.Th>{columns.positions}</Table.Th>
            <Table.Th className={classes.roleCol}>{columns.role}</Table.Th>
            <Table.Th className={classes.statusCol}>{columns.status}</Table.Th>
            <Table.Th className={classes.loginCol}>{columns.lastLogin}</Table.Th>
            {actions && (
              <Table.Th className={classes.actionsCol}>
                <span className={classes.visuallyHidden}>{columns.actions}</span>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => (
            <Table.Tr key={account.id} className={classes.row} data-status={account.status ?? undefined}>
              <Table.Td className={classes.nameCol}>
                <NameCell account={account} self={account.id === selfId} />
              </Table.Td>
              <Table.Td className={classes.phoneCol}>
                {account.phone || <span className={classes.none}>{t.none}</span>}
              </Table.Td>
              <Table.Td>
                <PositionBadges positions={account.positions} nodes={positionNodes} />
              </Table.Td>
              <Table.Td className={classes.roleCol}>
                {account.role ? ru.roles[account.role] : <span className={classes.none}>{t.none}</span>}
              </Table.Td>
              <Table.Td className={classes.statusCol}>
                <StatusBadge status={account.status} />
              </Table.Td>
              <Table.Td className={classes.loginCol}>
                <LastLogin value={account.lastLogin} />
              </Table.Td>
              {actions && (
                <Table.Td className={classes.actionsCol}>
                  <StaffActions account={account} self={account.id === selfId} {...actions} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The list while it loads, at the size of the loaded one (rows of the same height), so nothing jumps. */
export function StaffTableSkeleton() {
  return (
    <TableSkeleton
      classes={classes}
      rows={SKELETON_ROWS}
      cardHeight={CARD_HEIGHT}
      cells={
        <>
          <div className={classes.skeletonPerson}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={10} width="50%" mt={8} />
          </div>
          <Skeleton height={12} width="12%" />
          <Skeleton height={18} width="14%" radius="sm" />
          <Skeleton height={12} width="10%" />
          <Skeleton height={18} width="12%" radius="sm" />
        </>
      }
    />
  );
}
