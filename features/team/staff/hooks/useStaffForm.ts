'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { NewStaffPayload, StaffAccount } from '../../api';
import {
  EMPTY_NEW_STAFF,
  SERVER_FIELDS,
  type StaffEditValues,
  type StaffFormInput,
  type StaffNewInput,
  staffEditSchema,
  staffNewSchema,
  toEditValues,
} from '../schemas';

/** What a valid form gives: a new account's payload, or an existing one's edited fields (e-mail and password absent). */
export type StaffFormOutput = NewStaffPayload | StaffEditValues;

/** The staff form's react-hook-form instance, as its fields take it. */
export type StaffFormApi = UseFormReturn<StaffFormInput, unknown, StaffFormOutput>;

/** The fields each form shows; a server error about anything else goes above the buttons. */
const SHOWN: Record<'add' | 'edit', ReadonlySet<keyof StaffNewInput>> = {
  add: new Set(['email', 'firstName', 'lastName', 'phone', 'role', 'positions', 'password']),
  edit: new Set(['firstName', 'lastName', 'phone', 'role', 'positions']),
};

/** The edit form's fields a colleague's save can change under it. */
const EDIT_FIELDS = ['firstName', 'lastName', 'phone', 'role', 'positions'] as const;

/** The server keys each form places on a field of its own. */
const SHOWN_SERVER_FIELDS = {
  add: shownServerFields('add'),
  edit: shownServerFields('edit'),
};

function shownServerFields(mode: 'add' | 'edit'): Record<string, keyof StaffNewInput> {
  return Object.fromEntries(Object.entries(SERVER_FIELDS).filter(([, field]) => SHOWN[mode].has(field)));
}

/** The form's values for an account (the e-mail shown read-only, no password), or a new account's. */
function valuesOf(account: StaffAccount | undefined): StaffFormInput {
  return account ? { ...EMPTY_NEW_STAFF, ...toEditValues(account), email: account.email } : EMPTY_NEW_STAFF;
}

export interface UseStaffFormOptions {
  /** The account to edit; none to add one. */
  account: StaffAccount | undefined;
  /** The same account as the staff lists have it now (a colleague's save); the form follows it. */
  current: StaffAccount | undefined;
  /** Sends the form; calls back with the server's error so it lands on the fields (the values stay as typed). */
  onSubmit: (values: StaffFormOutput, onError: (error: ApiError) => void) => Promise<void> | void;
  pending: boolean;
  /** The last failure. */
  error: ApiError | null;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The staff form's state: one react-hook-form for adding and editing, validated by the valibot schema of the mode
 * on change and blur; the server's errors on the fields the mode shows (`errorOnField`: the failure is theirs, so
 * nothing above the buttons); the edit form following a colleague's save (`conflicts`, decision 197); `onSubmit`
 * single-flight.
 */
export function useStaffForm({ account, current, onSubmit, pending, error, onDirtyChange }: UseStaffFormOptions) {
  const mode = account ? 'edit' : 'add';
  // One form type for both: the edit form holds the e-mail (shown read-only) and empty password fields its
  // schema ignores, so its output has only the editable fields.
  const resolver = useMemo(
    () =>
      (account ? valibotResolver(staffEditSchema) : valibotResolver(staffNewSchema)) as Resolver<
        StaffFormInput,
        unknown,
        StaffFormOutput
      >,
    [account],
  );
  const form: StaffFormApi = useForm<StaffFormInput, unknown, StaffFormOutput>({
    mode: 'all',
    resolver,
    defaultValues: valuesOf(account),
  });
  const { isDirty } = form.formState;
  // The edit form follows the account as the lists now have it: a colleague's change reaches untouched fields,
  // and a field both changed is named (decision 197). The add form has no record to follow.
  const server = useMemo(() => valuesOf(current ?? account), [current, account]);
  const conflicts = useRemoteChanges({ form, server, fields: EDIT_FIELDS, paused: pending });
  // One invitation per click, however fast the second comes: the submit lasts until the server answers.
  const once = useSingleFlight();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function showServerErrors(failure: ApiError) {
    applyServerErrors(form, failure, { fields: SHOWN_SERVER_FIELDS[mode] });
  }

  return {
    form,
    conflicts,
    onSubmit: once(form.handleSubmit((values) => onSubmit(values, showServerErrors))),
    errorOnField: hasFieldErrors(error, SHOWN_SERVER_FIELDS[mode]),
  };
}
