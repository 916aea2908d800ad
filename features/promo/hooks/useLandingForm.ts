'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { LANDING_FIELDS } from '@/lib/landing-fields';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Landing } from '../api';
import type { Zone } from '../model/zone';
import { useCreateLanding, useUpdateLanding } from '../queries';
import {
  changedPayload,
  createLandingFormSchema,
  type LandingFormInput,
  type LandingSubmit,
  SERVER_FIELDS,
  toFormValues,
} from '../schemas';

const f = ru.promo.form;

/** The landing form's react-hook-form instance, as its sections take it. */
export type LandingFormApi = UseFormReturn<LandingFormInput, unknown, LandingSubmit>;

export interface UseLandingFormOptions {
  /** The server's copy of the landing to edit; none for a new one. */
  landing: Landing | undefined;
  /** The hotel's time zone: the window is set on its wall clock (null: the browser's). */
  zone: Zone;
  onSaved: (landing: Landing) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** Brings the fields into view (on a phone the editor tab): an invalid submit, or the server named a field. */
  showFields: () => void;
}

/**
 * The landing form's state and its save: react-hook-form validating with the valibot schema on change and blur
 * (every rule at once), the create or the update of only what changed, the server's field errors on their fields
 * (anything else stays on `mutation.error`), fields a colleague changed meanwhile (`conflicts`), and `onSubmit`
 * for the `<form>`, single-flight.
 */
export function useLandingForm({ landing, zone, onSaved, onDirtyChange, showFields }: UseLandingFormOptions) {
  const schema = useMemo(() => createLandingFormSchema(zone), [zone]);
  const form: LandingFormApi = useForm<LandingFormInput, unknown, LandingSubmit>({
    mode: 'all',
    // Every rule runs at once (the resolver stops at the first failing one otherwise), so the button's and the
    // window's rules speak up even while the title is still empty.
    criteriaMode: 'all',
    resolver: valibotResolver(schema),
    defaultValues: toFormValues(landing, zone),
  });
  const create = useCreateLanding();
  const update = useUpdateLanding();
  const mutation = landing ? update : create;
  const { isDirty } = form.formState;
  // The landing refetched under the open form: untouched fields follow it, a field changed here and there is named.
  const server = useMemo(() => toFormValues(landing, zone), [landing, zone]);
  const conflicts = useRemoteChanges({
    form,
    server,
    fields: LANDING_FIELDS,
    paused: landing === undefined || mutation.isPending,
  });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function showServerErrors(error: ApiError) {
    if (hasFieldErrors(error, SERVER_FIELDS)) showFields();
    applyServerErrors(form, error, { fields: SERVER_FIELDS });
  }

  function save(submit: LandingSubmit, onSettled: () => void) {
    const done = (saved: Landing, message: string) => {
      notifications.show({ color: 'blue', message });
      form.reset(toFormValues(saved, zone));
      onSaved(saved);
    };
    if (landing) {
      // Only what changed: fields the backend did not send stay as they are on the server.
      const payload = changedPayload(submit.payload, form.formState.dirtyFields);
      update.mutate(
        { id: landing.id, payload, image: submit.image },
        { onSuccess: (saved) => done(saved, f.saved(saved.title)), onError: showServerErrors, onSettled },
      );
    } else {
      create.mutate(submit, {
        onSuccess: (saved) => done(saved, f.created(saved.title)),
        onError: showServerErrors,
        onSettled,
      });
    }
  }
  const once = useSingleFlight();
  // Invalid on submit: the fields come into view to show their errors.
  const onSubmit = once(form.handleSubmit((submit) => settle((onSettled) => save(submit, onSettled)), showFields));

  return {
    form,
    mutation,
    conflicts,
    onSubmit,
    /** The failure names a field, which shows it: nothing above the buttons. */
    errorOnField: hasFieldErrors(mutation.error, SERVER_FIELDS),
  };
}
