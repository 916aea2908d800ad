'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Loader, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { LoadError } from '@/lib/ui/LoadError';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import type { Menu, MenuPayload } from '../api';
import { useCreateMenu, useUpdateMenu } from '../queries';
import { GROUP_NAME_MAX_LENGTH, MENU_SERVER_FIELDS, type MenuInput, menuInput, menuSchema } from '../schemas';
import type { GroupFormProps } from './GroupDialog';
import { GroupFormFooter, useGroupSave } from './GroupFormParts';

/** The form's fields a colleague's save can change under it. */
const FORM_FIELDS = ['name', 'type'] as const;
const f = ru.guestApp.menus.form;
const resolver = valibotResolver(menuSchema);
const savedMenu = (menu: Menu): MenuPayload => ({ name: menu.name, type: menu.type });

/**
 * A new menu, or a rename: the name and the type from the menu types dictionary (loading: the select waits with
 * a spinner; failed: the reason and «Повторить» in its place). A rename sends only what changed, and closes
 * without a call when nothing did. A failed save keeps everything typed; the server's field errors land on their
 * fields.
 */
export function MenuForm({ group: menu, onSaved, onCancel, onDirtyChange }: GroupFormProps<Menu>) {
  const types = useQuery(dictionaryQueries.menusTypes());
  const form = useForm<MenuInput, unknown, MenuPayload>({ mode: 'all', resolver, defaultValues: menuInput(menu) });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const typeData = useMemo(() => {
    const options = (types.data ?? []).map((type) => ({ value: type.value, label: type.displayName }));
    // A menu of a type the dictionary no longer lists keeps it selectable, under its code.
    if (menu && types.data && !options.some((option) => option.value === menu.type))
      options.push({ value: menu.type, label: menu.type });
    return options;
  }, [types.data, menu]);

  const { submit, error, pending } = useGroupSave(
    menu,
    { create: useCreateMenu(), update: useUpdateMenu() },
    savedMenu,
    {
      onSaved,
      onCancel,
      onError: (failure: ApiError) => applyServerErrors(form, failure, { fields: MENU_SERVER_FIELDS }),
    },
  );
  // A rename follows the group as the list has it now: a colleague's save reaches an untouched field, and a field
  // both changed is named (decision 197).
  const server = useMemo(() => menuInput(menu), [menu]);
  const conflicts = useRemoteChanges({ form, server, fields: FORM_FIELDS, paused: pending });

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="md">
        <TextInput
          label={f.name}
          placeholder={f.namePlaceholder}
          required
          maxLength={GROUP_NAME_MAX_LENGTH}
          autoComplete="off"
          error={visibleError(form.formState, 'name')}
          data-autofocus
          {...form.register('name')}
        />
        {types.isError ? (
          <LoadError
            title={ru.guestApp.menus.typesError}
            message={types.error.message}
            onRetry={() => void types.refetch()}
            retrying={types.isFetching}
          />
        ) : (
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={f.type}
                placeholder={f.typePlaceholder}
                required
                data={typeData}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                disabled={types.isPending}
                rightSection={types.isPending ? <Loader size={14} /> : undefined}
                error={visibleError(form.formState, 'type')}
                comboboxProps={{ shadow: 'md' }}
              />
            )}
          />
        )}
        {menu && <RemoteChangeNotice labels={conflicts.map((field) => f[field])} />}
        <GroupFormFooter
          error={hasFieldErrors(error, MENU_SERVER_FIELDS) ? null : error}
          errorTitle={f.saveError}
          cancelLabel={f.cancel}
          submitLabel={menu ? f.submitEdit : f.submitCreate}
          pending={pending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
