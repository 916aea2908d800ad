'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { SPINNER_SIZE } from '@/lib/ui/FullScreenLoader';
import { useAccountLink } from '@/lib/ui/useAccountLink';
import { useActivateAccount } from './queries';

/**
 * `/activate/<uid>/<token>` (SPEC §2): activates the account once on opening, with a loader meanwhile, then
 * «Активация выполнена успешно!» or «Произошла ошибка при активации!», and a link to sign in.
 */
export function ActivationPage() {
  const link = useAccountLink('activate');
  const { mutate, isSuccess, isError } = useActivateAccount();
  // StrictMode runs effects twice in development; an activation link must be sent once.
  const sent = useRef(false);

  useEffect(() => {
    if (!link || sent.current) return;
    sent.current = true;
    mutate(link);
  }, [link, mutate]);

  const failed = isError || link === null;

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
        <Text role="alert" size="lg" c="alert">
          {ru.activation.failure}
        </Text>
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
