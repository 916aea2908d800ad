'use client';

import { ActionIcon, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { PhotoIcon, TrashIcon } from '@/lib/ui/icons';
import { TableSkeleton } from '@/lib/ui/TableSkeleton';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { Landing } from '../api';
import { formatCallToAction, formatWindow, stateDate } from '../format';
import type { Zone } from '../zone';
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
        <PhotoIcon size={18} aria-hidden />
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

/**
 * The title opens the landing: a real button, so the list works from the keyboard (Tab, Enter); the whole row
 * is the larger target for the mouse.
 */
function TitleButton({ landing, onOpen }: { landing: Landing; onOpen: (id: number) => void }) {
  return (
    <UnstyledButton
      className={classes.title}
      aria-label={t.open(landing.title)}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(landing.id);
      }}
    >
      {landing.title}
    </UnstyledButton>
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
      <TrashIcon size={16} />
    </ActionIcon>
  );
}

function Cards({ landings, openId, stale, zone, serviceName, onOpen, onDelete }: LandingsListProps) {
  return (
    <ul className={classes.cards} aria-label={t.list} data-stale={stale || undefined} aria-busy={stale || undefined}>
      {landings.map((landing) => (
        // The name is the real button (keyboard, screen readers); the card's click is only a larger mouse target.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <li
          key={landing.id}
          className={classes.card}
          data-open={landing.id === openId || undefined}
          data-state={landing.state}
          onClick={() => onOpen(landing.id)}
        >
          <Thumbnail landing={landing} />
          <div className={classes.cardMain}>
            <div className={classes.cardTop}>
              <TitleButton landing={landing} onOpen={onOpen} />
              <DeleteButton landing={landing} onDelete={onDelete} />
            </div>
            {landing.slug !== '' && <span className={classes.slug}>/{landing.slug}</span>}
            <LandingStateBadge state={landing.state} date={stateDate(landing, zone)} />
            <Text fz="xs" c="dimmed">
              {formatWindow(landing.publishFrom, landing.publishUntil, zone)}
            </Text>
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {formatCallToAction(landing.callToAction, serviceName)}
            </Text>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The hotel's landings: a table (image, title with its address, publication window, call to action, state) on
 * wide screens, cards on phones. A click or Enter on the title opens the editor; the bin asks before deleting.
 */
export function LandingsList(props: LandingsListProps) {
  const narrow = useNarrowScreen();
  if (narrow) return <Cards {...props} />;
  const { landings, openId, stale, zone, serviceName, onOpen, onDelete } = props;
  return (
    <div className={classes.frame} data-stale={stale || undefined}>
      <Table
        className={classes.table}
        aria-label={t.list}
        aria-busy={stale || undefined}
        highlightOnHover
        verticalSpacing="sm"
      >
        <Table.Thead className={classes.head}>
          <Table.Tr>
            <Table.Th className={classes.imageCol}>
              <VisuallyHidden>{t.columns.image}</VisuallyHidden>
            </Table.Th>
            <Table.Th className={classes.titleCol}>{t.columns.landing}</Table.Th>
            <Table.Th>{t.columns.window}</Table.Th>
            <Table.Th>{t.columns.cta}</Table.Th>
            <Table.Th className={classes.stateCol}>{t.columns.state}</Table.Th>
            <Table.Th className={classes.actionsCol}>
              <VisuallyHidden>{t.columns.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {landings.map((landing) => (
            <Table.Tr
              key={landing.id}
              className={classes.row}
              data-open={landing.id === openId || undefined}
              data-state={landing.state}
              onClick={() => onOpen(landing.id)}
            >
              <Table.Td className={classes.imageCol}>
                <Thumbnail landing={landing} />
              </Table.Td>
              <Table.Td className={classes.titleCol}>
                <TitleButton landing={landing} onOpen={onOpen} />
                {landing.slug !== '' && <span className={classes.slug}>/{landing.slug}</span>}
              </Table.Td>
              <Table.Td className={classes.window}>
                {formatWindow(landing.publishFrom, landing.publishUntil, zone)}
              </Table.Td>
              <Table.Td className={classes.cta}>
                <Text
                  fz="sm"
                  lineClamp={2}
                  c={(landing.callToAction?.type ?? 'none') === 'none' ? 'dimmed' : undefined}
                >
                  {formatCallToAction(landing.callToAction, serviceName)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.stateCol}>
                <LandingStateBadge state={landing.state} date={stateDate(landing, zone)} />
              </Table.Td>
              <Table.Td className={classes.actionsCol}>
                <DeleteButton landing={landing} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
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
