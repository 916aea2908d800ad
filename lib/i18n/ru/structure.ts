import { plural } from '../plural';

/** The positions and channels trees with their subscriptions (features/team/structure). */
export const structure = {
  /** What differs between the two trees; both objects have the same keys. */
  positions: {
    title: 'Должности',
    subtitle: 'Дерево должностей отеля, их каналы и сотрудники',
    tree: 'Дерево должностей',
    count: (count: number) => `${count} ${plural(count, 'должность', 'должности', 'должностей')}`,
    node: 'Должность',
    /** A position a list names only by id, not (or not yet) in the tree. */
    unnamed: (id: number) => `Должность №${id}`,
    newName: 'Название новой должности',
    addChild: 'Добавить вложенную должность',
    addChildShort: 'Добавить вложенную',
    addChildTo: (name: string) => `Добавить вложенную должность в «${name}»`,
    addFirst: 'Добавить должность',
    added: (name: string) => `Должность «${name}» добавлена.`,
    renamed: (from: string, to: string) => `Должность «${from}» переименована в «${to}».`,
    deleteTitle: 'Удалить должность?',
    /** The confirmation counts the node and everything under it (what the server deletes). */
    deleteText: (name: string, count: number) =>
      count === 1
        ? `Должность «${name}» будет удалена.`
        : `Будет удалено ${count} ${plural(count, 'должность', 'должности', 'должностей')}: «${name}» и ${count - 1} ${plural(count - 1, 'вложенная', 'вложенные', 'вложенных')}.`,
    deleteConsequence:
      'Сотрудники будут сняты с этих должностей, а подписки должностей на каналы — удалены. Отменить это нельзя.',
    deleted: (name: string, count: number) =>
      count === 1
        ? `Должность «${name}» удалена.`
        : `Удалено ${count} ${plural(count, 'должность', 'должности', 'должностей')}: «${name}» и вложенные.`,
    gone: 'Этой должности уже нет: её удалили в другом окне или другой администратор. Дерево обновлено.',
    rootText: 'Корень дерева обозначает весь отель. Выберите должность, чтобы увидеть её каналы и сотрудников.',
    rootAdminText: 'Должности верхнего уровня добавляются в корень; вложенные — в любую должность.',
    emptyTitle: 'Должностей пока нет',
    emptyText: 'Добавьте первую, например «Руководство» или «Служба приёма».',
    emptyReadOnlyText: 'Администратор отеля ещё не добавил ни одной должности.',
  },
  channels: {
    title: 'Каналы',
    subtitle: 'Дерево каналов отеля и кто на них подписан',
    tree: 'Дерево каналов',
    count: (count: number) => `${count} ${plural(count, 'канал', 'канала', 'каналов')}`,
    node: 'Канал',
    /** A channel a list names only by id, not (or not yet) in the tree. */
    unnamed: (id: number) => `Канал №${id}`,
    newName: 'Название нового канала',
    addChild: 'Добавить вложенный канал',
    addChildShort: 'Добавить вложенный',
    addChildTo: (name: string) => `Добавить вложенный канал в «${name}»`,
    addFirst: 'Добавить канал',
    added: (name: string) => `Канал «${name}» добавлен.`,
    renamed: (from: string, to: string) => `Канал «${from}» переименован в «${to}».`,
    deleteTitle: 'Удалить канал?',
    deleteText: (name: string, count: number) =>
      count === 1
        ? `Канал «${name}» будет удалён.`
        : `Будет удалено ${count} ${plural(count, 'канал', 'канала', 'каналов')}: «${name}» и ${count - 1} ${plural(count - 1, 'вложенный', 'вложенных', 'вложенных')}.`,
    deleteConsequence: 'Все подписки должностей и сотрудников на эти каналы будут удалены. Отменить это нельзя.',
    deleted: (name: string, count: number) =>
      count === 1
        ? `Канал «${name}» удалён.`
        : `Удалено ${count} ${plural(count, 'канал', 'канала', 'каналов')}: «${name}» и вложенные.`,
    gone: 'Этого канала уже нет: его удалили в другом окне или другой администратор. Дерево обновлено.',
    rootText:
      'Корень дерева обозначает весь отель. Выберите канал, чтобы увидеть, какие должности и сотрудники на него подписаны.',
    rootAdminText: 'Каналы верхнего уровня добавляются в корень; вложенные — в любой канал.',
    emptyTitle: 'Каналов пока нет',
    emptyText: 'Добавьте первый, например «Заявки гостей» или «Объявления для персонала».',
    emptyReadOnlyText: 'Администратор отеля ещё не добавил ни одного канала.',
  },
  root: 'Корень',
  rename: 'Переименовать',
  renameLabel: (name: string) => `Новое название для «${name}»`,
  renameNode: (name: string) => `Переименовать «${name}»`,
  deleteNode: (name: string) => `Удалить «${name}»`,
  delete: 'Удалить',
  cancel: 'Отмена',
  expand: 'Развернуть',
  collapse: 'Свернуть',
  expandAll: 'Развернуть всё',
  collapseAll: 'Свернуть всё',
  actionsOf: (name: string) => `Действия: ${name}`,
  nameRequired: 'Введите название.',
  editHint: 'Enter — сохранить, Esc — отменить',
  saving: 'Сохраняется…',
  keyboardHint:
    'Стрелки — перемещение, Enter — выбрать, F2 — переименовать, Insert — добавить вложенный, Delete — удалить.',
  keyboardHintReadOnly: 'Стрелки — перемещение и раскрытие, Enter — выбрать.',
  loadError: 'Не удалось загрузить дерево.',
  changeFailed: 'Изменение не сохранено',
  /** The right-hand panel of the selected node. */
  details: {
    loadError: 'Не удалось загрузить список.',
    channelPositions: 'Подписанные должности',
    channelUsers: 'Подписанные сотрудники',
    positionChannels: 'Каналы должности',
    positionStaff: 'Сотрудники на должности',
    noPositions: 'Пока ни одна должность не подписана',
    noUsers: 'Пока никто не подписан',
    noChannels: 'Должность пока не подписана ни на один канал',
    noStaff: 'На этой должности пока никого нет',
    addPosition: 'Добавить должность',
    addUser: 'Добавить сотрудника',
    addChannel: 'Добавить канал',
    addHolder: 'Назначить сотрудника',
    searchNode: 'Начните вводить название',
    searchPerson: 'Имя или email',
    nothingFound: 'Ничего не найдено',
    allAdded: 'Все уже добавлены',
    optionsLoadError: 'Список для выбора не загрузился',
    removePosition: (name: string) => `Отписать должность «${name}»`,
    removeUser: (person: string) => `Отписать: ${person}`,
    removeChannel: (name: string) => `Отписать от канала «${name}»`,
    removeHolder: (person: string) => `Снять с должности: ${person}`,
    inactive: 'Аккаунт неактивен',
    deactivated: 'Аккаунт отключён',
    invited: 'Приглашение не принято',
    subscribedPosition: (position: string, channel: string) =>
      `Должность «${position}» подписана на канал «${channel}».`,
    unsubscribedPosition: (position: string, channel: string) =>
      `Должность «${position}» отписана от канала «${channel}».`,
    subscribedUser: (person: string, channel: string) => `Подписка оформлена: ${person} — канал «${channel}».`,
    unsubscribedUser: (person: string, channel: string) => `Подписка отменена: ${person} — канал «${channel}».`,
    holderAdded: (person: string, position: string) => `${person}: назначена должность «${position}».`,
    holderRemoved: (person: string, position: string) => `${person}: снята должность «${position}».`,
    gone: 'Этого уже нет: структуру изменили в другом окне или другой администратор. Данные обновлены.',
  },
} as const;
