'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Currency, FieldRestrictions } from '@/lib/dictionaries/api';
import { dirtyFieldsOf } from '@/lib/forms/changed';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import * as ru from '@/lib/i18n/ru';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { CurrencyCodeInput, currencyCode } from '@/lib/ui/CurrencyCodeInput';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { visibleError } from '@/lib/ui/form';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { applyServerErrors, sortServerErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Hotel, HotelField } from '../api';
import { timeZoneOptions } from '../model/timezones';
import { useUpdateHotel } from '../queries';
import {
  completeUrl,
  HOTEL_FORM_FIELDS,
  type HotelFormValues,
  hotelFormSchema,
  parseDecimal,
  restrictionOf,
  TEXT_FIELDS,
  toFormValues,
  toPatch,
} from '../schemas';
import { FieldNote } from './FieldNote';
import classes from './HotelForm.module.css';
import { TimeZoneSelect } from './TimeZoneSelect';

/** Unsaved values of one hotel: only the fields that differ from its record. */
export type HotelDraft = Partial<HotelFormValues>;

interface HotelFormProps {
  hotel: Hotel;
  restrictions: FieldRestrictions;
  /** The currency list; null when it could not be loaded: the currency is then typed as its code. */
  currencies: Currency[] | null;
  /** True when the user only manages (does not administer) the hotel: read-only fields are locked. */
  managerOnly: boolean;
  /** Unsaved values left behind when the user switched to another hotel; put back into the form on mount. */
  draft: HotelDraft | undefined;
  /** Called with the unsaved values whenever they change (null once there are none). */
  onDraftChange: (draft: HotelDraft | null) => void;
  /** After a successful save, with the fields that were sent. */
  onSaved: (hotel: Hotel, fields: readonly HotelField[]) => void;
}

const STAR_VALUES = ['1', '2', '3', '4', '5'] as const;
/** Select cannot hold an empty value: the "no category" option stands for '' of the form. */
const NO_STARS = 'none';

function draftOf(values: HotelFormValues, dirty: Partial<Record<HotelField, boolean>>): HotelDraft | null {
  const fields = dirtyFieldsOf(dirty, HOTEL_FORM_FIELDS);
  return fields.length === 0 ? null : Object.fromEntries(fields.map((field) => [field, values[field]]));
}

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper component="section" p={{ base: 'md', sm: 'lg' }} radius="md" withBorder aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {hint}
      </Text>
      <Grid gap="md">{children}</Grid>
    </Paper>
  );
}

/**
 * The hotel's information, built from the record and the field restrictions: required marks, length counters,
 * fields locked for managers. «Сохранить» sends only the changed fields; a failed save keeps every typed value
 * and puts the server's messages on their fields. Mounted once per hotel (the page keys it by id).
 */
export function HotelForm({
  hotel,
  restrictions,
  currencies,
  managerOnly,
  draft,
  onDraftChange,
  onSaved,
}: HotelFormProps) {
  const schema = useMemo(() => hotelFormSchema(restrictions), [restrictions]);
  const form = useForm<HotelFormValues>({
    mode: 'all',
    resolver: valibotResolver(schema),
    defaultValues: toFormValues(hotel),
  });
  const mutation = useUpdateHotel();
  const values = useWatch({ control: form.control }) as HotelFormValues;
  const { isDirty, dirtyFields } = form.formState;
  // The record refetched under the open form: untouched fields follow it, a field changed here on both sides is named.
  const server = useMemo(() => toFormValues(hotel), [hotel]);
  const conflicts = useRemoteChanges({ form, server, fields: HOTEL_FORM_FIELDS, paused: mutation.isPending });

  // Put back what the user left unsaved in this hotel before switching away: the draft as it was at mount (the
  // page keeps updating it while the user types), applied once, also under StrictMode's double effects.
  const [initialDraft] = useState(draft);
  const restored = useRef(false);
  useEffect(() => {
    if (!initialDraft || restored.current) return;
    restored.current = true;
    for (const [field, value] of Object.entries(initialDraft) as [HotelField, string][]) {
      form.setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
  }, [initialDraft, form]);

  useEffect(() => {
    onDraftChange(isDirty ? draftOf(values, dirtyFields) : null);
  }, [values, isDirty, dirtyFields, onDraftChange]);

  const timeZones = useMemo(() => timeZoneOptions(hotel.timezone ?? ''), [hotel.timezone]);
  const currencyData = useMemo(() => {
    if (!currencies) return null;
    const options = currencies.map((currency) => ({
      value: currency.code,
      label: ru.hotel.currencyOption(currency.code, currency.name, currency.symbol),
    }));
    // A stored currency the list no longer offers still shows as itself.
    if (hotel.currency && !currencies.some((currency) => currency.code === hotel.currency))
      options.push({ value: hotel.currency, label: hotel.currency });
    return options;
  }, [currencies, hotel.currency]);
  const starData = useMemo(
    () => [
      { value: NO_STARS, label: ru.hotel.noStars },
      ...STAR_VALUES.map((value) => ({ value, label: ru.hotel.stars(Number(value)) })),
    ],
    [],
  );

  function ui(field: HotelField, hint?: string) {
    const rule = restrictionOf(restrictions, field);
    const locked = managerOnly && rule.readOnlyForManager;
    const counter =
      TEXT_FIELDS.has(field) && rule.maxLength !== null
        ? { length: (values[field] ?? '').trim().length, max: rule.maxLength }
        : null;
    return {
      label: ru.hotel.fields[field],
      withAsterisk: rule.required,
      disabled: locked,
      description: locked || hint || counter ? <FieldNote hint={hint} locked={locked} counter={counter} /> : undefined,
      inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
      error: visibleError(form.formState, field),
    };
  }

  function onSubmit(submitted: HotelFormValues, onSettled: () => void) {
    const fields = dirtyFieldsOf(dirtyFields, HOTEL_FORM_FIELDS);
    if (fields.length === 0) {
      onSettled();
      return;
    }
    mutation.mutate(
      { id: hotel.id, patch: toPatch(submitted, fields) },
      {
        onSuccess: (saved) => {
          // The form becomes the stored record; anything typed while the request ran stays, still unsaved.
          const typedMeanwhile = form.getValues();
          form.reset(toFormValues(saved));
          for (const field of HOTEL_FORM_FIELDS) {
            if (typedMeanwhile[field] !== submitted[field])
              form.setValue(field, typedMeanwhile[field], { shouldDirty: true, shouldValidate: true });
          }
          notifications.show({ message: ru.hotel.saved, color: 'blue' });
          onSaved(saved, fields);
        },
        onError: (error) => applyServerErrors(form, error, { fields: HOTEL_FORM_FIELDS }),
        onSettled,
      },
    );
  }
  const once = useSingleFlight();

  const [confirmingRevert, setConfirmingRevert] = useState(false);
  function revert() {
    setConfirmingRevert(false);
    form.reset(toFormValues(hotel));
    mutation.reset();
  }

  // Field errors go on their fields; what belongs to no field of the form (non_field_errors, a 403, the network)
  // is the alert's.
  const saveError = mutation.error;
  const sorted = sortServerErrors(saveError, HOTEL_FORM_FIELDS);
  const otherMessages = sorted.unplaced;
  const onFields = sorted.onFields.size > 0;
  // "Fix the marked fields" only while some field is still marked.
  const showSaveError =
    saveError !== null && (otherMessages.length > 0 || !onFields || Object.keys(form.formState.errors).length > 0);

  const latitude = parseDecimal(values.latitude ?? '');
  const longitude = parseDecimal(values.longitude ?? '');
  const mapUrl =
    latitude !== null &&
    longitude !== null &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
      ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
      : null;

  const website = form.register('website');

  return (
    <form
      noValidate
      onSubmit={once(form.handleSubmit((submitted) => settle((onSettled) => onSubmit(submitted, onSettled))))}
      className={classes.form}
    >
      <Stack gap="lg">
        {initialDraft && isDirty && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} stroke={1.8} aria-hidden />}>
            {ru.hotel.draftRestored}
          </Alert>
        )}

        <Section title={ru.hotel.sections.main} hint={ru.hotel.sectionHints.main}>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput {...ui('name')} {...form.register('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="stars"
              render={({ field }) => (
                <DeferredSelect
                  {...ui('stars')}
                  data={starData}
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
            <Textarea {...ui('description')} autosize minRows={4} maxRows={14} {...form.register('description')} />
          </Grid.Col>
        </Section>

        <Section title={ru.hotel.sections.address} hint={ru.hotel.sectionHints.address}>
          <Grid.Col span={12}>
            <TextInput
              {...ui('address', ru.hotel.hints.address)}
              autoComplete="street-address"
              {...form.register('address')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput {...ui('city')} autoComplete="address-level2" {...form.register('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              {...ui('postalCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              {...form.register('postalCode')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <TextInput {...ui('latitude')} inputMode="decimal" {...form.register('latitude')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <TextInput {...ui('longitude')} inputMode="decimal" {...form.register('longitude')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }} className={classes.mapCell}>
            <Text c="dimmed" fz="xs">
              {ru.hotel.hints.position}
            </Text>
            {mapUrl && (
              <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" fz="sm">
                {ru.hotel.openMap}
              </Anchor>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...ui('phone')}
              type="tel"
              autoComplete="tel"
              placeholder={ru.hotel.placeholders.phone}
              {...form.register('phone')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...ui('email')}
              type="email"
              autoComplete="email"
              placeholder={ru.hotel.placeholders.email}
              {...form.register('email')}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              {...ui('website', ru.hotel.hints.website)}
              type="url"
              autoComplete="url"
              placeholder={ru.hotel.placeholders.website}
              {...website}
              onBlur={(event) => {
                const completed = completeUrl(event.currentTarget.value);
                if (completed !== event.currentTarget.value)
                  form.setValue('website', completed, { shouldDirty: true, shouldValidate: true });
                void website.onBlur(event);
              }}
            />
          </Grid.Col>
        </Section>

        <Section title={ru.hotel.sections.arrival} hint={ru.hotel.sectionHints.arrival}>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TimeInput {...ui('checkInTime')} {...form.register('checkInTime')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TimeInput {...ui('checkOutTime')} {...form.register('checkOutTime')} />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              {...ui('checkInNotes', ru.hotel.hints.checkInNotes)}
              autosize
              minRows={3}
              maxRows={10}
              {...form.register('checkInNotes')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...ui('wifiName')} autoComplete="off" {...form.register('wifiName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              {...ui('wifiPassword')}
              autoComplete="off"
              spellCheck={false}
              {...form.register('wifiPassword')}
            />
          </Grid.Col>
        </Section>

        <Section title={ru.hotel.sections.money} hint={ru.hotel.sectionHints.money}>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {currencyData ? (
              <Controller
                control={form.control}
                name="currency"
                render={({ field }) => (
                  <DeferredSelect
                    {...ui('currency')}
                    data={currencyData}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    allowDeselect={false}
                    searchable
                  />
                )}
              />
            ) : (
              <CurrencyCodeInput {...ui('currency')} {...form.register('currency', { setValueAs: currencyCode })} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="timezone"
              render={({ field }) => {
                const { label, withAsterisk, disabled, error } = ui('timezone');
                return (
                  <TimeZoneSelect
                    field={field}
                    data={timeZones}
                    label={label}
                    required={withAsterisk}
                    locked={disabled}
                    error={error}
                  />
                );
              }}
            />
          </Grid.Col>
        </Section>

        {saveError && showSaveError && (
          <ErrorAlert title={ru.hotel.saveError}>
            {otherMessages.length > 0 ? otherMessages.join(' ') : onFields ? ru.hotel.fixFields : saveError.message}
          </ErrorAlert>
        )}
      </Stack>

      <div className={classes.actions}>
        <RemoteChangeNotice labels={conflicts.map((field) => ru.hotel.fields[field])} />
        <Text fz="sm" c="dimmed" className={classes.status} aria-live="polite">
          {isDirty ? ru.hotel.unsaved : ''}
        </Text>
        <Group gap="sm" justify="flex-end" wrap="nowrap">
          <Button variant="default" onClick={() => setConfirmingRevert(true)} disabled={!isDirty || mutation.isPending}>
            {ru.hotel.reset}
          </Button>
          <Button type="submit" disabled={!isDirty} loading={mutation.isPending}>
            {ru.hotel.save}
          </Button>
        </Group>
      </div>

      <ConfirmDialog
        opened={confirmingRevert}
        title={ru.hotel.revert.title}
        cancelLabel={ru.hotel.revert.keep}
        onClose={() => setConfirmingRevert(false)}
        confirmLabel={ru.hotel.revert.confirm}
        onConfirm={revert}
      >
        {ru.hotel.revert.text}
      </ConfirmDialog>
    </form>
  );
}
