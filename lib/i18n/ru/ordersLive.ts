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
  /** The late-order alert (features/orders/model/late.ts): once at its time, again at twice its time. */
  lateTitle: (id: number, service: string, level: 1 | 2) =>
    level === 2 ? `Заказ #${id} ждёт вдвое дольше срока: ${service}` : `Заказ #${id} опаздывает: ${service}`,
  /** «Номер 305 · ждёт 16 мин, взять в работу — за 15 мин»; durations as lib/format.ts writes them. */
  lateBody: (stage: 'take' | 'complete', waited: string, limit: string, room: string | null) =>
    `${room === null ? '' : `Номер ${room} · `}${stage === 'take' ? `ждёт ${waited}, взять в работу — за ${limit}` : `в работе ${waited}, выполнить — за ${limit}`}`,
  lateManyTitle: (count: number) =>
    `${count} ${plural(count, 'заказ опаздывает', 'заказа опаздывают', 'заказов опаздывают')}`,
  lateManyBody: 'Они отмечены на пульте красным.',
  /** The accessible part of the late count on «Заказы»: «3 опаздывают». */
  navLate: (count: number) => `${count} ${plural(count, 'опаздывает', 'опаздывают', 'опаздывают')}`,
  /** The hotel's default time to take an order (features/orders/components/OrderAlertsControl.tsx). */
  responseTime: {
    title: 'Когда заказ опаздывает',
    label: 'Взять в работу за',
    read: (minutes: number) => `Заказ опаздывает, если его не взяли в работу за ${minutes} мин.`,
    hint: 'Для услуг без своего срока. Срок хранится только на этом устройстве.',
    invalid: 'От 1 до 1440 минут',
    save: 'Сохранить',
    saved: (minutes: number) => `Срок по умолчанию — ${minutes} мин. Сохранён на этом устройстве.`,
  },
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
