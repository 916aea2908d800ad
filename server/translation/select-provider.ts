/** Picks the translation provider of the configuration (server/config.ts, `TRANSLATION_PROVIDER`). */
import type { ServerConfig } from '../config';
import { libreTranslateProvider } from './libretranslate';
import { offlineProvider } from './offline';
import type { TranslationProvider } from './provider';

/** The provider the configuration selects (config.ts has already checked that LibreTranslate has a URL). */
export function createTranslationProvider(
  config: Pick<ServerConfig, 'translationProvider' | 'translationUrl' | 'translationApiKey'>,
): TranslationProvider {
  if (config.translationProvider === 'libretranslate') {
    if (!config.translationUrl) throw new Error('TRANSLATION_PROVIDER=libretranslate needs TRANSLATION_URL');
    return libreTranslateProvider({ url: config.translationUrl, apiKey: config.translationApiKey });
  }
  return offlineProvider();
}
