'use client';

import { Text, Textarea, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { slugify } from '@/lib/translit';
import { visibleError } from '@/lib/ui/form';
import { ImageDropField } from '@/lib/ui/ImageDropField';
import type { Landing } from '../api';
import type { LandingFormApi } from '../hooks/useLandingForm';
import { unsafeLinks } from '../model/markdown';
import { BODY_MAX_LENGTH, imageFileError, SLUG_MAX_LENGTH, TITLE_MAX_LENGTH } from '../schemas';
import classes from './LandingForm.module.css';

const f = ru.promo.form;

interface SectionProps {
  form: LandingFormApi;
  /** The saved landing; none for a new one. */
  landing: Landing | undefined;
}

/** The title, and the address made from it unless one is typed. */
function TitleAndSlug({ form, landing }: SectionProps) {
  const [title, slug] = useWatch({ control: form.control, name: ['title', 'slug'] });
  const predictedSlug = title.trim() === '' ? null : slugify(title);
  return (
    <>
      <TextInput
        label={f.titleLabel}
        placeholder={f.titlePlaceholder}
        required
        maxLength={TITLE_MAX_LENGTH}
        error={visibleError(form.formState, 'title')}
        data-autofocus={landing ? undefined : true}
        {...form.register('title')}
      />
      <TextInput
        label={f.slug}
        placeholder={predictedSlug ?? undefined}
        description={slug.trim() === '' ? (predictedSlug ? f.slugAuto(predictedSlug) : f.slugAutoEmpty) : f.slugHint}
        maxLength={SLUG_MAX_LENGTH}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        classNames={{ input: classes.slugInput }}
        error={visibleError(form.formState, 'slug')}
        {...form.register('slug')}
      />
    </>
  );
}

/** The Markdown text, with its unsafe links named and its length counted under it. */
function BodyField({ form }: Pick<SectionProps, 'form'>) {
  const body = useWatch({ control: form.control, name: 'body' });
  const countId = useId();
  const badLinks = unsafeLinks(body);
  return (
    <div>
      <Textarea
        label={f.body}
        placeholder={f.bodyPlaceholder}
        description={f.bodyHint}
        autosize
        minRows={6}
        maxRows={18}
        aria-describedby={countId}
        error={visibleError(form.formState, 'body')}
        {...form.register('body')}
      />
      <div className={classes.bodyMeta}>
        {badLinks.length > 0 ? (
          <Text fz="xs" c="orange.8" role="status">
            {f.unsafeLinks(badLinks.join(', '))}
          </Text>
        ) : (
          <span />
        )}
        <Text fz="xs" c={body.length > BODY_MAX_LENGTH ? 'error' : 'dimmed'} id={countId} className={classes.count}>
          {f.bodyCount(body.length, BODY_MAX_LENGTH)}
        </Text>
      </div>
    </div>
  );
}

/** The image: the saved one until it is removed or another is picked (checked here first). */
function ImageField({ form, landing }: SectionProps) {
  const [image, removeImage] = useWatch({ control: form.control, name: ['image', 'removeImage'] });

  function pick(file: File) {
    const problem = imageFileError(file);
    if (problem) {
      form.setError('image', { type: 'file', message: problem });
      return;
    }
    form.clearErrors('image');
    form.setValue('image', file, { shouldDirty: true, shouldValidate: true });
  }

  function remove() {
    form.clearErrors('image');
    form.setValue('image', null, { shouldDirty: true });
    if (landing?.image) form.setValue('removeImage', true, { shouldDirty: true });
  }

  return (
    <ImageDropField
      src={!removeImage && landing?.image ? landing.image.url : null}
      file={image}
      onPick={pick}
      onRemove={remove}
      hint={f.imageHint}
      newFile={f.imageNew}
      error={form.formState.errors.image?.message}
    />
  );
}

/** The landing form's first section, «Содержание»: the title, the address, the text and the image. */
export function LandingMainSection({ form, landing }: SectionProps) {
  return (
    <section className={classes.section}>
      <Title order={3} className={classes.sectionTitle}>
        {f.main}
      </Title>
      <TitleAndSlug form={form} landing={landing} />
      <BodyField form={form} />
      <ImageField form={form} landing={landing} />
    </section>
  );
}
