'use client';

import { SegmentedControl, Select, TextInput, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { LoadError } from '@/lib/ui/LoadError';
import { CTA_TYPES, type ServiceOption } from '../api';
import type { LandingFormApi } from '../hooks/useLandingForm';
import { CTA_LABEL_MAX_LENGTH, CTA_URL_MAX_LENGTH } from '../schemas';
import classes from './LandingForm.module.css';

const f = ru.promo.form;

interface LandingCtaSectionProps {
  form: LandingFormApi;
  /** The hotel's services, for a service button. */
  services: UseQueryResult<ServiceOption[], ApiError>;
}

/** The service a service button leads to, or why the services could not be listed (with «Повторить»). */
function ServiceField({ form, services }: LandingCtaSectionProps) {
  if (services.isError)
    return (
      <LoadError
        title={f.ctaServicesError}
        message={services.error.message}
        onRetry={() => void services.refetch()}
        retrying={services.isFetching}
      />
    );
  const options = (services.data ?? []).map((service) => ({
    value: String(service.id),
    label: service.isActive ? service.name : f.ctaServiceInactive(service.name),
  }));
  return (
    <Controller
      control={form.control}
      name="ctaService"
      render={({ field }) => (
        <Select
          label={f.ctaService}
          placeholder={services.isPending ? ru.common.loading : f.ctaServicePlaceholder}
          required
          searchable
          data={options}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={services.isPending}
          error={visibleError(form.formState, 'ctaService')}
          nothingFoundMessage={ru.promo.emptyFilteredTitle}
          comboboxProps={{ shadow: 'md', zIndex: 400 }}
        />
      )}
    />
  );
}

/** The landing form's «Кнопка» section: the kind of button, then its service or link and its label. */
export function LandingCtaSection({ form, services }: LandingCtaSectionProps) {
  const ctaType = useWatch({ control: form.control, name: 'ctaType' });
  return (
    <section className={classes.section}>
      <Title order={3} className={classes.sectionTitle}>
        {f.cta}
      </Title>
      <Controller
        control={form.control}
        name="ctaType"
        render={({ field }) => (
          <SegmentedControl
            aria-label={f.ctaType}
            data={CTA_TYPES.map((type) => ({ value: type, label: f.ctaTypes[type] }))}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            className={classes.segments}
            fullWidth
          />
        )}
      />
      {ctaType === 'service' && <ServiceField form={form} services={services} />}
      {ctaType === 'link' && (
        <TextInput
          label={f.ctaUrl}
          placeholder={f.ctaUrlPlaceholder}
          required
          type="url"
          inputMode="url"
          maxLength={CTA_URL_MAX_LENGTH}
          error={visibleError(form.formState, 'ctaUrl')}
          {...form.register('ctaUrl')}
        />
      )}
      {ctaType !== 'none' && (
        <TextInput
          label={f.ctaLabel}
          placeholder={f.ctaLabelPlaceholder}
          required
          maxLength={CTA_LABEL_MAX_LENGTH}
          error={visibleError(form.formState, 'ctaLabel')}
          {...form.register('ctaLabel')}
        />
      )}
    </section>
  );
}
