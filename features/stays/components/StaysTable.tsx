'use client';

import { Badge, Skeleton, VisuallyHidden } from '@mantine/core';
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { Stay } from '../api';
import { countryName, formatPeriod, guestName, languageName, stayNights } from '../model/format';
import { StayStateBadge } from './StayStateBadge';
import classes from './StaysTable.module.css';

/*
 * Fixed row heights (px), one per layout; StaysTable.module.css lays the cells out for the same breakpoint.
 * Skeleton rows use them too, so nothing moves when the data arrives.
 */
const ROW_HEIGHT = 60;
const ROW_HEIGHT_NARROW = 72;
/** What covers the top of the window above the rows: the shell's header (60) and the table's sticky head (40, none on phones). */
const STICKY_TOP = 60 + 40;
const STICKY_TOP_NARROW = 60;
const SKELETON_ROWS = 8;

function useRowMetrics(): { rowHeight: number; stickyTop: number } {
  return useNarrowScreen()
    ? { rowHeight: ROW_HEIGHT_NARROW, stickyTop: STICKY_TOP_NARROW }
    : { rowHeight: ROW_HEIGHT, stickyTop: STICKY_TOP };
}

function HeadRow() {
  const { columns } = ru.stays;
  return (
    <div role="rowgroup" className={classes.head}>
      <div role="row" aria-rowindex={1} className={classes.headRow}>
        <div role="columnheader" className={classes.roomCell}>
          {columns.room}
        </div>
        <div role="columnheader" className={classes.guestCell}>
          {columns.guest}
        </div>
        <div role="columnheader" className={classes.datesCell}>
          {columns.dates}
        </div>
        <div role="columnheader" className={classes.stateCell}>
          {columns.state}
        </div>
        <div role="columnheader" className={classes.ordersCell}>
          {columns.orders}
        </div>
      </div>
    </div>
  );
}

/** The cells of one stay: room, guest, dates, state, open orders. */
function StayCells({ stay }: { stay: Stay }) {
  const { guest, room } = stay;
  const country = countryName(guest.nationality);
  const language = languageName(guest.language);
  return (
    <>
      <div role="cell" className={classes.roomCell}>
        {room ? (
          <>
            <span className={classes.roomNumber}>{room.number}</span>
            {room.floor !== null && <span className={classes.muted}>{ru.stays.floor(room.floor)}</span>}
          </>
        ) : (
          <Badge variant="outline" color="alert" size="sm" radius="sm" className={classes.noRoom}>
            {ru.stays.noRoom}
          </Badge>
        )}
      </div>
      <div role="cell" className={classes.guestCell}>
        <span className={classes.primary}>{guestName(guest)}</span>
        <span className={classes.guestMeta}>
          {/* The code rather than a flag emoji: Windows has no flag glyphs and shows the letters anyway. */}
          {guest.nationality !== '' && (
            <abbr className={classes.code} title={country}>
              {guest.nationality.toUpperCase()}
            </abbr>
          )}
          {language !== '' && <span className={classes.language}>{language}</span>}
        </span>
      </div>
      <div role="cell" className={classes.datesCell}>
        <span className={classes.period}>{formatPeriod(stay.checkIn, stay.checkOut) || ru.stays.noValue}</span>
        <span className={classes.muted}>{stayNights(stay.checkIn, stay.checkOut)}</span>
      </div>
      <div role="cell" className={classes.stateCell}>
        {stay.state !== null && <StayStateBadge state={stay.state} size="sm" />}
      </div>
      <div role="cell" className={classes.ordersCell}>
        {stay.openOrdersCount !== null && stay.openOrdersCount > 0 ? (
          <Badge color="alert" variant="light" radius="xl" size="md" className={classes.ordersBadge} aria-hidden="true">
            {stay.openOrdersCount}
          </Badge>
        ) : (
          <span className={classes.muted} aria-hidden="true">
            —
          </span>
        )}
        {stay.openOrdersCount !== null && <VisuallyHidden>{ru.stays.openOrders(stay.openOrdersCount)}</VisuallyHidden>}
      </div>
    </>
  );
}

interface StaysTableProps {
  stays: Stay[];
  /** The stay whose detail is open: highlighted, and the active row when the table mounts. */
  openId: number | null;
  onOpen: (id: number) => void;
  /** Older rows are shown while a new search loads. */
  stale?: boolean;
}

/**
 * The stays as a table (ARIA `table`/`row`/`cell`, all rows counted by `aria-rowcount`) virtualized against the
 * window, so up to 999 rows scroll as smoothly as a short list, with a sticky head.
 *
 * Keyboard: one row is in the tab order (roving tabindex); ↑/↓, Page Up/Down, Home/End move it, Enter or Space
 * opens it. The active row is always rendered (see `rangeExtractor`), so focus survives scrolling away from it.
 */
export function StaysTable({ stays, openId, onOpen, stale = false }: StaysTableProps) {
  const { rowHeight, stickyTop } = useRowMetrics();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [activeId, setActiveId] = useState<number | null>(openId);
  const focusIndex = useRef<number | null>(null);

  const found = activeId === null ? -1 : stays.findIndex((stay) => stay.id === activeId);
  const activeIndex = found === -1 ? 0 : found;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < range.count && !indexes.includes(activeIndex)) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeIndex],
  );

  const virtualizer = useWindowVirtualizer({
    count: stays.length,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
    scrollPaddingStart: stickyTop,
    rangeExtractor,
    getItemKey: (index) => stays[index]?.id ?? index,
  });

  // Where the rows start in the page: it moves when anything above them changes size (toolbar wrapping, fonts).
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return undefined;
    const measure = () => setScrollMargin(Math.round(body.getBoundingClientRect().top + window.scrollY));
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    observer.observe(body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  // After a keyboard move the target row has rendered: give it the focus (scrolling was the virtualizer's job).
  useEffect(() => {
    if (focusIndex.current === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`[data-index="${focusIndex.current}"]`);
    focusIndex.current = null;
    row?.focus({ preventScroll: true });
  });

  function moveTo(index: number) {
    const stay = stays[index];
    if (!stay) return;
    setActiveId(stay.id);
    focusIndex.current = index;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (stays.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const page = Math.max(1, Math.floor((window.innerHeight - stickyTop) / rowHeight) - 1);
    const last = stays.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + page, last),
      PageUp: Math.max(activeIndex - page, 0),
      Home: 0,
      End: last,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const stay = stays[activeIndex];
      if (stay) onOpen(stay.id);
      return;
    }
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  }

  return (
    <div
      role="table"
      aria-label={ru.stays.table}
      aria-rowcount={stays.length + 1}
      aria-busy={stale || undefined}
      className={classes.table}
      data-stale={stale || undefined}
    >
      <HeadRow />
      {/* The rows' keys (arrows, Home/End, Enter opens) are handled once here for all of them: the rows are
          virtual, focus moves between them by a roving tabindex. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="rowgroup"
        ref={bodyRef}
        className={classes.body}
        style={{ height: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const stay = stays[item.index];
          if (!stay) return null;
          const active = item.index === activeIndex;
          return (
            // Its keys are handled on the row group above (Enter opens the focused row).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              data-index={item.index}
              data-open={stay.id === openId || undefined}
              tabIndex={active ? 0 : -1}
              className={classes.row}
              style={{ height: rowHeight, transform: `translateY(${item.start - scrollMargin}px)` }}
              onClick={() => {
                setActiveId(stay.id);
                onOpen(stay.id);
              }}
              onFocus={() => setActiveId(stay.id)}
            >
              <StayCells stay={stay} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The table while the first page loads: the head and skeleton rows at the final row height. */
export function StaysTableSkeleton() {
  const { rowHeight } = useRowMetrics();
  return (
    <div role="table" aria-label={ru.stays.table} aria-busy="true" className={classes.table}>
      <HeadRow />
      <div role="rowgroup">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} role="row" className={`${classes.row} ${classes.skeletonRow}`} style={{ height: rowHeight }}>
            <div role="cell" className={classes.roomCell}>
              <Skeleton height={14} width={40} />
              <Skeleton height={10} width={52} />
            </div>
            <div role="cell" className={classes.guestCell}>
              <Skeleton height={14} width={`${60 - (index % 3) * 10}%`} />
              <Skeleton height={10} width={90} />
            </div>
            <div role="cell" className={classes.datesCell}>
              <Skeleton height={14} width={120} />
              <Skeleton height={10} width={56} />
            </div>
            <div role="cell" className={classes.stateCell}>
              <Skeleton height={18} width={84} radius="sm" />
            </div>
            <div role="cell" className={classes.ordersCell}>
              <Skeleton height={18} width={24} radius="xl" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
