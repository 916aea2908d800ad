/** SPEC §2, verbatim. */
export const activation = {
  title: 'Активация учётной записи',
  loading: 'Активируем учётную запись…',
  success: 'Активация выполнена успешно!',
  failure: 'Произошла ошибка при активации!',
  toLogin: 'Войти',
} as const;
