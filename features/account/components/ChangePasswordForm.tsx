'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { PasswordInput } from '@/lib/ui/PasswordInput';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import { useSetPassword } from '../queries';
import { type ChangePasswordValues, changePasswordSchema } from '../schemas';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', repeat: '' };

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
          onError: (error) => {
            const current = error.fieldErrors.currentPassword ?? error.fieldErrors.current_password;
            if (current)
              form.setError('currentPassword', { type: 'server', message: current.join(' ') }, { shouldFocus: true });
            const next = error.fieldErrors.newPassword ?? error.fieldErrors.new_password;
            if (next) form.setError('password', { type: 'server', message: next.join(' ') });
          },
        },
      ),
    );
  }

  const fieldError = mutation.error && Object.keys(mutation.error.fieldErrors).some((key) => /password/i.test(key));

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
