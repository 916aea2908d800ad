'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { Controller, type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { visibleError } from '@/lib/ui/form';
import { ImageDropField } from '@/lib/ui/ImageDropField';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { ContentCategory, ContentItemOf, ContentKind } from '../api';
import { EDITORS, type FormInputOf, type FormOutputOf, payloadOf } from '../model/editors';
import type { KindDescriptor } from '../model/kinds';
import { useCreateItem, useUpdateItem } from '../queries';
import { imageChangeOf, imageFileError, type SharedFormInput, TITLE_MAX_LENGTH } from '../schemas';
import classes from './ContentForm.module.css';

const f = ru.content.form;

export interface ContentFormProps<K extends ContentKind> {
  descriptor: KindDescriptor<K>;
  /** The item to edit; none for a new one. */
  item?: ContentItemOf[K];
  /** A new item's category: the one shown on the screen. */
  category: number | null;
  categories: ContentCategory[];
  /** Saved (created or changed): the caller closes the editor and shows the item. */
  onSaved: (item: ContentItemOf[K]) => void;
  onCancel: () => void;
  /** Asks to delete the edited item (the screen confirms it). */
  onDelete?: (item: ContentItemOf[K]) => void;
  /** Whether the form holds changes not saved yet (to ask before closing). */
  onDirtyChange: (dirty: boolean) => void;
}

/** A form field's label, as «Изменено другим сотрудником» names it (the title's is the kind's own). */
function fieldLabel(field: string, titleLabel: string): string {
  if (field === 'title') return titleLabel;
  const label = f[field as keyof typeof f];
  return typeof label === 'string' ? label : field;
}

/**
 * An item's editor of either kind: category, title, the kind's own fields (model/editors.ts), and the image.
 * react-hook-form validates with the kind's valibot schema on change and blur; a new item is created with one
 * request (multipart when it has an image), an edit sends only what changed. The server's field errors land on
 * their fields (the image's on the picker), anything else above the buttons; a failed save keeps everything
 * typed and picked.
 */
export function ContentForm<K extends ContentKind>({
  descriptor,
  item,
  category,
  categories,
  onSaved,
  onCancel,
  onDelete,
  onDirtyChange,
}: ContentFormProps<K>) {
  const t = descriptor.texts;
  const editor = EDITORS[descriptor.kind];
  const form = useForm<FormInputOf[K], unknown, FormOutputOf[K]>({
    mode: 'all',
    resolver: valibotResolver(editor.formSchema),
    defaultValues: editor.toFormValues(item, category) as DefaultValues<FormInputOf[K]>,
  });
  // The fields both kinds have. TypeScript cannot name a field of a form whose type depends on K, so they are
  // reached through the shared part of its values, which both kinds' forms have.
  const shared = form as unknown as UseFormReturn<SharedFormInput>;
  const create = useCreateItem(descriptor.kind);
  const update = useUpdateItem(descriptor.kind);
  const mutation = item ? update : create;
  const { isDirty } = form.formState;
  const Fields = editor.Fields;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The names the kind's form knows its fields by; the cast only widens the type (see `shared` above).
  const serverFields = editor.serverFields as Readonly<Record<string, keyof SharedFormInput>>;

  // The item refetched under the open form (focus, a colleague's save): untouched fields follow it, so the PATCH
  // (what differs from the item now) leaves the colleague's change alone; a field changed on both sides is named.
  const fields = useMemo(() => [...new Set(Object.values(editor.serverFields) as string[])], [editor]);
  const server = useMemo(() => editor.toFormValues(item, category) as FieldValues, [editor, item, category]);
  const conflicts = useRemoteChanges({
    form: form as unknown as UseFormReturn<FieldValues>,
    server,
    fields,
    paused: item === undefined || mutation.isPending,
  });

  function showServerErrors(error: ApiError) {
    // The image's input is the file picker: focusing it would open the system's dialog.
    applyServerErrors(shared, error, { fields: serverFields, noFocus: ['image'] });
  }

  function onSubmit(values: FormOutputOf[K], onSettled: () => void) {
    if (item) {
      const patch = editor.changes(item, values);
      const image = imageChangeOf(item, values.image);
      if (Object.keys(patch).length === 0 && image === undefined) {
        onSettled();
        onCancel();
        return;
      }
      update.mutate(
        { id: item.id, patch, image },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'blue', message: t.saved(saved.title) });
            onSaved(saved);
          },
          onError: showServerErrors,
          onSettled,
        },
      );
      return;
    }
    create.mutate(
      { payload: payloadOf<K>(values), image: values.image?.kind === 'file' ? values.image.file : undefined },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'blue', message: t.created(created.title) });
          onSaved(created);
        },
        onError: showServerErrors,
        onSettled,
      },
    );
  }
  const once = useSingleFlight();

  const errorOnField = hasFieldErrors(mutation.error, serverFields);
  const options = categories.map((option) => ({ value: String(option.id), label: option.name }));

  return (
    <form noValidate onSubmit={once(form.handleSubmit((values) => settle((onSettled) => onSubmit(values, onSettled))))}>
      <Stack gap="md">
        <Controller
          control={shared.control}
          name="category"
          render={({ field }) => (
            <Select
              label={f.category}
              placeholder={f.categoryPlaceholder}
              required
              data={options}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              error={visibleError(shared.formState, 'category')}
              comboboxProps={{ shadow: 'md' }}
            />
          )}
        />
        <TextInput
          label={t.titleLabel}
          placeholder={t.titlePlaceholder}
          required
          maxLength={TITLE_MAX_LENGTH}
          autoComplete="off"
          error={visibleError(shared.formState, 'title')}
          data-autofocus={item ? undefined : true}
          {...shared.register('title')}
        />
        <Fields form={form} />
        <Controller
          control={shared.control}
          name="image"
          render={({ field: { value, onChange } }) => {
            const saved = item?.image ?? null;
            return (
              <ImageDropField
                src={value?.kind === 'current' ? value.image.url : null}
                file={value?.kind === 'file' ? value.file : null}
                // Checked at once with the form's rule: a file the server would refuse never gets into the form.
                onPick={(file) => {
                  const problem = imageFileError(file);
                  if (problem) shared.setError('image', { type: 'manual', message: problem });
                  else onChange({ kind: 'file', file });
                }}
                onRemove={() => onChange(null)}
                // The saved image can come back after a removal or a replacement, until the save.
                onRestore={
                  saved && value?.kind !== 'current' ? () => onChange({ kind: 'current', image: saved }) : undefined
                }
                hint={f.imageHint}
                newFile={f.newImage}
                alt={f.imageAlt(shared.getValues('title') || t.newTitle)}
                // Shown at once, touched or not: only a refused pick or the server puts an error here.
                error={shared.formState.errors.image?.message}
              />
            );
          }}
        />

        {item && <RemoteChangeNotice labels={conflicts.map((field) => fieldLabel(field, t.titleLabel))} />}

        {mutation.error && !errorOnField && <ErrorAlert title={f.saveError}>{mutation.error.message}</ErrorAlert>}

        <div className={classes.actions}>
          <Group gap="sm">
            <Button type="submit" loading={mutation.isPending} disabled={item !== undefined && !isDirty}>
              {item ? f.save : f.create}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {f.cancel}
            </Button>
          </Group>
          {item && onDelete && (
            <Button variant="subtle" color="alert" onClick={() => onDelete(item)}>
              {ru.content.delete}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
