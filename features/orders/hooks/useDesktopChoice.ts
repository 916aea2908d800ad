'use client';

import { useLocalStorage } from '@mantine/hooks';
import type { DesktopChoice } from '../browser/desktop-notifications';

/**
 * Where the answer to the desktop-notification question is remembered (SPEC §9: keys are prefixed `hotels.`); no
 * value: never asked.
 */
export const DESKTOP_NOTIFY_KEY = 'hotels.orderDesktopNotifications';

const CHOICES: readonly string[] = ['on', 'off', 'later'];

/** The remembered answer (null: never asked) and its setter; every reader in the tab follows a change. */
export function useDesktopChoice(): [DesktopChoice | null, (choice: DesktopChoice) => void] {
  const [choice, setChoice] = useLocalStorage<DesktopChoice | null>({
    key: DESKTOP_NOTIFY_KEY,
    defaultValue: null,
    serialize: (value) => value ?? '',
    deserialize: (value) => (value !== undefined && CHOICES.includes(value) ? (value as DesktopChoice) : null),
  });
  return [choice, setChoice];
}
