/** Facilities by category, select and link (features/facilities). Ours: the spec shows none. */
export const facilities = {
  title: 'Удобства',
  subtitle: 'Отметьте, что есть в отеле, и выберите, что показывать гостям в приложении.',
  /** The header's summary of the list shown (the whole catalogue or the chosen category). */
  summary: (selected: number, total: number, linked: number) =>
    `В отеле ${selected} из ${total} · гостям показано ${linked}`,
  found: (count: number) => `Найдено: ${count}`,
  search: 'Поиск удобства',
  searchPlaceholder: 'Название удобства',
  searchShortcut: 'Нажмите / для поиска',
  clearSearch: 'Очистить поиск',
  categoryFilter: 'Категория',
  allCategories: 'Все категории',
  noCategory: 'Без категории',
  /** A facility's category that the category list does not know (yet). */
  unknownCategory: (id: number) => `Категория №${id}`,
  /** A category option's counts in the filter. */
  optionCount: (selected: number, total: number) => `${selected} из ${total}`,
  groupCount: (selected: number, total: number) => `выбрано ${selected} из ${total}`,
  groupLinked: (linked: number) => `гостям: ${linked}`,
  selected: 'Есть в отеле',
  linked: 'Показывать гостям',
  /** The switches' accessible names: the visible label plus the facility. */
  selectedLabel: (name: string) => `Есть в отеле: ${name}`,
  linkedLabel: (name: string) => `Показывать гостям: ${name}`,
  linkHint: 'Включение заодно отметит удобство как имеющееся в отеле.',
  done: {
    select: (name: string) => `«${name}» — есть в отеле`,
    unselect: (name: string) => `«${name}» убрано из удобств отеля`,
    unselectLinked: (name: string) => `«${name}» убрано из удобств отеля и скрыто от гостей`,
    link: (name: string) => `«${name}» показывается гостям`,
    linkUnselected: (name: string) => `«${name}» отмечено в отеле и показывается гостям`,
    unlink: (name: string) => `«${name}» скрыто от гостей`,
  },
  actionFailed: (name: string) => `Не удалось сохранить «${name}»`,
  loadError: 'Не удалось загрузить удобства.',
  /** The categories, named in the notice of a screen that works without them (lib/ui/DictionaryNotice). */
  categoryList: 'список категорий',
  withoutCategories: 'Удобства показаны по номерам их категорий; переключатели работают как обычно.',
  emptyTitle: 'Удобств пока нет',
  emptyText: 'Каталог удобств пуст. Когда в нём появятся удобства, их можно будет отметить здесь.',
  emptyCategoryTitle: 'В этой категории нет удобств',
  emptyCategoryText: 'Выберите другую категорию или покажите все.',
  emptySearchTitle: 'Ничего не нашли',
  emptySearchText: (search: string) => `Нет удобств, в названии которых есть «${search}».`,
  emptySearchInCategory: (search: string, category: string) =>
    `В категории «${category}» нет удобств, в названии которых есть «${search}».`,
  searchEverywhere: 'Искать во всех категориях',
  resetSearch: 'Сбросить поиск',
  showAll: 'Показать все категории',
} as const;
