'use client';

import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { ProfileForm } from './components/ProfileForm';

/** The user's profile: own fields and password change. */
export function ProfilePage() {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{ru.profile.title}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper p="lg" radius="md" withBorder>
          <ProfileForm />
        </Paper>
        <Paper p="lg" radius="md" withBorder>
          <ChangePasswordForm />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
