'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConfirmDialogProps } from './LazyConfirmDialog';
import { useNavigationBlock } from './navigation-block';

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
  /**
   * Closes at once when nothing is unsaved; otherwise asks first. For the drawer's or dialog's `onClose` (its close
   * button, Escape, a click outside) and the form's «Отмена».
   */
  requestClose: () => void;
  /** The form's changes are saved or gone with the object (created, deleted): the next close does not ask. */
  markClean: () => void;
  /** `markClean`, then close: after saving or deleting. */
  closeSaved: () => void;
  /** The question; render `<LazyConfirmDialog {...guard.dialog} />` once beside the editor. */
  dialog: ConfirmDialogProps;
}

/**
 * Whether an Escape keydown is still being dispatched. The question's dialog listens for Escape on the window
 * too, with a listener that reads its latest props: opened during the same keydown, it would take that Escape as
 * its own and close at once. It then opens after the event instead.
 */
function escapeInFlight(): boolean {
  // `window.event` is the event being dispatched; no other API tells a handler which event called it.
  const event = window.event;
  return event instanceof KeyboardEvent && event.type === 'keydown' && event.key === 'Escape';
}

export interface DiscardGuardOptions {
  /** Whether the editor shows (default true); a closed editor guards nothing and forgets its changes. */
  opened?: boolean;
  /**
   * For an editor whose opening is not in the URL (a dialog kept in state): Back closes it — asking first when
   * dirty — instead of leaving the screen under it.
   */
  closeOnBack?: boolean;
}

/**
 * The one guard of every editor (drawer or dialog) against losing unsaved changes: the form reports its dirty
 * state, and while it is dirty
 * - closing it (close button, Escape, a click outside, «Отмена») asks «close without saving?», going back to the
 *   form being the safe choice;
 * - the browser's Back puts the history entry back and asks the same; confirming closes the editor (`onClose`,
 *   which for a record opened into the URL goes back itself);
 * - a reload or closing the tab gets the browser's own `beforeunload` prompt.
 * A clean editor closes at once by every route. The dirty state is a ref, not state: the form reports it on every
 * change and the editor has nothing to re-render for. `options.opened` limits the guard to while the editor shows;
 * closing it by other means (a hotel switch) forgets the changes.
 */
export function useDiscardGuard(
  onClose: () => void,
  texts: DiscardTexts,
  options: DiscardGuardOptions = {},
): DiscardGuard {
  const { opened = true, closeOnBack = false } = options;
  const dirty = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const markClean = useCallback(() => {
    dirty.current = false;
  }, []);

  // Closed by other means (a hotel switch): no question left open, and nothing to guard any more.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (!opened) setConfirming(false);
  }
  useEffect(() => {
    if (!opened) dirty.current = false;
  }, [opened]);

  useNavigationBlock(
    {
      unsaved: () => dirty.current,
      holdsBack: () => dirty.current || closeOnBack,
      onBack: () => requestClose(),
    },
    opened,
  );

  function requestClose() {
    if (!dirty.current) onClose();
    else if (escapeInFlight()) setTimeout(() => setConfirming(true), 0);
    else setConfirming(true);
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
