'use client';

import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { SPINNER_SIZE } from '@/lib/ui/FullScreenLoader';
import { useAccountLink } from '@/lib/ui/useAccountLink';
import { useAction } from '@/lib/ui/useAction';
import { activateAccount } from './actions';

/**
 * `/activate/<uid>/<token>` (SPEC §2): activates the account once on opening, with a loader meanwhile, then
 * «Активация выполнена успешно!» or «Произошла ошибка при активации!», and a link to sign in. A link opened a second
 * time also says that the account is already active.
 */
export function ActivationPage() {
  const link = useAccountLink('activate');
  const { mutate, isSuccess, isError, error } = useAction(activateAccount);
  // StrictMode runs effects twice in development; an activation link must be sent once.
  const sent = useRef(false);

  useEffect(() => {
    if (!link || sent.current) return;
    sent.current = true;
    void mutate(link);
  }, [link, mutate]);

  const failed = isError || link === null;
  // djoser answers an activation of an already active account with 403 «Stale token for given user.» (its only 403
  // here); the detail may arrive translated, so the status is what tells it apart.
  const alreadyActive = isError && error?.status === 403;

  return (
    <Stack gap="md" align="center" ta="center">
      <Title order={1} size="h2">
        {ru.activation.title}
      </Title>
      {isSuccess ? (
        <Text role="status" size="lg">
          {ru.activation.success}
        </Text>
      ) : failed ? (
        <Stack role="alert" gap="xs" align="center">
          <Text size="lg" c="alert">
            {ru.activation.failure}
          </Text>
          {alreadyActive && <Text>{ru.activation.alreadyActive}</Text>}
        </Stack>
      ) : (
        <Center role="status" aria-label={ru.activation.loading}>
          <Loader size={SPINNER_SIZE} />
        </Center>
      )}
      {(isSuccess || failed) && (
        <Anchor component={Link} href={paths.home()}>
          {ru.activation.toLogin}
        </Anchor>
      )}
    </Stack>
  );
}
