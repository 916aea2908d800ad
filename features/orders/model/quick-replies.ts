import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';

/**
 * Quick replies of the order panel: short ready texts staff insert into the reply box and may edit before sending,
 * in Russian and English, with placeholders filled from the order — `{гость}` (the guest's first name, else the
 * full name), `{номер}` (the room), `{услуга}` (the service). A placeholder the order cannot fill is left out with
 * the space before it, so no `{номер}` reaches a guest.
 */

export const REPLY_LANGUAGES = ['ru', 'en'] as const;
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

export type QuickReplies = Record<ReplyLanguage, string[]>;

/** What a hotel starts with (lib/i18n/ru/orders.ts, in both languages). */
export const DEFAULT_QUICK_REPLIES: QuickReplies = {
  ru: [...ru.orders.quickReplies.defaults.ru],
  en: [...ru.orders.quickReplies.defaults.en],
};

/** What fills a reply's placeholders: each may be unknown. */
export interface ReplyValues {
  guest: string;
  room: string;
  service: string;
}

/**
 * The reply with its placeholders filled. An unknown one goes with the comma or space before it («Здравствуйте,
 * {гость}!» → «Здравствуйте!»); a reply that then starts with a comma loses it and gets a capital letter.
 */
export function fillReply(template: string, values: ReplyValues): string {
  const byName: Record<string, string> = { гость: values.guest, номер: values.room, услуга: values.service };
  const filled = template
    .replace(/(,\s*|\s)?\{(гость|номер|услуга)\}/g, (_match, before: string | undefined, name: string) => {
      const value = byName[name] ?? '';
      return value === '' ? '' : `${before ?? ''}${value}`;
    })
    .replace(/^[,\s]+/, '')
    .trim();
  return filled.charAt(0).toLocaleUpperCase('ru-RU') + filled.slice(1);
}

/** The language to offer first: the guest's when it is one of the replies', else English for a foreign guest. */
export function replyLanguageFor(guestLanguage: string): ReplyLanguage {
  return guestLanguage === '' || guestLanguage.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

const storedSchema = v.object({ ru: v.array(v.string()), en: v.array(v.string()) });

/** Reads the stored list; anything unreadable gives the defaults back. */
export function parseQuickReplies(stored: string | null): QuickReplies {
  if (stored === null) return DEFAULT_QUICK_REPLIES;
  try {
    const parsed = v.safeParse(storedSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : DEFAULT_QUICK_REPLIES;
  } catch {
    return DEFAULT_QUICK_REPLIES;
  }
}

/** One reply per line, as the editor shows them; empty lines are dropped. */
export function repliesFromLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
