import { plural } from '../plural';

/** The service-order desk, an order's detail and translation (features/orders). Ours: the spec shows none. */
export const orders = {
  title: 'Заказы',
  newOrder: 'Новый заказ',
  tabsLabel: 'Статус заказов',
  tabs: {
    new: 'Новые',
    in_progress: 'В работе',
    completed: 'Выполнены',
    cancelled: 'Отменены',
    /** Statuses the desk does not know (a backend's own): shown with the dictionary's names, without actions. */
    other: 'Другие',
    all: 'Все',
  },
  /** Fallback names of the statuses until the statuses dictionary has loaded. */
  statuses: {
    new: 'Новый',
    in_progress: 'В работе',
    completed: 'Выполнен',
    cancelled: 'Отменён',
  },
  empty: {
    new: 'Новых заказов нет',
    in_progress: 'Нет заказов в работе',
    completed: 'Выполненных заказов нет',
    cancelled: 'Отменённых заказов нет',
    other: 'Заказов с другими статусами нет',
    all: 'Заказов нет',
  },
  /** The period holds more orders than one page (SPEC §9: 999); counts cover the loaded ones. */
  truncated: (shown: number, count: number) =>
    `Показаны ${shown} последних заказов из ${count}: счётчики вкладок учитывают только их. Сузьте период или фильтры.`,
  emptyLive: 'Новые заказы гостей появятся здесь сами — обновлять страницу не нужно.',
  emptyFiltered: 'За выбранный период и с этими фильтрами ничего не найдено.',
  resetFilters: 'Сбросить фильтры',
  loadError: 'Не удалось загрузить заказы',
  refreshError: (message: string) => `Не удалось обновить список: ${message}`,
  filters: {
    label: 'Фильтры заказов',
    /** On a phone, the period and the service fold under one button; with how many of them are set. */
    more: (active: number) => (active === 0 ? 'Период и услуга' : `Период и услуга · ${active}`),
    period: 'Период',
    periodPlaceholder: 'Выберите даты',
    service: 'Услуга',
    allServices: 'Все услуги',
    search: 'Поиск',
    searchPlaceholder: 'Гость, номер, услуга или #номер заказа',
    searchShortcut: 'Нажмите «/», чтобы перейти к поиску',
    presetToday: 'Сегодня',
    presetWeek: '7 дней',
    presetMonth: '30 дней',
    noServices: 'Услуги не найдены',
    /** The period limits closed orders only (issue 16): new and in-progress ones are always on the desk. */
    periodHint: 'Для выполненных и отменённых',
  },
  list: {
    label: 'Список заказов',
    keyboardHint:
      'Стрелки вверх и вниз — переход между заказами, Enter — открыть заказ, T — взять в работу, C — выполнить, X — отменить.',
    room: (number: string) => `номер ${number}`,
    noRoom: 'номер не назначен',
    /** An order whose stay (or its room) the backend named by its key only, and the stays list did not name. */
    stayRef: (id: number) => `проживание №${id}`,
    /** A member of staff the backend named by their key only. */
    staff: (id: number) => `Сотрудник №${id}`,
    /** An order or stay whose guest the backend did not name. */
    guest: 'Гость',
    /** A service the backend sent without a name. */
    service: (id: number) => `Услуга №${id}`,
    takenBy: (name: string) => `Взял: ${name}`,
    notTaken: 'Ещё никто не взял',
    messages: (count: number) => `${count} ${plural(count, 'сообщение', 'сообщения', 'сообщений')}`,
    /** An order past its time (features/orders/model/late.ts): how long over, and in its title the time it had. */
    late: (over: string) => `Опаздывает на ${over}`,
    lateShort: (over: string) => `+${over}`,
    lateTitle: (stage: 'take' | 'complete', limit: string) =>
      stage === 'take' ? `Взять в работу нужно за ${limit}` : `Выполнить нужно за ${limit}`,
    createdAt: (time: string) => `создан ${time}`,
    createdByStaff: 'создал сотрудник',
    waiting: (duration: string) => `ждёт ${duration}`,
    inWork: (duration: string) => `в работе ${duration}`,
    doneIn: (duration: string) => `выполнен за ${duration}`,
    rowLabel: (id: number, service: string, room: string, status: string) =>
      `Заказ #${id}: ${service}, ${room}, ${status}`,
  },
  actions: {
    label: 'Действия с заказом',
    take: 'Взять',
    complete: 'Выполнить',
    cancel: 'Отменить',
  },
  done: {
    take: (id: number) => `Заказ #${id} взят в работу`,
    complete: (id: number) => `Заказ #${id} выполнен`,
    cancel: (id: number) => `Заказ #${id} отменён`,
    create: (id: number) => `Заказ #${id} создан`,
  },
  actionFailed: (id: number) => `Заказ #${id} не изменён`,
  cancelDialog: {
    title: (id: number) => `Отменить заказ #${id}?`,
    text: (service: string, room: string, guest: string) =>
      `«${service}», ${room}, ${guest}. Отменённый заказ нельзя вернуть в работу.`,
    confirm: 'Отменить заказ',
    keep: 'Не отменять',
  },
  /** Completing an order a colleague took asks first (cancelling always does). */
  completeDialog: {
    title: (id: number) => `Выполнить заказ #${id} за коллегу?`,
    text: (service: string, room: string, guest: string) => `«${service}», ${room}, ${guest}.`,
    confirm: 'Выполнить',
    keep: 'Не выполнять',
  },
  /** «Скачать CSV» of the desk: the orders of the open tab. */
  download: 'Скачать CSV',
  downloadLabel: 'Скачать CSV: заказы на открытой вкладке',
  downloaded: (count: number) => `Выгружено заказов: ${count}`,
  downloadedTruncated: (count: number, total: number) =>
    `Выгружено заказов: ${count}. Сервер отдал не все страницы списка: всего в нём ${total}. Сузьте период или фильтры.`,
  downloadFailed: 'Не удалось выгрузить заказы',
  /** The headers of the desk's CSV. */
  csv: {
    id: 'Заказ',
    created: 'Создан',
    service: 'Услуга',
    room: 'Номер',
    guest: 'Гость',
    status: 'Статус',
    takenBy: 'Взял',
    messages: 'Сообщений',
    comment: 'Комментарий',
  },
  /** An order link of another hotel than the active one (`?order=…&hotel=…`). */
  otherHotel: {
    title: (id: number) => `Заказ #${id} — из другого отеля`,
    inHotel: (hotel: string, active: string) =>
      active === '' ? `Он в отеле «${hotel}».` : `Он в отеле «${hotel}», а сейчас открыт «${active}».`,
    noAccess: 'Он в отеле, к которому у вас нет доступа.',
    switchTo: (hotel: string) => `Перейти в «${hotel}»`,
    stay: 'Остаться здесь',
    close: 'Закрыть',
  },
  /** Said in the question before cancelling or completing an order a colleague took. */
  takenByColleague: (name: string) => `Заказ взял(а) в работу ${name}.`,
  live: {
    label: 'Обновление списка',
    connecting: 'Подключение…',
    open: 'В реальном времени',
    reconnecting: 'Переподключение… пока обновляем каждые 15 с',
    offline: 'Нет связи — обновляем каждые 15 с',
  },
  sound: {
    label: 'Звук новых заказов',
    on: 'Звук новых заказов включён',
    off: 'Звук новых заказов выключен',
  },
  newOrderNotice: (service: string, room: string | null) =>
    room === null ? `Новый заказ: ${service}, номер не назначен` : `Новый заказ: ${service}, номер ${room}`,
  open: 'Открыть',
  detail: {
    title: (id: number) => `Заказ #${id}`,
    close: 'Закрыть',
    loadError: 'Не удалось загрузить заказ',
    guest: 'Гость',
    room: 'Номер',
    stay: 'Проживание',
    service: 'Услуга',
    created: 'Создан',
    createdBy: 'Создал',
    takenBy: 'Взял в работу',
    byGuest: 'гость',
    comment: 'Комментарий',
    status: 'Статус',
    data: 'Детали заказа',
    /** The Russian names of an order's `data` fields; a field not named here folds away under `otherData`. */
    dataLabels: {
      quantity: 'Количество',
      count: 'Количество',
      items: 'Вещей',
      time: 'Время',
      date: 'Дата',
      persons: 'Гостей',
      guests: 'Гостей',
      adults: 'Взрослых',
      children: 'Детей',
      address: 'Адрес',
      destination: 'Куда',
      flight: 'Рейс',
      duration: 'Длительность',
      phone: 'Телефон',
      note: 'Примечание',
    } as Record<string, string>,
    otherData: (count: number) => `Другие данные (${count})`,
    yes: 'да',
    no: 'нет',
    history: 'История',
    historyCreated: 'Заказ создан',
    historyChange: (from: string, to: string) => `${from} → ${to}`,
    /** A change whose previous status the backend did not send. */
    historyStatus: (to: string) => `Статус: ${to}`,
    system: 'Гость или система',
    messages: 'Переписка с гостем',
    noMessages: 'Сообщений пока нет.',
    /** The order of a link is not in the active hotel (404). */
    notHere: (id: number) => `Заказа #${id} нет в этом отеле`,
    notHereText: 'Возможно, ссылка неверна или заказ удалён.',
    notHereOtherHotel: 'Если он из другого отеля, выберите этот отель в шапке — заказ откроется.',
    /** The thread is loaded on its own (the detail did not carry it) and that failed. */
    threadError: 'Не удалось загрузить переписку',
    guestAuthor: (name: string) => `${name} (гость)`,
    staffAuthor: 'Сотрудник',
  },
  translate: {
    action: 'Перевести',
    language: 'Язык перевода',
    label: (language: string) => `Перевод (${language})`,
    unavailable: 'Перевод недоступен для этого сообщения',
    failed: (message: string) => `Не удалось перевести: ${message}`,
    retry: 'Повторить',
  },
  reply: {
    label: 'Ответ гостю',
    placeholder: 'Напишите сообщение гостю…',
    hint: 'Ctrl+Enter — отправить',
    send: 'Отправить',
    sent: 'Сообщение отправлено',
  },
  /** Ready replies of the order panel (features/orders/model/quick-replies.ts). */
  quickReplies: {
    button: 'Быстрые ответы',
    languages: { ru: 'Русский', en: 'English' } as Record<'ru' | 'en', string>,
    none: 'Нет ответов на этом языке',
    edit: 'Изменить ответы',
    editTitle: 'Быстрые ответы',
    editHint: 'Подстановки: {гость} — имя гостя, {номер} — номер комнаты, {услуга} — услуга заказа.',
    perLine: 'Один ответ — одна строка',
    storedHere: 'Список хранится в этом браузере: на других устройствах и у коллег — свой.',
    restore: 'Вернуть стандартные',
    cancel: 'Отмена',
    save: 'Сохранить',
    saved: 'Быстрые ответы сохранены в этом браузере',
    /** The list a hotel starts with; the English ones are for foreign guests. */
    defaults: {
      ru: [
        'Здравствуйте, {гость}! Заказ «{услуга}» принят, скоро будем в номере {номер}.',
        '{гость}, уже несём — будем минут через десять.',
        'Готово! Если понадобится что-то ещё, напишите нам.',
        'К сожалению, сейчас не можем выполнить «{услуга}». Можем предложить другое время?',
      ],
      en: [
        'Hello {гость}! Your order “{услуга}” is confirmed, we will be at room {номер} shortly.',
        '{гость}, we are on our way — about ten minutes.',
        'All done! If you need anything else, just write to us.',
        'Unfortunately we cannot provide “{услуга}” right now. May we suggest another time?',
      ],
    },
  },
  create: {
    title: 'Новый заказ',
    /** The chosen service does not take orders at this hour of the hotel (its hours as the service screen says them). */
    closedTitle: 'Сейчас услуга не работает',
    closedText: (hours: string) =>
      `Часы работы: ${hours}. Заказ можно создать — уточните у гостя, когда его выполнить.`,
    stay: 'Гость и номер',
    stayPlaceholder: 'Начните вводить фамилию или номер',
    stayNothingFound: 'Среди проживающих сейчас никого не нашли',
    stayOption: (room: string, guest: string, dates: string | null) => [room, guest, dates].filter(Boolean).join(' · '),
    service: 'Услуга',
    servicePlaceholder: 'Выберите услугу',
    quantity: 'Количество',
    time: 'Время',
    comment: 'Комментарий',
    commentPlaceholder: 'Пожелания гостя, детали',
    submit: 'Создать заказ',
    cancel: 'Отмена',
    stayRequired: 'Выберите гостя.',
    serviceRequired: 'Выберите услугу.',
    quantityInvalid: 'Укажите количество от 1 до 99.',
    timeInvalid: 'Укажите время в формате ЧЧ:ММ.',
    commentTooLong: 'Не больше 2000 символов.',
    /** A stay not yet in house: when the guest arrives (issue 16: «Новый заказ» finds tomorrow's arrival). */
    arrives: (date: string) => `заезд ${date}`,
    stayNothingFoundUpcoming: 'Среди проживающих и ожидаемых гостей никого не нашли',
    inHouse: 'Проживают',
    upcoming: 'Ожидаются',
  },
} as const;
