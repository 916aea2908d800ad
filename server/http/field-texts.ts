/**
 * The framework's field messages, in one place: what DRF and Django say about a field that is missing, blank, of
 * the wrong type or out of range. The routes' own texts (a name already taken, a stay that is over) stay with their
 * domain (`*_TEXT` of server/domain/ and server/routes/).
 *
 * Two sets, as the routes have always answered (the tests and the contract tests compare the bodies):
 * - {@link FIELD_TEXT}: DRF's English, verbatim. Most routes send these; server/http/locale.ts gives their Russian
 *   to a request with `Accept-Language: ru` (every call of the dashboard), as Django's LocaleMiddleware would.
 * - {@link FIELD_TEXT_RU}: the Russian that the routes written for the dashboard's own screens (services, service
 *   orders, stays, translation, photos) send whatever the request asks: DRF's and Django's `ru` catalogues, which
 *   for a few messages say it otherwise than locale.ts's translation (`Ожидалась строка.` beside `Неправильная
 *   строка.`).
 */

/** DRF's English field messages, verbatim. */
export const FIELD_TEXT = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  null: 'This field may not be null.',
  invalidString: 'Not a valid string.',
  invalidEmail: 'Enter a valid email address.',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  notADict: (type: string) => `Invalid data. Expected a dictionary, but got ${type}.`,
  notAList: (type: string) => `Expected a list of items but got type "${type}".`,
  maxItems: (max: number) => `Ensure this field has no more than ${max} elements.`,
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  /** Django's ModelChoiceField (a filter's choice of an object). */
  selectValidChoice: 'Select a valid choice. That choice is not one of the available choices.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidInteger: 'A valid integer is required.',
  invalidNumber: 'A valid number is required.',
  maxValue: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  minValue: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  decimalPlaces: (places: number) => `Ensure that there are no more than ${places} decimal places.`,
  invalidDate: 'Enter a valid date.',
  invalidPk: (value: string) => `Invalid pk "${value}" - object does not exist.`,
  incorrectPkType: (type: string) => `Incorrect type. Expected pk value, received ${type}.`,
} as const;

/** The Russian field messages the dashboard's own routes send as they are (DRF's and Django's `ru`). */
export const FIELD_TEXT_RU = {
  required: 'Обязательное поле.',
  blank: 'Это поле не может быть пустым.',
  null: 'Это поле не может быть null.',
  invalidString: 'Ожидалась строка.',
  invalidEmail: 'Введите правильный адрес электронной почты.',
  invalidUrl: 'Введите правильный URL.',
  maxLength: (max: number) => `Убедитесь, что в этом поле не больше ${max} символов.`,
  /** DRF's: the body is not an object (the type's name as Python spells it). */
  notADict: (type: string) => `Недопустимые данные. Ожидался dictionary, но был получен ${type}.`,
  /** The same, the type's word translated (the hotel's form). */
  notADictWorded: (type: string) => `Недопустимые данные. Ожидался словарь, но был получен ${type}.`,
  /** A JSONField or DictField given something else than an object. */
  notADictOfItems: (type: string) => `Ожидался словарь со значениями, но был получен "${type}".`,
  notAnObject: 'Ожидался объект.',
  /** DRF's ChoiceField. */
  invalidChoice: (value: string) => `"${value}" не является корректным значением.`,
  /** Django's ChoiceField (a form's or a filter's). */
  selectValidChoice: (value: string) => `Выберите корректный вариант. ${value} нет среди допустимых значений.`,
  invalidBoolean: 'Требуется логическое значение.',
  /** Django's IntegerField (a form's or a filter's). */
  invalidInteger: 'Введите целое число.',
  invalidNumber: 'Требуется численное значение.',
  tooLong: 'Слишком длинное значение.',
  /** DRF's DecimalField. */
  maxDigits: (max: number) => `Убедитесь, что в числе не больше ${max} знаков.`,
  decimalPlaces: (max: number) => `Убедитесь, что в числе не больше ${max} знаков в дробной части.`,
  maxWholeDigits: (max: number) => `Убедитесь, что в числе не больше ${max} знаков в целой части.`,
  minValue: (min: number) => `Убедитесь, что значение больше или равно ${min}.`,
  maxValue: (max: number) => `Убедитесь, что значение меньше или равно ${max}.`,
  /** DRF's IntegerField. */
  validInteger: 'Требуется целочисленное значение.',
  /** Django's MinValueValidator and MaxValueValidator. */
  minValueDjango: (min: number | string) => `Убедитесь, что это значение больше либо равно ${min}.`,
  maxValueDjango: (max: number | string) => `Убедитесь, что это значение меньше либо равно ${max}.`,
  invalidDate: 'Неправильный формат даты. Используйте формат ГГГГ-ММ-ДД.',
  invalidTime: 'Неправильный формат времени. Используйте формат ЧЧ:ММ.',
  invalidDateTime:
    'Неправильный формат datetime. Используйте один из этих форматов: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
  incorrectPkType: (type: string) => `Некорректный тип. Ожидалось значение первичного ключа, получен ${type}.`,
  invalidPk: (value: string) => `Недопустимый первичный ключ "${value}" - объект не существует.`,
  /** A PrimaryKeyRelatedField(many=True) given something else than a list. */
  notAList: (type: string) => `Ожидался list со значениями, но был получен "${type}".`,
} as const;

/** The messages `Fields` (server/http/validation.ts) writes by itself; a route passes the set it answers in. */
export interface FieldTexts {
  required: string;
  blank: string;
  null: string;
  invalidString: string;
  invalidEmail: string;
  maxLength: (max: number) => string;
  notADict: (type: string) => string;
  invalidChoice: (value: string) => string;
  invalidBoolean: string;
  invalidInteger: string;
  invalidDate: string;
  incorrectPkType: (type: string) => string;
}
