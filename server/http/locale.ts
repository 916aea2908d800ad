/**
 * The Russian of Django, DRF, SimpleJWT and djoser for the messages this server sends. The real backend runs
 * Django's LocaleMiddleware, so a request with `Accept-Language: ru` (every call of the dashboard, SPEC §7) gets
 * these framework messages in Russian; without it they stay English (the server's own tests read those). Texts of
 * this product that are Russian already pass through unchanged.
 */

import { FIELD_TEXT, FIELD_TEXT_RU } from './field-texts';

/** `Accept-Language` asks for Russian first (`ru`, `ru-RU`, `ru;q=0.9, en;q=0.8`). */
export function prefersRussian(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return false;
  const first = value
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return first?.tag === 'ru' || first?.tag.startsWith('ru-') === true;
}

/*
 * The field messages' Russian is server/http/field-texts.ts's where the routes that answer in Russian send the same
 * words; a few are translated otherwise here (Django's catalogue beside DRF's), as this server always has.
 */
const EXACT: Record<string, string> = {
  // DRF fields and exceptions
  [FIELD_TEXT.required]: FIELD_TEXT_RU.required,
  [FIELD_TEXT.blank]: FIELD_TEXT_RU.blank,
  [FIELD_TEXT.null]: FIELD_TEXT_RU.null,
  [FIELD_TEXT.invalidEmail]: FIELD_TEXT_RU.invalidEmail,
  [FIELD_TEXT.invalidInteger]: 'Требуется целое число.',
  [FIELD_TEXT.invalidNumber]: FIELD_TEXT_RU.invalidNumber,
  [FIELD_TEXT.invalidBoolean]: FIELD_TEXT_RU.invalidBoolean,
  [FIELD_TEXT.invalidDate]: 'Введите правильную дату.',
  [FIELD_TEXT.invalidString]: 'Неправильная строка.',
  'String value too large.': FIELD_TEXT_RU.tooLong,
  'Null characters are not allowed.': 'Данные содержат запрещённый символ: ноль-байт',
  'Not found.': 'Не найдено.',
  'You do not have permission to perform this action.': 'У вас недостаточно прав для выполнения данного действия.',
  'Authentication credentials were not provided.': 'Учетные данные не были предоставлены.',
  'A server error occurred.': 'Произошла ошибка сервера.',
  'Request-URI Too Long.': 'Слишком длинный адрес запроса.',
  [FIELD_TEXT.selectValidChoice]: 'Выберите корректный вариант. Вашего варианта нет среди допустимых значений.',
  // Django's password validators
  'This password is too short. It must contain at least 8 characters.':
    'Введённый пароль слишком короткий. Он должен содержать как минимум 8 символов.',
  'This password is too common.': 'Введённый пароль слишком широко распространён.',
  'This password is entirely numeric.': 'Введённый пароль состоит только из цифр.',
  'The password is too similar to the email.': 'Введённый пароль слишком похож на адрес электронной почты.',
  'The password is too similar to the first name.': 'Введённый пароль слишком похож на имя.',
  'The password is too similar to the last name.': 'Введённый пароль слишком похож на фамилию.',
  // SimpleJWT
  'No active account found with the given credentials': 'Не найдено активной учётной записи с указанными данными',
  'No active account found for the given token.': 'Не найдено активной учётной записи для данного токена.',
  'Token is invalid or expired': 'Токен недействителен или просрочен',
  'Token is blacklisted': 'Токен занесен в черный список',
  'Given token not valid for any token type': 'Данный токен недействителен для любого типа токена',
  'User not found': 'Пользователь не найден',
  'User is inactive': 'Пользователь неактивен',
  // djoser
  "Invalid user id or user doesn't exist.": 'Неверный идентификатор пользователя или пользователь не существует.',
  'Invalid token for given user.': 'Неверный токен для данного пользователя.',
  'Stale token for given user.': 'Устаревший токен для данного пользователя.',
};

const PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [
    /^Ensure this field has no more than (\d+) characters\.$/,
    (n) => `Убедитесь, что это значение содержит не более ${n} символов.`,
  ],
  [
    /^Ensure this field has at least (\d+) characters\.$/,
    (n) => `Убедитесь, что это значение содержит не менее ${n} символов.`,
  ],
  [/^Ensure this value is less than or equal to (.+)\.$/, FIELD_TEXT_RU.maxValueDjango],
  [/^Ensure this value is greater than or equal to (.+)\.$/, FIELD_TEXT_RU.minValueDjango],
  [/^"(.*)" is not a valid choice\.$/s, (value) => `Значения «${value}» нет среди допустимых вариантов.`],
  [
    /^Invalid pk "(.*)" - object does not exist\.$/s,
    (value) => `Недопустимый первичный ключ «${value}» — объект не существует.`,
  ],
  [/^Incorrect type\. Expected pk value, received (.+)\.$/, FIELD_TEXT_RU.incorrectPkType],
  [/^Ensure that there are no more than (\d+) decimal places\.$/, (n) => FIELD_TEXT_RU.decimalPlaces(Number(n))],
  [
    /^Ensure this field has no more than (\d+) elements\.$/,
    (n) => `Убедитесь, что в этом поле не больше ${n} элементов.`,
  ],
  [
    /^Expected a list of items but got type "(.+)"\.$/,
    (type) => `Ожидался список элементов, но был получен «${type}».`,
  ],
  [/^Method "(.+)" not allowed\.$/, (method) => `Метод «${method}» не разрешён.`],
  [/^JSON parse error - (.*)$/s, (reason) => `Ошибка разбора JSON — ${reason}`],
];

/** One message in Russian when it is a framework message this server knows; anything else unchanged. */
export function russianMessage(message: string): string {
  const exact = EXACT[message];
  if (exact) return exact;
  for (const [pattern, render] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return render(...match.slice(1));
  }
  return message;
}

/** An error body with every message string in Russian (`detail`, field lists, nested serializer errors). */
export function russianBody(body: unknown): unknown {
  if (typeof body === 'string') return russianMessage(body);
  if (Array.isArray(body)) return body.map(russianBody);
  if (typeof body === 'object' && body !== null) {
    // `code` and other machine-readable keys are never messages to translate.
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        key === 'code' || key === 'tokenClass' || key === 'tokenType' ? value : russianBody(value),
      ]),
    );
  }
  return body;
}
