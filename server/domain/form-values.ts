/**
 * Scalar values as DRF's fields read them, whether they came as JSON (`true`, `12`) or as the text of a multipart
 * form (`"true"`, `"12"`): the forms of this issue accept both (docs/CONTRACTS.md, «Forms with an image»).
 */

const TRUE_VALUES = new Set<unknown>([
  true,
  1,
  'true',
  'True',
  'TRUE',
  't',
  'T',
  'yes',
  'Yes',
  'YES',
  'y',
  'Y',
  'on',
  'On',
  'ON',
  '1',
]);
const FALSE_VALUES = new Set<unknown>([
  false,
  0,
  'false',
  'False',
  'FALSE',
  'f',
  'F',
  'no',
  'No',
  'NO',
  'n',
  'N',
  'off',
  'Off',
  'OFF',
  '0',
]);

/** DRF's BooleanField: its true and false spellings, anything else undefined (the caller reports it). */
export function parseBoolean(value: unknown): boolean | undefined {
  if (TRUE_VALUES.has(value)) return true;
  if (FALSE_VALUES.has(value)) return false;
  return undefined;
}

/**
 * A primary key as DRF's PrimaryKeyRelatedField takes it: a whole number or its digits as text. Undefined for
 * anything else (a fraction, a word, a boolean); the caller tells "wrong type" from "no such object".
 */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value < 2 ** 31 ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) {
    const id = Number(value);
    return id > 0 ? id : undefined;
  }
  return undefined;
}
