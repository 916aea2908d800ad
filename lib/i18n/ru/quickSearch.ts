/** Quick search (Ctrl+K, issue 16): guests, orders by «#номер», screens. Our texts; the spec is silent. */
export const quickSearch = {
  button: 'Поиск',
  /**
   * The accessible name of the phone's icon button, with its shortcut. Not «…поиск…»: the desk's own search field
   * is «Поиск», and a second control of that name beside it would be ambiguous to a screen reader's list.
   */
  buttonLabel: 'Найти гостя, заказ или экран (Ctrl+K)',
  placeholder: 'Гость, номер комнаты, #заказ или экран',
  inputLabel: 'Быстрый поиск',
  results: 'Результаты поиска',
  guests: 'Гости',
  orders: 'Заказы',
  screens: 'Экраны',
  loading: 'Ищем…',
  nothing: 'Ничего не нашли',
  /** What to type, when nothing is typed yet. */
  start: 'Начните вводить фамилию гостя, номер комнаты, #номер заказа или название экрана',
  orderNotFound: (id: number) => `Заказа #${id} нет в этом отеле`,
  searchFailed: 'Поиск по гостям не удался. Попробуйте ещё раз.',
  order: (id: number) => `Заказ #${id}`,
  room: (number: string) => `номер ${number}`,
  noRoom: 'без номера',
  screen: 'Экран',
  hint: '↑↓ — выбрать, Enter — открыть, Esc — закрыть',
} as const;
