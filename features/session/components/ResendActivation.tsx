'use client';

import { Button, Stack, Text } from '@mantine/core';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { useAction } from '@/lib/ui/useAction';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import { resendActivation } from '../actions';

/** What the answer of djoser's resend_activation means for the person who asked. */
function resendErrorText(error: ApiError, email: string): string {
  if (error.status === 429) return ru.login.throttled(error.retryAfter);
  const fieldMessage = error.fieldErrors.email?.[0];
  if (error.status === 400 && fieldMessage) return fieldMessage;
  // djoser 2.1's empty 400: `get_user(is_active=False)` found no account with this address.
  if (error.status === 400) return ru.login.resendNoInactiveAccount(email);
  return ru.login.resendFailed;
}

/**
 * «Отправить письмо ещё раз» under a refused sign-in: a new activation e-mail to the address of that attempt.
 * A sign-in cannot tell a wrong password from an account not activated yet (both are SimpleJWT's 401), so this is
 * offered after every 401; the answer says what happened. One request at a time: the button waits for the answer.
 */
export function ResendActivation({ email }: { email: string }) {
  const mutation = useAction(resendActivation);
  // A double click (both clicks before the button spins) sends one e-mail.
  const once = useSingleFlight();
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" size="sm" loading={mutation.isPending} onClick={once(() => mutation.mutate(email))}>
        {ru.login.resendActivation}
      </Button>
      {mutation.isSuccess && (
        <Text role="status" size="sm">
          {ru.login.resendSent(email)}
        </Text>
      )}
      {mutation.error && (
        <Text role="alert" size="sm" c="alert">
          {resendErrorText(mutation.error, email)}
        </Text>
      )}
    </Stack>
  );
}
