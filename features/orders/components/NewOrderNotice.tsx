'use client';

import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import * as ru from '@/lib/i18n/ru';

/** The answers of the desktop-notification question a notice may carry. */
export interface DesktopPrompt {
  onAllow: () => void;
  onLater: () => void;
}

/**
 * The message of a new-order notification (hooks/useOrderAnnouncements.tsx): what came, a link to it, and while
 * `prompt` is given the desktop-notification question with its reason.
 */
export function NewOrderNotice({
  body,
  href,
  label,
  onOpen,
  prompt,
}: {
  body: string;
  href: string;
  label: string;
  /** A plain click on the link (the notification's own, not a new tab's). */
  onOpen: () => void;
  prompt: DesktopPrompt | null;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{body}</Text>
      <Anchor
        href={href}
        size="sm"
        fw={500}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          // A plain click stays in the app; Ctrl/⌘/Shift/middle click opens a tab as a link does.
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          onOpen();
        }}
      >
        {label}
      </Anchor>
      {prompt && (
        <div role="group" aria-label={ru.ordersLive.promptTitle}>
          <Text size="xs" fw={500} mt={6}>
            {ru.ordersLive.promptTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {ru.ordersLive.desktopWhy}
          </Text>
          <Group gap="xs" mt={6}>
            <Button size="compact-xs" onClick={prompt.onAllow}>
              {ru.ordersLive.desktopAllow}
            </Button>
            <Button size="compact-xs" variant="default" onClick={prompt.onLater}>
              {ru.ordersLive.desktopLater}
            </Button>
          </Group>
        </div>
      )}
    </Stack>
  );
}
