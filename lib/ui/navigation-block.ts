'use client';

import { useEffect, useRef } from 'react';

import { type Blocker, blockers, installNavigationBlock } from './back-guard';

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
 * The popstate listener (one for all guards, `installNavigationBlock`) runs before the router's and stops the event
 * (`stopImmediatePropagation`), so the router never applies a URL the user has not confirmed. The callbacks are
 * read at the moment of the event, so a ref-backed dirty flag needs no re-render. With several guards mounted,
 * the newest one that holds Back answers it.
 */
export function useNavigationBlock(block: NavigationBlock, enabled = true): void {
  const latest = useRef(block);
  useEffect(() => {
    latest.current = block;
  });

  useEffect(() => {
    if (!enabled) return;
    installNavigationBlock();
    const blocker: Blocker = { holdsBack: () => latest.current.holdsBack(), onBack: () => latest.current.onBack() };
    blockers.push(blocker);
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!latest.current.unsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      blockers.splice(blockers.indexOf(blocker), 1);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [enabled]);
}

export { resetNavigationBlock } from './back-guard';
