import type { FieldErrors, FieldPath, FieldValues, FormState } from 'react-hook-form';

/**
 * SPEC §5: a field's message shows only once the field was touched (left after focus) or the form submitted,
 * although validation runs on every change and blur (`mode: 'all'`).
 */
export function visibleError<T extends FieldValues>(formState: FormState<T>, name: FieldPath<T>): string | undefined {
  const { touchedFields, isSubmitted, errors } = formState;
  const touched = Boolean((touchedFields as Record<string, unknown>)[name]);
  if (!touched && !isSubmitted) return undefined;
  const error = (errors as FieldErrors<FieldValues>)[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}
