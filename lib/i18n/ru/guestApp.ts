import { plural } from '../plural';

/** The guest app's ordered content: virtual categories and menus, each with an ordered list of items (features/guest-app). */
export const guestApp = {
  /** The list of groups beside the item editor, in each screen's words. */
  categories: {
    title: 'Виртуальные категории',
    subtitle: 'Подборки услуг в приложении гостя: завтрак, отдых, как добраться',
    listLabel: 'Категории',
    create: 'Новая категория',
    count: (count: number) => `${count} ${plural(count, 'категория', 'категории', 'категорий')}`,
    itemsCount: (count: number) =>
      count === 0 ? 'пока пусто' : `${count} ${plural(count, 'услуга', 'услуги', 'услуг')}`,
    loadError: 'Не удалось загрузить категории',
    emptyTitle: 'Категорий пока нет',
    emptyText: 'Создайте первую — например, «Завтрак» или «Как добраться» — и добавьте в неё услуги.',
    selectTitle: 'Выберите категорию',
    selectText: 'Выберите категорию в списке, чтобы добавить в неё услуги и расставить их по порядку.',
    notFoundTitle: 'Категория не найдена',
    notFoundText: 'Возможно, её удалили. Выберите другую в списке.',
    back: 'Все категории',
    actions: (name: string) => `Действия с категорией «${name}»`,
    edit: 'Переименовать',
    delete: 'Удалить',
    deleteTitle: 'Удалить категорию?',
    deleteText: (name: string, count: number | null) =>
      count === 0
        ? `Категория «${name}» исчезнет из приложения гостя.`
        : count === null
          ? `Категория «${name}» и все её элементы исчезнут из приложения гостя. Сами услуги останутся.`
          : `Категория «${name}» и ${count} ${plural(count, 'её элемент', 'её элемента', 'её элементов')} исчезнут из приложения гостя. Сами услуги останутся.`,
    deleteConfirm: 'Удалить',
    deleteCancel: 'Отмена',
    deleteError: 'Не удалось удалить категорию',
    deleted: (name: string) => `Категория «${name}» удалена`,
    created: (name: string) => `Категория «${name}» создана`,
    updated: (name: string) => `Категория «${name}» сохранена`,
    form: {
      createTitle: 'Новая категория',
      editTitle: 'Категория',
      name: 'Название',
      namePlaceholder: 'Например, Завтрак',
      icon: 'Иконка',
      iconPlaceholder: 'None',
      iconHint: 'Имя иконки в приложении гостя; можно оставить пустым',
      submitCreate: 'Создать',
      submitEdit: 'Сохранить',
      cancel: 'Отмена',
      close: 'Закрыть',
      saveError: 'Не удалось сохранить категорию',
    },
  },
  menus: {
    title: 'Меню приложения',
    subtitle: 'Что и в каком порядке гости видят в приложении',
    listLabel: 'Меню',
    create: 'Новое меню',
    count: (count: number) => `${count} ${plural(count, 'меню', 'меню', 'меню')}`,
    itemsCount: (count: number) =>
      count === 0 ? 'пока пусто' : `${count} ${plural(count, 'пункт', 'пункта', 'пунктов')}`,
    loadError: 'Не удалось загрузить меню',
    emptyTitle: 'Меню пока нет',
    emptyText: 'Создайте меню и соберите в него услуги, категории, промо-страницы и полезную информацию.',
    selectTitle: 'Выберите меню',
    selectText: 'Выберите меню в списке, чтобы собрать его пункты и расставить их по порядку.',
    notFoundTitle: 'Меню не найдено',
    notFoundText: 'Возможно, его удалили. Выберите другое в списке.',
    back: 'Все меню',
    actions: (name: string) => `Действия с меню «${name}»`,
    edit: 'Переименовать',
    delete: 'Удалить',
    deleteTitle: 'Удалить меню?',
    deleteText: (name: string, count: number | null) =>
      count === 0
        ? `Меню «${name}» исчезнет из приложения гостя.`
        : count === null
          ? `Меню «${name}» и все его пункты исчезнут из приложения гостя. Сами услуги и страницы останутся.`
          : `Меню «${name}» и ${count} ${plural(count, 'его пункт', 'его пункта', 'его пунктов')} исчезнут из приложения гостя. Сами услуги и страницы останутся.`,
    deleteConfirm: 'Удалить',
    deleteCancel: 'Отмена',
    deleteError: 'Не удалось удалить меню',
    deleted: (name: string) => `Меню «${name}» удалено`,
    created: (name: string) => `Меню «${name}» создано`,
    updated: (name: string) => `Меню «${name}» сохранено`,
    otherType: 'Другие',
    typesError: 'Типы меню не загрузились',
    form: {
      createTitle: 'Новое меню',
      editTitle: 'Меню',
      name: 'Название',
      namePlaceholder: 'Например, Главное меню',
      type: 'Тип',
      typePlaceholder: 'Выберите тип',
      submitCreate: 'Создать',
      submitEdit: 'Сохранить',
      cancel: 'Отмена',
      close: 'Закрыть',
      saveError: 'Не удалось сохранить меню',
    },
  },
  /** Leaving a group (another one, the list) while its list has unsaved changes. */
  leave: {
    discardTitle: 'Уйти без сохранения?',
    discardText: 'В списке есть несохранённые изменения. Если уйти, они пропадут.',
    discardConfirm: 'Уйти без сохранения',
    discardCancel: 'Остаться',
  },
  validation: {
    required: 'Обязательное поле.',
    maxLength: (max: number) => `Не больше ${max} ${plural(max, 'символа', 'символов', 'символов')}.`,
    typeRequired: 'Выберите тип.',
  },
  /** The ordered-list editor shared by both screens. */
  editor: {
    save: 'Сохранить',
    discard: 'Отменить изменения',
    discardTitle: 'Отменить изменения?',
    discardText: 'Список вернётся к последнему сохранённому виду; всё, что вы изменили после, пропадёт.',
    discardConfirm: 'Отменить изменения',
    discardCancel: 'Продолжить',
    clean: 'Все изменения сохранены',
    dirty: 'Есть несохранённые изменения',
    invalid: 'Исправьте отмеченные поля, чтобы сохранить',
    handle: (name: string) => `Переместить: ${name}`,
    remove: (name: string) => `Убрать из списка: ${name}`,
    removed: (name: string) => `«${name}» убран из списка. Изменение сохранится по кнопке «Сохранить».`,
    added: (name: string) => `«${name}» добавлен в конец списка.`,
    statusNew: 'Новый',
    statusChanged: 'Изменён',
    rowError: {
      create: (message: string) => `Не добавлен: ${message}`,
      update: (message: string) => `Не сохранён: ${message}`,
      delete: (message: string) => `Не удалён: ${message}`,
    },
    saved: 'Список сохранён',
    savedPartlyTitle: 'Сохранено не всё',
    savedPartly: (count: number) =>
      `${count} ${plural(count, 'элемент не сохранился', 'элемента не сохранились', 'элементов не сохранились')} — ${plural(count, 'он отмечен', 'они отмечены', 'они отмечены')} в списке. Исправьте и сохраните ещё раз.`,
    orderErrorTitle: 'Порядок не сохранён',
    orderError: (message: string) => `${message} Нажмите «Сохранить» ещё раз.`,
    loadError: 'Не удалось загрузить список',
    catalogueError: 'Список для выбора не загрузился',
    catalogueMissing: 'Сервер не даёт каталог объектов: пункты можно переставлять и удалять, но не добавлять.',
    nothingFound: 'Ничего не найдено',
    dnd: {
      instructions:
        'Чтобы переместить элемент, нажмите пробел или Enter, стрелками вверх и вниз выберите новое место и снова нажмите пробел или Enter. Escape отменяет перемещение.',
      start: (name: string, position: number, total: number) => `Взят «${name}», позиция ${position} из ${total}.`,
      over: (name: string, position: number, total: number) => `«${name}»: позиция ${position} из ${total}.`,
      end: (name: string, position: number, total: number) => `«${name}» перемещён на позицию ${position} из ${total}.`,
      cancel: (name: string) => `Перемещение «${name}» отменено.`,
    },
  },
  categoryItems: {
    title: (name: string) => `Услуги в категории «${name}»`,
    add: 'Добавить услугу',
    addPlaceholder: 'Найдите услугу',
    allAdded: 'Все услуги отеля уже в категории',
    kind: 'Услуга',
    name: 'Название в категории',
    icon: 'Иконка',
    iconNone: 'None',
    unknownService: (id: number) => `Услуга №${id}`,
    emptyTitle: 'В категории пока нет услуг',
    emptyText: 'Добавьте услуги из списка выше: гости увидят их в этом порядке.',
  },
  /** The kinds of content a menu item can point at, by `c_content_type` (as the server names them). */
  kinds: {
    service: 'Услуга',
    virtualcategory: 'Виртуальная категория',
    promolanding: 'Промо-лендинг',
    safetyitem: 'Безопасность',
    sightsitem: 'Достопримечательность',
  },
  menuItems: {
    title: (name: string) => `Пункты меню «${name}»`,
    /** The kind of an object whose `c_content_type` the dashboard does not know. */
    object: 'Объект',
    /** An item whose object's name is not known (neither sent nor in the catalogue, e.g. while it loads). */
    objectNumber: (id: number) => `Объект №${id}`,
    add: 'Добавить пункт',
    addPlaceholder: 'Услуга, категория, страница…',
    allAdded: 'Всё доступное уже в меню',
    objectGone: 'Объект удалён',
    objectGoneHint: 'Пункт ведёт на удалённый объект — уберите его из меню',
    emptyTitle: 'В меню пока нет пунктов',
    emptyText: 'Добавьте услуги, категории, промо-страницы и полезную информацию: гости увидят их в этом порядке.',
  },
} as const;
