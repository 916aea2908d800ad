'use client';

import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { visibleError } from '@/lib/ui/form';
import { PasswordInput } from '@/lib/ui/PasswordInput';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '../../api';
import { type StaffFormApi, type StaffFormOutput, useStaffForm } from '../hooks/useStaffForm';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../schemas';
import classes from './StaffForm.module.css';
import { type PositionOptions, StaffPositionsField } from './StaffPositionsField';

const f = ru.staff.form;

export interface StaffFormProps {
  /** The account to edit; none to add one. */
  account?: StaffAccount;
  /** The same account as the staff lists have it now (a colleague's save); the form follows it. */
  current?: StaffAccount;
  /** The signed-in user's id: their own role cannot be changed. */
  selfId: number;
  positions: PositionOptions;
  /** Sends the form; calls back with the server's error so it lands on the fields (the values stay as typed). */
  onSubmit: (values: StaffFormOutput, onError: (error: ApiError) => void) => Promise<void> | void;
  pending: boolean;
  /** The last failure, shown above the buttons unless it is about a field the form shows. */
  error: ApiError | null;
  onCancel: () => void;
  /** Whether the form holds something typed (the dialog then asks before closing). */
  onDirtyChange: (dirty: boolean) => void;
}

/** A hint under a half-width field, so the inputs of a row stay level. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'error', 'description'];

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ru.roles[role] }));

/** The e-mail, the login: typed for a new account, read-only afterwards. */
function EmailField({ form, account }: { form: StaffFormApi; account: StaffAccount | undefined }) {
  if (account)
    return (
      <TextInput
        label={f.email}
        value={account.email}
        readOnly
        variant="filled"
        description={f.emailReadOnlyHint}
        className={classes.readOnly}
      />
    );
  return (
    <TextInput
      label={f.email}
      placeholder={f.emailPlaceholder}
      description={f.emailHint}
      type="email"
      inputMode="email"
      autoComplete="off"
      spellCheck={false}
      required
      maxLength={EMAIL_MAX_LENGTH}
      error={visibleError(form.formState, 'email')}
      data-autofocus
      {...form.register('email')}
    />
  );
}

/** The role; the signed-in user's own cannot be changed. */
function RoleField({ form, self }: { form: StaffFormApi; self: boolean }) {
  return (
    <Controller
      control={form.control}
      name="role"
      render={({ field }) => (
        <Select<StaffRole>
          label={f.role}
          required
          data={ROLE_OPTIONS}
          placeholder={f.roleUnknown}
          value={field.value}
          onChange={(value) => field.onChange(value ?? field.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          allowDeselect={false}
          disabled={self}
          description={self ? f.ownRoleHint : f.roleHint}
          inputWrapperOrder={HINT_BELOW}
          error={visibleError(form.formState, 'role')}
          comboboxProps={{ shadow: 'md' }}
        />
      )}
    />
  );
}

/** A new account's first password, twice. */
function PasswordFields({ form }: { form: StaffFormApi }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <PasswordInput
        label={f.password}
        required
        autoComplete="new-password"
        description={f.passwordHint}
        inputWrapperOrder={HINT_BELOW}
        error={visibleError(form.formState, 'password')}
        {...form.register('password', { deps: ['repeat'] })}
      />
      <PasswordInput
        label={f.repeat}
        required
        autoComplete="new-password"
        error={visibleError(form.formState, 'repeat')}
        {...form.register('repeat')}
      />
    </SimpleGrid>
  );
}

/**
 * A staff member's form: e-mail (the login: typed for a new account, read-only afterwards), names, phone, role,
 * positions from the tree and, for a new account, the first password twice. The state is useStaffForm's: the
 * valibot schema validates on change and blur; the server's field errors land on their fields; a failed save keeps
 * everything typed.
 */
export function StaffForm({
  account,
  current,
  selfId,
  positions,
  onSubmit,
  pending,
  error,
  onCancel,
  onDirtyChange,
}: StaffFormProps) {
  const {
    form,
    conflicts,
    onSubmit: submit,
    errorOnField,
  } = useStaffForm({
    account,
    current,
    onSubmit,
    pending,
    error,
    onDirtyChange,
  });
  const { isDirty } = form.formState;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <EmailField form={form} account={account} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={f.firstName}
            required
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            error={visibleError(form.formState, 'firstName')}
            data-autofocus={account ? true : undefined}
            {...form.register('firstName')}
          />
          <TextInput
            label={f.lastName}
            required
            maxLength={NAME_MAX_LENGTH}
            autoComplete="off"
            error={visibleError(form.formState, 'lastName')}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={f.phone}
            placeholder={f.phonePlaceholder}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={PHONE_MAX_LENGTH}
            error={visibleError(form.formState, 'phone')}
            {...form.register('phone')}
          />
          <RoleField form={form} self={account?.id === selfId} />
        </SimpleGrid>
        <StaffPositionsField form={form} positions={positions} account={account} />
        {!account && <PasswordFields form={form} />}

        {error && !errorOnField && <ErrorAlert title={f.saveError}>{error.message}</ErrorAlert>}

        {account && <RemoteChangeNotice labels={conflicts.map((field) => f[field])} />}
        <Group justify="flex-end" gap="sm" className={classes.actions}>
          <Button variant="default" onClick={onCancel}>
            {f.cancel}
          </Button>
          <Button type="submit" loading={pending} disabled={account !== undefined && !isDirty}>
            {account ? f.save : f.invite}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
