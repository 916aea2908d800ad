'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { visibleError } from '@/lib/ui/form';
import { PasswordInput } from '@/lib/ui/PasswordInput';
import { useKeepTypedBeforeHydration } from '@/lib/ui/prerendered';
import { useAccountLink } from '@/lib/ui/useAccountLink';
import { useAction } from '@/lib/ui/useAction';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import { confirmPasswordReset } from './actions';
import { type NewPasswordValues, newPasswordSchema } from './schemas';
import { serverDetail } from './server-detail';

/**
 * A second line under «Произошла ошибка!» when the server said why without a `detail` (ours; the spec's line
 * stays as it is): a bad or used link, a password the server refused, or no connection.
 */
function failureHint(error: { status: number; message: string; fieldErrors: Record<string, string[]> }): string | null {
  if (error.fieldErrors.token || error.fieldErrors.uid) return ru.passwordReset.tokenInvalid;
  const passwordErrors = error.fieldErrors.newPassword ?? error.fieldErrors.new_password;
  if (passwordErrors) return passwordErrors.join(' ');
  if (error.status === 0) return error.message;
  return null;
}

const FORM_NAME = 'password-reset';

/**
 * `/password-reset/<uid>/<token>` (SPEC §2, §5): a new password twice, each with a show/hide toggle;
 * «Сохранить» is disabled until the form changed and while an error exists; messages show for touched fields.
 */
export function PasswordResetPage() {
  const link = useAccountLink('password-reset');
  const form = useForm<NewPasswordValues>({
    mode: 'all',
    resolver: valibotResolver(newPasswordSchema),
    defaultValues: { password: '', repeat: '' },
  });
  // The form is in the exported HTML: what is typed before hydration stays («Сохранить», disabled until the form
  // changed, cannot submit it natively meanwhile).
  useKeepTypedBeforeHydration(form, FORM_NAME, ['password', 'repeat']);
  const mutation = useAction(confirmPasswordReset);
  // A double submit sends the link's token once (a second use of it would be refused).
  const once = useSingleFlight();
  const { isDirty, isValid } = form.formState;

  const toLogin = (
    <Anchor component={Link} href={paths.home()} ta="center">
      {ru.passwordReset.toLogin}
    </Anchor>
  );

  if (mutation.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {ru.passwordReset.title}
        </Title>
        <Text role="status" size="lg">
          {ru.passwordReset.success}
        </Text>
        {toLogin}
      </Stack>
    );
  }

  const hint = mutation.error ? failureHint(mutation.error) : null;

  return (
    <form
      name={FORM_NAME}
      noValidate
      onSubmit={once(
        form.handleSubmit((values) =>
          mutation.mutate({ uid: link?.uid ?? '', token: link?.token ?? '', newPassword: values.password }),
        ),
      )}
    >
      <Stack gap="md">
        <Title order={1} size="h2">
          {ru.passwordReset.title}
        </Title>
        <PasswordInput
          label={ru.passwordReset.newPassword}
          autoComplete="new-password"
          error={visibleError(form.formState, 'password')}
          {...form.register('password', { deps: ['repeat'] })}
        />
        <PasswordInput
          label={ru.passwordReset.repeatPassword}
          autoComplete="new-password"
          error={visibleError(form.formState, 'repeat')}
          {...form.register('repeat')}
        />
        {(mutation.error || link === null) && (
          <Alert
            color="alert"
            role="alert"
            variant="light"
            title={serverDetail(mutation.error) ?? ru.passwordReset.failure}
          >
            {link === null ? ru.passwordReset.tokenInvalid : hint}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!isDirty || !isValid || link === null}
          loading={mutation.isPending}
        >
          {ru.passwordReset.submit}
        </Button>
        {toLogin}
      </Stack>
    </form>
  );
}
