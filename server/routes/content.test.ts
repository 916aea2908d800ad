import { existsSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_KINDS, CONTENT_TEXT, type ContentKind } from '../domain/content';
import { FIELD_TEXT } from '../http/field-texts';
import { imageFileMessages, type ObjectImage } from '../media/object-image';
import { images } from '../media/schema';
import { sniffImage } from '../media/sniff';
import { mediaPath } from '../media/storage';
import { testJpeg, testPng } from '../media/test-images';
import { SAFETY_CATEGORIES, SAFETY_ITEMS, SIGHTS, SIGHTS_CATEGORIES } from '../seed/content-data';
import { makeHotel } from '../testing/fixtures';
import { ADMIN, anyNumber, call, type Detail, login, MANAGER, matching, type Paged } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';
import { startSignedInServer } from '../testing/signed-in-server';

const { server, admin, manager } = await startSignedInServer();

/** A hotel of this file's own (administered by admin@, managed by manager@): the tests' items live there. */
let hotel: number;
/** Another hotel of admin@, for the scoping tests. */
let otherHotel: number;

beforeAll(async () => {
  hotel = await makeHotel(server.app, { name: 'Контент-отель', admins: [ADMIN.email], managers: [MANAGER.email] });
  otherHotel = await makeHotel(server.app, { name: 'Чужой контент', admins: [ADMIN.email] });
});

type Errors = Record<string, string[]>;
type Item = {
  id: number;
  contentType: string;
  category: number;
  title: string;
  image: ObjectImage | null;
  createdAt: string;
  updatedAt: string;
} & Record<string, unknown>;
type Category = { id: number; name: string; icon: string };

interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

interface SendOptions {
  method?: 'POST' | 'PATCH';
  /** Multipart text fields; a list is sent as repeated fields. */
  fields?: Record<string, string | number | (string | number)[]>;
  files?: FilePart[];
  /** A JSON body instead of a form. */
  json?: unknown;
  hotelId?: number;
  token?: string;
  target?: TestServer;
  language?: string;
}

/** POST or PATCH a form as a browser sends a FormData (real multipart over real HTTP), or JSON. */
async function send<T = Item>(
  path: string,
  {
    method = 'POST',
    fields = {},
    files = [],
    json,
    hotelId = hotel,
    token = admin,
    target = server,
    language,
  }: SendOptions,
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'managed-hotel': String(hotelId) };
  if (language) headers['accept-language'] = language;
  let body: FormData | string;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
    }
    for (const file of files)
      form.append(file.field ?? 'image', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
    body = form;
  }
  const response = await fetch(`${target.url}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

function png(width = 20, height = 10, name = 'picture.png'): FilePart {
  return { name, bytes: testPng(width, height), type: 'image/png' };
}

/** The path of a kind's list, or of one item. */
function pathOf(kind: ContentKind, id?: number): string {
  return `/dashboard/content/${kind.kind}/${id === undefined ? '' : `${id}/`}`;
}

/** The file on disk behind an image URL. */
function fileOf(image: ObjectImage): string {
  return mediaPath(server.config, new URL(image.url).pathname.split('/').pop()!)!;
}

async function imageRows(kind: ContentKind, objectId: number): Promise<number> {
  const [row] = await server.app.db
    .select({ value: count() })
    .from(images)
    .where(and(eq(images.contentType, kind.imageType), eq(images.objectId, objectId)));
  return row?.value ?? 0;
}

async function categoriesOf(kind: ContentKind): Promise<Category[]> {
  const response = await call<Category[]>(server, `/content/${kind.kind}-categories/`, { token: admin });
  expect(response.status).toBe(200);
  return response.body;
}

/** A valid create form of the kind (multipart values), in its first category. */
async function validFields(kind: ContentKind): Promise<Record<string, string | string[]>> {
  const [category] = await categoriesOf(kind);
  if (kind.kind === 'safety') {
    return {
      category: String(category!.id),
      title: 'Пожарная тревога',
      text: 'Выходите по зелёным указателям.',
      phones: ['101', '+7 (812) 640-57-57'],
    };
  }
  return {
    category: String(category!.id),
    title: 'Эрмитаж',
    description: 'Музей.',
    address: 'Дворцовая площадь, 2',
    latitude: '59.93986',
    longitude: '30.31456',
    distance: '2.1',
  };
}

let serial = 0;
/** Creates an item of the kind (with an image when asked) and returns it; fails the test otherwise. */
async function create(
  kind: ContentKind,
  options: { image?: FilePart; hotelId?: number; overrides?: Record<string, string | string[]> } = {},
): Promise<Item> {
  serial += 1;
  const fields = { ...(await validFields(kind)), title: `Пункт ${serial}`, ...options.overrides };
  const response = await send(pathOf(kind), {
    fields,
    files: options.image ? [options.image] : [],
    hotelId: options.hotelId,
  });
  expect(response.status).toBe(201);
  return response.body;
}

const KINDS = Object.values(CONTENT_KINDS);
const SEEDED = {
  safety: { categories: SAFETY_CATEGORIES, hotel1: SAFETY_ITEMS[1]!, contentType: 'safetyitem' },
  sights: { categories: SIGHTS_CATEGORIES, hotel1: SIGHTS[1]!, contentType: 'sightsitem' },
} as const;

describe.each(KINDS)('$kind: categories', (kind) => {
  it('lists the global categories in their order, to any signed-in user', async () => {
    const categories = await categoriesOf(kind);
    expect(categories.map((category) => category.name)).toEqual(
      SEEDED[kind.kind].categories.map((category) => category.name),
    );
    expect(categories[0]).toEqual({
      id: anyNumber,
      name: SEEDED[kind.kind].categories[0]!.name,
      icon: SEEDED[kind.kind].categories[0]!.icon,
    });
    // Not hotel-scoped: no Managed-Hotel needed.
    expect((await call(server, `/content/${kind.kind}-categories/`, { token: manager })).status).toBe(200);
    expect((await call(server, `/content/${kind.kind}-categories/`)).status).toBe(401);
  });
});

describe.each(KINDS)('$kind: list', (kind) => {
  it('pages the hotel’s seeded items by title, each with its content type and image', async () => {
    const response = await call<Paged<Item>>(server, `${pathOf(kind)}?page_size=999`, { token: admin, hotel: 1 });
    expect(response.status).toBe(200);
    const titles = response.body.results.map((item) => item.title);
    expect(titles).toEqual(
      SEEDED[kind.kind].hotel1.map((item) => item.title).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    expect(response.body.results.every((item) => item.contentType === SEEDED[kind.kind].contentType)).toBe(true);
    const withImage = response.body.results.filter((item) => item.image !== null);
    expect(withImage.length).toBe(SEEDED[kind.kind].hotel1.filter((item) => item.scene).length);
    const image = withImage[0]!.image!;
    expect(image).toEqual({
      id: anyNumber,
      url: matching(new RegExp(`^${server.url}/media/demo-[a-z]+-${kind.imageType}-\\d+\\.png$`)),
      width: 480,
      height: 320,
    });
    const served = await fetch(image.url);
    expect(served.status).toBe(200);
    expect(sniffImage(Buffer.from(await served.arrayBuffer()))).toMatchObject({ width: 480, height: 320 });
  });

  it('filters by category; an empty category is all; an unknown one is a 400', async () => {
    const categories = await categoriesOf(kind);
    const all = await call<Paged<Item>>(server, `${pathOf(kind)}?category=&page_size=999`, { token: admin, hotel: 1 });
    const first = categories.find((category) => all.body.results.some((item) => item.category === category.id))!;
    const filtered = await call<Paged<Item>>(server, `${pathOf(kind)}?category=${first.id}&page_size=999`, {
      token: admin,
      hotel: 1,
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.count).toBe(all.body.results.filter((item) => item.category === first.id).length);
    expect(filtered.body.count).toBeLessThan(all.body.count);
    expect(filtered.body.results.every((item) => item.category === first.id)).toBe(true);

    for (const bad of ['999999', 'abc', '-1']) {
      const response = await call<Errors>(server, `${pathOf(kind)}?category=${bad}`, { token: admin, hotel: 1 });
      expect(response).toMatchObject({ status: 400, body: { category: [FIELD_TEXT.selectValidChoice] } });
    }
    const russian = await call<Errors>(server, `${pathOf(kind)}?category=999999`, {
      token: admin,
      hotel: 1,
      headers: { 'accept-language': 'ru' },
    });
    expect(russian.body.category![0]).toMatch(/^Выберите корректный вариант/);
  });

  it('shows only the active hotel’s items, to its administrators and managers', async () => {
    const own = await create(kind);
    const listed = await call<Paged<Item>>(server, `${pathOf(kind)}?page_size=999`, { token: manager, hotel });
    expect(listed.body.results.map((item) => item.id)).toContain(own.id);
    const elsewhere = await call<Paged<Item>>(server, `${pathOf(kind)}?page_size=999`, { token: admin, hotel: 1 });
    expect(elsewhere.body.results.map((item) => item.id)).not.toContain(own.id);
    expect((await call<Detail>(server, pathOf(kind), { token: admin })).status).toBe(403);
    expect((await call<Detail>(server, pathOf(kind), { token: manager, hotel: 1 })).status).toBe(403);
  });
});

describe.each(KINDS)('$kind: create', (kind) => {
  it('creates an item from a multipart form with a real PNG: 201, the image stored and served', async () => {
    const fields = await validFields(kind);
    const response = await send(pathOf(kind), { fields, files: [png(40, 30, 'Пожарный выход.png')] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: anyNumber,
      contentType: SEEDED[kind.kind].contentType,
      category: Number(fields.category),
      title: fields.title,
    });
    expect(response.body.image).toEqual({
      id: anyNumber,
      url: matching(new RegExp(`^${server.url}/media/[0-9a-f]{32}\\.png$`)),
      width: 40,
      height: 30,
    });
    expect(existsSync(fileOf(response.body.image!))).toBe(true);
    expect((await fetch(response.body.image!.url)).headers.get('content-type')).toBe('image/png');
    expect(await imageRows(kind, response.body.id)).toBe(1);
    // The same item on its own and in the list.
    const read = await call<Item>(server, pathOf(kind, response.body.id), { token: admin, hotel });
    expect(read.body).toEqual(response.body);
  });

  it('creates an item from JSON (snake_case keys too), without an image', async () => {
    const fields = await validFields(kind);
    const json =
      kind.kind === 'safety'
        ? { ...fields, phones: ['112'] }
        : { ...fields, latitude: 59.9, longitude: 30.3, distance: 0 };
    const response = await send(pathOf(kind), { json });
    expect(response.status).toBe(201);
    expect(response.body.image).toBeNull();
    if (kind.kind === 'safety') expect(response.body.phones).toEqual(['112']);
    else expect(response.body).toMatchObject({ latitude: 59.9, longitude: 30.3, distance: 0 });
  });

  it('accepts a JPEG declared as something else: the type comes from the bytes', async () => {
    const item = await create(kind, { image: { name: 'photo.txt', bytes: testJpeg(16, 8), type: 'text/plain' } });
    expect(item.image).toMatchObject({ width: 16, height: 8 });
    expect(item.image!.url).toMatch(/\.jpg$/);
  });

  it('reports every missing required field at once', async () => {
    const response = await send<Errors>(pathOf(kind), { json: {} });
    const required = kind.kind === 'safety' ? ['category', 'title', 'text'] : ['category', 'title'];
    expect(response.status).toBe(400);
    expect(Object.keys(response.body).sort()).toEqual(required.sort());
    for (const field of required) expect(response.body[field]).toEqual(['This field is required.']);
    const russian = await send<Errors>(pathOf(kind), { json: {}, language: 'ru' });
    expect(russian.body.title).toEqual(['Обязательное поле.']);
  });

  it('checks the title and the category', async () => {
    const fields = await validFields(kind);
    const blank = await send<Errors>(pathOf(kind), { fields: { ...fields, title: '   ' } });
    expect(blank).toEqual({ status: 400, body: { title: ['This field may not be blank.'] } });
    const long = await send<Errors>(pathOf(kind), { fields: { ...fields, title: 'я'.repeat(201) } });
    expect(long).toEqual({ status: 400, body: { title: ['Ensure this field has no more than 200 characters.'] } });
    expect((await send<Item>(pathOf(kind), { fields: { ...fields, title: 'я'.repeat(200) } })).status).toBe(201);
    const unknown = await send<Errors>(pathOf(kind), { fields: { ...fields, category: '999999' } });
    expect(unknown).toEqual({ status: 400, body: { category: ['Invalid pk "999999" - object does not exist.'] } });
    const notAnId = await send<Errors>(pathOf(kind), { fields: { ...fields, category: 'fire' }, language: 'ru' });
    expect(notAnId.body.category![0]).toMatch(/^Некорректный тип/);
  });

  it('refuses a file that is not an image, two files, an empty file and a text value on `image`, and stores nothing', async () => {
    const fields = await validFields(kind);
    const before = (await call<Paged<Item>>(server, pathOf(kind), { token: admin, hotel })).body.count;
    const cases: [FilePart[] | Record<string, string>, string][] = [
      [
        [{ name: 'photo.png', bytes: Buffer.from('not a picture at all'), type: 'image/png' }],
        imageFileMessages.notAnImage,
      ],
      [[png(), png()], imageFileMessages.oneFile],
      [[{ name: 'empty.png', bytes: Buffer.alloc(0), type: 'image/png' }], imageFileMessages.emptyFile],
      [{ image: 'https://example.com/picture.png' }, imageFileMessages.notAFile],
    ];
    for (const [sent, message] of cases) {
      const response = Array.isArray(sent)
        ? await send<Errors>(pathOf(kind), { fields, files: sent })
        : await send<Errors>(pathOf(kind), { fields: { ...fields, ...sent } });
      expect(response).toEqual({ status: 400, body: { image: [message] } });
    }
    // Every error at once: the fields' and the image's.
    const both = await send<Errors>(pathOf(kind), {
      fields: { ...fields, title: '' },
      files: [{ name: 'x.png', bytes: Buffer.from('text') }],
    });
    expect(both.body).toEqual({ title: ['This field may not be blank.'], image: [imageFileMessages.notAnImage] });
    expect((await call<Paged<Item>>(server, pathOf(kind), { token: admin, hotel })).body.count).toBe(before);
  });

  it('is open to the hotel’s managers', async () => {
    const fields = await validFields(kind);
    const response = await send(pathOf(kind), { fields, token: manager });
    expect(response.status).toBe(201);
  });
});

describe('safety: fields', () => {
  const kind = CONTENT_KINDS.safety;

  it('keeps the phones in order, from repeated fields, a JSON list or one field holding one; `phones=` is none', async () => {
    const fields = await validFields(kind);
    const repeated = await send(pathOf(kind), {
      fields: { ...fields, phones: [' 112 ', '101', '+7 (812) 640-57-57', '8-800-100-20-30', '103'] },
    });
    expect(repeated.status).toBe(201);
    expect(repeated.body.phones).toEqual(['112', '101', '+7 (812) 640-57-57', '8-800-100-20-30', '103']);
    const json = await send(pathOf(kind), { json: { ...fields, phones: ['104'] } });
    expect(json.body.phones).toEqual(['104']);
    // One form field holding the JSON list, as a form for DRF's JSONField sends it.
    const jsonField = await send(pathOf(kind), { fields: { ...fields, phones: '["105", " 112 "]' } });
    expect(jsonField.body.phones).toEqual(['105', '112']);
    const none = await send(pathOf(kind), { fields: { ...fields, phones: '' } });
    expect(none.body.phones).toEqual([]);
    const absent = await send(pathOf(kind), {
      fields: { category: fields.category!, title: 'Без телефонов', text: 'Текст.' },
    });
    expect(absent.body.phones).toEqual([]);
  });

  it('refuses more than 5 phones and each malformed one, by name', async () => {
    const fields = await validFields(kind);
    const six = await send<Errors>(pathOf(kind), {
      fields: { ...fields, phones: ['101', '102', '103', '104', '112', '911'] },
    });
    expect(six).toEqual({ status: 400, body: { phones: ['Ensure this field has no more than 5 elements.'] } });
    const bad = await send<Errors>(pathOf(kind), {
      fields: { ...fields, phones: ['112', 'звоните', '12', '7+812', `+7 ${'9'.repeat(31)}`] },
    });
    expect(bad).toEqual({
      status: 400,
      body: {
        phones: [
          CONTENT_TEXT.phone('звоните'),
          CONTENT_TEXT.phone('12'),
          CONTENT_TEXT.phone('7+812'),
          CONTENT_TEXT.phone(`+7 ${'9'.repeat(31)}`),
        ],
      },
    });
    const blank = await send<Errors>(pathOf(kind), { json: { ...fields, phones: ['112', ''] } });
    expect(blank).toEqual({ status: 400, body: { phones: ['This field may not be blank.'] } });
    const russian = await send<Errors>(pathOf(kind), {
      fields: { ...fields, phones: ['1', '2', '3', '4', '5', '6'] },
      language: 'ru',
    });
    expect(russian.body.phones).toEqual(['Убедитесь, что в этом поле не больше 5 элементов.']);
  });

  it('needs a text of at most 5000 characters', async () => {
    const fields = await validFields(kind);
    expect((await send<Errors>(pathOf(kind), { fields: { ...fields, text: '' } })).body).toEqual({
      text: ['This field may not be blank.'],
    });
    expect((await send<Errors>(pathOf(kind), { fields: { ...fields, text: 'ж'.repeat(5001) } })).body).toEqual({
      text: ['Ensure this field has no more than 5000 characters.'],
    });
    expect((await send(pathOf(kind), { fields: { ...fields, text: 'ж'.repeat(5000) } })).status).toBe(201);
  });
});

describe('sights: fields', () => {
  const kind = CONTENT_KINDS.sights;

  it('takes the coordinates both or neither, the error on the one left out', async () => {
    const fields = await validFields(kind);
    const noLongitude = await send<Errors>(pathOf(kind), { fields: { ...fields, longitude: '' } });
    expect(noLongitude).toEqual({ status: 400, body: { longitude: [CONTENT_TEXT.halfPosition] } });
    const { latitude: _latitude, ...withoutLatitude } = fields;
    const noLatitude = await send<Errors>(pathOf(kind), { fields: withoutLatitude });
    expect(noLatitude).toEqual({ status: 400, body: { latitude: [CONTENT_TEXT.halfPosition] } });
    const neither = await send(pathOf(kind), { fields: { ...fields, latitude: '', longitude: '' } });
    expect(neither.status).toBe(201);
    expect(neither.body).toMatchObject({ latitude: null, longitude: null });
  });

  it('checks the WGS 84 ranges and numbers', async () => {
    const fields = await validFields(kind);
    const cases: [Record<string, string>, Errors][] = [
      [{ latitude: '90.5' }, { latitude: ['Ensure this value is less than or equal to 90.'] }],
      [{ latitude: '-91' }, { latitude: ['Ensure this value is greater than or equal to -90.'] }],
      [{ longitude: '180.01' }, { longitude: ['Ensure this value is less than or equal to 180.'] }],
      [{ longitude: '-181' }, { longitude: ['Ensure this value is greater than or equal to -180.'] }],
      [{ latitude: '59,9' }, { latitude: ['A valid number is required.'] }],
      [{ longitude: 'восток' }, { longitude: ['A valid number is required.'] }],
    ];
    for (const [change, errors] of cases)
      expect(await send<Errors>(pathOf(kind), { fields: { ...fields, ...change } })).toEqual({
        status: 400,
        body: errors,
      });
    const edges = await send(pathOf(kind), { fields: { ...fields, latitude: '-90', longitude: '180' } });
    expect(edges.body).toMatchObject({ latitude: -90, longitude: 180 });
    const russian = await send<Errors>(pathOf(kind), { fields: { ...fields, latitude: '91' }, language: 'ru' });
    expect(russian.body.latitude).toEqual(['Убедитесь, что это значение меньше либо равно 90.']);
  });

  it('takes a distance from 0 to 1000 km with one decimal; empty is none', async () => {
    const fields = await validFields(kind);
    const cases: [string, string][] = [
      ['1000.1', 'Ensure this value is less than or equal to 1000.'],
      ['-0.5', 'Ensure this value is greater than or equal to 0.'],
      ['2.55', 'Ensure that there are no more than 1 decimal places.'],
      ['два', 'A valid number is required.'],
    ];
    for (const [distance, message] of cases)
      expect(await send<Errors>(pathOf(kind), { fields: { ...fields, distance } })).toEqual({
        status: 400,
        body: { distance: [message] },
      });
    expect((await send(pathOf(kind), { fields: { ...fields, distance: '1000' } })).body.distance).toBe(1000);
    expect((await send(pathOf(kind), { fields: { ...fields, distance: '0.7' } })).body.distance).toBe(0.7);
    expect((await send(pathOf(kind), { fields: { ...fields, distance: '' } })).body.distance).toBeNull();
    const russian = await send<Errors>(pathOf(kind), { fields: { ...fields, distance: '2.55' }, language: 'ru' });
    expect(russian.body.distance).toEqual(['Убедитесь, что в числе не больше 1 знаков в дробной части.']);
  });

  it('has an optional description (≤ 5000) and address (≤ 300)', async () => {
    const fields = await validFields(kind);
    const bare = await send(pathOf(kind), { fields: { category: fields.category!, title: 'Просто место' } });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({
      description: '',
      address: '',
      latitude: null,
      longitude: null,
      distance: null,
      image: null,
    });
    const long = await send<Errors>(pathOf(kind), {
      fields: { ...fields, description: 'д'.repeat(5001), address: 'а'.repeat(301) },
    });
    expect(long).toEqual({
      status: 400,
      body: {
        description: ['Ensure this field has no more than 5000 characters.'],
        address: ['Ensure this field has no more than 300 characters.'],
      },
    });
  });

  it('checks a PATCH’s coordinates against the stored ones', async () => {
    const placeless = await create(kind, { overrides: { latitude: '', longitude: '' } });
    const half = await send<Errors>(pathOf(kind, placeless.id), { method: 'PATCH', json: { latitude: 43.5 } });
    expect(half).toEqual({ status: 400, body: { longitude: [CONTENT_TEXT.halfPosition] } });
    const placed = await create(kind);
    const moved = await send(pathOf(kind, placed.id), { method: 'PATCH', json: { latitude: 43.5 } });
    expect(moved.body).toMatchObject({ latitude: 43.5, longitude: placed.longitude });
    const cleared = await send(pathOf(kind, placed.id), { method: 'PATCH', fields: { latitude: '', longitude: '' } });
    expect(cleared.body).toMatchObject({ latitude: null, longitude: null });
  });
});

describe.each(KINDS)('$kind: update', (kind) => {
  it('changes only the fields sent', async () => {
    const item = await create(kind, { image: png() });
    const field = kind.kind === 'safety' ? 'text' : 'description';
    const response = await send(pathOf(kind, item.id), { method: 'PATCH', fields: { [field]: 'Новый текст.' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...item, [field]: 'Новый текст.', updatedAt: response.body.updatedAt });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.updatedAt));
    const json = await send(pathOf(kind, item.id), { method: 'PATCH', json: {} });
    expect(json.body).toMatchObject({ title: item.title, [field]: 'Новый текст.', image: item.image });
  });

  it('moves an item to another category and validates what is sent', async () => {
    const item = await create(kind);
    const categories = await categoriesOf(kind);
    const other = categories.find((category) => category.id !== item.category)!;
    expect((await send(pathOf(kind, item.id), { method: 'PATCH', json: { category: other.id } })).body.category).toBe(
      other.id,
    );
    const bad = await send<Errors>(pathOf(kind, item.id), { method: 'PATCH', json: { category: 999_999, title: '' } });
    expect(bad).toEqual({
      status: 400,
      body: { category: ['Invalid pk "999999" - object does not exist.'], title: ['This field may not be blank.'] },
    });
  });

  it('replaces the image with a new one: the old file and row are gone', async () => {
    const item = await create(kind, { image: png(20, 10) });
    const oldFile = fileOf(item.image!);
    expect(existsSync(oldFile)).toBe(true);
    const response = await send(pathOf(kind, item.id), { method: 'PATCH', files: [png(30, 15, 'new.png')] });
    expect(response.status).toBe(200);
    expect(response.body.image).toEqual({ id: anyNumber, url: anyStringNot(item.image!.url), width: 30, height: 15 });
    expect(response.body.title).toBe(item.title);
    expect(existsSync(oldFile)).toBe(false);
    expect(existsSync(fileOf(response.body.image!))).toBe(true);
    expect(await imageRows(kind, item.id)).toBe(1);
    expect((await fetch(item.image!.url)).status).toBe(404);
  });

  it('gives an item without an image its first one', async () => {
    const item = await create(kind);
    const response = await send(pathOf(kind, item.id), { method: 'PATCH', files: [png(12, 12)] });
    expect(response.body.image).toMatchObject({ width: 12, height: 12 });
  });

  it('removes the image on `image=` (multipart) and on "image": null (JSON)', async () => {
    const multipart = await create(kind, { image: png() });
    const removed = await send(pathOf(kind, multipart.id), { method: 'PATCH', fields: { image: '' } });
    expect(removed.status).toBe(200);
    expect(removed.body.image).toBeNull();
    expect(existsSync(fileOf(multipart.image!))).toBe(false);
    expect(await imageRows(kind, multipart.id)).toBe(0);

    const json = await create(kind, { image: png() });
    const viaJson = await send(pathOf(kind, json.id), { method: 'PATCH', json: { image: null } });
    expect(viaJson.body.image).toBeNull();
    expect(existsSync(fileOf(json.image!))).toBe(false);
  });

  it('keeps the old image and fields when the new image is refused', async () => {
    const item = await create(kind, { image: png() });
    const response = await send<Errors>(pathOf(kind, item.id), {
      method: 'PATCH',
      fields: { title: 'Не сохранится' },
      files: [{ name: 'fake.png', bytes: Buffer.from('<svg/>') }],
    });
    expect(response).toEqual({ status: 400, body: { image: [imageFileMessages.notAnImage] } });
    const read = await call<Item>(server, pathOf(kind, item.id), { token: admin, hotel });
    expect(read.body).toEqual(item);
    expect(existsSync(fileOf(item.image!))).toBe(true);
  });

  it('is a 404 for another hotel’s item, an unknown or a malformed id', async () => {
    const foreign = await create(kind, { hotelId: otherHotel, image: png() });
    expect((await send<Detail>(pathOf(kind, foreign.id), { method: 'PATCH', json: { title: 'Чужое' } })).status).toBe(
      404,
    );
    expect((await send<Detail>(pathOf(kind, foreign.id), { method: 'PATCH', files: [png()] })).status).toBe(404);
    expect((await call<Detail>(server, pathOf(kind, foreign.id), { token: admin, hotel })).status).toBe(404);
    expect(
      (await call<Detail>(server, pathOf(kind, foreign.id), { token: admin, hotel, method: 'DELETE' })).status,
    ).toBe(404);
    expect((await send<Detail>(pathOf(kind, 999_999), { method: 'PATCH', json: {} })).body).toEqual({
      detail: 'Not found.',
    });
    expect((await call<Detail>(server, `${pathOf(kind)}abc/`, { token: admin, hotel, method: 'DELETE' })).status).toBe(
      404,
    );
    // Untouched, image included.
    const still = await call<Item>(server, pathOf(kind, foreign.id), { token: admin, hotel: otherHotel });
    expect(still.body).toEqual(foreign);
    expect(existsSync(fileOf(foreign.image!))).toBe(true);
  });
});

describe.each(KINDS)('$kind: delete', (kind) => {
  it('deletes the item with its image row and file', async () => {
    const item = await create(kind, { image: png() });
    const file = fileOf(item.image!);
    const response = await call(server, pathOf(kind, item.id), { token: manager, hotel, method: 'DELETE' });
    expect(response.status).toBe(204);
    expect((await call(server, pathOf(kind, item.id), { token: admin, hotel })).status).toBe(404);
    expect(existsSync(file)).toBe(false);
    expect(await imageRows(kind, item.id)).toBe(0);
    expect((await call(server, pathOf(kind, item.id), { token: admin, hotel, method: 'DELETE' })).status).toBe(404);
  });
});

describe.each(KINDS)('$kind: image size limit', (kind) => {
  let small: TestServer;
  let token: string;

  beforeAll(async () => {
    small = await startTestServer({ authRateLimit: 10_000, imageMaxBytes: 4096 });
    token = (await login(small, ADMIN)).access;
  });

  afterAll(async () => {
    await small.close();
  });

  it('refuses an image over IMAGE_MAX_BYTES on create and update, with the limit in the message', async () => {
    const categories = await call<Category[]>(small, `/content/${kind.kind}-categories/`, { token });
    const fields: Record<string, string | number> = {
      category: categories.body[0]!.id,
      title: 'Большое',
      ...(kind.kind === 'safety' ? { text: 'Текст.' } : {}),
    };
    const big = { name: 'big.png', bytes: testPng(64, 64, true), type: 'image/png' };
    expect(big.bytes.length).toBeGreaterThan(4096);
    const refused = await send<Errors>(pathOf(kind), { fields, files: [big], target: small, token, hotelId: 1 });
    expect(refused).toEqual({ status: 400, body: { image: [imageFileMessages.tooLarge('4 КБ')] } });
    const created = await send(pathOf(kind), {
      fields,
      files: [{ name: 'ok.png', bytes: testPng(8, 8), type: 'image/png' }],
      target: small,
      token,
      hotelId: 1,
    });
    expect(created.status).toBe(201);
    const update = await send<Errors>(pathOf(kind, created.body.id), {
      method: 'PATCH',
      files: [big],
      target: small,
      token,
      hotelId: 1,
    });
    expect(update).toEqual({ status: 400, body: { image: [imageFileMessages.tooLarge('4 КБ')] } });
  });
});

/** Any string but the given one. */
function anyStringNot(value: string): unknown {
  return expect.not.stringMatching(new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
