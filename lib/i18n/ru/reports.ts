import { plural } from '../plural';

/** Reports on service orders (features/reports). Ours: the spec shows none. */
export const reports = {
  title: 'Отчёты по заказам',
  period: 'Период',
  presets: {
    today: 'Сегодня',
    '7d': '7 дней',
    '30d': '30 дней',
    month: 'Этот месяц',
  },
  customPeriod: 'Свой период',
  customPeriodPlaceholder: 'Выберите даты',
  /** Under the title: the period shown, e.g. «01.11.2026 – 30.11.2026 · 30 дней». */
  periodCaption: (from: string, to: string, days: number) =>
    `${from} – ${to} · ${days} ${plural(days, 'день', 'дня', 'дней')}`,
  kpi: {
    label: 'Показатели за период',
    total: 'Всего заказов',
    completed: 'Выполнено',
    cancelled: 'Отменено',
    avgToTake: 'Среднее время до взятия',
    avgToComplete: 'Среднее время выполнения',
    share: (percent: string) => `${percent} от всех заказов`,
    median: (value: string) => `Медиана: ${value}`,
  },
  /** A time or share that cannot be computed (no order got that far). */
  noValue: '—',
  /** Orders per status, as counts (chart series, table columns). */
  statuses: {
    new: 'Новые',
    in_progress: 'В работе',
    completed: 'Выполнены',
    cancelled: 'Отменены',
  },
  byDay: {
    title: 'Заказы по дням',
    table: 'Заказы по дням и статусам',
    date: 'Дата',
    total: 'Всего',
  },
  byStatus: {
    title: 'Заказы по статусам',
    table: 'Заказы по статусам',
    status: 'Статус',
    count: 'Заказов',
    share: 'Доля',
  },
  byService: {
    title: 'По услугам',
    table: 'Заказы по услугам',
    service: 'Услуга',
    total: 'Всего',
    completed: 'Выполнено',
    cancelled: 'Отменено',
    avgToTake: 'Среднее время до взятия',
    avgToComplete: 'Среднее время выполнения',
  },
  download: 'Скачать CSV',
  downloadByDay: 'Скачать CSV: заказы по дням',
  downloadByService: 'Скачать CSV: заказы по услугам',
  downloadByStatus: 'Скачать CSV: заказы по статусам',
  /** Headers of the CSV files (Excel shows them as the first row). */
  csv: {
    byDay: {
      date: 'Дата',
      total: 'Всего',
      new: 'Новые',
      inProgress: 'В работе',
      completed: 'Выполнены',
      cancelled: 'Отменены',
    },
    byService: {
      service: 'Услуга',
      total: 'Всего',
      completed: 'Выполнено',
      cancelled: 'Отменено',
      avgToTake: 'Среднее время до взятия, мин',
      avgToComplete: 'Среднее время выполнения, мин',
    },
    byStatus: {
      status: 'Статус',
      count: 'Заказов',
      share: 'Доля, %',
    },
  },
  loadError: 'Не удалось загрузить отчёт.',
  /** One of the two reports failed; the other's cards are shown. */
  ordersError: 'Не удалось загрузить заказы по дням и услугам.',
  statusesError: 'Не удалось загрузить показатели по статусам.',
  /** The backend's report could not be read: the figures were counted in the browser from the orders list. */
  computed: (orders: number, truncated: boolean) =>
    `Отчёт сервера не удалось прочитать: цифры посчитаны в браузере по ${orders} ` +
    `${plural(orders, 'заказу', 'заказам', 'заказам')} периода (не больше 999).` +
    (truncated ? ' В периоде заказов больше — учтены не все.' : ''),
  emptyTitle: 'За этот период заказов нет',
  emptyText: 'Выберите другой период: заказы появятся здесь, как только гости их сделают.',
} as const;
