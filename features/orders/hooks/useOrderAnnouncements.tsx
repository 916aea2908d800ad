'use client';

import { notifications } from '@mantine/notifications';
import { usePathname, useRouter } from 'next/navigation';
import { type ReactElement, useCallback, useEffect, useRef } from 'react';
import { formatMinutes } from '@/lib/format';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { useAuthenticatedSession } from '@/lib/session';
import type { Order } from '../api';
import { playLateAlarm, playOrderBeep, unlockSound } from '../browser/chime';
import {
  askDesktopPermission,
  type DesktopChoice,
  desktopEnabled,
  desktopSupport,
  showDesktopNotification,
} from '../browser/desktop-notifications';
import { NewOrderNotice } from '../components/NewOrderNotice';
import { guestName, serviceName } from '../model/desk';
import type { LateOrder } from '../model/late';
import { useDesktopChoice } from './useDesktopChoice';
import { useOrderSound } from './useOrderSound';

/** More new orders than this at once (after a reconnect, a long poll) make one summary notification. */
export const MAX_NOTICES = 3;

/** The in-app notifications stay this long: long enough to be seen on return from the phone. */
const NOTICE_MS = 15_000;
/** A notification that also asks about desktop notifications stays longer: there is a question to read. */
const PROMPT_MS = 30_000;

/** One announcement: its notification's id, colour and texts, the link, and what a click on it opens. */
interface Notice {
  id: string;
  /** Yellow for a new order, red for a late one: the two alerts must not be mistaken for each other. */
  color: 'yellow' | 'red';
  title: string;
  body: string;
  href: string;
  label: string;
  onOpen: () => void;
}

/** Opens an order on the desk; already there, its tab and filters stay. */
function useOpenOrder(): (id: number) => void {
  const router = useRouter();
  const hotelId = useAuthenticatedSession().activeHotel?.id ?? null;
  const pathname = usePathname();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  return useCallback(
    (id: number) => {
      const onDesk = (pathnameRef.current ?? '').replace(/\/+$/, '') === paths.orders();
      if (!onDesk) {
        router.push(paths.order(id, hotelId));
        return;
      }
      const params = new URLSearchParams(window.location.search);
      params.set('order', String(id));
      if (hotelId !== null) params.set('hotel', String(hotelId));
      router.push(`${paths.orders()}?${params.toString()}`, { scroll: false });
    },
    [router, hotelId],
  );
}

/** Browsers play audio only after a gesture: the first click or key anywhere unlocks the chime. */
function useSoundUnlock() {
  useEffect(() => {
    const unlock = () => unlockSound();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
}

/** The notices of new orders: one per order, or one summary for more than {@link MAX_NOTICES}. */
function noticesOf(
  orders: readonly Order[],
  hotelId: number | null,
  openOrder: (id: number) => void,
  openDesk: () => void,
): Notice[] {
  if (orders.length > MAX_NOTICES) {
    return [
      {
        id: `orders-created-${orders.map((order) => order.id).join('-')}`,
        color: 'yellow',
        title: ru.ordersLive.manyTitle(orders.length),
        body: ru.ordersLive.manyBody,
        href: paths.orders(),
        label: ru.ordersLive.openDesk,
        onOpen: openDesk,
      },
    ];
  }
  return orders.map((order) => ({
    id: `order-created-${order.id}`,
    color: 'yellow',
    title: ru.ordersLive.noticeTitle(order.id, serviceName(order.service)),
    body: ru.ordersLive.noticeBody(guestName(order.stay.guest), order.stay.room?.number ?? null),
    // The link carries the hotel: a desktop notification clicked after a switch still finds its order.
    href: paths.order(order.id, hotelId),
    label: ru.ordersLive.openOrder,
    onOpen: () => openOrder(order.id),
  }));
}

/** The notices of late orders: one per order and level, or one summary for more than {@link MAX_NOTICES}. */
function lateNoticesOf(
  late: readonly LateOrder[],
  hotelId: number | null,
  openOrder: (id: number) => void,
  openDesk: () => void,
): Notice[] {
  if (late.length > MAX_NOTICES) {
    return [
      {
        id: `orders-late-${late.map(({ order, lateness }) => `${order.id}.${lateness.level}`).join('-')}`,
        color: 'red',
        title: ru.ordersLive.lateManyTitle(late.length),
        body: ru.ordersLive.lateManyBody,
        href: paths.orders(),
        label: ru.ordersLive.openDesk,
        onOpen: openDesk,
      },
    ];
  }
  return late.map(({ order, lateness }) => ({
    id: `order-late-${order.id}-${lateness.stage}-${lateness.level}`,
    color: 'red',
    title: ru.ordersLive.lateTitle(order.id, serviceName(order.service), lateness.level),
    body: ru.ordersLive.lateBody(
      lateness.stage,
      formatMinutes(lateness.limitMinutes + lateness.overMinutes),
      formatMinutes(lateness.limitMinutes),
      order.stay.room?.number ?? null,
    ),
    href: paths.order(order.id, hotelId),
    label: ru.ordersLive.openOrder,
    onOpen: () => openOrder(order.id),
  }));
}

/** What the live connection announces (components/OrdersLive.tsx). */
export interface OrderAnnouncements {
  /** New orders made by someone else. */
  announceNew: (orders: readonly Order[]) => void;
  /** Orders that have just become late, or twice late (model/late.ts `dueAlerts`). */
  announceLate: (late: readonly LateOrder[]) => void;
}

/**
 * Announcing new orders (docs/decisions/203-the-order-desk.md): `announceNew(orders)` tells of those made by someone
 * else with an in-app notification linking to each (one summary for more than {@link MAX_NOTICES}), the chime
 * unless muted, and a desktop notification while the tab is hidden and the browser allows it. The first
 * notification while desktop notifications were never answered asks about them, with the reason. Which orders
 * are new is the connection's to say (useOrdersConnection.ts). `announceLate(late)` is the second, distinct alert:
 * red, its own sound, and the desktop likewise; which orders are due is useLateOrders.ts's to say.
 */
export function useOrderAnnouncements(): OrderAnnouncements {
  const router = useRouter();
  const { user, activeHotel } = useAuthenticatedSession();
  const [soundEnabled] = useOrderSound();
  const [desktopChoice, setDesktopChoice] = useDesktopChoice();
  const openOrder = useOpenOrder();
  /** The notification that carries the desktop-permission question, while one does (one at a time). */
  const promptIn = useRef<string | null>(null);
  useSoundUnlock();

  /** The answer to the desktop question: remembered, and the question leaves its notification. */
  const answer = (id: string, message: (withPrompt: boolean) => ReactElement, choice: Promise<DesktopChoice>) => {
    void choice.then((value) => {
      setDesktopChoice(value);
      promptIn.current = null;
      notifications.update({ id, message: message(false), autoClose: NOTICE_MS });
    });
  };

  /** Shows one notice in the app (asking the desktop question when `ask`), and on the desktop when `desktop`. */
  const show = ({ id, color, title, body, href, label, onOpen }: Notice, ask: boolean, desktop: boolean) => {
    const message = (withPrompt: boolean): ReactElement => (
      <NewOrderNotice
        body={body}
        href={href}
        label={label}
        onOpen={() => {
          notifications.hide(id);
          onOpen();
        }}
        prompt={
          withPrompt
            ? {
                onAllow: () => answer(id, message, askDesktopPermission()),
                onLater: () => answer(id, message, Promise.resolve('later')),
              }
            : null
        }
      />
    );
    const withPrompt = ask && promptIn.current === null;
    if (withPrompt) promptIn.current = id;
    notifications.show({
      id,
      color,
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

  /** Shows the notices, with the sound and, while the tab is hidden, on the desktop. */
  const showAll = (notices: readonly Notice[], play: () => void) => {
    if (soundEnabled) play();
    const desktop = document.visibilityState === 'hidden' && desktopEnabled(desktopChoice);
    // Asked in the first notification while never answered: the moment the question makes sense, with the reason.
    const ask = desktopChoice === null && desktopSupport() === 'default' && promptIn.current === null;
    for (const notice of notices) show(notice, ask, desktop);
  };
  const hotelId = activeHotel?.id ?? null;
  const openDesk = () => router.push(paths.orders());

  return {
    announceNew: (orders) => {
      // `createdBy` absent (a backend that does not say): announced, better than a missed guest order.
      const others = orders.filter((order) => order.createdBy?.id !== user.id);
      if (others.length === 0) return;
      showAll(noticesOf(others, hotelId, openOrder, openDesk), playOrderBeep);
    },
    announceLate: (late) => {
      if (late.length === 0) return;
      showAll(lateNoticesOf(late, hotelId, openOrder, openDesk), playLateAlarm);
    },
  };
}
