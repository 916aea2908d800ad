'use client';

import { Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from './dialog-layer';
import { ErrorAlert } from './ErrorAlert';

/** The props of the confirmation (and of `LazyConfirmDialog`, which puts it on the page when it first opens). */
export interface ConfirmDialogProps extends Pick<ModalProps, 'size' | 'zIndex' | 'returnFocus' | 'closeButtonProps'> {
  opened: boolean;
  /** The question («Удалить лендинг?»): the dialog's accessible name. */
  title: ReactNode;
  /** What will happen, naming the object; a string becomes the dialog's text, anything else is shown as it is. */
  children: ReactNode;
  cancelLabel: string;
  /** Cancel, Escape, a click outside and the close button. */
  onClose: () => void;
  confirmLabel: string;
  /** Absent when there is nothing left to confirm: then only the cancel button shows. */
  onConfirm?: () => void;
  /** The confirm button in the danger colour (default), or the primary one for a harmless way out. */
  danger?: boolean;
  /** The action runs: the confirm button spins, and the dialog cannot be dismissed until the outcome is known. */
  loading?: boolean;
  /** Why the action failed (the server's message); shown above the buttons while the dialog stays open. */
  error?: ReactNode;
  errorTitle?: string;
}

/**
 * The one confirmation before a destructive action: the question as the title, what happens, Cancel and the action.
 * Cancel has the focus on opening, so Enter right away does no harm; the focus goes back to what opened the dialog
 * (useDialogLayer) unless `returnFocus` is false (the caller moves it, e.g. when the row that asked is gone). While
 * `loading` the dialog stays put: closing it would hide the outcome, and a failure is shown in place to try again or
 * cancel. Presentational: the caller runs the action and passes its state. Single-flight: a second click before the
 * dialog has rendered again (a double click comes before `loading` has disabled the button) is not a second action.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  cancelLabel,
  onClose,
  confirmLabel,
  onConfirm,
  danger = true,
  loading = false,
  error,
  errorTitle,
  size,
  zIndex = 300,
  returnFocus,
  closeButtonProps,
}: ConfirmDialogProps) {
  const layer = useDialogLayer(opened, returnFocus);
  // Set by a click, cleared by the next render: by then `loading` (or the dialog's closing) speaks for the action.
  const confirming = useRef(false);
  useEffect(() => {
    confirming.current = false;
  });
  const confirm = () => {
    if (confirming.current || !onConfirm) return;
    confirming.current = true;
    onConfirm();
  };
  return (
    <Modal
      {...layer}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size}
      zIndex={zIndex}
      closeOnClickOutside={!loading}
      closeOnEscape={layer.closeOnEscape && !loading}
      closeButtonProps={{ 'aria-label': ru.common.close, ...closeButtonProps, disabled: loading }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text fz="sm">{children}</Text> : children}
        {error && <ErrorAlert title={errorTitle}>{error}</ErrorAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          {onConfirm && (
            <Button color={danger ? 'alert' : undefined} onClick={confirm} loading={loading}>
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
