'use client';

import { Anchor, Grid, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { completeUrl, parseDecimal } from '../schemas';
import classes from './HotelForm.module.css';
import { HotelFormSection, type HotelSectionProps } from './HotelFormSection';

/** OpenStreetMap at the typed position, or null while the coordinates are not a place on Earth. */
function mapUrlOf(latitudeText: string, longitudeText: string): string | null {
  const latitude = parseDecimal(latitudeText);
  const longitude = parseDecimal(longitudeText);
  return latitude !== null &&
    longitude !== null &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`
    : null;
}

/** The hotel form's «Адрес и контакты» card: the address, the position with a map link, phone, e-mail and site. */
export function HotelAddressSection({ form, fieldProps }: HotelSectionProps) {
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const mapUrl = mapUrlOf(latitude ?? '', longitude ?? '');
  const website = form.register('website');
  return (
    <HotelFormSection title={ru.hotel.sections.address} hint={ru.hotel.sectionHints.address}>
      <Grid.Col span={12}>
        <TextInput
          {...fieldProps('address', ru.hotel.hints.address)}
          autoComplete="street-address"
          {...form.register('address')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput {...fieldProps('city')} autoComplete="address-level2" {...form.register('city')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          {...fieldProps('postalCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          {...form.register('postalCode')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput {...fieldProps('latitude')} inputMode="decimal" {...form.register('latitude')} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4 }}>
        <TextInput {...fieldProps('longitude')} inputMode="decimal" {...form.register('longitude')} />
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
          {...fieldProps('phone')}
          type="tel"
          autoComplete="tel"
          placeholder={ru.hotel.placeholders.phone}
          {...form.register('phone')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          placeholder={ru.hotel.placeholders.email}
          {...form.register('email')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          {...fieldProps('website', ru.hotel.hints.website)}
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
    </HotelFormSection>
  );
}
