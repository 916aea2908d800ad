/**
 * A LibreTranslate-compatible HTTP provider: `POST {url}/translate {q, source, target, format: "text", api_key?}`
 * answers `{translatedText}`. Every failure — network, timeout, a non-2xx status, a body without
 * `translatedText` — becomes {@link TranslationUnavailableError} (the API's 502): the dashboard cannot fix any of
 * them, and a guest's message must never be shown with a half-baked translation.
 */
import {
  type TranslationProvider,
  type TranslationRequest,
  type TranslationResult,
  TranslationUnavailableError,
} from './provider';

/** How long a translation may take before the staff member gets the 502 instead of a spinner. */
const TRANSLATION_TIMEOUT_MS = 10_000;

export interface LibreTranslateOptions {
  /** Base URL without a trailing slash, e.g. `https://translate.example.com`. */
  url: string;
  apiKey?: string | null;
  timeoutMs?: number;
}

/** The LibreTranslate provider for one service. */
export function libreTranslateProvider(options: LibreTranslateOptions): TranslationProvider {
  const endpoint = `${options.url.replace(/\/+$/, '')}/translate`;
  const timeoutMs = options.timeoutMs ?? TRANSLATION_TIMEOUT_MS;
  return {
    name: 'libretranslate',
    async translate({ text, from, to, signal }: TranslationRequest): Promise<TranslationResult> {
      // Nothing to ask the service: same language, or nothing to translate.
      if (from === to || text.trim() === '')
        return { translatedText: text, translated: true, provider: 'libretranslate' };
      const timeout = AbortSignal.timeout(timeoutMs);
      const body = {
        q: text,
        source: from,
        target: to,
        format: 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      };
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        const reason = timeout.aborted ? `timed out after ${timeoutMs} ms` : 'unreachable';
        throw new TranslationUnavailableError(`LibreTranslate ${reason}`, { cause: error });
      }
      let payload: unknown;
      try {
        payload = await response.json();
      } catch (error) {
        throw new TranslationUnavailableError(`LibreTranslate answered ${response.status} without JSON`, {
          cause: error,
        });
      }
      if (!response.ok) {
        const message = (payload as { error?: unknown } | null)?.error;
        throw new TranslationUnavailableError(
          `LibreTranslate answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`,
        );
      }
      const translatedText = (payload as { translatedText?: unknown } | null)?.translatedText;
      if (typeof translatedText !== 'string')
        throw new TranslationUnavailableError('LibreTranslate answered without translatedText');
      return { translatedText, translated: true, provider: 'libretranslate' };
    },
  };
}
