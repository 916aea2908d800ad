import { useEffect, useState, useSyncExternalStore } from 'react';

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
