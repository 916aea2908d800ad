'use client';

import { Modal } from '@mantine/core';
import { type ComponentType, Fragment, type ReactNode, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
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
   * anew for each opening.
   */
  children: (onDirtyChange: (dirty: boolean) => void, requestClose: () => void) => ReactNode;
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
        <Fragment key={formKey}>{children(guard.onDirtyChange, guard.requestClose)}</Fragment>
      </Modal>
      <LazyConfirmDialog {...guard.dialog} />
    </>
  );
}

/** The dialog of one kind of group with its form, as a screen puts it on the page (GroupsScreen's `Dialog`). */
export interface GroupFormDialogProps<G> extends Omit<GroupDialogProps, 'children'> {
  /** The group renamed; null for a new one. */
  group: G | null;
  onSaved: (group: G) => void;
}

/**
 * The dialog with `Form` in it: what a screen loads lazily, the dialog's code and the form's in one chunk, so the
 * dialog has one lazy layer (docs/decisions/190-first-load.md).
 */
export function groupDialogWith<G>(Form: ComponentType<GroupFormProps<G>>): ComponentType<GroupFormDialogProps<G>> {
  return function GroupFormDialog({ group, onSaved, ...dialog }: GroupFormDialogProps<G>) {
    return (
      <GroupDialog {...dialog}>
        {(onDirtyChange, requestClose) => (
          <Form group={group} onSaved={onSaved} onCancel={requestClose} onDirtyChange={onDirtyChange} />
        )}
      </GroupDialog>
    );
  };
}
