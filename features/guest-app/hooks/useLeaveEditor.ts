'use client';

import { useCallback, useRef, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { ConfirmDialogProps } from '@/lib/ui/LazyConfirmDialog';
import type { DiscardTexts } from '@/lib/ui/useDiscardGuard';

export const LEAVE: DiscardTexts = ru.guestApp.leave;

/**
 * The open editor's unsaved changes on a screen that switches editors in place: the editor reports them
 * (`onDirtyChange`), `whenClean(action)` runs an action at once or after «leave without saving?» (`dialog`), and
 * `guarding` says when the page's links and the tab should ask too.
 */
export function useLeaveEditor() {
  // A ref for the handlers that ask before leaving, and state for the guard of the page's links and the tab
  // (reported only when it flips, so rarely a render).
  const dirty = useRef(false);
  const [guarding, setGuarding] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
    setGuarding(value);
  }, []);
  // What waits for «leave without saving?».
  const [leaving, setLeaving] = useState<{ action: () => void } | null>(null);

  function whenClean(action: () => void) {
    if (dirty.current) setLeaving({ action });
    else action();
  }

  const dialog: ConfirmDialogProps = {
    opened: leaving !== null,
    title: LEAVE.discardTitle,
    cancelLabel: LEAVE.discardCancel,
    onClose: () => setLeaving(null),
    confirmLabel: LEAVE.discardConfirm,
    onConfirm: () => {
      const action = leaving?.action;
      setLeaving(null);
      action?.();
    },
    children: LEAVE.discardText,
  };

  return { onDirtyChange, guarding, whenClean, dialog };
}
