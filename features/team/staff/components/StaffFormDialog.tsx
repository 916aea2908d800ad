'use client';

import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { useTopLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { settle } from '@/lib/ui/useSingleFlight';
import type { StaffAccount } from '../../api';
import { useLatestAccount } from '../hooks/useLatestAccount';
import type { StaffFormOutput } from '../hooks/useStaffForm';
import { displayName } from '../model/format';
import { useAddStaff, useUpdateStaff } from '../queries';
import { changedFields } from '../schemas';
import { StaffForm } from './StaffForm';
import classes from './StaffFormDialog.module.css';
import type { PositionOptions } from './StaffPositionsField';

const t = ru.staff;

/** What the dialog is open for: a new account, or an existing one. */
export type StaffFormTarget = { kind: 'add' } | { kind: 'edit'; account: StaffAccount };

export interface StaffFormDialogProps {
  /** null: closed. */
  target: StaffFormTarget | null;
  selfId: number;
  positions: PositionOptions;
  onClose: () => void;
  /** An existing account was saved (the page refreshes the session when it is the user's own). */
  onSaved?: (account: StaffAccount) => void;
}

/** After an invitation: to whom the e-mail went and what the person does next. */
function Invited({ account, onAnother, onDone }: { account: StaffAccount; onAnother: () => void; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="blue" size={36} radius="xl" className={classes.icon}>
          <IconMail size={20} stroke={1.8} aria-hidden />
        </ThemeIcon>
        <Text fz="sm">{t.invited.text(displayName(account), account.email)}</Text>
      </Group>
      <List type="ordered" fz="sm" spacing="xs" className={classes.steps}>
        {t.invited.steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text fz="sm" c="dimmed">
        {t.invited.pending}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onAnother}>
          {t.invited.addAnother}
        </Button>
        <Button onClick={onDone} data-autofocus>
          {t.invited.done}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Adding a staff member (the invitation) or editing one, in a dialog — full screen on phones. After an invitation
 * the dialog says where the activation e-mail went and what the person does next; a notification says it too.
 * An edit sends only the changed fields. Closing it while something is typed (Escape, ×, a click outside, Back)
 * asks first (useDiscardGuard); focus goes back to what opened it (the page does that).
 */
export function StaffFormDialog({ target, selfId, positions, onClose, onSaved }: StaffFormDialogProps) {
  const narrow = useNarrowScreen();
  const add = useAddStaff();
  const update = useUpdateStaff();
  const [invited, setInvited] = useState<StaffAccount | null>(null);
  // A fresh form for each opening, and for «Добавить ещё».
  const [formKey, setFormKey] = useState(0);
  // Escape, ×, an outside click, «Отмена» and Back ask before dropping what was typed; Back closes the dialog.
  const guard = useDiscardGuard(onClose, ru.common.discard, { opened: target !== null, closeOnBack: true });
  const { markClean } = guard;
  // The last target stays in the dialog while it fades out; a new one starts afresh.
  const [shown, setShown] = useState<StaffFormTarget | null>(target);
  if (target !== null && target !== shown) {
    setShown(target);
    setInvited(null);
    setFormKey((key) => key + 1);
  }
  // A closed dialog forgets the last failure, however it was closed (also by a hotel switch).
  const resetAdd = add.reset;
  const resetUpdate = update.reset;
  useEffect(() => {
    if (target !== null) return;
    resetAdd();
    resetUpdate();
  }, [target, resetAdd, resetUpdate]);

  const close = guard.requestClose;

  function another() {
    setInvited(null);
    markClean();
    setFormKey((key) => key + 1);
    add.reset();
  }

  const opened = shown?.kind === 'edit' ? shown.account : undefined;
  // The account as the lists have it now: the form follows a colleague's save, and the patch is what this user
  // changed against it.
  const account = useLatestAccount(opened);

  function submit(values: StaffFormOutput, onError: (error: ApiError) => void) {
    if ('email' in values) {
      return settle((onSettled) =>
        add.mutate(values, {
          // The dialog itself says so (t.invited), with what comes next: no toast repeats it.
          onSuccess: (created) => {
            setInvited(created);
            markClean();
          },
          onError,
          onSettled,
        }),
      );
    }
    if (!account) return;
    const patch = changedFields(account, values);
    if (Object.keys(patch).length === 0) {
      guard.closeSaved();
      return;
    }
    return settle((onSettled) =>
      update.mutate(
        { account, patch },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'blue', message: t.form.saved(displayName(saved)) });
            onSaved?.(saved);
            guard.closeSaved();
          },
          onError,
          onSettled,
        },
      ),
    );
  }

  const mutation = account ? update : add;
  let title: string = account ? t.form.editTitle : t.form.addTitle;
  if (invited) title = t.invited.title;

  const topLayer = useTopLayer(target !== null);
  return (
    <>
      <Modal
        opened={target !== null}
        closeOnEscape={topLayer}
        onClose={close}
        title={title}
        size="lg"
        radius="md"
        fullScreen={narrow}
        // The page puts the focus back on the row's menu button (or «Добавить»): the menu item that opened the
        // dialog is gone by the time it closes.
        returnFocus={false}
        closeButtonProps={{ 'aria-label': t.form.close }}
        classNames={{ title: classes.title }}
      >
        {invited ? (
          <Invited account={invited} onAnother={another} onDone={close} />
        ) : (
          shown && (
            <StaffForm
              key={`${shown.kind}-${account?.id ?? 'new'}-${formKey}`}
              account={opened}
              current={account}
              selfId={selfId}
              positions={positions}
              onSubmit={submit}
              pending={mutation.isPending}
              error={mutation.error}
              onCancel={close}
              onDirtyChange={guard.onDirtyChange}
            />
          )
        )}
      </Modal>
      <LazyConfirmDialog {...guard.dialog} />
    </>
  );
}
