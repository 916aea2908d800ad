/** Texts of the transport's errors (SPEC §8: the generic client errors and the default). */
export const httpErrors = {
  default: 'Произошла ошибка',
  network: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  aborted: 'Запрос был прерван.',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  unsupportedProtocol: 'Неподдерживаемый протокол адреса сервера.',
  malformed: 'Сервер вернул данные в неожиданном формате.',
  /**
   * The status text of the common error statuses, in Russian (an error without a body says no more than that); a
   * status not listed here shows the text the server sent.
   */
  statuses: {
    400: 'Неверный запрос',
    401: 'Требуется вход',
    403: 'Доступ запрещён',
    404: 'Не найдено',
    405: 'Метод не поддерживается',
    408: 'Истекло время ожидания запроса',
    409: 'Конфликт',
    413: 'Слишком большой запрос',
    415: 'Неподдерживаемый формат данных',
    429: 'Слишком много запросов',
    500: 'Внутренняя ошибка сервера',
    502: 'Ошибка шлюза',
    503: 'Сервис временно недоступен',
    504: 'Шлюз не ответил вовремя',
  } as Partial<Record<number, string>>,
  /** A status text with its code, for staff to quote to the server's administrator. */
  status: (text: string, status: number) => `${text} (${status})`,
  /** A 2xx answer the dashboard cannot use: which call, which key, and what to do. */
  malformedAt: (path: string, key: string | null, missing: boolean) =>
    `Ответ сервера на ${path} не подходит панели: ${
      key === null ? 'это не JSON нужного вида' : missing ? `нет поля «${key}»` : `поле «${key}» в неверном виде`
    }. Сообщите администратору сервера; данные на экране не изменены.`,
} as const;
