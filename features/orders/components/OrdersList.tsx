'use client';

import { VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlarm, IconMessage } from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useOrderStatusLabel } from '@/lib/dictionaries/orderStatus';
import { formatDateTime, formatMinutes, formatTime } from '@/lib/format';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import type { Order, OrderAction } from '../api';
import type { DeskActions } from '../hooks/useDeskActions';
import { allows } from '../model/actions';
import { guestName, roomText, serviceName, staffName, waitOf } from '../model/desk';
import type { Lateness } from '../model/late';
import { OrderActionButtons } from './OrderActionButtons';
import classes from './OrdersList.module.css';
import { COMPACT_QUERY, ROW_HEIGHT } from './OrdersListSkeleton';
import { StatusBadge } from './StatusBadge';

/** Row heights (px), fixed so that the virtualizer never re-measures and nothing shifts; see the CSS module. */

/** The keys of the row shortcuts: by physical key, so they work in the Russian layout too (T is «Е» there). */
const SHORTCUTS: Record<string, OrderAction> = { KeyT: 'take', KeyC: 'complete', KeyX: 'cancel' };

/** Whether a moment falls on today's date in the hotel's zone. */
function isToday(timestamp: string, now: number, timeZone: string): boolean {
  return dayInZone(timestamp, timeZone) === dayInZone(new Date(now), timeZone);
}

function waitText(order: Order, now: number): string | null {
  const wait = waitOf(order, now);
  if (wait.kind === null) return null;
  return ru.orders.list[wait.kind](formatMinutes(wait.minutes));
}

/**
 * Where the list starts in the document, for the window virtualizer's `scrollMargin`. Measured after layout and
 * whenever the page resizes (filters wrap, the header grows), never during render.
 */
function useOffsetTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((previous) => (previous === next ? previous : next));
    };
    const frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}

interface OrdersListProps {
  orders: Order[];
  selectedId: number | null;
  now: number;
  /** How late an order is at `now` (hooks/useLateRule.ts); a late one is marked with how long over. */
  lateness: (order: Order, now: number) => Lateness | null;
  actions: DeskActions;
  onOpen: (id: number) => void;
}

/**
 * The orders of the current tab as a feed of rows, virtualized against the window (hundreds of orders keep
 * scrolling smoothly), each row a focusable article. Keyboard: Tab enters the list at the last row used, Up/Down
 * (Home/End, PageUp/PageDown) move between rows, Enter opens the order, T/C/X take, complete and cancel it; a
 * visually hidden hint says so to screen readers.
 */
export function OrdersList({ orders, selectedId, now, lateness, actions, onOpen }: OrdersListProps) {
  const hintId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const compact = useMediaQuery(COMPACT_QUERY) ?? false;
  const rowHeight = compact ? ROW_HEIGHT.compact : ROW_HEIGHT.wide;
  const scrollMargin = useOffsetTop(listRef);
  const statusLabel = useOrderStatusLabel();
  const { timeZone } = useHotelZone();
  const { user: me } = useAuthenticatedSession();

  const virtualizer = useWindowVirtualizer({
    count: orders.length,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => orders[index]?.id ?? index,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  // The row the keyboard is on, by id, so it stays put when orders arrive above it.
  const [activeId, setActiveId] = useState<number | null>(null);
  const activeIndex = Math.max(
    0,
    orders.findIndex((order) => order.id === activeId),
  );
  const focusRequest = useRef<number | null>(null);

  // The row the keyboard was on left the tab (taken, completed, cancelled): the keyboard stays in the list, on
  // the row that took its place, instead of falling back to the top of the page.
  const lastIndex = useRef(0);
  useEffect(() => {
    const index = orders.findIndex((order) => order.id === activeId);
    if (index >= 0) {
      lastIndex.current = index;
      return;
    }
    const fallback = orders[Math.min(lastIndex.current, orders.length - 1)];
    if (activeId === null || !fallback) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (focusLost) focusRequest.current = fallback.id;
    setActiveId(fallback.id);
  }, [orders, activeId]);

  useEffect(() => {
    const id = focusRequest.current;
    if (id === null) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-order-id="${id}"]`);
    if (row) {
      focusRequest.current = null;
      row.focus({ preventScroll: true });
    }
  });

  function moveTo(index: number) {
    const target = orders[Math.min(orders.length - 1, Math.max(0, index))];
    if (!target) return;
    const targetIndex = orders.indexOf(target);
    setActiveId(target.id);
    focusRequest.current = target.id;
    virtualizer.scrollToIndex(targetIndex, { align: 'auto' });
    // Already rendered: focus now rather than after the next render.
    const row = listRef.current?.querySelector<HTMLElement>(`[data-order-id="${target.id}"]`);
    if (row) {
      focusRequest.current = null;
      row.focus({ preventScroll: true });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, order: Order, index: number) {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const page = Math.max(1, Math.floor(window.innerHeight / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: orders.length - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      moveTo(move);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(order.id);
      return;
    }
    const action = SHORTCUTS[event.code];
    if (action && !event.shiftKey && allows(order.status, action)) {
      event.preventDefault();
      actions.run(order, action);
    }
  }

  function onClick(event: MouseEvent<HTMLElement>, order: Order) {
    // Buttons inside the row do their own thing; a click anywhere else opens the order.
    if ((event.target as HTMLElement).closest('button, a')) return;
    onOpen(order.id);
  }

  return (
    <>
      <VisuallyHidden id={hintId}>{ru.orders.list.keyboardHint}</VisuallyHidden>
      <div
        ref={listRef}
        role="feed"
        aria-label={ru.orders.list.label}
        className={classes.list}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const order = orders[item.index];
          if (!order) return null;
          const wait = waitText(order, now);
          const room = roomText(order);
          const guest = guestName(order.stay.guest);
          const service = serviceName(order.service);
          const late = lateness(order, now);
          return (
            // The feed pattern (WAI-ARIA APG): each article is focusable and the feed is navigated by keys on it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <article
              key={item.key}
              data-order-id={order.id}
              data-late={late?.level}
              data-selected={order.id === selectedId || undefined}
              className={classes.row}
              style={{ height: rowHeight, transform: `translateY(${item.start - scrollMargin}px)` }}
              tabIndex={item.index === activeIndex ? 0 : -1}
              aria-label={ru.orders.list.rowLabel(order.id, service, room, statusLabel(order.status))}
              aria-describedby={hintId}
              aria-posinset={item.index + 1}
              aria-setsize={orders.length}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setActiveId(order.id);
              }}
              onKeyDown={(event) => onKeyDown(event, order, item.index)}
              onClick={(event) => onClick(event, order)}
            >
              <div className={classes.id}>#{order.id}</div>
              <div className={classes.main}>
                <div className={classes.serviceLine}>
                  <span className={classes.service}>{service}</span>
                </div>
                <div className={classes.sub}>
                  {room} · {guest}
                </div>
              </div>
              <div className={classes.time}>
                <div className={classes.created}>
                  {ru.orders.list.createdAt(
                    isToday(order.createdAt, now, timeZone)
                      ? formatTime(order.createdAt, timeZone)
                      : formatDateTime(order.createdAt, timeZone),
                  )}
                </div>
                {/* Late: how long past its time, in place of how long it has waited (its creation is just above). */}
                {late ? (
                  <div
                    className={classes.late}
                    data-level={late.level}
                    title={ru.orders.list.lateTitle(late.stage, formatMinutes(late.limitMinutes))}
                  >
                    <IconAlarm size={14} stroke={2} aria-hidden />
                    <span aria-hidden>{ru.orders.list.lateShort(formatMinutes(late.overMinutes))}</span>
                    <VisuallyHidden>
                      {ru.orders.list.late(formatMinutes(late.overMinutes))}.{' '}
                      {ru.orders.list.lateTitle(late.stage, formatMinutes(late.limitMinutes))}
                    </VisuallyHidden>
                  </div>
                ) : (
                  wait && <div className={classes.wait}>{wait}</div>
                )}
              </div>
              <div className={classes.status}>
                <StatusBadge status={order.status} size="sm" />
              </div>
              <div className={classes.people}>
                {/* «Ещё никто не взял» only of a new order: a taken one whose taker was not sent names nobody. */}
                <div className={classes.taker} data-empty={order.takenBy ? undefined : true}>
                  {order.takenBy
                    ? ru.orders.list.takenBy(staffName(order.takenBy, me))
                    : order.status === 'new'
                      ? ru.orders.list.notTaken
                      : null}
                </div>
                {/* A backend that does not count messages: nothing to show rather than a false 0. */}
                {order.messagesCount !== null && (
                  <div
                    className={classes.messages}
                    data-has={order.messagesCount > 0 || undefined}
                    title={ru.orders.list.messages(order.messagesCount)}
                  >
                    <IconMessage size={15} stroke={1.8} aria-hidden />
                    <span aria-hidden>{order.messagesCount}</span>
                    <VisuallyHidden>{ru.orders.list.messages(order.messagesCount)}</VisuallyHidden>
                  </div>
                )}
              </div>
              <div className={classes.actions}>
                <OrderActionButtons order={order} actions={actions} />
              </div>
            </article>
          );
        })}
      </div>
    </>
  );
}
