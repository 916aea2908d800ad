/**
 * The fixed dictionaries of the backend (Django model choices and settings in the real one). Display names are
 * Russian: the dashboard always sends `Accept-Language: ru` and the real backend translates them so. Later
 * areas (service orders, services, menus) validate their fields against these same lists.
 */

/** One DRF choice as the choice endpoints answer it. */
export interface Choice {
  value: string;
  displayName: string;
}

function choices(entries: Record<string, string>): readonly Choice[] {
  return Object.entries(entries).map(([value, displayName]) => ({ value, displayName }));
}

export const SERVICE_ORDER_STATUSES = choices({
  new: 'Новый',
  in_progress: 'В работе',
  completed: 'Выполнен',
  cancelled: 'Отменён',
});

/** `/dashboard/services/service_types/` (the spec's `itemTypes`). */
export const SERVICE_TYPES = choices({
  service: 'Услуга',
  product: 'Товар',
  booking: 'Бронирование',
  information: 'Информация',
  link: 'Внешняя ссылка',
});

export const APPROVE_TYPES = choices({
  auto: 'Подтверждается автоматически',
  manual: 'Подтверждает сотрудник',
});

export const BOOKING_TYPES = choices({
  none: 'Без бронирования',
  time: 'На время',
  date: 'На дату',
  period: 'На период',
});

export const GEO_LEVELS = choices({
  hotel: 'Отель',
  room: 'Номер',
  territory: 'Территория отеля',
  city: 'Город',
});

export const FEEDBACK_VARIANTS = choices({
  none: 'Без отзыва',
  rating: 'Оценка',
  comment: 'Комментарий',
  rating_and_comment: 'Оценка и комментарий',
});

export const MENU_TYPES = choices({
  main: 'Главное меню',
  services: 'Меню услуг',
  restaurant: 'Ресторан',
  bar: 'Бар',
  room_service: 'Обслуживание в номере',
});

/** Interface and translation languages (`GET /config/langs/`). */
export const LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'ru', name: 'Русский' },
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'it', name: 'Italiano' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'zh', name: '中文' },
  { code: 'ar', name: 'العربية' },
  { code: 'kk', name: 'Қазақ тілі' },
];

const DEFAULT_LANGUAGE = 'ru';

/** Currencies a hotel can bill in (`GET /dashboard/hotels/currency_list/`). */
export const CURRENCIES: readonly { code: string; name: string; symbol: string }[] = [
  { code: 'RUB', name: 'Российский рубль', symbol: '₽' },
  { code: 'USD', name: 'Доллар США', symbol: '$' },
  { code: 'EUR', name: 'Евро', symbol: '€' },
  { code: 'KZT', name: 'Казахстанский тенге', symbol: '₸' },
  { code: 'BYN', name: 'Белорусский рубль', symbol: 'Br' },
  { code: 'AMD', name: 'Армянский драм', symbol: '֏' },
  { code: 'GEL', name: 'Грузинский лари', symbol: '₾' },
  { code: 'AED', name: 'Дирхам ОАЭ', symbol: 'د.إ' },
  { code: 'TRY', name: 'Турецкая лира', symbol: '₺' },
  { code: 'CNY', name: 'Китайский юань', symbol: '¥' },
];

export interface FieldRestriction {
  required: boolean;
  maxLength: number | null;
  readOnlyForManager: boolean;
}

/**
 * Rules of the hotel record (`GET /hotels/field_restrictions/`), keyed by the camelCase field of the hotel. One
 * table serves both sides, so they cannot drift apart:
 * - the backend's `PATCH /dashboard/hotels/{id}/` (server/routes/hotels.ts) enforces it: a `required` field may
 *   not be blank or null, a text longer than `maxLength` is refused, and a field `readOnlyForManager` may be
 *   changed only by an administrator of the hotel (a manager sending another value gets a 400 on that field;
 *   sending the stored value again is allowed, so a client may send the whole record);
 * - the dashboard builds its form from it: required marks, length counters, fields disabled for managers.
 * Format rules (e-mail, URL, time, currency, time zone, ranges) are the route's own: they are not restrictions
 * a hotel could choose differently. The split of roles: the identity, location and money of a hotel (name,
 * category, address, map position, currency, time zone) are the administrator's; what changes day to day
 * (description, contacts, check-in and check-out times and notes, Wi-Fi) the managers' too.
 * `maxLength` null means no limit (the description is a text column); numbers, times and choices have none.
 */
export const HOTEL_FIELD_RESTRICTIONS: Readonly<Record<string, FieldRestriction>> = {
  name: { required: true, maxLength: 255, readOnlyForManager: true },
  stars: { required: false, maxLength: null, readOnlyForManager: true },
  description: { required: false, maxLength: 5000, readOnlyForManager: false },
  city: { required: true, maxLength: 255, readOnlyForManager: true },
  address: { required: true, maxLength: 500, readOnlyForManager: true },
  postalCode: { required: false, maxLength: 12, readOnlyForManager: true },
  latitude: { required: false, maxLength: null, readOnlyForManager: true },
  longitude: { required: false, maxLength: null, readOnlyForManager: true },
  phone: { required: false, maxLength: 32, readOnlyForManager: false },
  email: { required: false, maxLength: 254, readOnlyForManager: false },
  website: { required: false, maxLength: 255, readOnlyForManager: false },
  checkInTime: { required: true, maxLength: null, readOnlyForManager: false },
  checkOutTime: { required: true, maxLength: null, readOnlyForManager: false },
  checkInNotes: { required: false, maxLength: 1000, readOnlyForManager: false },
  wifiName: { required: false, maxLength: 64, readOnlyForManager: false },
  wifiPassword: { required: false, maxLength: 64, readOnlyForManager: false },
  currency: { required: true, maxLength: 3, readOnlyForManager: true },
  timezone: { required: true, maxLength: 64, readOnlyForManager: true },
};

/**
 * Picks the interface language from `Accept-Language` like Django's LocaleMiddleware: the first listed language
 * (by quality) that is supported, else Russian.
 */
export function negotiateLanguage(header: string | undefined): string {
  if (!header) return DEFAULT_LANGUAGE;
  const supported = new Set(LANGUAGES.map((language) => language.code));
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.code && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.find((entry) => supported.has(entry.code))?.code ?? DEFAULT_LANGUAGE;
}
