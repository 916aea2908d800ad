import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY_DATABASE, loadConfig } from '../config';
import { type LibreTranslateStub, startLibreTranslateStub } from '../testing/libretranslate';
import { libreTranslateProvider } from './libretranslate';
import { offlineProvider } from './offline';
import { GUEST_PHRASES, STAFF_PHRASES } from './phrases';
import { TranslationUnavailableError } from './provider';
import { createTranslationProvider } from './select-provider';

const NO_NUTS = GUEST_PHRASES[1]!;

describe('offline provider', () => {
  const offline = offlineProvider();

  it('translates a phrase of the table, e.g. a guest’s Arabic into Russian', async () => {
    expect(await offline.translate({ text: NO_NUTS.ar, from: 'ar', to: 'ru' })).toEqual({
      translatedText: NO_NUTS.ru,
      translated: true,
      provider: 'offline',
    });
    expect(await offline.translate({ text: `  ${STAFF_PHRASES[0]!.ru}\n`, from: 'ru', to: 'zh' })).toEqual({
      translatedText: STAFF_PHRASES[0]!.zh,
      translated: true,
      provider: 'offline',
    });
  });

  it('answers the text itself for the same language', async () => {
    expect(await offline.translate({ text: 'Что угодно', from: 'ru', to: 'ru' })).toEqual({
      translatedText: 'Что угодно',
      translated: true,
      provider: 'offline',
    });
  });

  it('reports anything else as untranslated, without guessing', async () => {
    const untranslated = { translatedText: null, translated: false, provider: 'offline' };
    expect(await offline.translate({ text: 'Принесите, пожалуйста, ещё две подушки', from: 'ru', to: 'en' })).toEqual(
      untranslated,
    );
    // French is a language of /config/langs/ the table has no column for.
    expect(await offline.translate({ text: NO_NUTS.ru, from: 'ru', to: 'fr' })).toEqual(untranslated);
  });

  it('finds a phrase even when the message carries the wrong language', async () => {
    expect(await offline.translate({ text: NO_NUTS.en, from: 'ar', to: 'de' })).toMatchObject({
      translatedText: NO_NUTS.de,
      translated: true,
    });
  });
});

describe('LibreTranslate provider', () => {
  let stub: LibreTranslateStub;

  beforeAll(async () => {
    stub = await startLibreTranslateStub();
  });

  afterAll(async () => {
    await stub.close();
  });

  it('posts {q, source, target, format, api_key} to /translate and answers translatedText', async () => {
    stub.mode = 'ok';
    stub.requests.length = 0;
    const provider = libreTranslateProvider({ url: `${stub.url}/`, apiKey: 'secret' });
    expect(await provider.translate({ text: NO_NUTS.ar, from: 'ar', to: 'ru' })).toEqual({
      translatedText: `[ru] ${NO_NUTS.ar}`,
      translated: true,
      provider: 'libretranslate',
    });
    expect(stub.requests).toEqual([{ q: NO_NUTS.ar, source: 'ar', target: 'ru', format: 'text', api_key: 'secret' }]);
    await libreTranslateProvider({ url: stub.url }).translate({ text: 'Hello', from: 'en', to: 'de' });
    expect(stub.requests[1]).toEqual({ q: 'Hello', source: 'en', target: 'de', format: 'text' });
  });

  it('does not call the service for the same language', async () => {
    stub.requests.length = 0;
    expect(
      await libreTranslateProvider({ url: stub.url }).translate({ text: 'Привет', from: 'ru', to: 'ru' }),
    ).toMatchObject({ translatedText: 'Привет', translated: true });
    expect(stub.requests).toEqual([]);
  });

  it.each([
    ['an error status', 'error', undefined],
    ['a slow answer', 'slow', 100],
    ['a page that is not JSON', 'html', undefined],
  ] as const)('fails with TranslationUnavailableError on %s', async (_case, mode, timeoutMs) => {
    stub.mode = mode;
    const provider = libreTranslateProvider({ url: stub.url, timeoutMs });
    await expect(provider.translate({ text: 'Hello', from: 'en', to: 'ru' })).rejects.toBeInstanceOf(
      TranslationUnavailableError,
    );
    stub.mode = 'ok';
  });

  it('fails with TranslationUnavailableError when nothing listens', async () => {
    const closed = await startLibreTranslateStub();
    await closed.close();
    await expect(
      libreTranslateProvider({ url: closed.url }).translate({ text: 'Hello', from: 'en', to: 'ru' }),
    ).rejects.toBeInstanceOf(TranslationUnavailableError);
  });
});

describe('provider selection (TRANSLATION_*)', () => {
  const env = { DATABASE_URL: IN_MEMORY_DATABASE };

  it('is offline by default', () => {
    const config = loadConfig(env);
    expect(config).toMatchObject({ translationProvider: 'offline', translationUrl: null, translationApiKey: null });
    expect(createTranslationProvider(config).name).toBe('offline');
  });

  it('reads LibreTranslate’s URL and key', () => {
    const config = loadConfig({
      ...env,
      TRANSLATION_PROVIDER: 'LibreTranslate',
      TRANSLATION_URL: 'https://translate.example.com/',
      TRANSLATION_API_KEY: 'k',
    });
    expect(config).toMatchObject({
      translationProvider: 'libretranslate',
      translationUrl: 'https://translate.example.com',
      translationApiKey: 'k',
    });
    expect(createTranslationProvider(config).name).toBe('libretranslate');
  });

  it('refuses to start with a configuration that cannot work', () => {
    expect(() => loadConfig({ ...env, TRANSLATION_PROVIDER: 'libretranslate' })).toThrow(/TRANSLATION_URL/);
    expect(() => loadConfig({ ...env, TRANSLATION_PROVIDER: 'google' })).toThrow(/TRANSLATION_PROVIDER/);
    expect(() => loadConfig({ ...env, TRANSLATION_URL: 'translate.example.com' })).toThrow(/TRANSLATION_URL/);
  });
});
