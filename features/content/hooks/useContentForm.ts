'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { ContentItemOf, ContentKind } from '../api';
import { EDITORS, type FormInputOf, type FormOutputOf, payloadOf } from '../model/editors';
import type { KindDescriptor } from '../model/kinds';
import { useCreateItem, useUpdateItem } from '../queries';
import { imageChangeOf, type SharedFormInput } from '../schemas';

export interface UseContentFormOptions<K extends ContentKind> {
  descriptor: KindDescriptor<K>;
  /** The item to edit; none for a new one. */
  item: ContentItemOf[K] | undefined;
  /** A new item's category. */
  category: number | null;
  onSaved: (item: ContentItemOf[K]) => void;
  /** An edit that changes nothing closes the editor. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A content item's form of either kind: react-hook-form validating with the kind's valibot schema on change and
 * blur (`form`, and `shared`, the same form typed by the fields both kinds have); a new item created with one
 * request (multipart when it has an image), an edit sending only what changed; the server's field errors on their
 * fields (the image's on the picker, unfocused), fields a colleague changed meanwhile (`conflicts`), and `onSubmit`
 * single-flight.
 */
export function useContentForm<K extends ContentKind>({
  descriptor,
  item,
  category,
  onSaved,
  onCancel,
  onDirtyChange,
}: UseContentFormOptions<K>) {
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

  function save(values: FormOutputOf[K], onSettled: () => void) {
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

  return {
    form,
    shared,
    mutation,
    conflicts,
    onSubmit: once(form.handleSubmit((values) => settle((onSettled) => save(values, onSettled)))),
    /** The failure names a field, which shows it: nothing above the buttons. */
    errorOnField: hasFieldErrors(mutation.error, serverFields),
  };
}
