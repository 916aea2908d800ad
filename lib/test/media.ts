import { type MockInstance, vi } from 'vitest';

/** A MediaQueryList that never changes (the DOM of the tests has no layout, so no query changes on its own). */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** The screen of a phone for useNarrowScreen (its 48em query matches) until the spy is restored. */
export function onPhoneScreen(): MockInstance<(query: string) => MediaQueryList> {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => staticMediaQueryList(query, query === '(max-width: 48em)'));
}
