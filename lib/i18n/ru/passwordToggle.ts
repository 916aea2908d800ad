/** Toggle of a password field's visibility. */
export const passwordToggle = {
  show: 'Показать пароль',
  hide: 'Скрыть пароль',
} as const;
