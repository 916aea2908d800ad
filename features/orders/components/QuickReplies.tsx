'use client';

import { Button, Group, Menu, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageBolt, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { useQuickReplies } from '../hooks/useQuickReplies';
import {
  DEFAULT_QUICK_REPLIES,
  fillReply,
  REPLY_LANGUAGES,
  type QuickReplies as Replies,
  type ReplyLanguage,
  type ReplyValues,
  repliesFromLines,
} from '../model/quick-replies';

const t = ru.orders.quickReplies;

/** The editor of the list (administrators): one reply per line, per language; kept in this browser, as it says. */
function QuickRepliesEditor({
  opened,
  replies,
  onSave,
  onClose,
}: {
  opened: boolean;
  replies: Replies;
  onSave: (replies: Replies) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => ({ ru: replies.ru.join('\n'), en: replies.en.join('\n') }));
  const guard = useDiscardGuard(onClose, ru.common.discard, { opened });
  const layer = useDialogLayer(opened);
  const dirty = draft.ru !== replies.ru.join('\n') || draft.en !== replies.en.join('\n');
  const { onDirtyChange } = guard;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <>
      <Modal opened={opened} {...layer} onClose={guard.requestClose} title={t.editTitle} size="lg" zIndex={300}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t.editHint}
          </Text>
          {REPLY_LANGUAGES.map((language) => (
            <Textarea
              key={language}
              label={t.languages[language]}
              description={t.perLine}
              autosize
              minRows={3}
              maxRows={10}
              value={draft[language]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((current) => ({ ...current, [language]: value }));
              }}
            />
          ))}
          <Text size="xs" c="dimmed">
            {t.storedHere}
          </Text>
          <Group justify="space-between">
            <Button
              variant="subtle"
              onClick={() =>
                setDraft({ ru: DEFAULT_QUICK_REPLIES.ru.join('\n'), en: DEFAULT_QUICK_REPLIES.en.join('\n') })
              }
            >
              {t.restore}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={guard.requestClose}>
                {t.cancel}
              </Button>
              <Button
                onClick={() => {
                  onSave({ ru: repliesFromLines(draft.ru), en: repliesFromLines(draft.en) });
                  notifications.show({ color: 'blue', message: t.saved });
                  guard.closeSaved();
                }}
              >
                {t.save}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <LazyConfirmDialog {...guard.dialog} zIndex={400} />
    </>
  );
}

/**
 * «Быстрые ответы» beside the reply box: the hotel's ready replies, the guest's language first, each filled from the
 * order (the guest's name, the room, the service) and put into the box with one tap, where it stays editable before
 * it is sent. Administrators edit the list («Изменить ответы»).
 */
export function QuickReplies({
  hotelId,
  language,
  values,
  canEdit,
  onInsert,
}: {
  hotelId: number;
  /** The language to offer first (the guest's). */
  language: ReplyLanguage;
  values: ReplyValues;
  canEdit: boolean;
  onInsert: (text: string) => void;
}) {
  const [replies, setReplies] = useQuickReplies(hotelId);
  const [editing, setEditing] = useState(false);
  // Controlled, so a picked reply keeps the focus in the reply box: closed by a pick, the menu does not give the
  // focus back to its button (Escape and an outside click still do).
  const [opened, setOpened] = useState(false);
  const [returnFocus, setReturnFocus] = useState(true);
  const pick = (text: string) => {
    setReturnFocus(false);
    setOpened(false);
    onInsert(text);
  };
  const languages = [language, ...REPLY_LANGUAGES.filter((other) => other !== language)];

  return (
    <>
      <Menu
        opened={opened}
        onChange={(next) => {
          if (next) setReturnFocus(true);
          setOpened(next);
        }}
        returnFocus={returnFocus}
        position="bottom-start"
        shadow="md"
        width={360}
        withinPortal
        zIndex={250}
      >
        <Menu.Target>
          <Button variant="light" size="sm" leftSection={<IconMessageBolt size={16} stroke={1.8} aria-hidden />}>
            {t.button}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {languages.map((code) => (
            <div key={code}>
              <Menu.Label>{t.languages[code]}</Menu.Label>
              {replies[code].length === 0 && (
                <Text size="xs" c="dimmed" px="sm" pb="xs">
                  {t.none}
                </Text>
              )}
              {replies[code].map((template, index) => {
                const text = fillReply(template, values);
                return (
                  <Menu.Item key={index} onClick={() => pick(text)}>
                    <Text size="sm" lineClamp={2}>
                      {text}
                    </Text>
                  </Menu.Item>
                );
              })}
            </div>
          ))}
          {canEdit && (
            <>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconPencil size={16} stroke={1.8} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {t.edit}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {editing && (
        <QuickRepliesEditor opened={editing} replies={replies} onSave={setReplies} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
