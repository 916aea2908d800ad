'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useMemo } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { FieldRestrictions } from '@/lib/dictionaries/api';
import { dirtyFieldsOf } from '@/lib/forms/changed';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { applyServerErrors, sortServerErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Hotel, HotelField } from '../api';
import { FieldNote } from '../components/FieldNote';
import { useUpdateHotel } from '../queries';
import {
  HOTEL_FORM_FIELDS,
  type HotelFormValues,
  hotelFormSchema,
  restrictionOf,
  TEXT_FIELDS,
  toFormValues,
  toPatch,
} from '../schemas';
import { type HotelDraft, useHotelDraft } from './useHotelDraft';

/** The props every input of the hotel form takes from its field's rule: label, marks, lock, note and error. */
export type HotelFieldProps = (
  field: HotelField,
  hint?: string,
) => {
  label: string;
  withAsterisk: boolean;
  disabled: boolean;
  description: ReactNode;
  inputWrapperOrder: ('label' | 'input' | 'description' | 'error')[];
  error: string | undefined;
};

export interface UseHotelFormOptions {
  hotel: Hotel;
  restrictions: FieldRestrictions;
  /** True when the user only manages (does not administer) the hotel: read-only fields are locked. */
  managerOnly: boolean;
  draft: HotelDraft | undefined;
  onDraftChange: (draft: HotelDraft | null) => void;
  onSaved: (hotel: Hotel, fields: readonly HotelField[]) => void;
}

/**
 * The hotel form's state and its save: react-hook-form validating with the field rules' schema, the draft kept
 * across hotel switches (useHotelDraft), a colleague's save followed (`conflicts`), `fieldProps` for each input,
 * `onSubmit` sending only the changed fields (single-flight, keeping what was typed meanwhile), `revert`, and the
 * save failure's text for what belongs to no field (`saveErrorText`, null when there is none to show).
 */
export function useHotelForm({ hotel, restrictions, managerOnly, draft, onDraftChange, onSaved }: UseHotelFormOptions) {
  const schema = useMemo(() => hotelFormSchema(restrictions), [restrictions]);
  const form: UseFormReturn<HotelFormValues> = useForm<HotelFormValues>({
    mode: 'all',
    resolver: valibotResolver(schema),
    defaultValues: toFormValues(hotel),
  });
  const mutation = useUpdateHotel();
  const values = useWatch({ control: form.control }) as HotelFormValues;
  const { restored } = useHotelDraft(form, values, draft, onDraftChange);
  // The record refetched under the open form: untouched fields follow it, a field changed here on both sides is named.
  const server = useMemo(() => toFormValues(hotel), [hotel]);
  const conflicts = useRemoteChanges({ form, server, fields: HOTEL_FORM_FIELDS, paused: mutation.isPending });

  const fieldProps: HotelFieldProps = (field, hint) => {
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
      inputWrapperOrder: ['label', 'input', 'description', 'error'],
      error: visibleError(form.formState, field),
    };
  };

  function save(submitted: HotelFormValues, onSettled: () => void) {
    const fields = dirtyFieldsOf(form.formState.dirtyFields, HOTEL_FORM_FIELDS);
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

  function revert() {
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

  return {
    form,
    mutation,
    conflicts,
    fieldProps,
    /** The form opened with what was left unsaved before a hotel switch. */
    restored,
    onSubmit: once(form.handleSubmit((submitted) => settle((onSettled) => save(submitted, onSettled)))),
    revert,
    saveErrorText:
      saveError && showSaveError
        ? otherMessages.length > 0
          ? otherMessages.join(' ')
          : onFields
            ? ru.hotel.fixFields
            : saveError.message
        : null,
  };
}
