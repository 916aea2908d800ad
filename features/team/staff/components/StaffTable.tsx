'use client';

import { Badge, Skeleton, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { type CardLayout, type DataColumn, DataTable } from '@/lib/ui/DataTable';
import { TableSkeleton } from '@/lib/ui/TableSkeleton';
import type { StaffAccount } from '../../api';
import type { FlatNode } from '../../model/tree';
import { displayName } from '../model/format';
import { type StaffActionHandlers, StaffActions } from './StaffActions';
import { LastLogin, PositionBadges, StatusBadge } from './StaffBadges';
import classes from './StaffTable.module.css';

const t = ru.staff;
const { columns: headers } = t;
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

/**
 * The hotel's staff: a table (name with e-mail, phone, positions, role, status, last sign-in, actions) on wide
 * screens — scrolling sideways with the name column pinned when the window is a little too narrow — and cards on
 * phones. A hotel has tens of people, so every row is rendered.
 */
export function StaffTable({ accounts, stale, selfId, positionNodes, actions }: StaffTableProps) {
  const none = <span className={classes.none}>{t.none}</span>;
  const positions = (account: StaffAccount) => <PositionBadges positions={account.positions} nodes={positionNodes} />;
  const columns: DataColumn<StaffAccount>[] = [
    {
      key: 'name',
      header: headers.name,
      className: classes.nameCol,
      cell: (account) => <NameCell account={account} self={account.id === selfId} />,
    },
    { key: 'phone', header: headers.phone, className: classes.phoneCol, cell: (account) => account.phone || none },
    { key: 'positions', header: headers.positions, cell: positions },
    {
      key: 'role',
      header: headers.role,
      className: classes.roleCol,
      cell: (account) => (account.role ? ru.roles[account.role] : none),
    },
    {
      key: 'status',
      header: headers.status,
      className: classes.statusCol,
      cell: (account) => <StatusBadge status={account.status} />,
    },
    {
      key: 'lastLogin',
      header: headers.lastLogin,
      className: classes.loginCol,
      cell: (account) => <LastLogin value={account.lastLogin} />,
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: headers.actions,
      headerHidden: true,
      className: classes.actionsCol,
      cell: (account) => <StaffActions account={account} self={account.id === selfId} {...actions} />,
    });
  }
  const card: CardLayout<StaffAccount> = {
    lines: [
      { items: ['name', ...(actions ? ['actions'] : [])], className: classes.cardTop },
      {
        items: ['status', (account) => <span>{account.role ? ru.roles[account.role] : t.none}</span>],
        className: classes.cardMeta,
      },
      'positions',
      {
        items: [(account) => <span className={classes.phone}>{account.phone || t.none}</span>, 'lastLogin'],
        className: classes.cardFoot,
      },
    ],
  };
  return (
    <DataTable
      label={t.table}
      rows={accounts}
      rowKey={(account) => account.id}
      columns={columns}
      card={card}
      classes={classes}
      stale={stale}
      rowData={(account) => ({ 'data-status': account.status ?? undefined })}
      verticalSpacing={0}
    />
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
