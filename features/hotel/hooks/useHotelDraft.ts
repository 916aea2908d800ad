'use client';

import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { dirtyFieldsOf } from '@/lib/forms/changed';
import type { HotelField } from '../api';
import { HOTEL_FORM_FIELDS, type HotelFormValues } from '../schemas';

/** Unsaved values of one hotel: only the fields that differ from its record. */
export type HotelDraft = Partial<HotelFormValues>;

function draftOf(values: HotelFormValues, dirty: Partial<Record<HotelField, boolean>>): HotelDraft | null {
  const fields = dirtyFieldsOf(dirty, HOTEL_FORM_FIELDS);
  return fields.length === 0 ? null : Object.fromEntries(fields.map((field) => [field, values[field]]));
}

/**
 * What the user left unsaved in a hotel survives a switch to another: `draft` (the page's copy) is put back into
 * the form once, at mount, and every change is reported to `onDraftChange` (null once nothing is unsaved).
 * `restored` says whether the form opened with a draft.
 */
export function useHotelDraft(
  form: UseFormReturn<HotelFormValues>,
  values: HotelFormValues,
  draft: HotelDraft | undefined,
  onDraftChange: (draft: HotelDraft | null) => void,
): { restored: boolean } {
  const { isDirty, dirtyFields } = form.formState;
  // The draft as it was at mount (the page keeps updating it while the user types), applied once, also under
  // StrictMode's double effects.
  const [initialDraft] = useState(draft);
  const applied = useRef(false);
  useEffect(() => {
    if (!initialDraft || applied.current) return;
    applied.current = true;
    for (const [field, value] of Object.entries(initialDraft) as [HotelField, string][]) {
      form.setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
  }, [initialDraft, form]);

  useEffect(() => {
    onDraftChange(isDirty ? draftOf(values, dirtyFields) : null);
  }, [values, isDirty, dirtyFields, onDraftChange]);

  return { restored: initialDraft !== undefined };
}
