'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import type { VirtualCategory, VirtualCategoryPayload } from '../api';
import { useCreateCategory, useUpdateCategory } from '../queries';
import {
  CATEGORY_SERVER_FIELDS,
  type CategoryInput,
  categoryInput,
  categorySchema,
  GROUP_NAME_MAX_LENGTH,
} from '../schemas';
import type { GroupFormProps } from './GroupDialog';
import { GroupFormFooter, useGroupSave } from './GroupFormParts';
import { IconPicker } from './IconPicker';

/** The form's fields a colleague's save can change under it. */
const FORM_FIELDS = ['name', 'icon'] as const;
const f = ru.guestApp.categories.form;
const resolver = valibotResolver(categorySchema);
const savedCategory = (category: VirtualCategory): VirtualCategoryPayload => ({
  name: category.name,
  icon: category.icon,
});

/**
 * A new category, or a rename: the name and the icon, picked from the guest app's (none: shown as «None»). A rename sends only
 * what changed, and closes without a call when nothing did. A failed save keeps everything typed; the server's
 * field errors land on their fields.
 */
export function CategoryForm({ group: category, onSaved, onCancel, onDirtyChange }: GroupFormProps<VirtualCategory>) {
  const form = useForm<CategoryInput, unknown, VirtualCategoryPayload>({
    mode: 'all',
    resolver,
    defaultValues: categoryInput(category),
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const { submit, error, pending } = useGroupSave(
    category,
    { create: useCreateCategory(), update: useUpdateCategory() },
    savedCategory,
    {
      onSaved,
      onCancel,
      onError: (failure: ApiError) => applyServerErrors(form, failure, { fields: CATEGORY_SERVER_FIELDS }),
    },
  );
  // A rename follows the group as the list has it now: a colleague's save reaches an untouched field, and a field
  // both changed is named (decision 197).
  const server = useMemo(() => categoryInput(category), [category]);
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
        <Controller
          control={form.control}
          name="icon"
          render={({ field }) => (
            <IconPicker
              label={f.icon}
              value={field.value}
              onChange={(name) => field.onChange(name)}
              onBlur={field.onBlur}
              error={visibleError(form.formState, 'icon')}
            />
          )}
        />
        {category && <RemoteChangeNotice labels={conflicts.map((field) => f[field])} />}
        <GroupFormFooter
          error={hasFieldErrors(error, CATEGORY_SERVER_FIELDS) ? null : error}
          errorTitle={f.saveError}
          cancelLabel={f.cancel}
          submitLabel={category ? f.submitEdit : f.submitCreate}
          pending={pending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
