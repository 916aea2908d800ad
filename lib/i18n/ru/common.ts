export const common = {
  loading: 'Загрузка…',
  retry: 'Повторить',
  /** SPEC §8: the Russian default meaning "An error occurred". */
  error: 'Произошла ошибка',
  /** The close (×) button of a dialog or drawer that names none of its own. Ours. */
  close: 'Закрыть',
} as const;
