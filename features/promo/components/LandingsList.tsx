'use client';

import { ActionIcon, Skeleton, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import { type CardLayout, type DataColumn, DataTable, RowButton } from '@/lib/ui/DataTable';
import { TableSkeleton } from '@/lib/ui/TableSkeleton';
import type { Landing } from '../api';
import { formatCallToAction, formatWindow, stateDate } from '../model/format';
import type { Zone } from '../model/zone';
import { LandingStateBadge } from './LandingStateBadge';
import classes from './LandingsList.module.css';

const t = ru.promo;
const SKELETON_ROWS = 5;

export interface LandingsListProps {
  landings: Landing[];
  /** The landing open in the editor, marked in the list. */
  openId: number | null;
  /** A new search is loading: the rows shown are the previous ones. */
  stale: boolean;
  /** The hotel's time zone: dates are its wall clock. */
  zone: Zone;
  /** A service's name by id, once the hotel's services are loaded. */
  serviceName: (id: number) => string | undefined;
  onOpen: (id: number) => void;
  onDelete: (landing: Landing) => void;
}

/** The landing's image, small; a placeholder of the same size when there is none. */
function Thumbnail({ landing }: { landing: Landing }) {
  if (!landing.image) {
    return (
      <span className={classes.thumb} data-empty title={t.noImage}>
        <IconPhoto size={18} aria-hidden stroke={1.8} />
      </span>
    );
  }
  return (
    <img
      className={classes.thumb}
      src={landing.image.url}
      alt=""
      loading="lazy"
      width={landing.image.width ?? undefined}
      height={landing.image.height ?? undefined}
    />
  );
}

function DeleteButton({ landing, onDelete }: { landing: Landing; onDelete: (landing: Landing) => void }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={t.deleteOne(landing.title)}
      className={classes.delete}
      onClick={(event) => {
        event.stopPropagation();
        onDelete(landing);
      }}
    >
      <IconTrash size={16} stroke={1.8} aria-hidden />
    </ActionIcon>
  );
}

/**
 * The hotel's landings: a table (image, title with its address, publication window, call to action, state) on
 * wide screens, cards on phones. A click, or Enter on the title, opens the editor; the bin asks before deleting.
 */
export function LandingsList({ landings, openId, stale, zone, serviceName, onOpen, onDelete }: LandingsListProps) {
  const title = (landing: Landing) => (
    <RowButton className={classes.title} aria-label={t.open(landing.title)} onClick={() => onOpen(landing.id)}>
      {landing.title}
    </RowButton>
  );
  const slug = (landing: Landing) => landing.slug !== '' && <span className={classes.slug}>/{landing.slug}</span>;
  const period = (landing: Landing) => formatWindow(landing.publishFrom, landing.publishUntil, zone);
  const columns: DataColumn<Landing>[] = [
    {
      key: 'image',
      header: t.columns.image,
      headerHidden: true,
      className: classes.imageCol,
      cell: (landing) => <Thumbnail landing={landing} />,
    },
    {
      key: 'title',
      header: t.columns.landing,
      className: classes.titleCol,
      cell: (landing) => (
        <>
          {title(landing)}
          {slug(landing)}
        </>
      ),
    },
    { key: 'window', header: t.columns.window, className: classes.window, cell: period },
    {
      key: 'cta',
      header: t.columns.cta,
      className: classes.cta,
      cell: (landing) => (
        <Text fz="sm" lineClamp={2} c={(landing.callToAction?.type ?? 'none') === 'none' ? 'dimmed' : undefined}>
          {formatCallToAction(landing.callToAction, serviceName)}
        </Text>
      ),
    },
    {
      key: 'state',
      header: t.columns.state,
      className: classes.stateCol,
      cell: (landing) => <LandingStateBadge state={landing.state} date={stateDate(landing, zone)} />,
    },
    {
      key: 'actions',
      header: t.columns.actions,
      headerHidden: true,
      className: classes.actionsCol,
      cell: (landing) => <DeleteButton landing={landing} onDelete={onDelete} />,
    },
  ];
  const card: CardLayout<Landing> = {
    aside: 'image',
    lines: [
      { items: [title, 'actions'], className: classes.cardTop },
      slug,
      'state',
      (landing) => (
        <Text fz="xs" c="dimmed">
          {period(landing)}
        </Text>
      ),
      (landing) => (
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {formatCallToAction(landing.callToAction, serviceName)}
        </Text>
      ),
    ],
  };
  return (
    <DataTable
      label={t.list}
      rows={landings}
      rowKey={(landing) => landing.id}
      columns={columns}
      card={card}
      classes={classes}
      stale={stale}
      isOpen={(landing) => landing.id === openId}
      onRowClick={(landing) => onOpen(landing.id)}
      rowData={(landing) => ({ 'data-state': landing.state })}
      verticalSpacing="sm"
    />
  );
}

/** The list while it loads, at the size of the loaded one (rows of the same height), so nothing jumps. */
export function LandingsListSkeleton() {
  return (
    <TableSkeleton
      classes={classes}
      rows={SKELETON_ROWS}
      cardHeight={128}
      cells={
        <>
          <Skeleton height={44} width={72} radius="sm" />
          <div className={classes.skeletonText}>
            <Skeleton height={14} width="45%" />
            <Skeleton height={10} width="25%" mt={8} />
          </div>
        </>
      }
    />
  );
}
