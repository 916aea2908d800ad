/** Quick search (Ctrl+K): guests, orders by «#номер», services, screens. Our texts; the spec is silent. */
export const quickSearch = {
  button: 'Поиск',
  /**
   * The accessible name of the phone's icon button, with its shortcut. Not «…поиск…»: the desk's own search field
   * is «Поиск», and a second control of that name beside it would be ambiguous to a screen reader's list.
   */
  buttonLabel: 'Найти гостя, заказ, услугу или экран (Ctrl+K)',
  placeholder: 'Гость, номер комнаты, #заказ, услуга или экран',
  inputLabel: 'Быстрый поиск',
  results: 'Результаты поиска',
  guests: 'Гости',
  orders: 'Заказы',
  services: 'Услуги',
  screens: 'Экраны',
  service: 'Услуга',
  inactiveService: 'Услуга · отключена',
  loading: 'Ищем…',
  nothing: 'Ничего не нашли',
  /** What to type, when nothing is typed yet. */
  start: 'Начните вводить фамилию гостя, номер комнаты, #номер заказа, название услуги или экрана',
  orderNotFound: (id: number) => `Заказа #${id} нет в этом отеле`,
  searchFailed: 'Поиск по гостям не удался. Попробуйте ещё раз.',
  order: (id: number) => `Заказ #${id}`,
  room: (number: string) => `номер ${number}`,
  noRoom: 'без номера',
  screen: 'Экран',
  hint: '↑↓ — выбрать, Enter — открыть, Esc — закрыть',
} as const;
