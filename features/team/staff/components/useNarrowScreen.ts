'use client';

import { useMediaQuery } from '@mantine/hooks';

/** Mantine's `sm` breakpoint; the CSS modules of the screen switch to the phone layout at the same width. */
const NARROW_QUERY = '(max-width: 48em)';

/**
 * True on phone-sized screens. Read during the first render (the screen renders only in the browser, behind the
 * session gate): a value settled in an effect would draw the table once and then swap it for cards.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false });
}
