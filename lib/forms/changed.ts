/**
 * What an edit form sends: only the fields the user changed, so that a colleague's concurrent change to another
 * field of the same record is not overwritten with the value this form opened with
 * (docs/decisions/197-forms-confirmations-and-drafts.md).
 *
 * The form's `dirtyFields` (react-hook-form, against the form's defaults) say what changed; the body builder of
 * the feature turns the form's values into the wire's names and formats; {@link changedPayload} keeps of that
 * body only the keys one of whose form fields is dirty. A nested or list field (translations, photos, an
 * availability, an item list) counts as changed when anything inside it is, and is then sent whole.
 */

/**
 * True when anything under a mark of react-hook-form's `dirtyFields` (`true`, or the same shape per nested key or
 * index) is dirty (an object or array of marks is dirty when one of its leaves is).
 */
export function isDirtyMark(mark: unknown): boolean {
  if (mark === true) return true;
  if (Array.isArray(mark)) return mark.some(isDirtyMark);
  if (typeof mark === 'object' && mark !== null) return Object.values(mark).some(isDirtyMark);
  return false;
}

/** The top-level form fields among `fields` the user changed, in the order given. */
export function dirtyFieldsOf<F extends string>(dirty: Partial<Record<F, unknown>>, fields: readonly F[]): F[] {
  return fields.filter((field) => isDirtyMark(dirty[field]));
}

/**
 * The body of an edit: the keys of `payload` (the feature's body builder's output) one of whose form fields is
 * dirty. `sources` names, per body key, the form field(s) it is built from; a key not listed there is built from
 * the form field of its own name. Empty (`{}`) when nothing changed: the caller then sends nothing.
 */
export function changedPayload<P extends object>(
  payload: P,
  dirty: object,
  sources: Partial<Record<keyof P, string | readonly string[]>> = {},
): Partial<P> {
  const marks = dirty as Readonly<Record<string, unknown>>;
  const result: Partial<P> = {};
  for (const key of Object.keys(payload) as (keyof P & string)[]) {
    const from = sources[key] ?? key;
    const fields: readonly string[] = typeof from === 'string' ? [from] : from;
    if (fields.some((field) => isDirtyMark(marks[field]))) result[key] = payload[key];
  }
  return result;
}
