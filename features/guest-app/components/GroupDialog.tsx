'use client';

import { Group, Modal, Skeleton, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { DialogSuspense } from '@/lib/ui/DialogSuspense';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { useDialogLayer } from '@/lib/ui/useDialogLayer';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import classes from './GroupDialog.module.css';

/** What the screen gives the create/rename form of a group. */
export interface GroupFormProps<G> {
  /** The group renamed; null for a new one. */
  group: G | null;
  /** The server accepted: the saved group (the dialog closes, the screen notifies). */
  onSaved: (group: G) => void;
  onCancel: () => void;
  /** Whether the form holds something typed (the dialog then asks before closing). */
  onDirtyChange: (dirty: boolean) => void;
}

export interface GroupDialogProps {
  opened: boolean;
  title: string;
  /** The close button's name. */
  closeLabel: string;
  onClose: () => void;
  /**
   * The form, given the callback it reports its dirty state to and the guarded close for its «Отмена»; mounted
   * anew for each opening. It may be lazy (the screens load it while the browser is idle): a skeleton of two
   * fields holds its place meanwhile.
   */
  children: (onDirtyChange: (dirty: boolean) => void, requestClose: () => void) => ReactNode;
}

/** A form's place while its code arrives: two fields and the buttons, so the dialog does not jump when it comes. */
function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={ru.common.loading}>
      <Skeleton height={58} />
      <Skeleton height={77} />
      <Group justify="flex-end" gap="sm" className={classes.actions}>
        <Skeleton height={36} width={90} />
        <Skeleton height={36} width={110} />
      </Group>
    </Stack>
  );
}

/**
 * The create/rename dialog of a category or menu: full screen on phones, a fresh form for each opening; closing
 * it while something is typed (a click outside, Escape, ×, «Отмена», Back) asks first (useDiscardGuard).
 */
export function GroupDialog({ opened, title, closeLabel, onClose, children }: GroupDialogProps) {
  const narrow = useNarrowScreen();
  const guard = useDiscardGuard(onClose, ru.common.discard, { opened, closeOnBack: true });
  const [formKey, setFormKey] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setFormKey((key) => key + 1);
    }
  }

  const layer = useDialogLayer(opened);
  return (
    <>
      <Modal
        opened={opened}
        {...layer}
        onClose={guard.requestClose}
        title={title}
        size="md"
        radius="md"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': closeLabel }}
        classNames={{ title: classes.title }}
      >
        <DialogSuspense key={formKey} fallback={<FormSkeleton />}>
          {children(guard.onDirtyChange, guard.requestClose)}
        </DialogSuspense>
      </Modal>
      <LazyConfirmDialog {...guard.dialog} />
    </>
  );
}
