'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { changedPayload } from '@/lib/forms/changed';
import { useRemoteChanges } from '@/lib/forms/useRemoteChanges';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { visibleError } from '@/lib/ui/form';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import { applyServerErrors, hasFieldErrors } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { ProfilePatch } from '../api';
import { useUpdateProfile } from '../queries';
import { type ProfileFormValues, profileFormSchema } from '../schemas';

const FIELDS = ['firstName', 'lastName', 'phone'] as const;

/** The user's own fields: saved only when changed, server errors on their fields, then the session reloads. */
export function ProfileForm({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { user, reload } = useAuthenticatedSession();
  const stored = useMemo(
    () => ({ firstName: user.firstName, lastName: user.lastName, phone: user.phone }),
    [user.firstName, user.lastName, user.phone],
  );
  const form = useForm<ProfileFormValues>({
    mode: 'all',
    resolver: valibotResolver(profileFormSchema),
    defaultValues: stored,
  });
  const mutation = useUpdateProfile();
  const { isDirty, isValid, dirtyFields } = form.formState;
  // The session reloaded with other values (a save in another tab): untouched fields follow, a clash is named.
  const conflicts = useRemoteChanges({ form, server: stored, fields: FIELDS, paused: mutation.isPending });
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // One save per click, however fast the second comes.
  const once = useSingleFlight();

  function onSubmit(values: ProfileFormValues) {
    const patch: ProfilePatch = changedPayload(values, dirtyFields);
    return settle((onSettled) =>
      mutation.mutate(patch, {
        onSettled,
        onSuccess: (profile) => {
          form.reset({ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone });
          notifications.show({ message: ru.profile.saved, color: 'blue' });
          void reload();
        },
        onError: (error) => applyServerErrors(form, error, { fields: FIELDS }),
      }),
    );
  }

  const fieldErrorShown = hasFieldErrors(mutation.error, FIELDS);

  return (
    <form noValidate onSubmit={once(form.handleSubmit(onSubmit))}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {ru.profile.personal}
        </Title>
        <TextInput label={ru.profile.email} value={user.email} readOnly disabled />
        <TextInput
          label={ru.profile.firstName}
          autoComplete="given-name"
          error={visibleError(form.formState, 'firstName')}
          {...form.register('firstName')}
        />
        <TextInput
          label={ru.profile.lastName}
          autoComplete="family-name"
          error={visibleError(form.formState, 'lastName')}
          {...form.register('lastName')}
        />
        <TextInput
          label={ru.profile.phone}
          type="tel"
          autoComplete="tel"
          error={visibleError(form.formState, 'phone')}
          {...form.register('phone')}
        />
        {mutation.error && !fieldErrorShown && (
          <Alert color="alert" role="alert" variant="light">
            {mutation.error.message}
          </Alert>
        )}
        <RemoteChangeNotice labels={conflicts.map((field) => ru.profile[field])} />
        <Group>
          <Button type="submit" disabled={!isDirty || !isValid} loading={mutation.isPending}>
            {ru.profile.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
