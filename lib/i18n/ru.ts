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
  },

  /** The service-order desk, an order's detail and translation (features/orders). Ours: the spec shows none. */
  orders: {
  },

  /** Reports on service orders (features/reports). Ours: the spec shows none. */
  reports: {
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
