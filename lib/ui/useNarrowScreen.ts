'use client';

import { useMediaQuery } from '@mantine/hooks';

/** Mantine's `sm` breakpoint; the CSS modules of the screen switch to the phone layout at the same width. */
const NARROW_QUERY = '(max-width: 48em)';

/**
 * True on phone-sized screens. Read during the first render: the screen renders only in the browser (behind the
 * session gate), and a value settled in an effect would render every row once at the wrong height.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false });
}
