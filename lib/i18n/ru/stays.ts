import { plural } from '../plural';

/** The guests list, a stay's detail and the set-room dialog (features/stays). Ours: the spec shows none. */
export const stays = {
  title: 'Гости',
  found: (count: number) => `Найдено: ${count}`,
  /** More stays match than one page holds (SPEC §9: 999). */
  foundTruncated: (shown: number, count: number) => `Найдено: ${count}, показаны первые ${shown}`,
  search: 'Поиск гостя',
  searchPlaceholder: 'Имя гостя или номер',
  searchShortcut: 'Нажмите / для поиска',
  clearSearch: 'Очистить поиск',
  /** The state as a row's badge says it. */
  stateBadges: {
    current: 'В отеле',
    upcoming: 'Заезд скоро',
    past: 'Выехали',
  },
  ordering: 'Сортировка',
  orderings: {
    room: 'По номеру',
    check_in: 'По заезду',
    name: 'По имени',
  },
  table: 'Проживания',
  columns: {
    room: 'Номер',
    guest: 'Гость',
    dates: 'Даты',
    state: 'Статус',
    orders: 'Заказы',
  },
  noRoom: 'Без номера',
  /** «Скачать CSV» of the list's current view. */
  download: 'Скачать CSV',
  downloadLabel: 'Скачать CSV: гости в этом представлении',
  downloaded: (count: number) => `Выгружено проживаний: ${count}`,
  downloadedTruncated: (count: number, total: number) =>
    `Выгружено проживаний: ${count} из ${total}: сервер отдал не все страницы списка. Уточните поиск или представление.`,
  downloadFailed: 'Не удалось выгрузить гостей',
  /** The headers of the guests' CSV. */
  csv: {
    room: 'Номер',
    floor: 'Этаж',
    guest: 'Гость',
    checkIn: 'Заезд',
    checkOut: 'Выезд',
    state: 'Статус',
    openOrders: 'Открытых заказов',
    phone: 'Телефон',
    email: 'E-mail',
    country: 'Страна',
    language: 'Язык',
  },
  /** A guest the backend sent without a name. */
  unnamedGuest: 'Гость',
  /** A value the backend did not send (dates, counts). */
  noValue: '—',
  floor: (floor: number) => `${floor} этаж`,
  openOrders: (count: number) =>
    count === 0
      ? 'Открытых заказов нет'
      : `${count} ${plural(count, 'открытый заказ', 'открытых заказа', 'открытых заказов')}`,
  loadError: 'Не удалось загрузить список гостей.',
  emptyTitle: 'Гостей пока нет',
  emptyText: 'Когда в отеле появятся проживания, они будут здесь.',
  emptyFilteredTitle: 'Никого не нашли',
  emptyFilteredSearch: (search: string) => `По запросу «${search}» с выбранными фильтрами ничего нет.`,
  emptyFilteredText: 'С выбранными фильтрами ничего нет.',
  resetFilters: 'Сбросить фильтры',

  detail: {
    title: 'Проживание',
    loadError: 'Не удалось загрузить проживание.',
    notFound: 'Такого проживания нет в этом отеле. Возможно, ссылка устарела или выбран другой отель.',
    close: 'Закрыть',
    guest: 'Гость',
    email: 'Email',
    phone: 'Телефон',
    nationality: 'Гражданство',
    language: 'Язык',
    notSpecified: 'не указан',
    stay: 'Проживание',
    guests: 'Гости',
    adultsChildren: (adults: number, children: number) =>
      children === 0
        ? `${adults} ${plural(adults, 'взрослый', 'взрослых', 'взрослых')}`
        : `${adults} ${plural(adults, 'взрослый', 'взрослых', 'взрослых')}, ${children} ${plural(children, 'ребёнок', 'ребёнка', 'детей')}`,
    room: 'Номер',
    /** «305, 3 этаж, Люкс»: the parts the backend sent. */
    roomValue: (number: string, floor: number | null, kind: string) =>
      [number, floor === null ? '' : `${floor} этаж`, kind].filter(Boolean).join(', '),
    country: (name: string, code: string) => `${name} (${code})`,
    orders: 'Заказы',
    noOrders: 'Заказов нет',
    ordersError: 'Не удалось загрузить заказы.',
    changeRoom: 'Сменить номер',
    assignRoom: 'Назначить номер',
    /** Opens «Новый заказ» on the desk with this stay chosen. */
    createOrder: 'Создать заказ',
  },

  setRoom: {
    title: 'Смена номера',
    /** The title for a stay without a room yet. */
    assignTitle: 'Назначение номера',
    guest: (name: string, period: string) => (period === '' ? name : `${name}, ${period}`),
    room: 'Номер',
    placeholder: 'Начните вводить номер',
    nothingFound: 'Такого номера нет',
    floor: (floor: number) => `${floor} этаж`,
    capacity: (capacity: number) => `до ${capacity} ${plural(capacity, 'гостя', 'гостей', 'гостей')}`,
    current: 'текущий',
    occupied: (guest: string, period: string) => {
      const who = [guest, period].filter(Boolean).join(', ');
      return who === '' ? 'занят' : `занят: ${who}`;
    },
    roomsError: 'Не удалось загрузить номера.',
    /** A room known from the stays list only (the backend has no rooms list): whether it is free is not known. */
    occupancyUnknown: 'занятость неизвестна',
    roomsFromStays: 'Номера из списка проживаний: занятость неизвестна, сервер проверит при сохранении.',
    save: 'Сохранить',
    cancel: 'Отмена',
    changed: (number: string) => `Номер изменён: ${number}`,
    assigned: (number: string) => `Номер назначен: ${number}`,
  },

  /** Room kinds (the `kind` slugs of the API); an unknown kind is shown as the server sends it. */
  roomKinds: {
    standard: 'Стандарт',
    superior: 'Улучшенный',
    deluxe: 'Делюкс',
    junior_suite: 'Джуниор-сюит',
    suite: 'Люкс',
    family: 'Семейный',
    chalet: 'Шале',
  } as Record<string, string>,
  /** The quick views of the list (features/stays/model/filters.ts STAY_VIEWS); «Проживают» is the default. */
  views: {
    in_house: 'Проживают',
    arrivals: 'Заезд сегодня',
    departures: 'Выезд сегодня',
    no_room: 'Без номера',
    upcoming: 'Заезд скоро',
    past: 'Выехали',
    all: 'Все',
  },
  viewFilter: 'Быстрый вид',
  /** A view with nothing in it (no search): what that means at the desk. */
  viewEmpty: {
    in_house: { title: 'Сейчас в отеле никого нет', text: 'Когда гости заедут, они будут здесь.' },
    arrivals: { title: 'Сегодня заездов нет', text: 'Заезды других дней — в виде «Заезд скоро».' },
    departures: { title: 'Сегодня выездов нет', text: 'Гости, которые выезжают сегодня, будут здесь.' },
    no_room: { title: 'Все гости размещены', text: 'Проживаний без номера нет.' },
    upcoming: { title: 'Заездов не ожидается', text: 'Будущие проживания появятся здесь.' },
    past: { title: 'Выехавших гостей нет', text: 'Завершённые проживания будут здесь.' },
    all: { title: 'Гостей пока нет', text: 'Когда в отеле появятся проживания, они будут здесь.' },
  },
  /** Instead of «Сменить номер» for a stay that is over. */
  pastReadOnly: 'Проживание завершено: номер изменить нельзя.',
} as const;
