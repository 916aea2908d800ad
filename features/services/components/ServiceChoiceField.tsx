'use client';

import { Select, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Choice } from '@/lib/dictionaries/api';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import type { ServiceFormApi } from '../hooks/useServiceForm';

/** The service's fields whose values come from a dictionary. */
type ChoiceField = 'serviceType' | 'approveType' | 'bookingType' | 'geoLevel' | 'feedbackVariant';

interface ServiceChoiceFieldProps {
  form: ServiceFormApi;
  name: ChoiceField;
  label: string;
  /** The dictionary's choices; null when it could not be loaded: the value is then typed as it is. */
  choices: Choice[] | null;
}

/** A required field chosen from a dictionary, or typed as its raw value when the dictionary did not load. */
export function ServiceChoiceField({ form, name, label, choices }: ServiceChoiceFieldProps) {
  if (choices === null)
    return (
      <TextInput
        label={label}
        required
        description={ru.common.dictionaries.typeValue}
        autoComplete="off"
        error={visibleError(form.formState, name)}
        {...form.register(name)}
      />
    );
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          data={choices.map((choice) => ({ value: choice.value, label: choice.displayName }))}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          allowDeselect={false}
          error={visibleError(form.formState, name)}
          comboboxProps={{ shadow: 'md' }}
        />
      )}
    />
  );
}
