'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { FormSwitch } from '@/lib/ui/FormSwitch';
import { visibleError } from '@/lib/ui/form';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Gateway } from '../api';
import { currencyName } from '../model/format';
import {
  currenciesOf,
  currencyForGateway,
  EMPTY_PAYMENT_POINT,
  type PaymentPointInput,
  type PaymentPointValues,
  POINT_NAME_MAX_LENGTH,
  paymentPointSchema,
  SERVER_FIELDS,
} from '../schemas';
import classes from './PaymentPointForm.module.css';

const f = ru.billing.form;

/** The gateways for the select: loading (undefined), failed (null), or the list. */
export type GatewayOptions = Gateway[] | undefined | null;

export interface PaymentPointFormProps {
  gateways: GatewayOptions;
  /** Sends the form; calls back with the server's error so it lands on the fields (the values stay as typed). */
  onSubmit: (values: PaymentPointValues, onError: (error: ApiError) => void) => Promise<void> | void;
  pending: boolean;
  /** The last failure, shown above the buttons unless it is about a field of the form. */
  error: ApiError | null;
  onCancel: () => void;
  /** Whether the form holds something typed (the dialog then does not close on a stray click outside). */
  onDirtyChange: (dirty: boolean) => void;
}

const NO_GATEWAYS: Gateway[] = [];

/**
 * A new payment point: name, gateway from the list, a currency that gateway takes (the select offers only those;
 * choosing another gateway keeps the currency when the new one takes it too, picks the only one, or empties it),
 * and whether it takes payments. react-hook-form validates with the valibot schema on change and blur; the
 * server's field errors land on their fields; a failed save keeps everything typed.
 */
export function PaymentPointForm({
  gateways,
  onSubmit,
  pending,
  error,
  onCancel,
  onDirtyChange,
}: PaymentPointFormProps) {
  const list = gateways ?? NO_GATEWAYS;
  const resolver = useMemo(() => valibotResolver(paymentPointSchema(list)), [list]);
  const form = useForm<PaymentPointInput, unknown, PaymentPointValues>({
    mode: 'all',
    resolver,
    defaultValues: EMPTY_PAYMENT_POINT,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // One point per click, however fast the second comes: the submit lasts until the server answers.
  const once = useSingleFlight();

  const gateway = useWatch({ control: form.control, name: 'gateway' });
  const chosen = list.find((item) => item.code === gateway);
  const gatewayData = useMemo(() => list.map((item) => ({ value: item.code, label: item.name })), [list]);
  const currencyData = useMemo(
    () =>
      currenciesOf(list, gateway).map((code) => {
        const name = currencyName(code);
        return { value: code, label: name ? `${code} — ${name}` : code };
      }),
    [list, gateway],
  );

  function showServerErrors(failure: ApiError) {
    applyServerErrors(form, failure, { fields: SERVER_FIELDS });
  }

  const errorOnField = hasFieldErrors(error, SERVER_FIELDS);

  let gatewayHint: string | undefined;
  if (gateways === undefined) gatewayHint = f.gatewaysLoading;
  if (gateways === null) gatewayHint = f.gatewaysError;

  return (
    <form noValidate onSubmit={once(form.handleSubmit((values) => onSubmit(values, showServerErrors)))}>
      <Stack gap="md">
        <TextInput
          label={f.name}
          placeholder={f.namePlaceholder}
          description={f.nameHint}
          inputWrapperOrder={HINT_BELOW}
          required
          maxLength={POINT_NAME_MAX_LENGTH}
          autoComplete="off"
          error={visibleError(form.formState, 'name')}
          data-autofocus
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="gateway"
          render={({ field }) => (
            <Select
              label={f.gateway}
              placeholder={f.gatewayPlaceholder}
              required
              data={gatewayData}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                const currency = currencyForGateway(list, value, form.getValues('currency'));
                // Revalidated only once touched or submitted (SPEC §5): a fresh form shows no message yet.
                const touched = Boolean(form.formState.touchedFields.currency) || form.formState.isSubmitted;
                form.setValue('currency', currency, { shouldDirty: true, shouldValidate: touched });
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              disabled={gateways === undefined}
              rightSection={gateways === undefined ? <Loader size={14} /> : undefined}
              description={gatewayHint}
              inputWrapperOrder={HINT_BELOW}
              error={visibleError(form.formState, 'gateway')}
              comboboxProps={{ shadow: 'md' }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label={f.currency}
              placeholder={chosen ? f.currencyPlaceholder : f.currencyNeedsGateway}
              required
              data={currencyData}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              searchable={currencyData.length > 8}
              disabled={!chosen}
              description={chosen ? f.currencyHint(chosen.name) : undefined}
              inputWrapperOrder={HINT_BELOW}
              error={visibleError(form.formState, 'currency')}
              comboboxProps={{ shadow: 'md' }}
              maxDropdownHeight={260}
            />
          )}
        />
        <FormSwitch form={form} name="isActive" label={f.isActive} description={f.isActiveHint} />

        {error && !errorOnField && (
          <ErrorAlert title={f.saveError}>
            <Text fz="sm">{error.message}</Text>
          </ErrorAlert>
        )}

        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={onCancel}>
            {f.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {f.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A hint under the field, so a message and the hint do not move the input. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'error', 'description'];
