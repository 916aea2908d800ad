'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LazyConfirmDialog } from './LazyConfirmDialog';
import { useNavigationBlock } from './navigation-block';
import type { DiscardTexts } from './useDiscardGuard';

/** The target of the browser's Back, which the page cannot name: going back is left to the history. */
const BACK = Symbol('back');

/**
 * The in-app link a click would follow, or null when the click is none of ours to stop: modified or non-primary
 * clicks (a new tab leaves the form where it is), other windows, downloads, other origins, and links to this very
 * page (a hash jump loses nothing).
 */
function internalLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const element = event.target instanceof Element ? event.target : null;
  const anchor = element?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Warns before unsaved changes are lost, while `active`: the browser's own prompt on reload or closing the tab
 * (`beforeunload`), and a confirmation dialog for in-app links and the browser's Back (the shared
 * `useNavigationBlock` of every editor's guard puts the entry back first). Next's `<Link>` navigates from React's
 * click handler, so the link is caught earlier, by a capture listener on the document (it runs before React's
 * listener on the root), and followed with the router only once the user confirms.
 *
 * Not covered: logout. The question is the screen's, in its words.
 */
export function LeaveGuard({ active, texts }: { active: boolean; texts: DiscardTexts }) {
  const router = useRouter();
  const [target, setTarget] = useState<string | typeof BACK | null>(null);
  // Confirmed to go back: the popstate that follows is the user's, not one to stop.
  const leaving = useRef(false);

  useNavigationBlock(
    {
      unsaved: () => active,
      holdsBack: () => active && !leaving.current,
      onBack: () => setTarget(BACK),
    },
    active,
  );

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    function onClick(event: MouseEvent) {
      const href = internalLinkTarget(event);
      if (href === null) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(href);
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);

  function leave() {
    const href = target;
    setTarget(null);
    if (href === BACK) {
      leaving.current = true;
      window.history.back();
      return;
    }
    // A programmatic navigation: no click and no unload, so the guard does not stop it.
    if (href !== null) router.push(href);
  }

  return (
    // The question shows only when someone leaves unsaved changes: LazyConfirmDialog loads its modal's code when idle.
    <LazyConfirmDialog
      opened={target !== null}
      title={texts.discardTitle}
      cancelLabel={texts.discardCancel}
      onClose={() => setTarget(null)}
      confirmLabel={texts.discardConfirm}
      onConfirm={leave}
    >
      {texts.discardText}
    </LazyConfirmDialog>
  );
}
