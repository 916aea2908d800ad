'use client';

import 'dayjs/locale/ru';
import '@mantine/dates/styles.css';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { FormSwitch } from '@/lib/ui/FormSwitch';
import { visibleError } from '@/lib/ui/form';
import { ImageDropField } from '@/lib/ui/ImageDropField';
import { LoadError } from '@/lib/ui/LoadError';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import { CTA_TYPES, type Landing } from '../api';
import { unsafeLinks } from '../model/markdown';
import { slugify } from '../model/slug';
import { type Zone, zoneOffsetLabel } from '../model/zone';
import { promoQueries, useCreateLanding, useUpdateLanding } from '../queries';
import {
  BODY_MAX_LENGTH,
  CTA_LABEL_MAX_LENGTH,
  CTA_URL_MAX_LENGTH,
  changedPayload,
  createLandingFormSchema,
  imageFileError,
  type LandingFormInput,
  type LandingSubmit,
  SERVER_FIELDS,
  SLUG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  toFormValues,
} from '../schemas';
import classes from './LandingForm.module.css';
import { LandingPreview } from './LandingPreview';

const f = ru.promo.form;
const e = ru.promo.editor;

type Tab = 'editor' | 'preview';

const WATCHED = [
  'title',
  'slug',
  'body',
  'ctaType',
  'ctaService',
  'ctaUrl',
  'ctaLabel',
  'publishFrom',
  'publishUntil',
  'isActive',
  'image',
  'removeImage',
] as const;

/** An object URL for a picked file's preview, revoked when the file changes or the form goes. */
function usePreviewUrl(file: File | null): string | null {
  const [entry, setEntry] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // The URL is a resource of the browser made here (not derived in render: StrictMode's second effect run would
    // find it revoked), so it reaches the render through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Until the effect has run for a new file, the previous file's URL (revoked by now) is not shown.
  return entry && entry.file === file ? entry.url : null;
}

export interface LandingFormProps {
  /** The server's copy of the landing to edit; none for a new one. */
  landing?: Landing;
  /** The hotel's time zone: the window is set on its wall clock (null: the browser's). */
  zone: Zone;
  /** Saved (created or updated): the caller closes the editor. */
  onSaved: (landing: Landing) => void;
  onCancel: () => void;
  /** Asks to delete the saved landing (the caller confirms). */
  onDelete?: () => void;
  /** Whether the form holds changes not saved yet (to ask before closing). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The fields stored on the landing (the image is its own change), each named by its label in a clash notice. */
const STORED_FIELD_LABELS = {
  title: f.titleLabel,
  slug: f.slug,
  body: f.body,
  ctaType: f.ctaType,
  ctaService: f.ctaService,
  ctaUrl: f.ctaUrl,
  ctaLabel: f.ctaLabel,
  publishFrom: f.publishFrom,
  publishUntil: f.publishUntil,
  isActive: f.isActive,
} as const satisfies Partial<Record<keyof LandingFormInput, string>>;
const STORED_FIELDS = Object.keys(STORED_FIELD_LABELS) as (keyof typeof STORED_FIELD_LABELS)[];

/**
 * A landing's fields on the left and, on the right, a live preview of how the guest app shows it; on phones the
 * two are tabs. react-hook-form validates with the valibot schema on change and blur; the server's field errors
 * land on their fields (the editor tab comes forward for them), anything else above the buttons; a failed save
 * keeps everything typed, the picked image too.
 */
export function LandingForm({ landing, zone, onSaved, onCancel, onDelete, onDirtyChange }: LandingFormProps) {
  const schema = useMemo(() => createLandingFormSchema(zone), [zone]);
  const form = useForm<LandingFormInput, unknown, LandingSubmit>({
    mode: 'all',
    // Every rule runs at once (the resolver stops at the first failing one otherwise), so the button's and the
    // window's rules speak up even while the title is still empty.
    criteriaMode: 'all',
    resolver: valibotResolver(schema),
    defaultValues: toFormValues(landing, zone),
  });
  const city = useAuthenticatedSession().activeHotel?.city ?? '';
  const create = useCreateLanding();
  const update = useUpdateLanding();
  const mutation = landing ? update : create;
  const services = useQuery(promoQueries.services());
  const narrow = useNarrowScreen();
  const [tab, setTab] = useState<Tab>('editor');
  const tabsId = useId();
  const bodyCountId = useId();
  const { isDirty, errors } = form.formState;
  // The landing refetched under the open form: untouched fields follow it, a field changed here and there is named.
  const server = useMemo(() => toFormValues(landing, zone), [landing, zone]);
  const conflicts = useRemoteChanges({
    form,
    server,
    fields: STORED_FIELDS,
    paused: landing === undefined || mutation.isPending,
  });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const [
    title,
    slug,
    body,
    ctaType,
    ctaService,
    ctaUrl,
    ctaLabel,
    publishFrom,
    publishUntil,
    isActive,
    image,
    removeImage,
  ] = useWatch({
    control: form.control,
    name: WATCHED,
  });
  const fileUrl = usePreviewUrl(image);
  const savedSrc = !removeImage && landing?.image ? landing.image.url : null;
  const imageSrc = image ? fileUrl : savedSrc;
  const serviceName = services.data?.find((service) => String(service.id) === ctaService)?.name ?? null;
  const predictedSlug = title.trim() === '' ? null : slugify(title);
  const badLinks = unsafeLinks(body);

  function pickImage(file: File) {
    const problem = imageFileError(file);
    if (problem) {
      form.setError('image', { type: 'file', message: problem });
      return;
    }
    form.clearErrors('image');
    form.setValue('image', file, { shouldDirty: true, shouldValidate: true });
  }

  function removeImageNow() {
    form.clearErrors('image');
    form.setValue('image', null, { shouldDirty: true });
    if (landing?.image) form.setValue('removeImage', true, { shouldDirty: true });
  }

  function showServerErrors(error: ApiError) {
    if (hasFieldErrors(error, SERVER_FIELDS)) setTab('editor');
    applyServerErrors(form, error, { fields: SERVER_FIELDS });
  }

  function onSubmit(submit: LandingSubmit, onSettled: () => void) {
    const done = (saved: Landing, message: string) => {
      notifications.show({ color: 'blue', message });
      form.reset(toFormValues(saved, zone));
      onSaved(saved);
    };
    if (landing) {
      // Only what changed: fields the backend did not send stay as they are on the server.
      const payload = changedPayload(submit.payload, form.formState.dirtyFields);
      update.mutate(
        { id: landing.id, payload, image: submit.image },
        { onSuccess: (saved) => done(saved, f.saved(saved.title)), onError: showServerErrors, onSettled },
      );
    } else {
      create.mutate(submit, {
        onSuccess: (saved) => done(saved, f.created(saved.title)),
        onError: showServerErrors,
        onSettled,
      });
    }
  }
  const once = useSingleFlight();

  // Invalid on submit: the fields are in the editor tab, which comes forward to show them.
  function onInvalid() {
    setTab('editor');
  }

  const errorOnField = hasFieldErrors(mutation.error, SERVER_FIELDS);
  const panelProps = (value: Tab) =>
    narrow
      ? {
          id: `${tabsId}-panel-${value}`,
          role: 'tabpanel',
          'aria-labelledby': `${tabsId}-tab-${value}`,
          hidden: tab !== value,
        }
      : {};

  const serviceOptions = (services.data ?? []).map((service) => ({
    value: String(service.id),
    label: service.isActive ? service.name : f.ctaServiceInactive(service.name),
  }));

  return (
    <form
      noValidate
      onSubmit={once(form.handleSubmit((submit) => settle((onSettled) => onSubmit(submit, onSettled)), onInvalid))}
      className={classes.form}
    >
      {narrow && (
        <Tabs
          id={tabsId}
          value={tab}
          onChange={(value) => setTab(value === 'preview' ? 'preview' : 'editor')}
          className={classes.tabs}
        >
          <Tabs.List grow aria-label={e.tabs}>
            <Tabs.Tab value="editor">{e.tabEditor}</Tabs.Tab>
            <Tabs.Tab value="preview">{e.tabPreview}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      <div className={classes.columns}>
        <div className={classes.fields} {...panelProps('editor')}>
          <section className={classes.section}>
            <Title order={3} className={classes.sectionTitle}>
              {f.main}
            </Title>
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
              description={
                slug.trim() === '' ? (predictedSlug ? f.slugAuto(predictedSlug) : f.slugAutoEmpty) : f.slugHint
              }
              maxLength={SLUG_MAX_LENGTH}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              classNames={{ input: classes.slugInput }}
              error={visibleError(form.formState, 'slug')}
              {...form.register('slug')}
            />
            <div>
              <Textarea
                label={f.body}
                placeholder={f.bodyPlaceholder}
                description={f.bodyHint}
                autosize
                minRows={6}
                maxRows={18}
                aria-describedby={bodyCountId}
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
                <Text
                  fz="xs"
                  c={body.length > BODY_MAX_LENGTH ? 'error' : 'dimmed'}
                  id={bodyCountId}
                  className={classes.count}
                >
                  {f.bodyCount(body.length, BODY_MAX_LENGTH)}
                </Text>
              </div>
            </div>
            <ImageDropField
              src={savedSrc}
              file={image}
              onPick={pickImage}
              onRemove={removeImageNow}
              hint={f.imageHint}
              newFile={f.imageNew}
              error={errors.image?.message}
            />
          </section>

          <section className={classes.section}>
            <Title order={3} className={classes.sectionTitle}>
              {f.cta}
            </Title>
            <Controller
              control={form.control}
              name="ctaType"
              render={({ field }) => (
                <SegmentedControl
                  aria-label={f.ctaType}
                  data={CTA_TYPES.map((type) => ({ value: type, label: f.ctaTypes[type] }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  className={classes.segments}
                  fullWidth
                />
              )}
            />
            {ctaType === 'service' &&
              (services.isError ? (
                <LoadError
                  title={f.ctaServicesError}
                  message={services.error.message}
                  onRetry={() => void services.refetch()}
                  retrying={services.isFetching}
                />
              ) : (
                <Controller
                  control={form.control}
                  name="ctaService"
                  render={({ field }) => (
                    <Select
                      label={f.ctaService}
                      placeholder={services.isPending ? ru.common.loading : f.ctaServicePlaceholder}
                      required
                      searchable
                      data={serviceOptions}
                      value={field.value}
                      onChange={(value) => field.onChange(value)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      disabled={services.isPending}
                      error={visibleError(form.formState, 'ctaService')}
                      nothingFoundMessage={ru.promo.emptyFilteredTitle}
                      comboboxProps={{ shadow: 'md', zIndex: 400 }}
                    />
                  )}
                />
              ))}
            {ctaType === 'link' && (
              <TextInput
                label={f.ctaUrl}
                placeholder={f.ctaUrlPlaceholder}
                required
                type="url"
                inputMode="url"
                maxLength={CTA_URL_MAX_LENGTH}
                error={visibleError(form.formState, 'ctaUrl')}
                {...form.register('ctaUrl')}
              />
            )}
            {ctaType !== 'none' && (
              <TextInput
                label={f.ctaLabel}
                placeholder={f.ctaLabelPlaceholder}
                required
                maxLength={CTA_LABEL_MAX_LENGTH}
                error={visibleError(form.formState, 'ctaLabel')}
                {...form.register('ctaLabel')}
              />
            )}
          </section>

          <section className={classes.section}>
            <div>
              <Title order={3} className={classes.sectionTitle}>
                {f.window}
              </Title>
              <Text fz="xs" c="dimmed" mt={2}>
                {zone === null ? f.windowZoneBrowser : f.windowZone(city, zoneOffsetLabel(zone) ?? zone)}
              </Text>
            </div>
            <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                {(['publishFrom', 'publishUntil'] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <DateTimePicker
                        label={f[name]}
                        placeholder={name === 'publishFrom' ? f.publishFromPlaceholder : f.publishUntilPlaceholder}
                        valueFormat="D MMMM YYYY, HH:mm"
                        clearable
                        clearButtonProps={{ 'aria-label': f.clearDate }}
                        value={field.value}
                        onChange={(value) => field.onChange(value)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        error={visibleError(form.formState, name)}
                        popoverProps={{ zIndex: 400 }}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
            </DatesProvider>
            <FormSwitch form={form} name="isActive" label={f.isActive} description={f.isActiveHint} />
          </section>
        </div>

        <div className={classes.preview} {...panelProps('preview')}>
          <LandingPreview
            title={title}
            body={body}
            imageSrc={imageSrc}
            ctaType={ctaType}
            ctaLabel={ctaLabel}
            serviceName={serviceName}
            ctaUrl={ctaUrl}
            publishFrom={publishFrom}
            publishUntil={publishUntil}
            zone={zone}
            isActive={isActive}
          />
        </div>
      </div>

      <div className={classes.footer}>
        {mutation.error && !errorOnField && (
          <ErrorAlert title={f.saveError} className={classes.alert}>
            {mutation.error.message}
          </ErrorAlert>
        )}
        <div className={classes.actions}>
          <RemoteChangeNotice labels={conflicts.map((field) => STORED_FIELD_LABELS[field])} />
          <Group gap="sm">
            <Button type="submit" loading={mutation.isPending} disabled={landing !== undefined && !isDirty}>
              {landing ? f.save : f.create}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {f.cancel}
            </Button>
          </Group>
          {landing && onDelete && (
            <Button variant="subtle" color="alert" onClick={onDelete}>
              {f.delete}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
