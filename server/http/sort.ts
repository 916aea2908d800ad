/**
 * The body of the ordered lists' `sort/` actions (virtual category items, menu items): a JSON list of
 * `{id, order}` pairs, SPEC §4. Shape checks live here once; each route checks the ids against its own tables.
 */
import { validationError } from './errors';
import { FIELD_TEXT } from './field-texts';
import { typeName } from './validation';

export interface SortEntry {
  id: number;
  order: number;
}

/** The answers of a `sort/` request, all under `nonFieldErrors` (the body is a list, so no field names it). */
export const SORT_TEXT = {
  badEntry: (index: number) => `Элемент ${index + 1}: нужны id и order — положительные целые числа.`,
  duplicate: (id: number) => `Элемент указан дважды: ${id}.`,
  unknown: (id: number) => `Неизвестный элемент: ${id}.`,
} as const;

const MAX_ID = 2_147_483_647;

function positiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** The `[{id, order}, …]` of a sort request, or the 400 naming the first malformed or repeated entry. */
export function sortEntries(body: unknown): SortEntry[] {
  if (!Array.isArray(body)) throw validationError({ nonFieldErrors: [FIELD_TEXT.notAList(typeName(body))] });
  const seen = new Set<number>();
  return body.map((entry: unknown, index) => {
    const { id, order } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      id?: unknown;
      order?: unknown;
    };
    if (!positiveInteger(id) || !positiveInteger(order))
      throw validationError({ nonFieldErrors: [SORT_TEXT.badEntry(index)] });
    if (seen.has(id)) throw validationError({ nonFieldErrors: [SORT_TEXT.duplicate(id)] });
    seen.add(id);
    return { id, order };
  });
}

/** Throws the 400 naming every listed id that is not among `known` (the hotel's items of that list kind). */
export function assertKnownEntries(entries: readonly SortEntry[], known: Iterable<number>): void {
  const found = new Set(known);
  const unknown = entries.map((entry) => entry.id).filter((id) => !found.has(id));
  if (unknown.length > 0) throw validationError({ nonFieldErrors: unknown.map(SORT_TEXT.unknown) });
}
