'use client';

import { SimpleGrid, Text, Title } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { Controller } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { FormSwitch } from '@/lib/ui/FormSwitch';
import { visibleError } from '@/lib/ui/form';
import type { LandingFormApi } from '../hooks/useLandingForm';
import { type Zone, zoneOffsetLabel } from '../model/zone';
import classes from './LandingForm.module.css';

const f = ru.promo.form;

interface LandingWindowSectionProps {
  form: LandingFormApi;
  /** The hotel's time zone, whose wall clock the pickers show (null: the browser's). */
  zone: Zone;
}

/**
 * The landing form's «Период показа» section: the window on the hotel's clock, and the switch. LandingForm imports
 * the pickers' styles and their Russian locale.
 */
export function LandingWindowSection({ form, zone }: LandingWindowSectionProps) {
  const city = useAuthenticatedSession().activeHotel?.city ?? '';
  return (
    <section className={classes.section}>
      <div>
        <Title order={3} className={classes.sectionTitle}>
          {f.window}
        </Title>
        <Text fz="xs" c="dimmed" mt={2}>
          {zone === null ? f.windowZoneBrowser : f.windowZone(city, zoneOffsetLabel(zone) ?? zone)}
        </Text>
      </div>
      <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {(['publishFrom', 'publishUntil'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <DateTimePicker
                  label={f[name]}
                  placeholder={name === 'publishFrom' ? f.publishFromPlaceholder : f.publishUntilPlaceholder}
                  valueFormat="D MMMM YYYY, HH:mm"
                  clearable
                  clearButtonProps={{ 'aria-label': f.clearDate }}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={visibleError(form.formState, name)}
                  popoverProps={{ zIndex: 400 }}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </DatesProvider>
      <FormSwitch form={form} name="isActive" label={f.isActive} description={f.isActiveHint} />
    </section>
  );
}
