import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';

/** A full-screen message with a title, a text and one action (errors, not found). */
export function MessageScreen({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Center>
  );
}

/** The screen of an unexpected error: a reload is the only safe action left. */
export function ErrorScreen() {
  return (
    <MessageScreen
      title={ru.errorScreen.title}
      text={ru.errorScreen.text}
      action={
        <Button size="lg" onClick={() => window.location.reload()}>
          {ru.errorScreen.reload}
        </Button>
      }
    />
  );
}
