import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * What a stand-in was given before the real component's code arrived, handed to the real element once it is on the
 * page: the focus (`onLeave` reports, as the stand-in leaves, whether it had it: see {@link useLeaveReport}), and a
 * press (`onPress`), clicked again after the commit so that the real component's own handler runs (Mantine opens
 * its Select, Menu or calendar). Shared by the deferred parts of a first view: DeferredSelect, DeferredMenu and the
 * period fields of the desk and the reports.
 */
export function useHandOver<T extends HTMLElement>() {
  const focused = useRef(false);
  const pressed = useRef(false);
  const onLeave = useCallback((wasFocused: boolean) => {
    focused.current = wasFocused;
  }, []);
  const onPress = useCallback(() => {
    pressed.current = true;
  }, []);
  const takeOver = useCallback((element: T | null) => {
    if (element === null) return;
    if (focused.current) element.focus();
    if (pressed.current) queueMicrotask(() => element.click());
    focused.current = false;
    pressed.current = false;
  }, []);
  return { onLeave, onPress, takeOver };
}

/**
 * Calls `onLeave` as the stand-in in `node` leaves the page, with whether it had the focus: read in a layout
 * effect's cleanup, which runs before the node is removed or its ref cleared (once removed, the focus is already on
 * the body). Read then, not at mount: a sibling's ref (DeferredMenu's trigger) is set after this effect has run.
 */
export function useLeaveReport(node: RefObject<HTMLElement | null>, onLeave: ((focused: boolean) => void) | undefined) {
  useLayoutEffect(
    () => () => onLeave?.(node.current !== null && document.activeElement === node.current),
    [node, onLeave],
  );
}
