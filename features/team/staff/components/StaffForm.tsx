'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Loader, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { visibleError } from '@/lib/ui/form';
import { PasswordInput } from '@/lib/ui/PasswordInput';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import { type NewStaffPayload, STAFF_ROLES, type StaffAccount, type StaffRole } from '../../api';
import type { FlatNode } from '../../model/tree';
import { positionPath } from '../model/format';
import {
  EMAIL_MAX_LENGTH,
  EMPTY_NEW_STAFF,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SERVER_FIELDS,
  type StaffEditValues,
  type StaffFormInput,
  type StaffNewInput,
  staffEditSchema,
  staffNewSchema,
  toEditValues,
} from '../schemas';
import classes from './StaffForm.module.css';

const f = ru.staff.form;

/** The positions tree for the multi-select: loading (undefined), failed (null), or its nodes. */
export type PositionOptions = FlatNode[] | undefined | null;

/** What a valid form gives: a new account's payload, or an existing one's edited fields (e-mail and password absent). */
export type StaffFormOutput = NewStaffPayload | StaffEditValues;

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

/**
 * A staff member's form: e-mail (the login: typed for a new account, read-only afterwards), names, phone, role,
 * positions from the tree and, for a new account, the first password twice. react-hook-form validates with the
 * valibot schema on change and blur; the server's field errors land on their fields; a failed save keeps
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
  const form = useForm<StaffFormInput, unknown, StaffFormOutput>({
    mode: 'all',
    resolver,
    defaultValues: account ? { ...EMPTY_NEW_STAFF, ...toEditValues(account), email: account.email } : EMPTY_NEW_STAFF,
  });
  const { isDirty } = form.formState;
  // The edit form follows the account as the lists now have it: a colleague's change reaches untouched fields,
  // and a field both changed is named (decision 125). The add form has no record to follow.
  const server = useMemo(() => {
    const record = current ?? account;
    return record ? { ...EMPTY_NEW_STAFF, ...toEditValues(record), email: record.email } : EMPTY_NEW_STAFF;
  }, [current, account]);
  const conflicts = useRemoteChanges({ form, server, fields: EDIT_FIELDS, paused: pending });
  // One invitation per click, however fast the second comes: the submit lasts until the server answers.
  const once = useSingleFlight();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const self = account?.id === selfId;
  const options = useMemo(() => positionOptions(positions, account), [positions, account]);
  const nodes = useMemo(() => new Map((positions ?? []).map((node) => [node.id, node])), [positions]);

  function showServerErrors(failure: ApiError) {
    applyServerErrors(form, failure, { fields: SHOWN_SERVER_FIELDS[mode] });
  }

  const errorOnField = hasFieldErrors(error, SHOWN_SERVER_FIELDS[mode]);

  return (
    <form noValidate onSubmit={once(form.handleSubmit((values) => onSubmit(values, showServerErrors)))}>
      <Stack gap="md">
        {account ? (
          <TextInput
            label={f.email}
            value={account.email}
            readOnly
            variant="filled"
            description={f.emailReadOnlyHint}
            className={classes.readOnly}
          />
        ) : (
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
        )}
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
        </SimpleGrid>
        <Controller
          control={form.control}
          name="positions"
          render={({ field }) => (
            <MultiSelect<number>
              label={f.positions}
              placeholder={field.value.length === 0 ? f.positionsPlaceholder : undefined}
              data={options}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              searchable
              clearable
              hidePickedOptions={false}
              disabled={positions === undefined}
              rightSection={positions === undefined ? <Loader size={14} /> : undefined}
              description={positions === null ? f.positionsError : undefined}
              nothingFoundMessage={options.length === 0 ? f.positionsEmpty : f.positionsNothingFound}
              maxDropdownHeight={260}
              error={visibleError(form.formState, 'positions')}
              comboboxProps={{ shadow: 'md' }}
              renderOption={({ option }) => {
                const node = nodes.get(option.value);
                if (!node) return option.label;
                return (
                  <div className={classes.option} style={{ paddingLeft: `${node.depth * 0.75}rem` }}>
                    <span>{node.name}</span>
                    {node.path.length > 0 && (
                      <Text component="span" fz="xs" c="dimmed" className={classes.optionPath}>
                        {node.path.join(' › ')}
                      </Text>
                    )}
                  </div>
                );
              }}
            />
          )}
        />
        {!account && (
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
        )}

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

/** A hint under a half-width field, so the inputs of a row stay level. */
const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'error', 'description'];

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ru.roles[role] }));

/**
 * The multi-select's options: every position of the tree by its path (what the search matches and a picked pill
 * shows), plus the edited person's own positions the tree does not offer (it failed to load, or a colleague just
 * deleted one), so their pills keep a name.
 */
function positionOptions(
  positions: PositionOptions,
  account: StaffAccount | undefined,
): { value: number; label: string }[] {
  const options = (positions ?? []).map((node) => ({ value: node.id, label: positionPath(node) }));
  const known = new Set(options.map((option) => option.value));
  for (const position of account?.positions ?? []) {
    if (!known.has(position.id))
      options.push({ value: position.id, label: position.name || ru.staff.unknownPosition(position.id) });
  }
  return options;
}
