'use client';

import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Choice, Currency } from '@/lib/dictionaries/api';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { FormSwitch } from '@/lib/ui/FormSwitch';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import type { Service } from '../api';
import { useServiceForm } from '../hooks/useServiceForm';
import { AvailabilityEditor } from './AvailabilityEditor';
import { DeleteServiceDialog } from './DeleteServiceDialog';
import { ServiceChoiceField } from './ServiceChoiceField';
import classes from './ServiceForm.module.css';
import { MinutesField, ServiceMainSection } from './ServiceMainSection';

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
 * A service's fields: name, description, type, price and currency (ServiceMainSection), how an order is approved,
 * booked, where it is provided, the guest's feedback, how soon it is taken and completed (its response times), when it can be ordered (AvailabilityEditor), and whether
 * guests can order it at all. The state and the save are useServiceForm's: the server's field errors land on their
 * fields, anything else above the buttons; a failed save keeps everything typed.
 */
export function ServiceForm({
  service,
  dictionaries,
  onCreated,
  onCancel,
  onDeleted,
  onDirtyChange,
}: ServiceFormProps) {
  const { form, mutation, conflicts, onSubmit, errorOnField } = useServiceForm({ service, onCreated, onDirtyChange });
  const [deleting, setDeleting] = useState(false);
  const { isDirty } = form.formState;

  return (
    <>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="xl">
          <ServiceMainSection
            form={form}
            editing={service !== undefined}
            types={dictionaries.types}
            currencies={dictionaries.currencies}
          />

          <section className={classes.section}>
            <Title order={3} className={classes.sectionTitle}>
              {f.ordering}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <ServiceChoiceField
                form={form}
                name="approveType"
                label={f.approveType}
                choices={dictionaries.approveTypes}
              />
              <ServiceChoiceField
                form={form}
                name="bookingType"
                label={f.bookingType}
                choices={dictionaries.bookingTypes}
              />
              <ServiceChoiceField form={form} name="geoLevel" label={f.geoLevel} choices={dictionaries.geoLevels} />
              <ServiceChoiceField
                form={form}
                name="feedbackVariant"
                label={f.feedbackVariant}
                choices={dictionaries.feedbackVariants}
              />
              <MinutesField form={form} name="responseMinutes" label={f.responseMinutes} hint={f.responseMinutesHint} />
              <MinutesField
                form={form}
                name="completionMinutes"
                label={f.completionMinutes}
                hint={f.completionMinutesHint}
              />
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
