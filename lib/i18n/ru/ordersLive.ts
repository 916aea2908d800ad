import { plural } from '../plural';

/**
 * New orders announced on every screen (features/orders/components/OrdersLive.tsx): the in-app and desktop notifications, the
 * count on «Заказы», the header's alerts control and the desktop-notification prompt. Ours: the spec shows none.
 */
export const ordersLive = {
  /** The accessible part of the count on «Заказы»: «Заказы, 3 новых». */
  navBadge: (count: number) => `${count} ${plural(count, 'новый', 'новых', 'новых')}`,
  /** In-app and desktop notification of one new order. */
  noticeTitle: (id: number, service: string) => `Новый заказ #${id}: ${service}`,
  noticeBody: (guest: string, room: string | null) =>
    room === null ? `${guest}, номер не назначен` : `${guest}, номер ${room}`,
  openOrder: 'Открыть заказ',
  /** Several new orders at once (after a reconnect or a poll): one notification instead of a wall of them. */
  manyTitle: (count: number) => `${count} ${plural(count, 'новый заказ', 'новых заказа', 'новых заказов')}`,
  manyBody: 'Они ждут на вкладке «Новые».',
  openDesk: 'Открыть заказы',
  /** The header's control: sound and desktop notifications of new orders. */
  control: 'Оповещения о новых заказах',
  controlTitle: 'Оповещения о новых заказах',
  controlHint: 'Новые заказы гостей и коллег показываются на любом экране панели.',
  sound: 'Звук',
  desktop: 'Уведомления на рабочем столе',
  desktopWhy: 'Чтобы не пропустить заказ, когда вкладка панели свёрнута или открыта другая программа.',
  desktopAllow: 'Разрешить уведомления',
  desktopLater: 'Не сейчас',
  desktopDenied: 'Уведомления запрещены в настройках браузера для этого сайта.',
  desktopUnsupported: 'Этот браузер не показывает уведомления на рабочем столе.',
  /** The one-time in-app prompt. */
  promptTitle: 'Уведомлять о заказах, когда вкладка свёрнута?',
} as const;
