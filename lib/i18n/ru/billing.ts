import { plural } from '../plural';

/** Payment points and gateways (features/billing). */
export const billing = {
  title: 'Оплата',
  /** The hotel's currency list, named when gateways that do not list their currencies are offered in it. */
  currencyList: 'список валют отеля',
  subtitle: 'Точки оплаты отеля и платёжные шлюзы, через которые платят гости',
  count: (count: number) => `${count} ${plural(count, 'точка оплаты', 'точки оплаты', 'точек оплаты')}`,
  add: 'Добавить точку оплаты',
  readOnly: 'Добавлять точки оплаты может только администратор отеля. Вы видите их только для чтения.',
  points: {
    title: 'Точки оплаты',
    columns: { name: 'Название', gateway: 'Шлюз', currency: 'Валюта', status: 'Статус' },
    active: 'Принимает платежи',
    inactive: 'Отключена',
    loadError: 'Не удалось загрузить точки оплаты',
    /** A gateway or currency the backend did not send. */
    none: '—',
  },
  empty: {
    title: 'Точек оплаты пока нет',
    text: 'Точка оплаты — это то, за что платят гости: ресторан, спа, проживание. Добавьте первую: название, шлюз и валюту.',
    readOnlyText: 'Их добавляет администратор отеля.',
  },
  gateways: {
    title: 'Платёжные шлюзы',
    subtitle: 'Через них проходят платежи; каждый принимает свои валюты',
    currencies: 'Валюты',
    used: (count: number) => (count === 0 ? 'Не используется' : `${count} ${plural(count, 'точка', 'точки', 'точек')}`),
    loadError: 'Не удалось загрузить платёжные шлюзы',
    empty: 'Шлюзов нет: сервер не предложил ни одного.',
  },
  form: {
    title: 'Новая точка оплаты',
    close: 'Закрыть',
    name: 'Название',
    namePlaceholder: 'Например, Ресторан «Нева»',
    nameHint: 'Так точку увидят сотрудники и гости при оплате',
    gateway: 'Платёжный шлюз',
    gatewayPlaceholder: 'Выберите шлюз',
    gatewaysLoading: 'Загрузка шлюзов…',
    gatewaysError: 'Не удалось загрузить шлюзы',
    currency: 'Валюта',
    currencyPlaceholder: 'Выберите валюту',
    currencyNeedsGateway: 'Сначала выберите шлюз',
    currencyHint: (gateway: string) => `Валюты, которые принимает ${gateway}`,
    isActive: 'Принимает платежи',
    isActiveHint: 'Отключённая точка остаётся в списке, но платить через неё нельзя',
    submit: 'Добавить',
    cancel: 'Отмена',
    saveError: 'Не удалось добавить точку оплаты',
    created: (name: string) => `Точка оплаты «${name}» добавлена`,
    validation: {
      required: 'Обязательное поле.',
      maxLength: (max: number) => `Не больше ${max} ${plural(max, 'символа', 'символов', 'символов')}.`,
      gatewayRequired: 'Выберите шлюз.',
      gatewayUnknown: 'Выберите шлюз из списка.',
      currencyRequired: 'Выберите валюту.',
      // The server's text for the same rule (docs/CONTRACTS.md, «Billing»).
      currencyNotTaken: (gateway: string, currencies: readonly string[]) =>
        `Шлюз «${gateway}» принимает только: ${currencies.join(', ')}.`,
    },
  },
} as const;
