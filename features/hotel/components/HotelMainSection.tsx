'use client';

import { Grid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { HotelFormSection, type HotelSectionProps } from './HotelFormSection';

const STAR_VALUES = ['1', '2', '3', '4', '5'] as const;
/** Select cannot hold an empty value: the "no category" option stands for '' of the form. */
const NO_STARS = 'none';
const STAR_DATA = [
  { value: NO_STARS, label: ru.hotel.noStars },
  ...STAR_VALUES.map((value) => ({ value, label: ru.hotel.stars(Number(value)) })),
];

/** The hotel form's first card: the name, the star category and the description. */
export function HotelMainSection({ form, fieldProps }: HotelSectionProps) {
  return (
    <HotelFormSection title={ru.hotel.sections.main} hint={ru.hotel.sectionHints.main}>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput {...fieldProps('name')} {...form.register('name')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Controller
          control={form.control}
          name="stars"
          render={({ field }) => (
            <DeferredSelect
              {...fieldProps('stars')}
              data={STAR_DATA}
              value={field.value === '' ? NO_STARS : field.value}
              onChange={(value) => field.onChange(value === null || value === NO_STARS ? '' : value)}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea {...fieldProps('description')} autosize minRows={4} maxRows={14} {...form.register('description')} />
      </Grid.Col>
    </HotelFormSection>
  );
}
