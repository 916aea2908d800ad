'use client';

import { useEffect, useRef } from 'react';

/**
 * How many of the popstate events still to come are our own step forward (see `useNavigationBlock`): they put
 * back the entry Back left, and nobody else (Next's router) may see them. Module-wide, because several guards can
 * listen at once and the first one to hear an event stops it.
 */
let restoring = 0;

/** The guards that currently hold unsaved work, newest last: only the newest answers a Back. */
const blockers: symbol[] = [];

/** Each registered guard's `active`, so an older guard lets a newer dirty one answer. */
const activeBlockers = new Map<symbol, () => boolean>();

export interface NavigationBlock {
  /** Unsaved work the page would lose: a reload or tab close gets the browser's `beforeunload` prompt. */
  unsaved: () => boolean;
  /** Whether Back is ours to answer now (unsaved work, or a dialog that closes on Back). */
  holdsBack: () => boolean;
  /** Back was pressed and the entry put back: ask, close or leave. */
  onBack: () => void;
}

/**
 * While `enabled`, stops the two ways of leaving that bypass the app's own close buttons:
 * - a reload or tab close (`beforeunload`) while `unsaved()`: the browser asks its own question;
 * - the browser's Back (or Forward) while `holdsBack()`: the history entry is put back (one step the other way)
 *   before Next's router sees the change, and `onBack` runs, so the caller can ask its question and, if
 *   confirmed, close or leave itself.
 *
 * The popstate listener is a capture listener on `window`: at the target, capture listeners run before the
 * router's ordinary one, and `stopImmediatePropagation` keeps the router from applying a URL the user has not
 * confirmed. The callbacks are read at the moment of the event, so a ref-backed dirty flag needs no re-render.
 * With several guards mounted, the newest one that holds Back answers it.
 */
export function useNavigationBlock(block: NavigationBlock, enabled = true): void {
  const latest = useRef(block);
  useEffect(() => {
    latest.current = block;
  });

  useEffect(() => {
    if (!enabled) return;
    const id = Symbol('blocker');
    blockers.push(id);
    activeBlockers.set(id, () => latest.current.holdsBack());
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!latest.current.unsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    }
    function onPopState(event: PopStateEvent) {
      if (restoring > 0) {
        restoring -= 1;
        event.stopImmediatePropagation();
        return;
      }
      const newest = [...blockers].reverse().find((blocker) => activeBlockers.get(blocker)?.());
      if (newest !== id) return;
      event.stopImmediatePropagation();
      restoring += 1;
      // Back moved one entry back; one step forward restores the entry the router still believes in.
      window.history.go(1);
      latest.current.onBack();
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      blockers.splice(blockers.indexOf(id), 1);
      activeBlockers.delete(id);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [enabled]);
}

/** For tests: forget a pending restore (a test environment's `history.go` may never fire its popstate). */
export function resetNavigationBlock(): void {
  restoring = 0;
}
