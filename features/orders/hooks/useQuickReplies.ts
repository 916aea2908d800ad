'use client';

import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_QUICK_REPLIES, parseQuickReplies, type QuickReplies } from '../model/quick-replies';

/** Where the quick replies of a hotel are kept in this browser (SPEC §9: keys are prefixed `hotels.`). */
function quickRepliesKey(hotelId: number): string {
  return `hotels.quickReplies.${hotelId}`;
}

/**
 * The hotel's quick replies, kept in this browser: SPEC lists no call to store them on the server, so each device
 * has its own list, and the editor says so. Until an administrator edits it, the defaults.
 */
export function useQuickReplies(hotelId: number): [QuickReplies, (replies: QuickReplies) => void] {
  const [replies, setReplies] = useLocalStorage<QuickReplies>({
    key: quickRepliesKey(hotelId),
    defaultValue: DEFAULT_QUICK_REPLIES,
    serialize: (value) => JSON.stringify(value),
    deserialize: (value) => parseQuickReplies(value ?? null),
    getInitialValueInEffect: false,
  });
  return [replies, setReplies];
}
