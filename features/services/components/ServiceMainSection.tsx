'use client';

import { NumberInput, Select, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { Choice, Currency } from '@/lib/dictionaries/api';
import { MAX_RESPONSE_MINUTES } from '@/lib/hotel-services/api';
import * as ru from '@/lib/i18n/ru';
import { CurrencyCodeInput, currencyCode } from '@/lib/ui/CurrencyCodeInput';
import { visibleError } from '@/lib/ui/form';
import type { ServiceFormApi } from '../hooks/useServiceForm';
import { NAME_MAX_LENGTH } from '../schemas';
import { ServiceChoiceField } from './ServiceChoiceField';
import classes from './ServiceForm.module.css';

const f = ru.services.form;

interface ServiceMainSectionProps {
  form: ServiceFormApi;
  /** Editing a saved service (else creating one). */
  editing: boolean;
  types: Choice[] | null;
  /** The currency list; null when it could not be loaded: the currency is then typed as its code. */
  currencies: Currency[] | null;
}

/** The price: nothing typed is rewritten. */
function PriceField({ form }: { form: ServiceFormApi }) {
  return (
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
  );
}

/** A response time in whole minutes; empty means the default (taking) or none (completing), as its hint says. */
export function MinutesField({
  form,
  name,
  label,
  hint,
}: {
  form: ServiceFormApi;
  name: 'responseMinutes' | 'completionMinutes';
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={hint}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          min={1}
          max={MAX_RESPONSE_MINUTES}
          clampBehavior="none"
          allowDecimal={false}
          hideControls
          inputMode="numeric"
          error={visibleError(form.formState, name)}
        />
      )}
    />
  );
}

/** The currency from the list, or typed as its code when the list did not load. */
function CurrencyField({ form, editing, currencies }: Omit<ServiceMainSectionProps, 'types'>) {
  if (currencies === null)
    return (
      <CurrencyCodeInput
        label={f.currency}
        error={visibleError(form.formState, 'currency')}
        {...form.register('currency', { setValueAs: currencyCode })}
      />
    );
  return (
    <Controller
      control={form.control}
      name="currency"
      render={({ field }) => (
        <Select
          label={f.currency}
          placeholder={f.currencyHotel}
          data={currencies.map((currency) => ({
            value: currency.code,
            label: f.currencyOption(currency.code, currency.name, currency.symbol),
          }))}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          // A new service may leave it to the hotel's currency; a saved one always has one.
          clearable={!editing}
          allowDeselect={!editing}
          searchable
          error={visibleError(form.formState, 'currency')}
          comboboxProps={{ shadow: 'md' }}
        />
      )}
    />
  );
}

/** The service form's first section: the name, the description, the type, the price and its currency. */
export function ServiceMainSection({ form, editing, types, currencies }: ServiceMainSectionProps) {
  return (
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
        data-autofocus={editing ? undefined : true}
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
      <ServiceChoiceField form={form} name="serviceType" label={f.serviceType} choices={types} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PriceField form={form} />
        <CurrencyField form={form} editing={editing} currencies={currencies} />
      </SimpleGrid>
    </section>
  );
}
