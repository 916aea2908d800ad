/** Texts of the transport's errors (SPEC §8: the generic client errors and the default). */
export const httpErrors = {
  default: 'Произошла ошибка',
  network: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  aborted: 'Запрос был прерван.',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  unsupportedProtocol: 'Неподдерживаемый протокол адреса сервера.',
  malformed: 'Сервер вернул данные в неожиданном формате.',
} as const;
