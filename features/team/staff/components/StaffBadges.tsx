'use client';

import { Badge } from '@mantine/core';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import type { Named, StaffStatus } from '../../api';
import type { FlatNode } from '../../model/tree';
import { positionName, positionPath } from '../model/format';
import classes from './StaffBadges.module.css';

const t = ru.staff;

/** Active in the primary teal, an invitation waiting in orange (it needs someone to act), deactivated grey. */
const STATUS_LOOK = {
  active: { color: 'blue', variant: 'light' },
  invited: { color: 'orange', variant: 'light' },
  deactivated: { color: 'gray', variant: 'outline' },
} as const satisfies Record<StaffStatus, { color: string; variant: string }>;

/** An account's status as a badge; «—» when the backend does not say. */
export function StatusBadge({ status }: { status: StaffStatus | null }) {
  if (status === null) return <span className={classes.none}>{t.none}</span>;
  const { color, variant } = STATUS_LOOK[status];
  return (
    <Badge color={color} variant={variant} radius="sm" size="sm" className={classes.badge} data-status={status}>
      {t.status[status]}
    </Badge>
  );
}

/** How many position badges a row shows before «+N»: two keep the row at its one height. */
const SHOWN_POSITIONS = 2;

/**
 * A person's positions as badges, each titled with where it sits in the tree («Служба приёма › Ресепшн»); past
 * the first two a «+N» badge whose tooltip names the rest. A position the answer does not name is named from the
 * tree (`nodes`).
 */
export function PositionBadges({ positions, nodes }: { positions: Named[]; nodes: ReadonlyMap<number, FlatNode> }) {
  if (positions.length === 0) {
    return <span className={classes.none}>{t.none}</span>;
  }
  const named = positions.map((position) => {
    const node = nodes.get(position.id);
    const name = positionName(position, nodes);
    return { id: position.id, name, path: node ? positionPath(node) : name };
  });
  const shown = named.slice(0, SHOWN_POSITIONS);
  const rest = named.slice(SHOWN_POSITIONS);
  return (
    <ul className={classes.positions} aria-label={t.columns.positions}>
      {shown.map((position) => (
        <li key={position.id} className={classes.positionItem}>
          <Badge variant="default" radius="sm" size="sm" className={classes.position} title={position.path}>
            {position.name}
          </Badge>
        </li>
      ))}
      {rest.length > 0 && (
        <li className={classes.positionItem}>
          <DeferredTooltip label={rest.map((position) => position.path).join(', ')} multiline maw={280} withArrow>
            <Badge
              variant="default"
              radius="sm"
              size="sm"
              className={classes.more}
              tabIndex={0}
              aria-label={rest.map((position) => position.name).join(', ')}
            >
              {t.morePositions(rest.length)}
            </Badge>
          </DeferredTooltip>
        </li>
      )}
    </ul>
  );
}

/** When the person last signed in, relative («2 часа назад»), with the exact time as its title; «—» if unknown. */
export function LastLogin({ value }: { value: string | null | undefined }) {
  if (value === undefined) return <span className={classes.none}>{t.none}</span>;
  if (value === null) return <span className={classes.never}>{t.neverSignedIn}</span>;
  return (
    <time dateTime={value} title={t.lastLoginAt(formatDateTime(value))} className={classes.lastLogin}>
      {formatRelativeTime(value)}
    </time>
  );
}
