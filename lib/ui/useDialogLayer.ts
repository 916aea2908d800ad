import { useFocusBack } from './useFocusBack';
import { useTopLayer } from './useTopLayer';

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
