import { plural } from '../plural';

/** The photo manager of any object with images (features/photos). Ours: the spec shows none. */
export const photos = {
  title: 'Фотографии отеля',
  intro:
    'Их видят гости. Главное фото показывается первым — в карточке отеля и в поиске; остальные идут следом в порядке загрузки.',
  count: (count: number) => `${count} ${plural(count, 'фотография', 'фотографии', 'фотографий')}`,
  gallery: 'Фотографии',
  loading: 'Фотографии загружаются',
  loadError: 'Не удалось загрузить фотографии',
  emptyTitle: 'Фотографий пока нет',
  emptyText: 'Перетащите фотографии в область выше или нажмите на неё, чтобы выбрать файлы. Первая станет главной.',
  untitled: 'Без названия',
  dimensions: (width: number, height: number) => `${width} × ${height}`,
  main: 'Главное фото',
  makeMain: 'Сделать главным',
  makeMainLabel: (name: string) => `Сделать главным фото «${name}»`,
  openLabel: (name: string) => `Открыть фото «${name}» в полном размере`,
  broken: 'Не удалось показать',
  delete: 'Удалить',
  deleteLabel: (name: string) => `Удалить фото «${name}»`,
  mainChanged: 'Главное фото изменено',
  mainChangeFailed: 'Не удалось сделать фото главным',
  deleted: 'Фотография удалена',
  deletedMain: 'Фотография удалена. Главной стала следующая.',
  alreadyDeleted: 'Эту фотографию уже удалили.',
  deleteDialog: {
    title: 'Удалить фотографию?',
    text: (name: string) => `Фото «${name}» будет удалено безвозвратно.`,
    main: 'Это главное фото: главным станет следующее.',
    confirm: 'Удалить',
    cancel: 'Отмена',
  },
  dropzone: {
    label: 'Загрузить фотографии',
    title: 'Перетащите фотографии сюда или нажмите, чтобы выбрать',
    hint: (limit: string) => `JPEG, PNG, WebP или GIF, до ${limit} каждая. Можно несколько сразу.`,
    accept: 'Отпустите, чтобы загрузить',
    reject: 'Эти файлы не подойдут',
  },
  uploads: 'Загрузки',
  progressLabel: (name: string) => `Загрузка «${name}»`,
  status: {
    waiting: 'В очереди',
    uploading: 'Загружается…',
    uploadingPercent: (percent: number) => `Загружается… ${percent} %`,
    done: 'Загружено',
  },
  retryLabel: (name: string) => `Повторить загрузку «${name}»`,
  dismiss: 'Убрать из списка',
  dismissLabel: (name: string) => `Убрать «${name}» из списка загрузок`,
  /** Why the browser refused a file before uploading it. */
  errors: {
    type: 'Это не изображение: подойдут JPEG, PNG, WebP или GIF.',
    tooLarge: (limit: string) => `Файл больше ${limit}. Уменьшите его и загрузите снова.`,
    refused: 'Этот файл не подойдёт.',
    /** A 413 from a proxy in front of the API, whose limit the dashboard does not know. */
    tooLargeForServer: 'Сервер не принял файл: он слишком большой.',
  },
  uploaded: (count: number) =>
    `${plural(count, 'Загружена', 'Загружены', 'Загружено')} ${count} ${plural(count, 'фотография', 'фотографии', 'фотографий')}`,
  notUploaded: (count: number) =>
    `Не ${plural(count, 'загружен', 'загружены', 'загружено')} ${count} ${plural(count, 'файл', 'файла', 'файлов')}`,
  seeReasons: 'Причины — в списке загрузок.',
} as const;
