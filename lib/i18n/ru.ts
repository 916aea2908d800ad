/**
 * Every interface text of the dashboard (ARCHITECTURE rule 5). The spec's texts are verbatim; the others are
 * ours and marked so in comments where the spec is silent.
 */
export const ru = {
  app: {
    name: 'Панель отеля',
    description: 'Панель сотрудников отеля: гости, заказы, контент и персонал.',
  },

  common: {
    loading: 'Загрузка…',
    retry: 'Повторить',
    /** SPEC §8: the Russian default meaning "An error occurred". */
    error: 'Произошла ошибка',
  },

  /** Texts of the transport's errors (SPEC §8: the generic client errors and the default). */
  httpErrors: {
    default: 'Произошла ошибка',
    network: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
    aborted: 'Запрос был прерван.',
    timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
    unsupportedProtocol: 'Неподдерживаемый протокол адреса сервера.',
    malformed: 'Сервер вернул данные в неожиданном формате.',
  },

  /** Units of durations and stays (lib/format.ts). Ours. */
  units: {
    minutes: 'мин',
    hours: 'ч',
    days: 'дн',
    nights: ['ночь', 'ночи', 'ночей'],
  },

  errorScreen: {
    title: 'Что-то пошло не так',
    text: 'Произошла непредвиденная ошибка. Мы уже получили отчёт о ней. Перезагрузите страницу, чтобы продолжить работу.',
    reload: 'Перезагрузить',
  },

  notFound: {
    title: 'Страница не найдена',
    text: 'Такой страницы нет. Возможно, ссылка устарела или в адресе опечатка.',
    home: 'На главную',
  },

  login: {
    title: 'Вход в панель отеля',
    email: 'Email',
    password: 'Пароль',
    submit: 'Войти',
    emailRequired: 'Введите email.',
    emailInvalid: 'Введите корректный email.',
    passwordRequired: 'Вы должны ввести пароль.',
    invalidCredentials: 'Неверный email или пароль',
    /** 429 of the sign-in call; `seconds` comes from the server's detail when it names them. */
    throttled: (seconds: number | null) =>
      seconds === null
        ? 'Слишком много попыток входа. Попробуйте позже.'
        : `Слишком много попыток входа. Попробуйте через ${seconds} ${plural(seconds, 'секунду', 'секунды', 'секунд')}.`,
    forgotPassword: 'Забыли пароль?',
  },

  forgotPassword: {
    title: 'Восстановление пароля',
    text: 'Укажите email, с которым вы входите в панель, и мы пришлём ссылку для смены пароля.',
    email: 'Email',
    submit: 'Отправить ссылку',
    sent: (email: string) =>
      `Если учётная запись с адресом ${email} существует, мы отправили на него письмо со ссылкой для смены пароля.`,
    back: 'Вернуться ко входу',
  },

  /** SPEC §2 and §5, verbatim. */
  passwordReset: {
    title: 'Изменение пароля',
    newPassword: 'Введите новый пароль',
    repeatPassword: 'Повторите новый пароль',
    submit: 'Сохранить',
    success: 'Пароль успешно изменен!',
    failure: 'Произошла ошибка!',
    /** Ours: added under the spec's failure text when the link's token is invalid or used. */
    tokenInvalid: 'Ссылка для смены пароля недействительна или уже использована. Запросите новую.',
    toLogin: 'Войти',
  },

  /** SPEC §5, verbatim. */
  validation: {
    passwordRequired: 'Вы должны ввести пароль.',
    repeatRequired: 'Вы должны повторить пароль.',
    passwordsMismatch: 'Пароли не совпадают.',
  },

  /** SPEC §2, verbatim. */
  activation: {
    title: 'Активация учётной записи',
    loading: 'Активируем учётную запись…',
    success: 'Активация выполнена успешно!',
    failure: 'Произошла ошибка при активации!',
    toLogin: 'Войти',
  },

  /** Toggle of a password field's visibility. */
  passwordToggle: {
    show: 'Показать пароль',
    hide: 'Скрыть пароль',
  },

  shell: {
    hotel: 'Отель',
    role: 'Роль',
    openNavigation: 'Открыть меню',
    closeNavigation: 'Закрыть меню',
    userMenu: 'Меню пользователя',
    profile: 'Профиль',
    logout: 'Выйти',
    navigation: 'Разделы',
  },

  roles: {
    admin: 'Администратор',
    manager: 'Менеджер',
  },

  /** The navigation: an area's label and the line on its home-screen card. */
  nav: {
    home: 'Главная',
    homeDescription: 'Активный отель и ваша учётная запись',
    profile: 'Профиль',
    profileDescription: 'Личные данные и смена пароля',
    guests: 'Гости',
    guestsDescription: 'Проживания по номерам, поиск гостя, смена номера',
    orders: 'Заказы',
    ordersDescription: 'Заказы гостей в реальном времени: взять, выполнить, отменить',
    reports: 'Отчёты',
    reportsDescription: 'Заказы по статусам, услугам и дням за период',
  },

  noHotels: {
    title: 'Нет доступных отелей',
    text: 'Ваша учётная запись не привязана ни к одному отелю, поэтому работать в панели пока нельзя. Попросите администратора отеля добавить вас в сотрудники, затем войдите снова.',
    logout: 'Выйти',
  },

  home: {
    greeting: (name: string) => `Здравствуйте, ${name}!`,
    activeHotel: 'Активный отель',
    city: 'Город',
    role: 'Ваша роль',
    account: 'Учётная запись',
    email: 'Email',
    phone: 'Телефон',
    noPhone: 'не указан',
    otherHotels: (count: number) => `Вам доступно ${count} ${plural(count, 'отель', 'отеля', 'отелей')}. Переключить отель можно в шапке страницы.`,
    areas: 'Разделы',
  },

  profile: {
    title: 'Профиль',
    personal: 'Личные данные',
    email: 'Email',
    firstName: 'Имя',
    lastName: 'Фамилия',
    phone: 'Телефон',
    save: 'Сохранить',
    saved: 'Профиль сохранён',
    passwordTitle: 'Смена пароля',
    currentPassword: 'Текущий пароль',
    currentPasswordRequired: 'Введите текущий пароль.',
    newPassword: 'Введите новый пароль',
    repeatPassword: 'Повторите новый пароль',
    changePassword: 'Изменить пароль',
    passwordChanged: 'Пароль изменён',
  },

  /** The guests list, a stay's detail and the set-room dialog (features/stays). Ours: the spec shows none. */
  stays: {
    title: 'Гости',
    found: (count: number) => `Найдено: ${count}`,
    /** More stays match than one page holds (SPEC §9: 999). */
    foundTruncated: (shown: number, count: number) => `Найдено: ${count}, показаны первые ${shown}`,
    search: 'Поиск гостя',
    searchPlaceholder: 'Имя гостя или номер',
    searchShortcut: 'Нажмите / для поиска',
    clearSearch: 'Очистить поиск',
    stateFilter: 'Статус проживания',
    states: {
      all: 'Все',
      current: 'Сейчас в отеле',
      upcoming: 'Заезд скоро',
      past: 'Выехали',
    },
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
    floor: (floor: number) => `${floor} этаж`,
    openOrders: (count: number) =>
      count === 0 ? 'Открытых заказов нет' : `${count} ${plural(count, 'открытый заказ', 'открытых заказа', 'открытых заказов')}`,
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
      roomValue: (number: string, floor: number, kind: string) => `${number}, ${floor} этаж, ${kind}`,
      country: (name: string, code: string) => `${name} (${code})`,
      orders: 'Заказы',
      noOrders: 'Заказов нет',
      ordersError: 'Не удалось загрузить заказы.',
      changeRoom: 'Сменить номер',
    },

    setRoom: {
      title: 'Смена номера',
      guest: (name: string, period: string) => `${name}, ${period}`,
      room: 'Номер',
      placeholder: 'Начните вводить номер',
      nothingFound: 'Такого номера нет',
      floor: (floor: number) => `${floor} этаж`,
      capacity: (capacity: number) => `до ${capacity} ${plural(capacity, 'гостя', 'гостей', 'гостей')}`,
      current: 'текущий',
      occupied: (guest: string, period: string) => `занят: ${guest}, ${period}`,
      roomsError: 'Не удалось загрузить номера.',
      save: 'Сохранить',
      cancel: 'Отмена',
      changed: (number: string) => `Номер изменён: ${number}`,
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
  },

  /** The service-order desk, an order's detail and translation (features/orders). Ours: the spec shows none. */
  orders: {
    title: 'Заказы',
    newOrder: 'Новый заказ',
    tabsLabel: 'Статус заказов',
    tabs: {
      new: 'Новые',
      in_progress: 'В работе',
      completed: 'Выполнены',
      cancelled: 'Отменены',
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
    },
    list: {
      label: 'Список заказов',
      keyboardHint:
        'Стрелки вверх и вниз — переход между заказами, Enter — открыть заказ, T — взять в работу, C — выполнить, X — отменить.',
      room: (number: string) => `номер ${number}`,
      noRoom: 'номер не назначен',
      takenBy: (name: string) => `Взял: ${name}`,
      notTaken: 'Ещё никто не взял',
      messages: (count: number) => `${count} ${plural(count, 'сообщение', 'сообщения', 'сообщений')}`,
      newest: 'Новый',
      newestTitle: 'Самый новый заказ',
      longestWaiting: 'Дольше всех ждёт',
      createdAt: (time: string) => `создан ${time}`,
      createdByStaff: 'создал сотрудник',
      waiting: (duration: string) => `ждёт ${duration}`,
      inWork: (duration: string) => `в работе ${duration}`,
      doneIn: (duration: string) => `выполнен за ${duration}`,
      rowLabel: (id: number, service: string, room: string, status: string) => `Заказ #${id}: ${service}, ${room}, ${status}`,
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
      text: (service: string, room: string, guest: string) => `«${service}», ${room}, ${guest}. Отменённый заказ нельзя вернуть в работу.`,
      confirm: 'Отменить заказ',
      keep: 'Не отменять',
    },
    live: {
      label: 'Обновление списка',
      connecting: 'Подключение…',
      open: 'В реальном времени',
      reconnecting: 'Переподключение…',
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
      dataLabels: {
        quantity: 'Количество',
        time: 'Время',
        date: 'Дата',
        persons: 'Гостей',
        address: 'Адрес',
      } as Record<string, string>,
      yes: 'да',
      no: 'нет',
      history: 'История',
      historyCreated: 'Заказ создан',
      historyChange: (from: string, to: string) => `${from} → ${to}`,
      system: 'Гость или система',
      messages: 'Переписка с гостем',
      noMessages: 'Сообщений пока нет.',
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
    create: {
      title: 'Новый заказ',
      stay: 'Гость и номер',
      stayPlaceholder: 'Начните вводить фамилию или номер',
      stayNothingFound: 'Среди проживающих сейчас никого не нашли',
      stayOption: (room: string, guest: string, dates: string) => `${room} · ${guest} · ${dates}`,
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
    },
  },

  /** Reports on service orders (features/reports). Ours: the spec shows none. */
  reports: {
    title: 'Отчёты по заказам',
    period: 'Период',
    presets: {
      today: 'Сегодня',
      '7d': '7 дней',
      '30d': '30 дней',
      month: 'Этот месяц',
    },
    customPeriod: 'Свой период',
    customPeriodPlaceholder: 'Выберите даты',
    /** Under the title: the period shown, e.g. «01.11.2026 – 30.11.2026 · 30 дней». */
    periodCaption: (from: string, to: string, days: number) => `${from} – ${to} · ${days} ${plural(days, 'день', 'дня', 'дней')}`,
    kpi: {
      label: 'Показатели за период',
      total: 'Всего заказов',
      completed: 'Выполнено',
      cancelled: 'Отменено',
      avgToTake: 'Среднее время до взятия',
      avgToComplete: 'Среднее время выполнения',
      share: (percent: string) => `${percent} от всех заказов`,
      median: (value: string) => `Медиана: ${value}`,
    },
    /** A time or share that cannot be computed (no order got that far). */
    noValue: '—',
    /** Orders per status, as counts (chart series, table columns). */
    statuses: {
      new: 'Новые',
      in_progress: 'В работе',
      completed: 'Выполнены',
      cancelled: 'Отменены',
    },
    byDay: {
      title: 'Заказы по дням',
      table: 'Заказы по дням и статусам',
      date: 'Дата',
      total: 'Всего',
    },
    byStatus: {
      title: 'Заказы по статусам',
      table: 'Заказы по статусам',
      status: 'Статус',
      count: 'Заказов',
      share: 'Доля',
    },
    byService: {
      title: 'По услугам',
      table: 'Заказы по услугам',
      service: 'Услуга',
      total: 'Всего',
      completed: 'Выполнено',
      cancelled: 'Отменено',
      avgToTake: 'Среднее время до взятия',
      avgToComplete: 'Среднее время выполнения',
    },
    download: 'Скачать CSV',
    downloadByDay: 'Скачать CSV: заказы по дням',
    downloadByService: 'Скачать CSV: заказы по услугам',
    /** Headers of the CSV files (Excel shows them as the first row). */
    csv: {
      byDay: {
        date: 'Дата',
        total: 'Всего',
        new: 'Новые',
        inProgress: 'В работе',
        completed: 'Выполнены',
        cancelled: 'Отменены',
      },
      byService: {
        service: 'Услуга',
        total: 'Всего',
        completed: 'Выполнено',
        cancelled: 'Отменено',
        avgToTake: 'Среднее время до взятия, мин',
        avgToComplete: 'Среднее время выполнения, мин',
      },
    },
    loadError: 'Не удалось загрузить отчёт.',
    emptyTitle: 'За этот период заказов нет',
    emptyText: 'Выберите другой период: заказы появятся здесь, как только гости их сделают.',
  },
} as const;

/** Russian plural form for a count: 1 секунду, 2 секунды, 5 секунд. */
export function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}
