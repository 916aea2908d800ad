'use client';

import { Grid, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import * as ru from '@/lib/i18n/ru';
import { HotelFormSection, type HotelSectionProps } from './HotelFormSection';

/** The hotel form's «Заезд и выезд» card: check-in and check-out times, the notes for arrival, the Wi-Fi. */
export function HotelArrivalSection({ form, fieldProps }: HotelSectionProps) {
  return (
    <HotelFormSection title={ru.hotel.sections.arrival} hint={ru.hotel.sectionHints.arrival}>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TimeInput {...fieldProps('checkInTime')} {...form.register('checkInTime')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TimeInput {...fieldProps('checkOutTime')} {...form.register('checkOutTime')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          {...fieldProps('checkInNotes', ru.hotel.hints.checkInNotes)}
          autosize
          minRows={3}
          maxRows={10}
          {...form.register('checkInNotes')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput {...fieldProps('wifiName')} autoComplete="off" {...form.register('wifiName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          {...fieldProps('wifiPassword')}
          autoComplete="off"
          spellCheck={false}
          {...form.register('wifiPassword')}
        />
      </Grid.Col>
    </HotelFormSection>
  );
}
