/**
 * Translation of order messages (docs/CONTRACTS.md, "Translation"): one interface, two providers — the offline
 * phrase table (default; no network, deterministic for tests and demos) and a LibreTranslate-compatible service —
 * chosen by `TRANSLATION_PROVIDER` in server/config.ts (see select-provider.ts).
 */
import type { TranslationProviderName } from '../config';

export interface TranslationRequest {
  text: string;
  /** Language codes of `/config/langs/`. */
  from: string;
  to: string;
  /** Aborts the work when the client has gone away. */
  signal?: AbortSignal;
}

export interface TranslationResult {
  /** Null when the provider does not know a translation (the offline table has no such phrase). */
  translatedText: string | null;
  translated: boolean;
  provider: TranslationProviderName;
}

export interface TranslationProvider {
  readonly name: TranslationProviderName;
  /** Translates, or answers `translated: false`; throws {@link TranslationUnavailableError} when the service fails. */
  translate(request: TranslationRequest): Promise<TranslationResult>;
}

/** The translation service failed (unreachable, timed out, an error or a malformed answer): the API's 502. */
export class TranslationUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslationUnavailableError';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    translator: TranslationProvider;
  }
}
