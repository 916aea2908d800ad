'use client';

import { Chip, Group, Input, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useId } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import type { ServicePayload } from '../api';
import type { ServiceFormInput } from '../schemas';
import classes from './AvailabilityEditor.module.css';

const f = ru.services.form;
const { daysShort, daysLong } = ru.services.availability;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * When guests can order the service: day chips Пн–Вс and the hours, or «Круглосуточно». The server checks the
 * availability as one field; its message lands on the days (the first control) and goes away on any change here.
 */
export function AvailabilityEditor({ form }: { form: UseFormReturn<ServiceFormInput, unknown, ServicePayload> }) {
  const { control, formState } = form;
  const id = useId();
  const [aroundTheClock, from, to] = useWatch({ control, name: ['aroundTheClock', 'from', 'to'] });

  function edited() {
    if (formState.errors.days?.type === 'server') form.clearErrors('days');
  }

  const daysError = visibleError(formState, 'days');
  const overnight = !aroundTheClock && TIME.test(from) && TIME.test(to) && to < from;

  const timeInput = (name: 'from' | 'to', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TimeInput
          label={label}
          required
          value={field.value}
          onChange={(event) => {
            field.onChange(event.currentTarget.value);
            edited();
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={visibleError(formState, name)}
        />
      )}
    />
  );

  return (
    <Stack gap="sm">
      <div role="group" aria-labelledby={`${id}-days`} aria-describedby={daysError ? `${id}-days-error` : undefined}>
        <Input.Label id={`${id}-days`} className={classes.label}>
          {f.days}
        </Input.Label>
        <Controller
          control={control}
          name="days"
          render={({ field }) => (
            <Chip.Group
              multiple
              value={field.value.map(String)}
              onChange={(values) => {
                field.onChange(values.map(Number).sort((a, b) => a - b));
                field.onBlur();
                edited();
              }}
            >
              <Group gap={6} className={classes.days}>
                {daysShort.map((label, index) => (
                  <Chip
                    key={label}
                    value={String(index + 1)}
                    size="sm"
                    radius="sm"
                    classNames={{ label: classes.chip }}
                  >
                    <span aria-hidden="true">{label}</span>
                    <VisuallyHidden>{daysLong[index]}</VisuallyHidden>
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          )}
        />
        {daysError && (
          <Input.Error id={`${id}-days-error`} mt={6}>
            {daysError}
          </Input.Error>
        )}
      </div>

      <Controller
        control={control}
        name="aroundTheClock"
        render={({ field }) => (
          <Switch
            label={f.aroundTheClock}
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
              edited();
              // The hours' rules depend on this switch: recheck them, so no stale message stays behind.
              void form.trigger(['from', 'to']);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />

      {!aroundTheClock && (
        <div className={classes.hours}>
          {timeInput('from', f.from)}
          {timeInput('to', f.to)}
        </div>
      )}
      {overnight && (
        <Text fz="xs" c="dimmed">
          {f.overnight(to)}
        </Text>
      )}
    </Stack>
  );
}
