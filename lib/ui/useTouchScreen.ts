import { useMediaQuery } from '@mantine/hooks';

/** A screen used by touch alone: no pointer that hovers, a coarse one (a phone, a tablet without a mouse). */
export const TOUCH_SCREEN_QUERY = '(hover: none) and (pointer: coarse)';

/**
 * Whether the screen is used by touch alone: keyboard hints («Ctrl+Enter — отправить», the `/` of a search box,
 * a tree's keys) are not shown there — there is no keyboard to press them on. Read at the first render (the
 * dashboard renders in the browser), so no hint appears and then goes.
 */
export function useTouchScreen(): boolean {
  return useMediaQuery(TOUCH_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}
