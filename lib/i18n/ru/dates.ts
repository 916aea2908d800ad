/** The date pickers' own controls, which have no text of their own (lib/theme.ts gives them these names). */
export const dates = {
  next: 'Дальше',
  previous: 'Назад',
  level: 'Выбрать месяц или год',
  submit: 'Готово',
} as const;
