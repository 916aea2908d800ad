'use client';

import { valibotResolver } from '@hookform/resolvers/valibot';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import type { Session, SessionEnd } from '@/lib/session';
import { visibleError } from '@/lib/ui/form';
import { PasswordInput } from '@/lib/ui/PasswordInput';
import { useHydrated, useKeepTypedBeforeHydration } from '@/lib/ui/prerendered';
import { useAction } from '@/lib/ui/useAction';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import { type LoginValues, loginSchema } from '../schemas';
import { ResendActivation } from './ResendActivation';

/**
 * The Russian message for a failed sign-in. The typed values stay in the form whatever the error. A throttled
 * attempt says how long to wait from `Retry-After`: the server's `detail` is prose in whatever language it speaks.
 */
function loginErrorText(error: { status: number; message: string; retryAfter?: number | null }): string {
  if (error.status === 401) return ru.login.invalidCredentials;
  if (error.status === 429) return ru.login.throttled(error.retryAfter ?? null);
  return error.message;
}

/** The form's name in the page: what was typed into the prerendered form before hydration is read back by it. */
const FORM_NAME = 'sign-in';

/**
 * Email and password, «Войти». Signs in through the session, which then shows the page asked for.
 *
 * It is in the exported HTML (SessionGate): what is typed before the page is hydrated stays, and «Войти» is
 * disabled until then, so that neither the button nor Enter can submit the form natively (credentials in the address).
 * «Забыли пароль?» too: a click before hydration would have no handler to answer it and be lost.
 */
export function LoginForm({
  initialValues = { email: '', password: '' },
  onForgotPassword,
  login,
  ended,
}: {
  /** What was typed before the user visited «Забыли пароль?» and came back. */
  initialValues?: LoginValues;
  onForgotPassword: (values: LoginValues) => void;
  /** Signs in (the session's `login`); rejects with the call's ApiError. */
  login: Session['login'];
  /** Why the last session ended on its own (the session's `ended`). */
  ended: SessionEnd | null;
}) {
  const hydrated = useHydrated();
  const form = useForm<LoginValues>({
    mode: 'all',
    resolver: valibotResolver(loginSchema),
    // The email of a sign-in whose session could not start (the form was replaced by the spinner meanwhile).
    defaultValues: { ...initialValues, email: initialValues.email || (ended?.email ?? '') },
  });
  useKeepTypedBeforeHydration(form, FORM_NAME, ['email', 'password']);
  const signIn = useCallback((values: LoginValues) => login(values.email, values.password), [login]);
  const mutation = useAction(signIn);
  // A double submit (Enter twice, a double click on «Войти») signs in once.
  const once = useSingleFlight();
  // Why the last session ended (a sign-in whose user could not be read ends one too), else why this attempt failed.
  const problem = ended?.reason ?? (mutation.error ? loginErrorText(mutation.error) : null);
  // The address of a sign-in refused with 401: a wrong password or an account not activated yet, which SimpleJWT
  // does not tell apart (docs/decisions/202-sign-in-session-and-errors.md).
  const refusedEmail = !ended && mutation.error?.status === 401 ? (mutation.variables?.email ?? null) : null;

  return (
    <form name={FORM_NAME} noValidate onSubmit={once(form.handleSubmit((values) => mutation.mutate(values)))}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {ru.login.title}
        </Title>
        <TextInput
          label={ru.login.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={visibleError(form.formState, 'email')}
          {...form.register('email')}
        />
        <PasswordInput
          label={ru.login.password}
          autoComplete="current-password"
          error={visibleError(form.formState, 'password')}
          {...form.register('password')}
        />
        {problem !== null && (
          <Alert color="alert" role="alert" variant="light">
            {problem}
            {refusedEmail !== null && <Text size="sm">{ru.login.notActivatedHint}</Text>}
          </Alert>
        )}
        {/* Keyed by the address, so a refusal of another address starts with a fresh button. */}
        {refusedEmail !== null && <ResendActivation key={refusedEmail} email={refusedEmail} />}
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending} disabled={!hydrated}>
          {ru.login.submit}
        </Button>
        <Anchor
          component="button"
          type="button"
          ta="center"
          disabled={!hydrated}
          onClick={() => onForgotPassword(form.getValues())}
        >
          {ru.login.forgotPassword}
        </Anchor>
      </Stack>
    </form>
  );
}
