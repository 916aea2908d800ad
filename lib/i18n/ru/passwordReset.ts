/** SPEC §2 and §5, verbatim. */
export const passwordReset = {
  title: 'Изменение пароля',
  newPassword: 'Введите новый пароль',
  repeatPassword: 'Повторите новый пароль',
  submit: 'Сохранить',
  success: 'Пароль успешно изменен!',
  failure: 'Произошла ошибка!',
  /** Ours: added under the spec's failure text when the link's token is invalid or used. */
  tokenInvalid: 'Ссылка для смены пароля недействительна или уже использована. Запросите новую.',
  toLogin: 'Войти',
} as const;
