'use client';

import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LeaveGuard } from '@/lib/ui/LeaveGuard';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { ProfileForm } from './components/ProfileForm';

/** The user's profile: own fields and password change. Leaving with either form changed asks first (LeaveGuard). */
export function ProfilePage() {
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{ru.profile.title}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper p="lg" radius="md" withBorder>
          <ProfileForm onDirtyChange={setProfileDirty} />
        </Paper>
        <Paper p="lg" radius="md" withBorder>
          <ChangePasswordForm onDirtyChange={setPasswordDirty} />
        </Paper>
      </SimpleGrid>
      <LeaveGuard active={profileDirty || passwordDirty} texts={ru.common.discard} />
    </Stack>
  );
}
