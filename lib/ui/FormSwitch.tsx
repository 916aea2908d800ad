'use client';

import { Switch } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { visibleError } from './form';

export interface FormSwitchProps<T extends FieldValues, C, R extends FieldValues> {
  /** The form (its values `T`, context `C` and submitted values `R`, as a resolver may transform them). */
  form: UseFormReturn<T, C, R>;
  /** A boolean field of the form. */
  name: FieldPath<T>;
  label: string;
  description?: string;
}

/** A boolean field of a react-hook-form form as a Mantine switch, its error shown by the forms' rule (SPEC §5). */
export function FormSwitch<T extends FieldValues, C, R extends FieldValues>({
  form,
  name,
  label,
  description,
}: FormSwitchProps<T, C, R>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={visibleError(form.formState, name)}
        />
      )}
    />
  );
}
