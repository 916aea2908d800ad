'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { useAction } from '@/lib/ui/useAction';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import { requestPasswordReset } from '../actions';
import { type ForgotPasswordValues, forgotPasswordSchema } from '../schemas';

/**
 * «Забыли пароль?»: `POST /auth/users/reset_password/ {email}`. The server answers the same whether the account
 * exists or not (djoser), so the confirmation says a link was sent *if* it does.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const form = useForm<ForgotPasswordValues>({
    mode: 'all',
    resolver: valibotResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });
  const mutation = useAction(requestPasswordReset);
  // A double submit sends one e-mail.
  const once = useSingleFlight();

  const back = (
    <Anchor component="button" type="button" ta="center" onClick={onBack}>
      {ru.forgotPassword.back}
    </Anchor>
  );

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {ru.forgotPassword.title}
        </Title>
        <Text role="status">{ru.forgotPassword.sent(mutation.variables ?? '')}</Text>
        {back}
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={once(form.handleSubmit((values) => mutation.mutate(values.email)))}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {ru.forgotPassword.title}
        </Title>
        <Text c="dimmed">{ru.forgotPassword.text}</Text>
        <TextInput
          label={ru.forgotPassword.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={visibleError(form.formState, 'email')}
          {...form.register('email')}
        />
        {mutation.error && (
          <Alert color="alert" role="alert" variant="light">
            {mutation.error.message}
          </Alert>
        )}
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending}>
          {ru.forgotPassword.submit}
        </Button>
        {back}
      </Stack>
    </form>
  );
}
