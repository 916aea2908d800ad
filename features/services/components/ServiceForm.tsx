'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Choice, Currency } from '@/lib/dictionaries/api';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { CurrencyCodeInput, currencyCode } from '@/lib/ui/CurrencyCodeInput';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { FormSwitch } from '@/lib/ui/FormSwitch';
import { visibleError } from '@/lib/ui/form';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Service, ServicePayload } from '../api';
import { useCreateService, useUpdateService } from '../queries';
import {
  NAME_MAX_LENGTH,
  SERVER_FIELDS,
  type ServiceFormInput,
  serviceFormSchema,
  toFormValues,
  withoutUnsent,
} from '../schemas';
import { AvailabilityEditor } from './AvailabilityEditor';
import { DeleteServiceDialog } from './DeleteServiceDialog';
import classes from './ServiceForm.module.css';

const f = ru.services.form;

/**
 * The dictionaries the form's selects offer; null for one that could not be loaded: its field then takes the value
 * typed as it is (the service's own value shows raw), and the backend checks it.
 */
export interface ServiceDictionaries {
  types: Choice[] | null;
  approveTypes: Choice[] | null;
  bookingTypes: Choice[] | null;
  geoLevels: Choice[] | null;
  feedbackVariants: Choice[] | null;
  currencies: Currency[] | null;
}

/** The form's fields, each named by its own label in a «changed by a colleague» notice. */
const FORM_FIELDS = [
  'name',
  'description',
  'serviceType',
  'price',
  'currency',
  'approveType',
  'bookingType',
  'geoLevel',
  'feedbackVariant',
  'days',
  'aroundTheClock',
  'from',
  'to',
  'isActive',
] as const satisfies readonly (keyof ServiceFormInput)[];

type ChoiceField = 'serviceType' | 'approveType' | 'bookingType' | 'geoLevel' | 'feedbackVariant';

export interface ServiceFormProps {
  /** The server's copy of the service to edit; none for a new one. */
  service?: Service;
  dictionaries: ServiceDictionaries;
  /** A new service was created: the caller opens it (its photos can be added then). */
  onCreated: (service: Service) => void;
  onCancel: () => void;
  /** The service was deleted: the caller closes it, without asking about unsaved changes. */
  onDeleted: () => void;
  /** Whether the form holds changes not saved yet (to ask before closing). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A service's fields: name, description, type, price and currency, how an order is approved, booked, where it is
 * provided, the guest's feedback, when it can be ordered, and whether guests can order it at all. react-hook-form
 * validates with the valibot schema on change and blur; the server's field errors land on their fields, anything
 * else above the buttons; a failed save keeps everything typed.
 */
export function ServiceForm({
  service,
  dictionaries,
  onCreated,
  onCancel,
  onDeleted,
  onDirtyChange,
}: ServiceFormProps) {
  const form = useForm<ServiceFormInput, unknown, ServicePayload>({
    mode: 'all',
    resolver: valibotResolver(serviceFormSchema),
    defaultValues: toFormValues(service),
  });
  const create = useCreateService();
  const update = useUpdateService();
  const mutation = service ? update : create;
  const [deleting, setDeleting] = useState(false);
  const { isDirty } = form.formState;
  // The service refetched under the open form: untouched fields follow it (the save is a PUT of every field, so
  // they must), a field changed here and there too is named.
  const server = useMemo(() => toFormValues(service), [service]);
  const conflicts = useRemoteChanges({
    form,
    server,
    fields: FORM_FIELDS,
    paused: service === undefined || mutation.isPending,
  });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function showServerErrors(error: ApiError) {
    applyServerErrors(form, error, { fields: SERVER_FIELDS });
  }

  function onSubmit(payload: ServicePayload, onSettled: () => void) {
    if (service) {
      update.mutate(
        { id: service.id, payload: withoutUnsent(payload, service, form.formState.dirtyFields) },
        {
          onSuccess: (saved) => {
            form.reset(toFormValues(saved));
            notifications.show({ color: 'blue', message: f.saved(saved.name) });
          },
          onError: showServerErrors,
          onSettled,
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: (created) => {
          notifications.show({ color: 'blue', message: f.created(created.name) });
          onCreated(created);
        },
        onError: showServerErrors,
        onSettled,
      });
    }
  }
  const once = useSingleFlight();

  const errorOnField = hasFieldErrors(mutation.error, SERVER_FIELDS);

  const choiceSelect = (name: ChoiceField, label: string, choices: Choice[] | null) =>
    choices === null ? (
      <TextInput
        label={label}
        required
        description={ru.common.dictionaries.typeValue}
        autoComplete="off"
        error={visibleError(form.formState, name)}
        {...form.register(name)}
      />
    ) : (
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

  return (
    <>
      <form
        noValidate
        onSubmit={once(form.handleSubmit((payload) => settle((onSettled) => onSubmit(payload, onSettled))))}
      >
        <Stack gap="xl">
          <section className={classes.section}>
            <Title order={3} className={classes.sectionTitle}>
              {f.main}
            </Title>
            <TextInput
              label={f.name}
              placeholder={f.namePlaceholder}
              required
              maxLength={NAME_MAX_LENGTH}
              error={visibleError(form.formState, 'name')}
              data-autofocus={service ? undefined : true}
              {...form.register('name')}
            />
            <Textarea
              label={f.description}
              placeholder={f.descriptionPlaceholder}
              autosize
              minRows={2}
              maxRows={6}
              error={visibleError(form.formState, 'description')}
              {...form.register('description')}
            />
            {choiceSelect('serviceType', f.serviceType, dictionaries.types)}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Controller
                control={form.control}
                name="price"
                render={({ field }) => (
                  <NumberInput
                    label={f.price}
                    placeholder={f.pricePlaceholder}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    min={0}
                    // Nothing typed is rewritten: a minus, a third decimal or a value out of range stays as typed
                    // and the form's rules say what is wrong (no silent flip to positive, truncation or clamping).
                    clampBehavior="none"
                    decimalSeparator=","
                    thousandSeparator=" "
                    hideControls
                    inputMode="decimal"
                    error={visibleError(form.formState, 'price')}
                  />
                )}
              />
              {dictionaries.currencies === null ? (
                <CurrencyCodeInput
                  label={f.currency}
                  error={visibleError(form.formState, 'currency')}
                  {...form.register('currency', { setValueAs: currencyCode })}
                />
              ) : (
                <Controller
                  control={form.control}
                  name="currency"
                  render={({ field }) => (
                    <Select
                      label={f.currency}
                      placeholder={f.currencyHotel}
                      data={(dictionaries.currencies ?? []).map((currency) => ({
                        value: currency.code,
                        label: f.currencyOption(currency.code, currency.name, currency.symbol),
                      }))}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      // A new service may leave it to the hotel's currency; a saved one always has one.
                      clearable={!service}
                      allowDeselect={!service}
                      searchable
                      error={visibleError(form.formState, 'currency')}
                      comboboxProps={{ shadow: 'md' }}
                    />
                  )}
                />
              )}
            </SimpleGrid>
          </section>

          <section className={classes.section}>
            <Title order={3} className={classes.sectionTitle}>
              {f.ordering}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {choiceSelect('approveType', f.approveType, dictionaries.approveTypes)}
              {choiceSelect('bookingType', f.bookingType, dictionaries.bookingTypes)}
              {choiceSelect('geoLevel', f.geoLevel, dictionaries.geoLevels)}
              {choiceSelect('feedbackVariant', f.feedbackVariant, dictionaries.feedbackVariants)}
            </SimpleGrid>
          </section>

          <section className={classes.section}>
            <Title order={3} className={classes.sectionTitle}>
              {f.availability}
            </Title>
            <AvailabilityEditor form={form} />
          </section>

          <FormSwitch form={form} name="isActive" label={f.isActive} description={f.isActiveHint} />

          {mutation.error && !errorOnField && <ErrorAlert title={f.saveError}>{mutation.error.message}</ErrorAlert>}

          <div className={classes.actions}>
            <RemoteChangeNotice labels={conflicts.map((field) => f[field])} />
            <Group gap="sm">
              <Button type="submit" loading={mutation.isPending} disabled={service !== undefined && !isDirty}>
                {service ? f.save : f.create}
              </Button>
              <Button variant="default" onClick={onCancel}>
                {f.cancel}
              </Button>
            </Group>
            {service && (
              <Button variant="subtle" color="alert" onClick={() => setDeleting(true)}>
                {f.delete}
              </Button>
            )}
          </div>
        </Stack>
      </form>
      {service && (
        <DeleteServiceDialog
          service={service}
          opened={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={onDeleted}
          // The switch shows the server's new state; the rest of the form keeps what is being typed.
          onDeactivated={() => form.resetField('isActive', { defaultValue: false })}
        />
      )}
    </>
  );
}
