/** Texts of the transport's errors (SPEC §8: the generic client errors and the default). */
export const httpErrors = {
  default: 'Произошла ошибка',
  network: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  aborted: 'Запрос был прерван.',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  unsupportedProtocol: 'Неподдерживаемый протокол адреса сервера.',
  malformed: 'Сервер вернул данные в неожиданном формате.',
  /** A 2xx answer the dashboard cannot use: which call, which key, and what to do. */
  malformedAt: (path: string, key: string | null, missing: boolean) =>
    `Ответ сервера на ${path} не подходит панели: ${
      key === null ? 'это не JSON нужного вида' : missing ? `нет поля «${key}»` : `поле «${key}» в неверном виде`
    }. Сообщите администратору сервера; данные на экране не изменены.`,
} as const;
