'use client';

import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Currency, FieldRestrictions } from '@/lib/dictionaries/api';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import type { Hotel, HotelField } from '../api';
import type { HotelDraft } from '../hooks/useHotelDraft';
import { useHotelForm } from '../hooks/useHotelForm';
import { HotelAddressSection } from './HotelAddressSection';
import { HotelArrivalSection } from './HotelArrivalSection';
import classes from './HotelForm.module.css';
import { HotelFormActions } from './HotelFormActions';
import { HotelMainSection } from './HotelMainSection';
import { HotelMoneySection } from './HotelMoneySection';

interface HotelFormProps {
  hotel: Hotel;
  restrictions: FieldRestrictions;
  /** The currency list; null when it could not be loaded: the currency is then typed as its code. */
  currencies: Currency[] | null;
  /** True when the user only manages (does not administer) the hotel: read-only fields are locked. */
  managerOnly: boolean;
  /** Unsaved values left behind when the user switched to another hotel; put back into the form on mount. */
  draft: HotelDraft | undefined;
  /** Called with the unsaved values whenever they change (null once there are none). */
  onDraftChange: (draft: HotelDraft | null) => void;
  /** After a successful save, with the fields that were sent. */
  onSaved: (hotel: Hotel, fields: readonly HotelField[]) => void;
}

/**
 * The hotel's information in four cards (HotelMainSection, HotelAddressSection, HotelArrivalSection,
 * HotelMoneySection), built from the record and the field restrictions: required marks, length counters, fields
 * locked for managers. «Сохранить» sends only the changed fields; a failed save keeps every typed value and puts
 * the server's messages on their fields (useHotelForm). Mounted once per hotel (the page keys it by id).
 */
export function HotelForm({ hotel, currencies, ...options }: HotelFormProps) {
  const { form, mutation, conflicts, fieldProps, restored, onSubmit, revert, saveErrorText } = useHotelForm({
    hotel,
    ...options,
  });
  const { isDirty } = form.formState;
  const sections = { form, fieldProps };

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <Stack gap="lg">
        {restored && isDirty && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} stroke={1.8} aria-hidden />}>
            {ru.hotel.draftRestored}
          </Alert>
        )}
        <HotelMainSection {...sections} />
        <HotelAddressSection {...sections} />
        <HotelArrivalSection {...sections} />
        <HotelMoneySection {...sections} hotel={hotel} currencies={currencies} />
        {saveErrorText !== null && <ErrorAlert title={ru.hotel.saveError}>{saveErrorText}</ErrorAlert>}
      </Stack>
      <HotelFormActions dirty={isDirty} saving={mutation.isPending} conflicts={conflicts} onRevert={revert} />
    </form>
  );
}
