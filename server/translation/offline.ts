/**
 * The offline provider: exact phrases of the seed's table (server/translation/phrases.ts), nothing else. It does
 * not guess: a text it does not know is reported untranslated, so the dashboard says so instead of showing a
 * wrong translation.
 */
import { ALL_PHRASES, PHRASE_LANGUAGES, type Phrase, type PhraseLanguage } from './phrases';
import type { TranslationProvider, TranslationRequest, TranslationResult } from './provider';

function isPhraseLanguage(code: string): code is PhraseLanguage {
  return (PHRASE_LANGUAGES as readonly string[]).includes(code);
}

/** The phrase whose text in `language` is `text`; any language of the table when `language` has no column. */
function findPhrase(phrases: readonly Phrase[], text: string, language: string): Phrase | undefined {
  if (isPhraseLanguage(language)) {
    const exact = phrases.find((phrase) => phrase[language] === text);
    if (exact) return exact;
  }
  // A message labelled with the wrong language (a guest writing English with an Arabic profile) is still the
  // same phrase: fall back to the other columns rather than answer "untranslated".
  return phrases.find((phrase) => PHRASE_LANGUAGES.some((code) => phrase[code] === text));
}

/** The phrase-table provider; `phrases` defaults to every phrase of the seed. */
export function offlineProvider(phrases: readonly Phrase[] = ALL_PHRASES): TranslationProvider {
  return {
    name: 'offline',
    async translate({ text, from, to }: TranslationRequest): Promise<TranslationResult> {
      if (from === to) return { translatedText: text, translated: true, provider: 'offline' };
      const phrase = isPhraseLanguage(to) ? findPhrase(phrases, text.trim(), from) : undefined;
      if (!phrase || !isPhraseLanguage(to)) return { translatedText: null, translated: false, provider: 'offline' };
      return { translatedText: phrase[to], translated: true, provider: 'offline' };
    },
  };
}
