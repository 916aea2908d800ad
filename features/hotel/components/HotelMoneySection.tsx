'use client';

import { Grid } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { Currency } from '@/lib/dictionaries/api';
import * as ru from '@/lib/i18n/ru';
import { CurrencyCodeInput, currencyCode } from '@/lib/ui/CurrencyCodeInput';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import type { Hotel } from '../api';
import { timeZoneOptions } from '../model/timezones';
import { HotelFormSection, type HotelSectionProps } from './HotelFormSection';
import { TimeZoneSelect } from './TimeZoneSelect';

interface HotelMoneySectionProps extends HotelSectionProps {
  /** The stored record: its currency and time zone are offered even when the lists no longer have them. */
  hotel: Hotel;
  /** The currency list; null when it could not be loaded: the currency is then typed as its code. */
  currencies: Currency[] | null;
}

/** The hotel form's «Валюта и часовой пояс» card. */
export function HotelMoneySection({ form, fieldProps, hotel, currencies }: HotelMoneySectionProps) {
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

  return (
    <HotelFormSection title={ru.hotel.sections.money} hint={ru.hotel.sectionHints.money}>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {currencyData ? (
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <DeferredSelect
                {...fieldProps('currency')}
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
          <CurrencyCodeInput {...fieldProps('currency')} {...form.register('currency', { setValueAs: currencyCode })} />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => {
            const { label, withAsterisk, disabled, error } = fieldProps('timezone');
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
    </HotelFormSection>
  );
}
