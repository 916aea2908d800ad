'use client';

import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { visibleError } from '@/lib/ui/form';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import type { ContentCategory, ContentItemOf, ContentKind } from '../api';
import { useContentForm } from '../hooks/useContentForm';
import { EDITORS } from '../model/editors';
import type { KindDescriptor } from '../model/kinds';
import { TITLE_MAX_LENGTH } from '../schemas';
import classes from './ContentForm.module.css';
import { ContentImageField } from './ContentImageField';

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
 * An item's editor of either kind: category, title, the kind's own fields (model/editors.ts), and the image
 * (ContentImageField). The state and the save are useContentForm's: the kind's valibot schema validates on change
 * and blur; a new item is created with one request, an edit sends only what changed. The server's field errors land
 * on their fields (the image's on the picker), anything else above the buttons; a failed save keeps everything
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
  const Fields = EDITORS[descriptor.kind].Fields;
  const { form, shared, mutation, conflicts, onSubmit, errorOnField } = useContentForm({
    descriptor,
    item,
    category,
    onSaved,
    onCancel,
    onDirtyChange,
  });
  const options = categories.map((option) => ({ value: String(option.id), label: option.name }));

  return (
    <form noValidate onSubmit={onSubmit}>
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
        <ContentImageField form={shared} saved={item?.image ?? null} untitled={t.newTitle} />

        {item && <RemoteChangeNotice labels={conflicts.map((field) => fieldLabel(field, t.titleLabel))} />}

        {mutation.error && !errorOnField && <ErrorAlert title={f.saveError}>{mutation.error.message}</ErrorAlert>}

        <div className={classes.actions}>
          <Group gap="sm">
            <Button type="submit" loading={mutation.isPending} disabled={item !== undefined && !form.formState.isDirty}>
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
