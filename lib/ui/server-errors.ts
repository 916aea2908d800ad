import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '@/lib/http/errors';

/**
 * Which form field each key of the server's 400 body lands on (DRF answers camelCase; list snake_case aliases
 * where the backend may send them). A list when the keys are the fields' own names. The order is the form's: the
 * first errored field in it takes the focus, and of two keys naming one field the first wins.
 */
export type ServerFields<T extends FieldValues> = Readonly<Record<string, FieldPath<T>>> | readonly FieldPath<T>[];

/** A failure's messages sorted: each form field's (joined), and the rest in the body's order. */
export interface SortedServerErrors<T extends FieldValues> {
  onFields: Map<FieldPath<T>, string>;
  /** Messages under keys that name no field (`nonFieldErrors`, keys the form does not show). */
  unplaced: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every string inside a value of the body, depth first: a list, or a nested serializer's object of lists. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (isRecord(value)) return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The body's messages by top-level key. A nested serializer's errors (`{"data": {"quantity": [...]}}`) count as
 * their key's; `detail` and `code` are the error's message, not a field's.
 */
function messagesByKey(error: ApiError): [string, string[]][] {
  // Only a validation answer's body is messages: another's keys (a 409's current state) are data.
  if (error.status !== 400 || !isRecord(error.data)) return Object.entries(error.fieldErrors);
  const entries: [string, string[]][] = [];
  for (const [key, value] of Object.entries(error.data)) {
    if (key === 'detail' || key === 'code') continue;
    const messages = stringsIn(value);
    if (messages.length > 0) entries.push([key, messages]);
  }
  return entries;
}

function asMap<T extends FieldValues>(fields: ServerFields<T>): Readonly<Record<string, FieldPath<T>>> {
  if (!Array.isArray(fields)) return fields as Readonly<Record<string, FieldPath<T>>>;
  return Object.fromEntries((fields as readonly FieldPath<T>[]).map((field) => [field, field]));
}

/** Sorts a failure's validation messages into the form's fields and the rest; nothing to sort when there is none. */
export function sortServerErrors<T extends FieldValues>(
  error: ApiError | null,
  fields: ServerFields<T>,
): SortedServerErrors<T> {
  const onFields = new Map<FieldPath<T>, string>();
  const unplaced: string[] = [];
  if (!error) return { onFields, unplaced };
  const map = asMap(fields);
  const byKey = new Map(messagesByKey(error));
  for (const [key, field] of Object.entries(map)) {
    const messages = byKey.get(key);
    if (messages && !onFields.has(field)) onFields.set(field, messages.join(' '));
  }
  for (const [key, messages] of byKey) if (!Object.hasOwn(map, key)) unplaced.push(...messages);
  return { onFields, unplaced };
}

/** Whether some message of the failure belongs to a field of the form (it shows there, not above the buttons). */
export function hasFieldErrors<T extends FieldValues>(error: ApiError | null, fields: ServerFields<T>): boolean {
  return sortServerErrors(error, fields).onFields.size > 0;
}

export interface ApplyServerErrorsOptions<T extends FieldValues> {
  fields: ServerFields<T>;
  /** Fields never to focus (one whose input would open a dialog); the next errored field takes the focus. */
  noFocus?: readonly FieldPath<T>[];
}

/**
 * Puts the server's field errors (a DRF 400 body) on the form's fields, as `type: 'server'` errors, and focuses the
 * first errored field in the form's order. Returns the messages it could not place, for a general message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: ApiError,
  { fields, noFocus = [] }: ApplyServerErrorsOptions<T>,
): string[] {
  const { onFields, unplaced } = sortServerErrors(error, fields);
  let focused = false;
  for (const [field, message] of onFields) {
    const shouldFocus = !focused && !noFocus.includes(field);
    form.setError(field, { type: 'server', message }, { shouldFocus });
    if (shouldFocus) focused = true;
  }
  return unplaced;
}
