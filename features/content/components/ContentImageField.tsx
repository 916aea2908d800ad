'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { ImageDropField } from '@/lib/ui/ImageDropField';
import type { ContentImage } from '../api';
import { imageFileError, type SharedFormInput } from '../schemas';

const f = ru.content.form;

interface ContentImageFieldProps {
  form: UseFormReturn<SharedFormInput>;
  /** The saved item's image, which can come back after a removal or a replacement until the save. */
  saved: ContentImage | null;
  /** The image's description while the title is empty (the kind's «new item»). */
  untitled: string;
}

/** An item's one image: the saved one, a picked file (checked here first), or none. */
export function ContentImageField({ form, saved, untitled }: ContentImageFieldProps) {
  return (
    <Controller
      control={form.control}
      name="image"
      render={({ field: { value, onChange } }) => (
        <ImageDropField
          src={value?.kind === 'current' ? value.image.url : null}
          file={value?.kind === 'file' ? value.file : null}
          // Checked at once with the form's rule: a file the server would refuse never gets into the form.
          onPick={(file) => {
            const problem = imageFileError(file);
            if (problem) form.setError('image', { type: 'manual', message: problem });
            else onChange({ kind: 'file', file });
          }}
          onRemove={() => onChange(null)}
          // The saved image can come back after a removal or a replacement, until the save.
          onRestore={saved && value?.kind !== 'current' ? () => onChange({ kind: 'current', image: saved }) : undefined}
          hint={f.imageHint}
          newFile={f.newImage}
          alt={f.imageAlt(form.getValues('title') || untitled)}
          // Shown at once, touched or not: only a refused pick or the server puts an error here.
          error={form.formState.errors.image?.message}
        />
      )}
    />
  );
}
