'use client';

import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A search box whose value is committed (to the URL, a query) only after typing pauses, so each keystroke does not
 * start a request. `input` is what is typed; `change` types; `reset` sets the box at once and drops a pending commit
 * (for «clear» and «reset filters», which commit themselves).
 */
export function useDebouncedSearch(initial: string, commit: (value: string) => void, delayMs = 250) {
  const [input, setInput] = useState(initial);
  const debounced = useDebouncedCallback(commit, delayMs);
  return {
    input,
    change: (value: string) => {
      setInput(value);
      debounced(value);
    },
    reset: (value = '') => {
      debounced.cancel();
      setInput(value);
    },
  };
}
