'use client';

import { useCallback, useRef, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The «close without saving?» question in an editor's own words (its texts in lib/i18n/ru.ts have these keys). */
export interface DiscardTexts {
  discardTitle: string;
  discardText: string;
  discardConfirm: string;
  discardCancel: string;
}

export interface DiscardGuard {
  /** For the form: it reports whether it holds unsaved changes (stable, so it can sit in an effect's deps). */
  onDirtyChange: (dirty: boolean) => void;
  /** Closes at once when nothing is unsaved; otherwise asks first. For the close button, Escape and «Отмена». */
  requestClose: () => void;
  /** The form's changes are saved or gone with the object (created, deleted): the next close does not ask. */
  markClean: () => void;
  /** `markClean`, then close: after saving or deleting. */
  closeSaved: () => void;
  /** The question; render `<ConfirmDialog {...guard.dialog} />` once beside the editor. */
  dialog: ConfirmDialogProps;
}

/**
 * Guards an editor (drawer or dialog) against losing unsaved changes on close: the form reports its dirty state,
 * and closing a dirty form asks «close without saving?» with going back as the safe choice. The dirty state is a
 * ref, not state: the form reports it on every change and the editor has nothing to re-render for.
 */
export function useDiscardGuard(onClose: () => void, texts: DiscardTexts): DiscardGuard {
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const markClean = useCallback(() => {
    dirty.current = false;
  }, []);

  function requestClose() {
    if (dirty.current) setConfirming(true);
    else onClose();
  }

  function closeSaved() {
    dirty.current = false;
    onClose();
  }

  function discard() {
    setConfirming(false);
    closeSaved();
  }

  return {
    onDirtyChange,
    requestClose,
    markClean,
    closeSaved,
    dialog: {
      opened: confirming,
      title: texts.discardTitle,
      children: texts.discardText,
      cancelLabel: texts.discardCancel,
      onClose: () => setConfirming(false),
      confirmLabel: texts.discardConfirm,
      onConfirm: discard,
    },
  };
}
