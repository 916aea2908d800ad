import { useCallback, useRef } from 'react';

/**
 * What a stand-in was given before the real component's code arrived, handed to the real element once it is on the
 * page: the focus (`onLeave` reports, as the stand-in leaves, whether it had it), and a press (`onPress`), clicked
 * again after the commit so that the real component's own handler runs (Mantine opens its Menu or calendar).
 * Shared by the deferred parts of a first view: DeferredSelect, DeferredMenu and the reports' period field.
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
