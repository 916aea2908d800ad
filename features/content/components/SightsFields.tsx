'use client';

import { SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { ClipboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import {
  ADDRESS_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  type SightsFormInput,
  type SightsFormOutput,
  splitCoordinates,
} from '../schemas';
import classes from './ContentForm.module.css';

const f = ru.content.form;

export interface SightsFieldsProps {
  form: UseFormReturn<SightsFormInput, unknown, SightsFormOutput>;
}

/**
 * A sight's own fields: description, address, coordinates (for the «на карте» link) and the distance from the
 * hotel in km. Numbers take a decimal comma or point; a «latitude, longitude» pair pasted from a map into either
 * coordinate fills both.
 */
export function SightsFields({ form }: SightsFieldsProps) {
  function pasteCoordinates(event: ClipboardEvent<HTMLInputElement>) {
    const pair = splitCoordinates(event.clipboardData.getData('text'));
    if (!pair) return;
    event.preventDefault();
    const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    form.setValue('latitude', pair[0], options);
    form.setValue('longitude', pair[1], options);
  }

  const decimal = { inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;

  return (
    <>
      <Textarea
        label={f.description}
        placeholder={f.descriptionPlaceholder}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={DESCRIPTION_MAX_LENGTH}
        error={visibleError(form.formState, 'description')}
        {...form.register('description')}
      />
      <TextInput
        label={f.address}
        placeholder={f.addressPlaceholder}
        maxLength={ADDRESS_MAX_LENGTH}
        autoComplete="off"
        error={visibleError(form.formState, 'address')}
        {...form.register('address')}
      />
      <div>
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={f.latitude}
            placeholder="59,9398"
            {...decimal}
            onPaste={pasteCoordinates}
            error={visibleError(form.formState, 'latitude')}
            {...form.register('latitude', { deps: ['longitude'] })}
          />
          <TextInput
            label={f.longitude}
            placeholder="30,3146"
            {...decimal}
            onPaste={pasteCoordinates}
            error={visibleError(form.formState, 'longitude')}
            {...form.register('longitude', { deps: ['latitude'] })}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed" mt={6}>
          {f.coordinatesHint}
        </Text>
      </div>
      <TextInput
        label={f.distance}
        placeholder={f.distancePlaceholder}
        {...decimal}
        error={visibleError(form.formState, 'distance')}
        className={classes.half}
        {...form.register('distance')}
      />
    </>
  );
}
