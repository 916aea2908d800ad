'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { PasswordInput } from '@/lib/ui/PasswordInput';
import { applyServerErrors, hasFieldErrors, type ServerFields } from '@/lib/ui/server-errors';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import { useSetPassword } from '../queries';
import { type ChangePasswordValues, changePasswordSchema } from '../schemas';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', repeat: '' };

/** djoser's set_password keys (camelCase, or snake_case from a backend without the camelCase renderer). */
const SERVER_FIELDS: ServerFields<ChangePasswordValues> = {
  currentPassword: 'currentPassword',
  current_password: 'currentPassword',
  newPassword: 'password',
  new_password: 'password',
};

/** Password change in the profile: the same rules and toggles as the reset screen, plus the current password. */
export function ChangePasswordForm({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const form = useForm<ChangePasswordValues>({
    mode: 'all',
    resolver: valibotResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const mutation = useSetPassword();
  const { isDirty, isValid } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // One save per click, however fast the second comes.
  const once = useSingleFlight();

  function onSubmit(values: ChangePasswordValues) {
    return settle((onSettled) =>
      mutation.mutate(
        { currentPassword: values.currentPassword, newPassword: values.password },
        {
          onSettled,
          onSuccess: () => {
            form.reset(EMPTY);
            notifications.show({ message: ru.profile.passwordChanged, color: 'blue' });
          },
          onError: (error) => applyServerErrors(form, error, { fields: SERVER_FIELDS }),
        },
      ),
    );
  }

  const fieldError = hasFieldErrors(mutation.error, SERVER_FIELDS);

  return (
    <form noValidate onSubmit={once(form.handleSubmit(onSubmit))}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {ru.profile.passwordTitle}
        </Title>
        <PasswordInput
          label={ru.profile.currentPassword}
          autoComplete="current-password"
          error={visibleError(form.formState, 'currentPassword')}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label={ru.profile.newPassword}
          autoComplete="new-password"
          error={visibleError(form.formState, 'password')}
          {...form.register('password', { deps: ['repeat'] })}
        />
        <PasswordInput
          label={ru.profile.repeatPassword}
          autoComplete="new-password"
          error={visibleError(form.formState, 'repeat')}
          {...form.register('repeat')}
        />
        {mutation.error && !fieldError && (
          <Alert color="alert" role="alert" variant="light">
            {mutation.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!isDirty || !isValid} loading={mutation.isPending}>
            {ru.profile.changePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
