'use client';

import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { memo } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { filterTimeZones } from '../model/timezones';
import type { HotelFormValues } from '../schemas';
import { FieldNote } from './FieldNote';

interface TimeZoneSelectProps {
  field: ControllerRenderProps<HotelFormValues, 'timezone'>;
  data: ComboboxItemGroup<ComboboxItem, string>[];
  label: string;
  required: boolean;
  locked: boolean;
  error: string | undefined;
}

/**
 * The time-zone choice: about 400 options in groups, searchable by city, Russian name or offset. Memoised on
 * plain props (the field object of react-hook-form is stable while its value is), so typing in any other field
 * of the form does not re-render the long list.
 */
export const TimeZoneSelect = memo(function TimeZoneSelect({
  field,
  data,
  label,
  required,
  locked,
  error,
}: TimeZoneSelectProps) {
  return (
    <DeferredSelect
      label={label}
      withAsterisk={required}
      disabled={locked}
      error={error}
      description={<FieldNote hint={ru.hotel.hints.timezone} locked={locked} counter={null} />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      data={data}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      allowDeselect={false}
      searchable
      filter={filterTimeZones}
      placeholder={ru.hotel.placeholders.timezone}
      nothingFoundMessage={ru.hotel.timezoneNothingFound}
      maxDropdownHeight={320}
      comboboxProps={{ shadow: 'md' }}
    />
  );
});
