import { useEffect, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isDirtyMark } from './changed';

/** Structural equality of form values: plain objects and arrays by content, dates by time, the rest by identity. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameValue(a[key], b[key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

interface RemoteChangesOptions<T extends FieldValues, F extends FieldPath<T> & keyof T, O> {
  form: UseFormReturn<T, unknown, O>;
  /** The record as the server has it now, as form values (memoised on the record: a new object means new data). */
  server: T;
  /** The form's top-level fields that come from the record. */
  fields: readonly F[];
  /** True while the form's own save runs: its answer becomes the form's defaults by the form's own reset. */
  paused?: boolean;
}

/**
 * Keeps an open edit form in step with its record when the record's query data changes under it (a refetch, a
 * live update), so that two people editing one record lose nothing
 * (docs/decisions/197-forms-confirmations-and-drafts.md):
 *
 * - a field the user has not touched quietly takes the new value (it becomes the field's default, not a change);
 * - a field the user changed keeps the user's value; when the server's value moved too and differs from it, the
 *   field is returned as a conflict, for the form to say «Изменено другим сотрудником» (lib/ui/RemoteChangeNotice).
 *
 * The new record becomes the form's defaults in both cases, so `dirtyFields` stays "what this user changed
 * against what the server now has" and a save sends exactly that (lib/forms/changed.ts). A conflict is dropped
 * once its field is clean again (saved, reverted or typed back).
 */
export function useRemoteChanges<T extends FieldValues, F extends FieldPath<T> & keyof T, O = T>({
  form,
  server,
  fields,
  paused = false,
}: RemoteChangesOptions<T, F, O>): readonly F[] {
  const [conflicts, setConflicts] = useState<readonly F[]>([]);
  const typed = form as unknown as UseFormReturn<T>;

  useEffect(() => {
    if (paused) return;
    const defaults = (typed.formState.defaultValues ?? {}) as Partial<T>;
    const moved = fields.filter((field) => !sameValue(server[field], defaults[field]));
    if (moved.length === 0) return;
    const current = typed.getValues();
    const dirty = fields.filter((field) => typed.getFieldState(field).isDirty);
    const clashing = moved.filter((field) => dirty.includes(field) && !sameValue(current[field], server[field]));
    // The record becomes the defaults; untouched fields take its values, changed ones keep the user's.
    typed.reset(server, {
      keepDirtyValues: true,
      keepDirty: true,
      keepTouched: true,
      keepErrors: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
    });
    // Dirtiness again against the new defaults (a change that now equals the server's value is none).
    for (const field of dirty) typed.setValue(field, current[field], { shouldDirty: true });
    // The form itself is the external system here: its reset had to wait for the commit, and so does the notice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (clashing.length > 0) setConflicts((known) => [...known, ...clashing.filter((field) => !known.includes(field))]);
  }, [server, paused, fields, typed]);

  const dirtyFields = typed.formState.dirtyFields as Partial<Record<F, unknown>>;
  const current = conflicts.filter((field) => isDirtyMark(dirtyFields[field]));
  // A conflict ends with its change (saved, reverted, typed back): a later change of the field starts afresh.
  if (current.length < conflicts.length) setConflicts(current);
  return current;
}
