import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMessage, insertOrder, makeHotel, makeService, makeStay } from '../testing/fixtures';
import { ADMIN, call, login, MANAGER } from '../testing/http';
import { type LibreTranslateStub, startLibreTranslateStub } from '../testing/libretranslate';
import { startTestServer, type TestServer } from '../testing/server';
import { GUEST_PHRASES } from '../translation/phrases';

const TAXI = GUEST_PHRASES[2]!;

interface Translation {
  messageId: number;
  sourceLanguage: string;
  destinationLanguage: string;
  text: string;
  translatedText: string | null;
  translated: boolean;
  provider: string;
}

/** A hotel of the test's own with one order and its messages: a phrase in Arabic, a Russian reply, free text. */
async function thread(server: TestServer) {
  const app = server.app;
  const hotel = await makeHotel(app, { name: 'Translation', admins: [ADMIN.email] });
  const stay = (
    await makeStay(app, hotel, { firstName: 'Лейла', lastName: 'Хасанова', language: 'ar', nationality: 'AE' })
  ).stayId;
  const order = await insertOrder(app, hotel, stay, await makeService(app, hotel, 'Такси'));
  return {
    hotel,
    arabic: await insertMessage(app, order, { author: 'guest', text: TAXI.ar, language: 'ar' }),
    russian: await insertMessage(app, order, { author: 'staff', text: 'Машина будет у входа.', language: 'ru' }),
  };
}

const translate = (server: TestServer, token: string, hotel: number, message: number | string, json: unknown) =>
  call<Translation>(server, `/messages/${message}/translate/`, { token, hotel, json });

describe('POST /messages/{id}/translate/ (offline provider)', () => {
  let server: TestServer;
  let admin: string;
  let fixture: Awaited<ReturnType<typeof thread>>;

  beforeAll(async () => {
    server = await startTestServer({ authRateLimit: 10_000 });
    admin = (await login(server, ADMIN)).access;
    fixture = await thread(server);
  });

  afterAll(async () => {
    await server.close();
  });

  it('translates a known phrase', async () => {
    const response = await translate(server, admin, fixture.hotel, fixture.arabic, { destinationLanguage: 'ru' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      messageId: fixture.arabic,
      sourceLanguage: 'ar',
      destinationLanguage: 'ru',
      text: TAXI.ar,
      translatedText: TAXI.ru,
      translated: true,
      provider: 'offline',
    });
    // snake_case, as the spec's client sends it.
    const english = await translate(server, admin, fixture.hotel, fixture.arabic, { destination_language: 'en' });
    expect(english.body).toMatchObject({ translatedText: TAXI.en, destinationLanguage: 'en' });
  });

  it('answers the text for its own language and "untranslated" for unknown text', async () => {
    expect(
      (await translate(server, admin, fixture.hotel, fixture.russian, { destinationLanguage: 'ru' })).body,
    ).toMatchObject({ translatedText: 'Машина будет у входа.', translated: true });
    expect(
      (await translate(server, admin, fixture.hotel, fixture.russian, { destinationLanguage: 'ar' })).body,
    ).toMatchObject({ translatedText: null, translated: false, provider: 'offline' });
  });

  it('answers 400 for a missing or unknown language', async () => {
    const missing = await translate(server, admin, fixture.hotel, fixture.arabic, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ destinationLanguage: ['Обязательное поле.'] });
    const unknown = await translate(server, admin, fixture.hotel, fixture.arabic, { destinationLanguage: 'xx' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      destinationLanguage: ['Выберите корректный вариант. xx нет среди допустимых значений.'],
    });
  });

  it('answers 404 for a message of another hotel or an unknown one, before looking at the body', async () => {
    for (const [hotel, message] of [
      [2, fixture.arabic],
      [fixture.hotel, 999_999],
      [fixture.hotel, 'abc'],
    ] as const) {
      const response = await translate(server, admin, hotel, message, { destinationLanguage: 'xx' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('is hotel-scoped', async () => {
    const manager = (await login(server, MANAGER)).access;
    expect(
      (await translate(server, manager, fixture.hotel, fixture.arabic, { destinationLanguage: 'ru' })).status,
    ).toBe(403);
    expect(
      (
        await call(server, `/messages/${fixture.arabic}/translate/`, {
          token: admin,
          json: { destinationLanguage: 'ru' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /messages/{id}/translate/ (LibreTranslate)', () => {
  let stub: LibreTranslateStub;
  let server: TestServer;
  let admin: string;
  let fixture: Awaited<ReturnType<typeof thread>>;

  beforeAll(async () => {
    stub = await startLibreTranslateStub();
    server = await startTestServer({
      authRateLimit: 10_000,
      translationProvider: 'libretranslate',
      translationUrl: stub.url,
      translationApiKey: 'key',
    });
    admin = (await login(server, ADMIN)).access;
    fixture = await thread(server);
  });

  afterAll(async () => {
    await server.close();
    await stub.close();
  });

  it('asks the service', async () => {
    stub.mode = 'ok';
    const response = await translate(server, admin, fixture.hotel, fixture.russian, { destinationLanguage: 'ar' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      translatedText: '[ar] Машина будет у входа.',
      translated: true,
      provider: 'libretranslate',
    });
    expect(stub.requests.at(-1)).toEqual({
      q: 'Машина будет у входа.',
      source: 'ru',
      target: 'ar',
      format: 'text',
      api_key: 'key',
    });
  });

  it('answers 502 when the service fails', async () => {
    stub.mode = 'error';
    const response = await translate(server, admin, fixture.hotel, fixture.arabic, { destinationLanguage: 'ru' });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ detail: 'Сервис перевода недоступен.' });
    stub.mode = 'ok';
  });
});
