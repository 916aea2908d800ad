import { plural } from '../plural';

/** The «Сегодня» home (features/home). Ours: the spec shows none. */
export const home = {
  greeting: (name: string) => `Здравствуйте, ${name}!`,
  activeHotel: 'Активный отель',
  city: 'Город',
  role: 'Ваша роль',
  /** The greeting's name when the account has neither a first name nor an e-mail. */
  noName: 'коллега',
  otherHotels: (count: number) =>
    `Вам доступно ${count} ${plural(count, 'отель', 'отеля', 'отелей')}. Переключить отель можно в шапке страницы.`,
  /** «Сегодня, четверг, 26 ноября» — the hotel's day. */
  today: (day: string) => `Сегодня, ${day}`,
  arrivals: 'Заезды сегодня',
  departures: 'Выезды сегодня',
  inHouse: 'Проживают',
  openOrders: 'Открытые заказы',
  /** The figure's link, for assistive technology: what it opens. */
  showArrivals: (count: number) => `Заезды сегодня: ${count}. Открыть список`,
  showDepartures: (count: number) => `Выезды сегодня: ${count}. Открыть список`,
  showInHouse: (count: number) => `Проживают: ${count}. Открыть список`,
  withoutRoom: (count: number) => (count === 0 ? 'Все с номерами' : `Без номера: ${count}`),
  people: (count: number) => `${count} ${plural(count, 'гость', 'гостя', 'гостей')}`,
  assignRoom: 'Назначить номер',
  assignRoomFor: (name: string) => `Назначить номер: ${name}`,
  noArrivals: 'Сегодня заездов нет',
  noDepartures: 'Сегодня выездов нет',
  noOpenOrders: 'Открытых заказов нет',
  more: (count: number) => `Ещё ${count}`,
  /** One status row of the orders block: how many, the link to the desk's tab. */
  statusCount: (status: string, count: number) => `${status}: ${count}. Открыть на пульте`,
  /** The late orders of a status (features/orders/model/late.ts): how many, and the most overdue. */
  late: (count: number) => `${plural(count, 'Опаздывает', 'Опаздывают', 'Опаздывают')}: ${count}`,
  lateBy: (over: string) => `опаздывает на ${over}`,
  allInTime: 'Все в срок',
  orderTitle: (id: number, service: string) => `№${id} · ${service}`,
  room: (number: string) => `номер ${number}`,
  noRoom: 'без номера',
  loadError: {
    arrivals: 'Не удалось загрузить заезды.',
    departures: 'Не удалось загрузить выезды.',
    inHouse: 'Не удалось загрузить проживающих.',
    orders: 'Не удалось загрузить заказы.',
  },
  statusNames: {
    new: 'Новые',
    in_progress: 'В работе',
  },
} as const;
