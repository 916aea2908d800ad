'use client';

import { Button } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { useSession } from '@/lib/session';
import { MessageScreen } from '@/lib/ui/ErrorScreen';

/**
 * A signed-in user who administers and manages no hotel: an explanation and a way out, not an empty shell. Signing
 * out is a secondary contained button (red, SPEC §9; docs/decisions/199-look-and-access.md).
 */
export function NoHotelsScreen() {
  const { logout } = useSession();
  return (
    <MessageScreen
      title={ru.noHotels.title}
      text={ru.noHotels.text}
      action={
        <Button size="lg" color="alert" onClick={logout}>
          {ru.noHotels.logout}
        </Button>
      }
    />
  );
}
