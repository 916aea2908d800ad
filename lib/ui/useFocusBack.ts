import { useId, useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to what had it when a Mantine modal or drawer opened, once it closes. Used in place of
 * Mantine's `returnFocus` (pass `returnFocus={false}` and the returned `id` to the Modal or Drawer), which loses the
 * focus when the dialog is closed before its focus trap has moved the focus in — Escape is heard on the window, and on
 * a busy machine the trap's timer comes after it: the trap then focuses into the closing dialog, Mantine sees the
 * focus moved and leaves it there, and it vanishes with the dialog. Here a focus that lands in the closed dialog, now
 * or later, goes back to the opener; a focus the caller or the user moved elsewhere stays. With `enabled` false
 * (the caller moves the focus, e.g. the row that asked is gone) nothing is given back.
 */
export function useFocusBack(opened: boolean, enabled = true): string {
  const id = useId();
  const opener = useRef<HTMLElement | null>(null);
  const giveBack = useRef(enabled);

  useLayoutEffect(() => {
    giveBack.current = enabled;
  });

  useLayoutEffect(() => {
    if (opened) {
      // Layout effects run before any timer of the dialog's focus trap: this is still what opened it.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    const root = document.getElementById(id);
    if (!element || !root || !giveBack.current) return;
    const back = () => {
      if (element.isConnected) element.focus({ preventScroll: true });
    };
    const active = document.activeElement;
    if (active === null || active === document.body || root.contains(active)) back();
    root.addEventListener('focusin', back);
    return () => root.removeEventListener('focusin', back);
  }, [opened, id]);

  return id;
}
