/** SPEC §5, verbatim. */
export const validation = {
  passwordRequired: 'Вы должны ввести пароль.',
  repeatRequired: 'Вы должны повторить пароль.',
  passwordsMismatch: 'Пароли не совпадают.',
} as const;
