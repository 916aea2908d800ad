/** SPEC §2, verbatim. */
export const activation = {
  title: 'Активация учётной записи',
  loading: 'Активируем учётную запись…',
  success: 'Активация выполнена успешно!',
  failure: 'Произошла ошибка при активации!',
  toLogin: 'Войти',
  /** djoser's 403 «Stale token for given user.»: the link was used before, the account is active. */
  alreadyActive: 'Учётная запись уже активна: ссылка из письма срабатывает один раз. Войдите со своим email и паролем.',
} as const;
