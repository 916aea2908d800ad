'use client';

import { useEffect } from 'react';

// The space may be gone: `document.title` reads back trimmed, so an empty title's `(3) ` is `(3)`.
const TITLE_COUNT = /^\(\d+\)\s*/;

/** `(3) Гости · Панель…` while orders wait; the plain title again at 0. Follows Next's title on every navigation. */
export function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const plain = document.title.replace(TITLE_COUNT, '');
      const next = count > 0 ? `(${count}) ${plain}`.trim() : plain;
      if (document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(TITLE_COUNT, '');
    };
  }, [count]);
}
