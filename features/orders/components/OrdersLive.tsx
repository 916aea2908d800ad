'use client';

import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { useAuthenticatedSession } from '@/lib/session';
import { type LiveState, type Order, type OrderListFilters, subscribeOrderEvents } from '../api';
import { playOrderBeep, unlockSound } from '../browser/chime';
import {
  askDesktopPermission,
  type DesktopChoice,
  desktopEnabled,
  desktopSupport,
  showDesktopNotification,
} from '../browser/desktop-notifications';
import { useDesktopChoice } from '../hooks/useDesktopChoice';
import { useOrderSound } from '../hooks/useOrderSound';
import { applyOrderEvent } from '../model/cache';
import { guestName, serviceName } from '../model/desk';
import { orderKeys } from '../model/keys';
import { orderQueries } from '../queries';

/** While the live connection is not open, the waiting orders (and the desk's list) are polled this often instead. */
export const POLL_INTERVAL_MS = 15_000;

/** The list the count on «Заказы» and the title are: the active hotel's orders waiting to be taken. */
export const WAITING_FILTERS: OrderListFilters = { status: ['new'] };

/** More new orders than this at once (after a reconnect, a long poll) make one summary notification. */
export const MAX_NOTICES = 3;

/** The in-app notifications stay this long: long enough to be seen on return from the phone. */
const NOTICE_MS = 15_000;
/** A notification that also asks about desktop notifications stays longer: there is a question to read. */
const PROMPT_MS = 30_000;

export interface OrdersLive {
  /** The live connection's state; while it is not `open`, lists are polled. */
  state: LiveState;
  /** Orders of the active hotel waiting to be taken (status «new»); null until first loaded. */
  waiting: number | null;
}

const OrdersLiveContext = createContext<OrdersLive | null>(null);

/** The signed-in app's one live connection (OrdersLiveProvider above, mounted by app/(main)/main-shell.tsx). */
export function useOrdersLive(): OrdersLive {
  const value = use(OrdersLiveContext);
  if (!value) throw new Error('useOrdersLive() needs an <OrdersLiveProvider> above it.');
  return value;
}

/** What has been announced for one hotel: every order id seen, and whether the first list (the baseline) came. */
interface Tracker {
  hotelId: number | null;
  known: Set<number>;
  baseline: boolean;
}

// The space may be gone: `document.title` reads back trimmed, so an empty title's `(3) ` is `(3)`.
const TITLE_COUNT = /^\(\d+\)\s*/;

/** `(3) Гости · Панель…` while orders wait; the plain title again at 0. Follows Next's title on every navigation. */
function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const plain = document.title.replace(TITLE_COUNT, '');
      const next = count > 0 ? `(${count}) ${plain}`.trim() : plain;
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(TITLE_COUNT, '');
    };
  }, [count]);
}

/**
 * The one live connection of the signed-in app (issue 16, item 1), for the active hotel, re-subscribed when it
 * changes:
 *
 * - live events are applied to the cache (cache.ts), so every screen's order lists follow them; after the
 *   connection comes back, lists and details are refetched (events sent meanwhile are lost);
 * - the orders waiting to be taken are one cached list (`WAITING_FILTERS`), kept current by the events and polled
 *   while the connection is not open (a backend without the websocket, a refused or dropped one); its count is
 *   the badge on «Заказы» and the `(N)` of the tab title;
 * - a new order made by someone else is announced once, whichever way it came (a live `order.created`, or an id
 *   the waiting list did not have before): an in-app notification with a link to it, the sound unless muted, and
 *   a desktop notification while the tab is hidden and the browser allows it. An `order.created` of an order
 *   already known (replayed after a reconnect, or already polled) announces nothing.
 */
export function OrdersLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const { activeHotel, user } = useAuthenticatedSession();
  const hotelId = activeHotel?.id ?? null;
  const [state, setState] = useState<LiveState>('connecting');
  const [soundEnabled] = useOrderSound();
  const [desktopChoice, setDesktopChoice] = useDesktopChoice();
  const tracker = useRef<Tracker>({ hotelId: null, known: new Set(), baseline: false });

  const waitingList = useQuery({
    ...orderQueries.list(WAITING_FILTERS),
    // Read once the connection has settled: when it opens, the list read after that misses no order created in
    // between, and the first load is not read twice; when it fails, the polling starts.
    enabled: hotelId !== null && state !== 'connecting',
    refetchInterval: state === 'open' ? false : POLL_INTERVAL_MS,
    // A hidden tab is exactly when the desktop notification matters.
    refetchIntervalInBackground: true,
  });
  const waiting = waitingList.data?.count ?? null;

  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  /** Opens an order on the desk; already there, its tab and filters stay. */
  const openOrder = useCallback(
    (id: number) => {
      const onDesk = (pathnameRef.current ?? '').replace(/\/+$/, '') === paths.orders();
      if (!onDesk) {
        router.push(paths.order(id));
        return;
      }
      const params = new URLSearchParams(window.location.search);
      params.set('order', String(id));
      router.push(`${paths.orders()}?${params.toString()}`, { scroll: false });
    },
    [router],
  );

  /** The notification that carries the desktop-permission question, while one does (one at a time). */
  const promptIn = useRef<string | null>(null);

  const announce = useEffectEvent((orders: readonly Order[]) => {
    // `createdBy` absent (a backend that does not say): announced, better than a missed guest order.
    const others = orders.filter((order) => order.createdBy?.id !== user.id);
    if (others.length === 0) return;
    if (soundEnabled) playOrderBeep();
    const desktop = document.visibilityState === 'hidden' && desktopEnabled(desktopChoice);
    // Asked in the first notification while never answered: the moment the question makes sense, with the reason.
    const ask = desktopChoice === null && desktopSupport() === 'default' && promptIn.current === null;

    /** The answer to the desktop question: remembered, and the question leaves its notification. */
    const answer = (id: string, message: (withPrompt: boolean) => ReactNode, choice: Promise<DesktopChoice>) => {
      void choice.then((value) => {
        setDesktopChoice(value);
        promptIn.current = null;
        notifications.update({ id, message: message(false), autoClose: NOTICE_MS });
      });
    };

    const show = ({
      id,
      title,
      body,
      href,
      label,
      onOpen,
    }: {
      id: string;
      title: string;
      body: string;
      href: string;
      label: string;
      onOpen: () => void;
    }) => {
      const message = (withPrompt: boolean) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{body}</Text>
          <Anchor
            href={href}
            size="sm"
            fw={500}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              // A plain click stays in the app; Ctrl/⌘/Shift/middle click opens a tab as a link does.
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              notifications.hide(id);
              onOpen();
            }}
          >
            {label}
          </Anchor>
          {withPrompt && (
            <div role="group" aria-label={ru.ordersLive.promptTitle}>
              <Text size="xs" fw={500} mt={6}>
                {ru.ordersLive.promptTitle}
              </Text>
              <Text size="xs" c="dimmed">
                {ru.ordersLive.desktopWhy}
              </Text>
              <Group gap="xs" mt={6}>
                <Button size="compact-xs" onClick={() => answer(id, message, askDesktopPermission())}>
                  {ru.ordersLive.desktopAllow}
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => answer(id, message, Promise.resolve('later'))}
                >
                  {ru.ordersLive.desktopLater}
                </Button>
              </Group>
            </div>
          )}
        </Stack>
      );
      const withPrompt = ask && promptIn.current === null;
      if (withPrompt) promptIn.current = id;
      notifications.show({
        id,
        color: 'yellow',
        title,
        message: message(withPrompt),
        // Not kept until answered: on a phone the notifications cover the header. Unanswered, it is asked with the next order.
        autoClose: withPrompt ? PROMPT_MS : NOTICE_MS,
        onClose: () => {
          if (promptIn.current === id) promptIn.current = null;
        },
      });
      if (desktop) showDesktopNotification({ title, body, tag: id, onClick: onOpen });
    };

    if (others.length > MAX_NOTICES) {
      show({
        id: `orders-created-${others.map((order) => order.id).join('-')}`,
        title: ru.ordersLive.manyTitle(others.length),
        body: ru.ordersLive.manyBody,
        href: paths.orders(),
        label: ru.ordersLive.openDesk,
        onOpen: () => router.push(paths.orders()),
      });
      return;
    }
    for (const order of others) {
      show({
        id: `order-created-${order.id}`,
        title: ru.ordersLive.noticeTitle(order.id, serviceName(order.service)),
        body: ru.ordersLive.noticeBody(guestName(order.stay.guest), order.stay.room?.number ?? null),
        href: paths.order(order.id),
        label: ru.ordersLive.openOrder,
        onOpen: () => openOrder(order.id),
      });
    }
  });

  /** The tracker of the active hotel; a switch starts a new one (its first list is the baseline again). */
  const trackerOf = useCallback((id: number): Tracker => {
    if (tracker.current.hotelId !== id) tracker.current = { hotelId: id, known: new Set(), baseline: false };
    return tracker.current;
  }, []);

  useEffect(() => {
    if (hotelId === null) return undefined;
    const track = trackerOf(hotelId);
    let previous: LiveState | null = null;
    return subscribeOrderEvents(hotelId, {
      onEvent: (event) => {
        // Before the cache: the waiting list then gains an order already known, and announces it no second time.
        if (event.type === 'order.created' && !track.known.has(event.order.id)) {
          track.known.add(event.order.id);
          announce([event.order]);
        }
        applyOrderEvent(queryClient, event);
      },
      onState: (next) => {
        // Subscribed now: a list loaded before this moment (the previous hotel's state let it start) is read again.
        if (next === 'open')
          void queryClient.invalidateQueries({ queryKey: orderKeys.list(WAITING_FILTERS), exact: true });
        if (next === 'open' && (previous === 'reconnecting' || previous === 'offline')) {
          void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
          void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
        }
        previous = next;
        setState(next);
      },
    });
  }, [hotelId, queryClient, trackerOf]);

  // New orders by comparison: every id the waiting list shows for the first time, after its first load.
  const waitingData = waitingList.data;
  useEffect(() => {
    if (!waitingData || hotelId === null) return;
    const track = trackerOf(hotelId);
    const fresh = waitingData.results.filter((order) => !track.known.has(order.id));
    for (const order of fresh) track.known.add(order.id);
    if (!track.baseline) {
      track.baseline = true;
      return;
    }
    if (fresh.length > 0) announce(fresh);
  }, [waitingData, hotelId, trackerOf]);

  // Browsers play audio only after a gesture: the first click or key anywhere unlocks the chime.
  useEffect(() => {
    const unlock = () => unlockSound();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);

  useTitleCount(waiting ?? 0);

  const value = useMemo(() => ({ state, waiting }), [state, waiting]);
  return <OrdersLiveContext value={value}>{children}</OrdersLiveContext>;
}
