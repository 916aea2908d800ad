import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/*
 * How the dashboard's modals and drawers stack and give the focus back: what Mantine's own `closeOnEscape` and
 * `returnFocus` get wrong with a dialog over a drawer, or on a busy machine (docs/decisions/197-forms-confirmations-and-drafts.md, 199-look-and-access.md).
 */

/**
 * What a modal or drawer of the dashboard passes to Mantine, spread onto the Modal or Drawer: Escape closes only
 * the one on top (useTopLayer), and the focus goes back to what opened it (useFocusBack, in place of Mantine's
 * `returnFocus`; `returnFocus` false when the caller moves it).
 */
export function useDialogLayer(
  opened: boolean,
  returnFocus = true,
): { id: string; closeOnEscape: boolean; returnFocus: false } {
  const closeOnEscape = useTopLayer(opened);
  const id = useFocusBack(opened, returnFocus);
  return { id, closeOnEscape, returnFocus: false };
}

/**
 * The open dialogs and drawers, in the order they opened. Mantine's modals each listen for Escape on the window,
 * so one Escape in a dialog opened over a drawer (a confirmation, «Сменить номер») would close both and lose the
 * drawer; with `closeOnEscape={useTopLayer(opened)}` only the one on top closes, as users expect.
 */
const layers: symbol[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Whether this dialog, open or not, may close on Escape: true unless another one opened over it. */
export function useTopLayer(opened: boolean): boolean {
  const [id] = useState(() => Symbol('layer'));
  const top = useSyncExternalStore(
    subscribe,
    () => layers.length === 0 || layers[layers.length - 1] === id,
    () => true,
  );
  useEffect(() => {
    if (!opened) return;
    layers.push(id);
    changed();
    return () => {
      layers.splice(layers.indexOf(id), 1);
      changed();
    };
  }, [opened, id]);
  return !opened || top;
}

/**
 * Gives the focus back to what had it when a Mantine modal or drawer opened, once it closes. Used in place of
 * Mantine's `returnFocus` (pass `returnFocus={false}` and the returned `id` to the Modal or Drawer), which loses the
 * focus when the dialog is closed before its focus trap has moved the focus in — Escape is heard on the window, and on
 * a busy machine the trap's timer comes after it: the trap then focuses into the closing dialog, Mantine sees the
 * focus moved and leaves it there, and it vanishes with the dialog. Here a focus that lands in the closed dialog, now
 * or later, goes back to the opener; a focus the caller or the user moved elsewhere stays. With `enabled` false
 * (the caller moves the focus, e.g. the row that asked is gone) nothing is given back.
 */
function useFocusBack(opened: boolean, enabled = true): string {
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
