export const common = {
  loading: 'Загрузка…',
  retry: 'Повторить',
  /** SPEC §8: the Russian default meaning "An error occurred". */
  error: 'Произошла ошибка',
  /** The close (×) button of a dialog or drawer that names none of its own. Ours. */
  close: 'Закрыть',
  /** A hotel the backend sent without a name (docs/CONTRACTS.md «Required fields»). */
  hotelFallback: (id: number) => `Отель №${id}`,
  /**
   * The question of an editor closing with unsaved changes (lib/ui/useDiscardGuard), for editors without words of
   * their own. Ours: the spec is silent; the wording of the services, promo and content editors.
   */
  discard: {
    discardTitle: 'Закрыть без сохранения?',
    discardText: 'Изменения в форме не сохранены и пропадут.',
    discardConfirm: 'Закрыть без сохранения',
    discardCancel: 'Вернуться к форме',
  },
  /**
   * A colleague saved a field this form has changed too (lib/forms/useRemoteChanges, lib/ui/RemoteChangeNotice).
   * Ours: the spec is silent.
   */
  /**
   * A form whose dictionaries did not all load (lib/ui/DictionaryNotice): the fields they fill take a typed value
   * instead. Ours: the spec is silent.
   */
  dictionaries: {
    title: 'Не все справочники загрузились',
    text: (
      lists: string,
      without = 'Форма работает и без них: такие поля заполняются вручную, значения проверит сервер при сохранении.',
    ) => `Не загрузились: ${lists}. ${without}`,
    typeValue: 'Список не загрузился: введите значение вручную',
    currencyCode: 'Код валюты, например RUB',
  },
  remoteChange: {
    title: 'Изменено другим сотрудником',
    fields: (names: string) => `${names}. В форме ваши значения: сохранение запишет их.`,
  },
} as const;
