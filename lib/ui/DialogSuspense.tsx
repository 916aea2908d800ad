'use client';

import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';

/** The dialog whose content was waited for: set while the fallback shows, taken once the content is there. */
type WaitedRef = RefObject<Element | null>;

/** Part of the fallback: notes the dialog it is in (an empty, hidden element, so nothing moves). */
function Waiting({ waitedRef }: { waitedRef: WaitedRef }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    waitedRef.current = ref.current?.closest('[role="dialog"]') ?? null;
  }, [waitedRef]);
  return <span ref={ref} hidden />;
}

/** Part of the content: once it is there, gives the focus to its `data-autofocus` field (see below). */
function Arrived({ waitedRef }: { waitedRef: WaitedRef }) {
  useEffect(() => {
    const dialog = waitedRef.current;
    waitedRef.current = null;
    if (!dialog) return;
    const active = document.activeElement;
    // Still where the focus trap put it without a field to go to (the close button), or nowhere: not something
    // the user chose meanwhile.
    if (active && active !== document.body && !dialog.contains(active)) return;
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }, [waitedRef]);
  return null;
}

/**
 * `Suspense` for the lazy content of a Mantine dialog or drawer (a form loaded with `lazyScreen`), whose
 * `fallback` holds its place. Mantine's focus trap gives the focus to the dialog's `data-autofocus` field as the
 * dialog opens; content that arrives after that (its code was still loading) would leave the focus on the close
 * button, so on arrival the focus moves to that field, as if the content had been there at once.
 */
export function DialogSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const waitedRef = useRef<Element | null>(null);
  return (
    <Suspense
      fallback={
        <>
          {fallback}
          <Waiting waitedRef={waitedRef} />
        </>
      }
    >
      {children}
      <Arrived waitedRef={waitedRef} />
    </Suspense>
  );
}
