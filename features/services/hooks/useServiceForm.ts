'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Service, ServicePayload } from '../api';
import { useCreateService, useUpdateService } from '../queries';
import { SERVER_FIELDS, type ServiceFormInput, serviceFormSchema, toFormValues, withoutUnsent } from '../schemas';

const f = ru.services.form;

/** The service form's react-hook-form instance, as its sections take it. */
export type ServiceFormApi = UseFormReturn<ServiceFormInput, unknown, ServicePayload>;

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
  'responseMinutes',
  'completionMinutes',
  'isActive',
] as const satisfies readonly (keyof ServiceFormInput)[];

export interface UseServiceFormOptions {
  /** The server's copy of the service to edit; none for a new one. */
  service: Service | undefined;
  onCreated: (service: Service) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The service form's state and its save: react-hook-form validating with the valibot schema on change and blur,
 * a create or an update (without what the backend did not send and nobody changed), the server's field errors on
 * their fields (anything else stays on `mutation.error`), fields a colleague changed meanwhile (`conflicts`), and
 * `onSubmit` for the `<form>`, single-flight.
 */
export function useServiceForm({ service, onCreated, onDirtyChange }: UseServiceFormOptions) {
  const form: ServiceFormApi = useForm<ServiceFormInput, unknown, ServicePayload>({
    mode: 'all',
    resolver: valibotResolver(serviceFormSchema),
    defaultValues: toFormValues(service),
  });
  const create = useCreateService();
  const update = useUpdateService();
  const mutation = service ? update : create;
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

  function save(payload: ServicePayload, onSettled: () => void) {
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

  return {
    form,
    mutation,
    conflicts,
    onSubmit: once(form.handleSubmit((payload) => settle((onSettled) => save(payload, onSettled)))),
    /** The failure names a field, which shows it: nothing above the buttons. */
    errorOnField: hasFieldErrors(mutation.error, SERVER_FIELDS),
  };
}
