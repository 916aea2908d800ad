/** A form's one image (lib/ui/ImageDropField): content items and promo landings. Ours: the spec shows none. */
export const imageField = {
  label: 'Изображение',
  pick: 'Выбрать изображение',
  dropTitle: 'Перетащите изображение сюда или нажмите, чтобы выбрать',
  dropAccept: 'Отпустите, чтобы выбрать',
  dropReject: 'Этот файл не подойдёт',
  replace: 'Заменить',
  replaceLabel: 'Заменить изображение',
  remove: 'Удалить изображение',
  restore: 'Вернуть изображение',
  removed: 'Изображение будет удалено при сохранении.',
} as const;
