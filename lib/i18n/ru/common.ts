export const common = {
  loading: 'Загрузка…',
  retry: 'Повторить',
  /** SPEC §8: the Russian default meaning "An error occurred". */
  error: 'Произошла ошибка',
  /** The close (×) button of a dialog or drawer that names none of its own. Ours. */
  close: 'Закрыть',
  /** A hotel the backend sent without a name (docs/CONTRACTS.md «Required fields»). */
  hotelFallback: (id: number) => `Отель №${id}`,
} as const;
