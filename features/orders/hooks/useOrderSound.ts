'use client';

import { useLocalStorage } from '@mantine/hooks';

/** Where the desk remembers whether new orders beep (SPEC §9: keys are prefixed `hotels.`). */
export const ORDER_SOUND_KEY = 'hotels.orderSound';

/** Whether new orders beep (on by default), persisted per browser; `set(false)` mutes. */
export function useOrderSound(): [boolean, (enabled: boolean) => void] {
  const [enabled, setEnabled] = useLocalStorage<boolean>({
    key: ORDER_SOUND_KEY,
    defaultValue: true,
    serialize: (value) => (value ? 'on' : 'off'),
    deserialize: (value) => value !== 'off',
  });
  return [enabled, setEnabled];
}
