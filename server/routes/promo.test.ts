import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../lib/translit';
import { promoLandings } from '../db/schema';
import { BODY_MAX_LENGTH, freeSlug, PROMO_TEXT, parseDateTime } from '../domain/promo';
import { FIELD_TEXT_RU } from '../http/field-texts';
import { imageFileMessages } from '../media/object-image';
import { images } from '../media/schema';
import { sniffImage } from '../media/sniff';
import { mediaPath } from '../media/storage';
import { testPng } from '../media/test-images';
import { seedPromoBilling } from '../seed/promo-billing';
import { makeHotel, makeService } from '../testing/fixtures';
import { ADMIN, anyNumber, call, type Detail, MANAGER, matching, type Paged } from '../testing/http';
import { startSignedInServer } from '../testing/signed-in-server';

const { server, admin, manager } = await startSignedInServer();

type Errors = Record<string, string[]>;

interface Landing {
  id: number;
  contentType: string;
  title: string;
  slug: string;
  body: string;
  image: { id: number; url: string; width: number; height: number } | null;
  callToAction: { type: string; service: number | null; url: string; label: string };
  publishFrom: string | null;
  publishUntil: string | null;
  isActive: boolean;
  state: string;
  createdAt: string;
  updatedAt: string;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An ISO moment `ms` from now. */
function fromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

interface Options {
  hotel?: number;
  token?: string;
  headers?: Record<string, string>;
}

function landings(query = '', options: Options = {}) {
  return call<Paged<Landing> & Errors>(server, `/dashboard/promo/landings/${query}`, {
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
    headers: options.headers,
  });
}

function create(json: unknown, options: Options = {}) {
  return call<Landing & Errors>(server, '/dashboard/promo/landings/', {
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
    json,
    headers: options.headers,
  });
}

function patch(id: number, json: unknown, options: Options = {}) {
  return call<Landing & Errors>(server, `/dashboard/promo/landings/${id}/`, {
    method: 'PATCH',
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
    json,
  });
}

function remove(id: number, options: Options = {}) {
  return call<Detail>(server, `/dashboard/promo/landings/${id}/`, {
    method: 'DELETE',
    token: options.token ?? admin,
    hotel: options.hotel ?? 1,
  });
}

interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A create or update as a browser sends a FormData (real multipart over real HTTP). */
async function sendForm(
  method: 'POST' | 'PATCH',
  path: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
  options: Options = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field ?? 'image',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${options.token ?? admin}`, 'managed-hotel': String(options.hotel ?? 1) },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Landing & Errors };
}

function createForm(fields: Record<string, string>, files: FilePart[] = [], options: Options = {}) {
  return sendForm('POST', '/dashboard/promo/landings/', fields, files, options);
}

function patchForm(id: number, fields: Record<string, string>, files: FilePart[] = [], options: Options = {}) {
  return sendForm('PATCH', `/dashboard/promo/landings/${id}/`, fields, files, options);
}

/** Creates a landing and returns it (fails the test when the server refuses). */
async function landing(json: Record<string, unknown>, options: Options = {}): Promise<Landing> {
  const response = await create(json, options);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** The file on disk behind an image URL. */
function fileOf(url: string): string {
  return mediaPath(server.config, new URL(url).pathname.split('/').pop()!)!;
}

let hotelSerial = 0;
/** A hotel of the test's own (admin@ administers it, manager@ manages it), so lists and counts are the test's. */
function freshHotel(): Promise<number> {
  hotelSerial += 1;
  return makeHotel(server.app, { name: `Промо ${hotelSerial}`, admins: [ADMIN.email], managers: [MANAGER.email] });
}

const PNG = { name: 'Весна.png', bytes: testPng(64, 40) };

describe('the rules of server/domain/promo.ts', () => {
  it('makes a slug from a Russian title', () => {
    expect(slugify('Весенний SPA-уикенд')).toBe('vesennii-spa-uikend');
    expect(slugify('Щедрый ужин: «Ёлки-палки» & чай!')).toBe('shchedryi-uzhin-elki-palki-chai');
    expect(slugify('Café Olé 2026')).toBe('cafe-ole-2026');
    expect(slugify('🎉🎉')).toBe('landing');
    const long = slugify('Очень длинное название акции '.repeat(8));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(freeSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
    expect(freeSlug('x'.repeat(100), new Set(['x'.repeat(100)]))).toBe(`${'x'.repeat(98)}-2`);
  });

  it('reads ISO date-times, a naive one in the hotel’s zone', () => {
    expect(parseDateTime('2030-01-01T10:00:00Z', 'Europe/Moscow')?.toISOString()).toBe('2030-01-01T10:00:00.000Z');
    expect(parseDateTime('2030-01-01T10:00+05:00', 'Europe/Moscow')?.toISOString()).toBe('2030-01-01T05:00:00.000Z');
    expect(parseDateTime('2030-01-01T10:00', 'Europe/Moscow')?.toISOString()).toBe('2030-01-01T07:00:00.000Z');
    expect(parseDateTime('2030-07-01', 'Asia/Barnaul')?.toISOString()).toBe('2030-06-30T17:00:00.000Z');
    expect(parseDateTime('2030-02-30T10:00Z', 'Europe/Moscow')).toBeUndefined();
    expect(parseDateTime('завтра', 'Europe/Moscow')).toBeUndefined();
  });
});

describe('GET /dashboard/promo/landings/', () => {
  it('lists the seeded landings: running, scheduled and ended, newest window first', async () => {
    const response = await landings();
    expect(response.status).toBe(200);
    const seeded = response.body.results.filter((item) =>
      ['spa-uikend-dlia-dvoikh', 'vechera-na-kryshe-s-vidom-na-nevu', 'rannee-bronirovanie-so-skidkoi-15'].includes(
        item.slug,
      ),
    );
    expect(seeded.map((item) => [item.slug, item.state, item.callToAction.type])).toEqual([
      ['vechera-na-kryshe-s-vidom-na-nevu', 'scheduled', 'link'],
      ['spa-uikend-dlia-dvoikh', 'active', 'service'],
      ['rannee-bronirovanie-so-skidkoi-15', 'expired', 'none'],
    ]);
    const running = seeded[1]!;
    expect(running).toEqual({
      id: anyNumber,
      contentType: 'promolanding',
      title: 'SPA-уикенд для двоих',
      slug: 'spa-uikend-dlia-dvoikh',
      body: matching(/^Два дня тишины[\s\S]*\n\n## Что входит\n\n- проживание/),
      image: {
        id: anyNumber,
        url: matching(new RegExp(`^${server.url}/media/demo-spa-l\\d+\\.png$`)),
        width: 480,
        height: 320,
      },
      callToAction: { type: 'service', service: anyNumber, url: '', label: 'Записаться на массаж' },
      publishFrom: matching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/),
      publishUntil: matching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/),
      isActive: true,
      state: 'active',
      createdAt: matching(/^\d{4}-/),
      updatedAt: matching(/^\d{4}-/),
    });
    // The seeded picture is painted on its first request.
    const picture = await fetch(running.image!.url);
    expect(picture.status).toBe(200);
    expect(sniffImage(Buffer.from(await picture.arrayBuffer()))).toMatchObject({
      mimeType: 'image/png',
      width: 480,
      height: 320,
    });
    // The call to action leads to the hotel's massage.
    const service = await call<{ name: string }>(server, `/dashboard/services/${running.callToAction.service}/`, {
      token: admin,
      hotel: 1,
    });
    expect(service.body.name).toMatch(/массаж/i);
  });

  it('is seeded once: running the step again adds nothing', async () => {
    expect(await seedPromoBilling(server.app.db, new Date())).toEqual({ landings: 0, paymentPoints: 0 });
  });

  it('gives every demo hotel its three landings, one of each state, only hotel 1 with a picture', async () => {
    for (const hotel of [2, 3]) {
      const response = await landings('', { token: manager, hotel });
      expect(response.status).toBe(200);
      const states = response.body.results.map((item) => item.state);
      expect(states).toEqual(['scheduled', 'active', 'expired']);
      expect(response.body.results.every((item) => item.image === null)).toBe(true);
      expect(response.body.results[1]!.callToAction).toMatchObject({ type: 'service', service: anyNumber });
    }
  });

  it('filters by the computed state and searches title and slug', async () => {
    const hotel = await freshHotel();
    const made = {
      active: await landing(
        { title: 'Открыт сейчас', publishFrom: fromNow(-DAY_MS), publishUntil: fromNow(DAY_MS) },
        { hotel },
      ),
      scheduled: await landing({ title: 'Скоро будет', publishFrom: fromNow(DAY_MS) }, { hotel }),
      expired: await landing({ title: 'Уже закончился', publishUntil: fromNow(-HOUR_MS) }, { hotel }),
      inactive: await landing({ title: 'Ёлочный базар', isActive: false, publishFrom: fromNow(DAY_MS) }, { hotel }),
    };
    for (const [state, item] of Object.entries(made)) {
      expect(item.state).toBe(state);
      const filtered = await landings(`?state=${state}`, { hotel });
      expect(filtered.body.results.map((result) => result.id)).toEqual([item.id]);
    }
    const all = await landings('', { hotel });
    // Newest start first; the ones without a start lead (by id, newest first).
    expect(all.body.results.map((item) => item.title)).toEqual([
      'Уже закончился',
      'Ёлочный базар',
      'Скоро будет',
      'Открыт сейчас',
    ]);

    expect((await landings('?search=ЕЛОЧН', { hotel })).body.results.map((item) => item.id)).toEqual([
      made.inactive.id,
    ]);
    expect((await landings('?search=skoro', { hotel })).body.results.map((item) => item.id)).toEqual([
      made.scheduled.id,
    ]);
    expect((await landings('?search=%25', { hotel })).body.count).toBe(0);
    expect(await landings('?state=draft', { hotel })).toMatchObject({
      status: 400,
      body: { state: ['Выберите корректный вариант. draft нет среди допустимых значений.'] },
    });
    expect((await landings('?page_size=2&page=3', { hotel })).status).toBe(404);
  });

  it('is scoped to the active hotel', async () => {
    const hotel = await freshHotel();
    const own = await landing({ title: 'Только для своих' }, { hotel });
    expect((await landings('', { hotel: 1 })).body.results.some((item) => item.id === own.id)).toBe(false);
    expect((await call(server, '/dashboard/promo/landings/', { token: admin })).status).toBe(403);
    expect((await call(server, '/dashboard/promo/landings/', { token: manager, hotel: 1 })).status).toBe(403);
    expect((await call(server, '/dashboard/promo/landings/', { hotel: 1 })).status).toBe(401);
  });
});

describe('POST /dashboard/promo/landings/', () => {
  it('creates from JSON: the slug from the title, active, no call to action, no window, no image', async () => {
    const hotel = await freshHotel();
    const response = await create(
      { title: '  Весенний SPA-уикенд ', body: 'Первый абзац.\r\n\r\n## Что входит\r\n- массаж' },
      { hotel },
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: anyNumber,
      contentType: 'promolanding',
      title: 'Весенний SPA-уикенд',
      slug: 'vesennii-spa-uikend',
      body: 'Первый абзац.\n\n## Что входит\n- массаж',
      image: null,
      callToAction: { type: 'none', service: null, url: '', label: '' },
      publishFrom: null,
      publishUntil: null,
      isActive: true,
      state: 'active',
      createdAt: matching(/^\d{4}-/),
      updatedAt: matching(/^\d{4}-/),
    });
  });

  it('keeps made slugs unique in the hotel and refuses a given one that is taken', async () => {
    const hotel = await freshHotel();
    const first = await landing({ title: 'Весенний SPA-уикенд' }, { hotel });
    const second = await landing({ title: 'Весенний SPA-уикенд!' }, { hotel });
    const third = await landing({ title: 'Весенний SPA-уикенд', slug: '' }, { hotel });
    expect([first.slug, second.slug, third.slug]).toEqual([
      'vesennii-spa-uikend',
      'vesennii-spa-uikend-2',
      'vesennii-spa-uikend-3',
    ]);
    const taken = await create({ title: 'Другой', slug: 'vesennii-spa-uikend-2' }, { hotel });
    expect(taken).toMatchObject({ status: 400, body: { slug: [PROMO_TEXT.slugTaken] } });
    expect(PROMO_TEXT.slugTaken).toBe('Лендинг с таким адресом уже есть.');
    // Another hotel may use the same address.
    const elsewhere = await landing({ title: 'Другой', slug: 'vesennii-spa-uikend-2' }, { hotel: await freshHotel() });
    expect(elsewhere.slug).toBe('vesennii-spa-uikend-2');
    // A given slug is lower-cased; anything else but latin letters, digits and single inner hyphens is refused.
    expect((await landing({ title: 'Лето', slug: ' Summer-2026 ' }, { hotel })).slug).toBe('summer-2026');
    for (const slug of ['летo', 'a--b', '-a', 'a_b', 'a b']) {
      expect((await create({ title: 'Лето', slug }, { hotel })).body).toEqual({ slug: [PROMO_TEXT.slugFormat] });
    }
    expect((await create({ title: 'Лето', slug: 'a'.repeat(101) }, { hotel })).body).toEqual({
      slug: ['Ensure this field has no more than 100 characters.'],
    });
  });

  it('checks every field at once', async () => {
    const empty = await create({});
    expect(empty).toMatchObject({ status: 400, body: { title: ['This field is required.'] } });
    const bad = await create({
      title: 'x'.repeat(201),
      body: 'б'.repeat(BODY_MAX_LENGTH + 1),
      ctaType: 'button',
      ctaLabel: 'x'.repeat(61),
      publishFrom: 'завтра',
      isActive: 'maybe',
      image: 'https://example.com/a.png',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      title: ['Ensure this field has no more than 200 characters.'],
      body: [`Ensure this field has no more than ${BODY_MAX_LENGTH} characters.`],
      ctaType: ['"button" is not a valid choice.'],
      ctaLabel: ['Ensure this field has no more than 60 characters.'],
      publishFrom: [FIELD_TEXT_RU.invalidDateTime],
      isActive: ['Must be a valid boolean.'],
      image: [imageFileMessages.notAFile],
    });
    expect((await create({ title: ['список'] })).body).toEqual({ title: ['Not a valid string.'] });
    const russian = await create({ title: '' }, { headers: { 'accept-language': 'ru' } });
    expect(russian.body).toEqual({ title: ['Это поле не может быть пустым.'] });
  });

  it('validates the call to action: a service of this hotel, an http(s) link, a label', async () => {
    const hotel = await freshHotel();
    const ownService = await makeService(server.app, hotel, 'Массаж');
    const foreignService = await makeService(server.app, 1, 'Чужой массаж');

    const withService = await landing(
      {
        title: 'Массаж',
        ctaType: 'service',
        ctaService: ownService,
        ctaLabel: ' Записаться ',
        ctaUrl: 'https://ignored.example.com',
      },
      { hotel },
    );
    expect(withService.callToAction).toEqual({ type: 'service', service: ownService, url: '', label: 'Записаться' });
    const withLink = await landing(
      {
        title: 'Ссылка',
        ctaType: 'link',
        ctaUrl: 'https://example.com/promo?a=1',
        ctaLabel: 'Подробнее',
        ctaService: ownService,
      },
      { hotel },
    );
    expect(withLink.callToAction).toEqual({
      type: 'link',
      service: null,
      url: 'https://example.com/promo?a=1',
      label: 'Подробнее',
    });
    const none = await landing(
      { title: 'Без кнопки', ctaType: 'none', ctaUrl: 'https://example.com', ctaLabel: 'Зачем' },
      { hotel },
    );
    expect(none.callToAction).toEqual({ type: 'none', service: null, url: '', label: '' });

    const cases: [Record<string, unknown>, Errors][] = [
      [
        { ctaType: 'service', ctaService: foreignService, ctaLabel: 'Записаться' },
        { ctaService: [PROMO_TEXT.serviceNotFound] },
      ],
      [
        { ctaType: 'service', ctaService: 999_999, ctaLabel: 'Записаться' },
        { ctaService: [PROMO_TEXT.serviceNotFound] },
      ],
      [
        { ctaType: 'service', ctaService: 'massage', ctaLabel: 'Записаться' },
        { ctaService: [FIELD_TEXT_RU.incorrectPkType('str')] },
      ],
      [{ ctaType: 'service', ctaLabel: 'Записаться' }, { ctaService: [PROMO_TEXT.serviceRequired] }],
      [{ ctaType: 'service', ctaService: ownService }, { ctaLabel: [PROMO_TEXT.labelRequired] }],
      [{ ctaType: 'link', ctaLabel: 'Открыть' }, { ctaUrl: [PROMO_TEXT.urlRequired] }],
      [{ ctaType: 'link', ctaUrl: 'ftp://example.com/file', ctaLabel: 'Открыть' }, { ctaUrl: [PROMO_TEXT.urlScheme] }],
      [{ ctaType: 'link', ctaUrl: 'javascript:alert(1)', ctaLabel: 'Открыть' }, { ctaUrl: [PROMO_TEXT.urlScheme] }],
      [{ ctaType: 'link', ctaUrl: 'https://promo', ctaLabel: 'Открыть' }, { ctaUrl: [FIELD_TEXT_RU.invalidUrl] }],
      [{ ctaType: 'link', ctaUrl: 'просто текст', ctaLabel: 'Открыть' }, { ctaUrl: [FIELD_TEXT_RU.invalidUrl] }],
    ];
    for (const [fields, errors] of cases) {
      const response = await create({ title: 'Кнопка', ...fields }, { hotel });
      expect([fields, response.status, response.body]).toEqual([fields, 400, errors]);
    }
  });

  it('validates the publication window and computes the state of each case', async () => {
    const hotel = await freshHotel();
    const from = fromNow(DAY_MS);
    const reversed = await create({ title: 'Наоборот', publishFrom: from, publishUntil: fromNow(-DAY_MS) }, { hotel });
    expect(reversed).toMatchObject({ status: 400, body: { publishUntil: [PROMO_TEXT.windowOrder] } });
    const same = await create({ title: 'Миг', publishFrom: from, publishUntil: from }, { hotel });
    expect(same.body).toEqual({ publishUntil: [PROMO_TEXT.windowOrder] });

    const states: [Record<string, unknown>, string][] = [
      [{ publishFrom: fromNow(-DAY_MS), publishUntil: fromNow(DAY_MS) }, 'active'],
      [{ publishFrom: fromNow(-DAY_MS), publishUntil: null }, 'active'],
      [{ publishFrom: '', publishUntil: fromNow(HOUR_MS) }, 'active'],
      [{ publishFrom: fromNow(HOUR_MS) }, 'scheduled'],
      [{ publishFrom: fromNow(HOUR_MS), publishUntil: fromNow(DAY_MS) }, 'scheduled'],
      [{ publishUntil: fromNow(-HOUR_MS) }, 'expired'],
      [{ publishFrom: fromNow(-2 * DAY_MS), publishUntil: fromNow(-DAY_MS) }, 'expired'],
      [{ publishFrom: fromNow(-DAY_MS), publishUntil: fromNow(DAY_MS), isActive: false }, 'inactive'],
      [{ publishFrom: fromNow(DAY_MS), isActive: 'false' }, 'inactive'],
    ];
    for (const [fields, state] of states) {
      const created = await landing({ title: 'Окно', ...fields }, { hotel });
      expect([fields, created.state]).toEqual([fields, state]);
    }
    // A moment without an offset is the hotel's local time (the test hotel is in Moscow, UTC+3).
    const local = await landing(
      { title: 'Местное время', publishFrom: '2031-03-01T10:00', publishUntil: '2031-03-31' },
      { hotel },
    );
    expect([local.publishFrom, local.publishUntil]).toEqual(['2031-03-01T07:00:00.000Z', '2031-03-30T21:00:00.000Z']);
  });

  it('creates from a multipart form with its image', async () => {
    const hotel = await freshHotel();
    const response = await createForm(
      {
        title: 'Весна в спа',
        body: 'Строка 1\nСтрока 2',
        ctaType: 'link',
        ctaUrl: 'https://example.com',
        ctaLabel: 'Открыть',
        publishFrom: fromNow(-HOUR_MS),
        publishUntil: '',
        isActive: 'true',
      },
      [PNG],
      { hotel },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      slug: 'vesna-v-spa',
      body: 'Строка 1\nСтрока 2',
      callToAction: { type: 'link', url: 'https://example.com', label: 'Открыть' },
      publishUntil: null,
      isActive: true,
      state: 'active',
      image: {
        id: anyNumber,
        url: matching(new RegExp(`^${server.url}/media/[0-9a-f]{32}\\.png$`)),
        width: 64,
        height: 40,
      },
    });
    const served = await fetch(response.body.image!.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG.bytes)).toBe(true);
    // A body of 20 000 Cyrillic characters (40 000 bytes) arrives whole through a form.
    const long = await createForm({ title: 'Длинный', body: 'ж'.repeat(BODY_MAX_LENGTH) }, [], { hotel });
    expect(long.status).toBe(201);
    expect(long.body.body).toHaveLength(BODY_MAX_LENGTH);
  });

  it('refuses a bad image on `image`, with the other errors, and stores nothing', async () => {
    const hotel = await freshHotel();
    const text = await createForm({ title: '' }, [{ name: 'photo.png', bytes: Buffer.from('not a picture at all') }], {
      hotel,
    });
    expect(text).toMatchObject({
      status: 400,
      body: { title: ['This field may not be blank.'], image: [imageFileMessages.notAnImage] },
    });
    const empty = await createForm({ title: 'Пусто' }, [{ name: 'empty.png', bytes: Buffer.alloc(0) }], { hotel });
    expect(empty.body).toEqual({ image: [imageFileMessages.emptyFile] });
    const two = await createForm({ title: 'Два' }, [PNG, PNG], { hotel });
    expect(two.body).toEqual({ image: [imageFileMessages.oneFile] });
    expect((await landings('', { hotel })).body.count).toBe(0);
  });

  it('is open to the hotel’s managers', async () => {
    const created = await landing({ title: 'От менеджера' }, { token: manager, hotel: 2 });
    expect(created.slug).toBe('ot-menedzhera');
    expect((await remove(created.id, { token: manager, hotel: 2 })).status).toBe(204);
  });
});

describe('PATCH /dashboard/promo/landings/{id}/', () => {
  it('changes only what is sent, as JSON or as a form', async () => {
    const hotel = await freshHotel();
    const service = await makeService(server.app, hotel, 'Баня');
    const created = await landing(
      {
        title: 'Баня',
        body: 'Текст',
        ctaType: 'service',
        ctaService: service,
        ctaLabel: 'Записаться',
        publishFrom: fromNow(-DAY_MS),
      },
      { hotel },
    );

    const renamed = await patch(created.id, { title: 'Банный вечер' }, { hotel });
    expect(renamed.status).toBe(200);
    // The address stays (links to it keep working) unless it is changed or cleared.
    expect(renamed.body).toMatchObject({
      title: 'Банный вечер',
      slug: 'bania',
      body: 'Текст',
      callToAction: { type: 'service', service },
      state: 'active',
    });
    expect(renamed.body.updatedAt >= created.updatedAt).toBe(true);
    expect((await patch(created.id, { slug: '' }, { hotel })).body.slug).toBe('bannyi-vecher');
    expect((await patch(created.id, {}, { hotel })).body).toMatchObject({
      title: 'Банный вечер',
      slug: 'bannyi-vecher',
    });

    const switched = await patchForm(
      created.id,
      { ctaType: 'link', ctaUrl: 'https://example.com/banya', publish_until: fromNow(DAY_MS), is_active: 'false' },
      [],
      { hotel },
    );
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body).toMatchObject({
      callToAction: { type: 'link', service: null, url: 'https://example.com/banya', label: 'Записаться' },
      isActive: false,
      state: 'inactive',
    });
    const cleared = await patch(
      created.id,
      { ctaType: 'none', publishFrom: null, publishUntil: null, isActive: true },
      { hotel },
    );
    expect(cleared.body).toMatchObject({
      callToAction: { type: 'none', service: null, url: '', label: '' },
      publishFrom: null,
      publishUntil: null,
      state: 'active',
    });
  });

  it('checks the landing as it would be: the window against the stored end, the call to action against stored fields', async () => {
    const hotel = await freshHotel();
    const created = await landing({ title: 'Окно', publishUntil: fromNow(DAY_MS) }, { hotel });
    expect(await patch(created.id, { publishFrom: fromNow(2 * DAY_MS) }, { hotel })).toMatchObject({
      status: 400,
      body: { publishUntil: [PROMO_TEXT.windowOrder] },
    });
    expect((await patch(created.id, { ctaType: 'link' }, { hotel })).body).toEqual({
      ctaUrl: [PROMO_TEXT.urlRequired],
      ctaLabel: [PROMO_TEXT.labelRequired],
    });
    const other = await landing({ title: 'Занято' }, { hotel });
    expect((await patch(created.id, { slug: other.slug }, { hotel })).body).toEqual({ slug: [PROMO_TEXT.slugTaken] });
    // Its own slug is not "taken".
    expect((await patch(created.id, { slug: created.slug }, { hotel })).status).toBe(200);
  });

  it('replaces the image and removes it (form `image=` or JSON null)', async () => {
    const hotel = await freshHotel();
    const created = await createForm({ title: 'С картинкой' }, [PNG], { hotel });
    const first = created.body.image!;
    expect(existsSync(fileOf(first.url))).toBe(true);

    const replaced = await patchForm(
      created.body.id,
      { title: 'С новой картинкой' },
      [{ name: 'new.png', bytes: testPng(30, 20) }],
      { hotel },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.title).toBe('С новой картинкой');
    expect(replaced.body.image).toMatchObject({ width: 30, height: 20 });
    expect(replaced.body.image!.id).not.toBe(first.id);
    expect(existsSync(fileOf(first.url))).toBe(false);
    expect(existsSync(fileOf(replaced.body.image!.url))).toBe(true);

    // A form without `image` keeps it.
    expect((await patchForm(created.body.id, { body: 'Текст' }, [], { hotel })).body.image).toEqual(
      replaced.body.image,
    );
    const bad = await patchForm(created.body.id, {}, [{ name: 'bad.png', bytes: Buffer.from('GIF89a?') }], { hotel });
    expect(bad).toMatchObject({ status: 400, body: { image: [imageFileMessages.notAnImage] } });

    const removed = await patchForm(created.body.id, { image: '' }, [], { hotel });
    expect(removed.body.image).toBeNull();
    expect(existsSync(fileOf(replaced.body.image!.url))).toBe(false);

    const again = await patchForm(created.body.id, {}, [PNG], { hotel });
    expect(again.body.image).not.toBeNull();
    const viaJson = await patch(created.body.id, { image: null }, { hotel });
    expect(viaJson.body.image).toBeNull();
    expect(existsSync(fileOf(again.body.image!.url))).toBe(false);
    const rows = await server.app.db
      .select()
      .from(images)
      .where(and(eq(images.contentType, 'landing'), eq(images.objectId, created.body.id)));
    expect(rows).toEqual([]);
  });

  it('is a 404 for another hotel’s landing, a missing or malformed id', async () => {
    const hotel = await freshHotel();
    const own = await landing({ title: 'Свой' }, { hotel });
    expect(await patch(own.id, { title: 'Чужой' }, { hotel: 1 })).toMatchObject({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await patchForm(own.id, { title: 'Чужой' }, [PNG], { hotel: 1 })).status).toBe(404);
    expect((await call(server, `/dashboard/promo/landings/${own.id}/`, { token: admin, hotel: 1 })).status).toBe(404);
    expect((await remove(own.id, { hotel: 1 })).status).toBe(404);
    expect((await patch(999_999, { title: 'Нет' }, { hotel })).status).toBe(404);
    expect((await patch('abc' as unknown as number, { title: 'Нет' }, { hotel })).status).toBe(404);
    expect(
      (await call<Landing>(server, `/dashboard/promo/landings/${own.id}/`, { token: admin, hotel })).body.title,
    ).toBe('Свой');
  });
});

describe('DELETE /dashboard/promo/landings/{id}/', () => {
  it('deletes the landing with its image row and file', async () => {
    const hotel = await freshHotel();
    const created = await createForm({ title: 'Удалить' }, [PNG], { hotel });
    const file = fileOf(created.body.image!.url);
    expect(existsSync(file)).toBe(true);
    expect((await remove(created.body.id, { hotel })).status).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(await server.app.db.select().from(images).where(eq(images.id, created.body.image!.id))).toEqual([]);
    expect((await remove(created.body.id, { hotel })).status).toBe(404);
    expect((await fetch(created.body.image!.url)).status).toBe(404);
  });
});

describe('a landing whose service is deleted', () => {
  it('falls back to no call to action', async () => {
    const hotel = await freshHotel();
    const service = await makeService(server.app, hotel, 'Сезонная услуга');
    const created = await landing(
      { title: 'Сезон', ctaType: 'service', ctaService: service, ctaLabel: 'Заказать' },
      { hotel },
    );
    const deleted = await call(server, `/dashboard/services/${service}/`, { method: 'DELETE', token: admin, hotel });
    expect(deleted.status).toBe(204);
    const after = await call<Landing>(server, `/dashboard/promo/landings/${created.id}/`, { token: admin, hotel });
    expect(after.body.callToAction).toEqual({ type: 'none', service: null, url: '', label: '' });
    const [row] = await server.app.db.select().from(promoLandings).where(eq(promoLandings.id, created.id));
    expect(row).toMatchObject({ ctaType: 'none', ctaServiceId: null });
    // The landing can be edited as usual afterwards.
    expect((await patch(created.id, { title: 'Сезон закрыт' }, { hotel })).status).toBe(200);
  });
});
