import { existsSync, readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_TEXT_RU } from '../http/field-texts';
import type { ImageResponse } from '../media/images';
import { formatBytes } from '../media/object-image';
import { type ImageContentType, images } from '../media/schema';
import { sniffImage } from '../media/sniff';
import { mediaDir, mediaPath } from '../media/storage';
import { TEST_GIF, TEST_WEBP, testJpeg, testPng } from '../media/test-images';
import { uploadDir } from '../media/upload-form';
import { makeService } from '../testing/fixtures';
import { ADMIN, anyNumber, anyString, call, type Detail, login, matching, type Paged } from '../testing/http';
import { startTestServer, type TestServer } from '../testing/server';
import { startSignedInServer } from '../testing/signed-in-server';
import { uploadMessages } from './images';

const { server, admin, manager } = await startSignedInServer();

type Errors = Record<string, string[]>;

interface FilePart {
  name: string;
  bytes: Buffer;
  /** What the browser declares; the server must not believe it. */
  type?: string;
  field?: string;
}

interface UploadOptions {
  fields?: Record<string, string | number>;
  files?: FilePart[];
  hotel?: number;
  token?: string;
  target?: TestServer;
}

/** `POST /dashboard/images/upload/` as a browser sends a FormData (real multipart over real HTTP). */
async function upload<T = ImageResponse>({
  fields = {},
  files = [],
  hotel = 1,
  token = admin,
  target = server,
}: UploadOptions) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files)
    form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  const response = await fetch(`${target.url}/dashboard/images/upload/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'managed-hotel': String(hotel) },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Uploads one valid PNG for an object and returns the image (fails the test otherwise). */
async function uploadPng(
  contentType: ImageContentType,
  objectId: number,
  hotel = 1,
  name = 'photo.png',
): Promise<ImageResponse> {
  const response = await upload({
    fields: { contentType, objectID: objectId },
    files: [{ name, bytes: testPng(12, 9), type: 'image/png' }],
    hotel,
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function listOf(contentType: string, objectId: number, hotel = 1, query = '?page_size=999') {
  return call<Paged<ImageResponse>>(server, `/images/${contentType}/${objectId}/${query}`, { token: admin, hotel });
}

async function imagesOf(contentType: ImageContentType, objectId: number, hotel = 1): Promise<ImageResponse[]> {
  const response = await listOf(contentType, objectId, hotel);
  expect(response.status).toBe(200);
  return response.body.results;
}

/** A service of the hotel of the test's own, so no test sees another's images. */
let serial = 0;
function freshService(hotel = 1): Promise<number> {
  serial += 1;
  return makeService(server.app, hotel, `Фотоуслуга ${serial}`);
}

function setMain(id: number, hotel = 1) {
  return call<ImageResponse>(server, `/dashboard/images/${id}/set_main/`, { token: admin, hotel, method: 'POST' });
}

function remove(id: number, hotel = 1) {
  return call(server, `/dashboard/images/${id}/`, { token: admin, hotel, method: 'DELETE' });
}

/** The path of a served URL, for {@link call}. */
function pathOf(url: string): string {
  return new URL(url).pathname;
}

function mediaFiles(target: TestServer = server): string[] {
  return existsSync(mediaDir(target.config)) ? readdirSync(mediaDir(target.config)) : [];
}

describe('GET /images/{type}/{id}/', () => {
  it('pages a hotel’s seeded photos, main first, with absolute URLs', async () => {
    const response = await listOf('hotel', 1, 1, '');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: 4, next: null, previous: null });
    const [main, ...rest] = response.body.results;
    expect(main).toEqual({
      id: anyNumber,
      url: matching(new RegExp(`^${server.url}/media/demo-[a-z]+-h1-1\\.png$`)),
      isMain: true,
      contentType: 'hotel',
      objectId: 1,
      originalName: anyString,
      mimeType: 'image/png',
      size: anyNumber,
      width: 480,
      height: 320,
      createdAt: matching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(rest.every((image) => !image.isMain)).toBe(true);

    const paged = await listOf('hotel', 1, 1, '?page_size=3');
    expect(paged.body.results.map((image) => image.id)).toEqual(
      response.body.results.slice(0, 3).map((image) => image.id),
    );
    expect(paged.body.next).toBe(`${server.url}/images/hotel/1/?page=2&page_size=3`);
    expect((await listOf('hotel', 1, 1, '?page=3&page_size=3')).status).toBe(404);
  });

  it('serves a seeded photo, painted on first request, with its recorded size and type', async () => {
    const [photo] = await imagesOf('hotel', 2, 2);
    const file = mediaPath(server.config, pathOf(photo!.url).split('/').pop()!)!;
    expect(existsSync(file)).toBe(false);
    const response = await fetch(photo!.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(photo!.size);
    expect(sniffImage(bytes)).toMatchObject({ mimeType: 'image/png', width: photo!.width, height: photo!.height });
    expect(existsSync(file)).toBe(true);
  });

  it('lists a service’s photos; a service without any has an empty list', async () => {
    const serviceId = await freshService();
    expect(await listOf('service', serviceId)).toMatchObject({ status: 200, body: { count: 0, results: [] } });
  });

  it('is a 404 for another hotel’s object, an unknown type or a malformed id', async () => {
    const foreignService = await freshService(2);
    expect((await listOf('hotel', 2, 1)).status).toBe(404);
    expect((await listOf('service', foreignService, 1)).status).toBe(404);
    expect((await listOf('service', 999_999, 1)).status).toBe(404);
    expect((await listOf('landing', 1, 1)).status).toBe(404);
    expect((await listOf('hotel', 'abc' as unknown as number, 1)).body).toEqual({ detail: 'Not found.' });
  });

  it('needs a signed-in user of the hotel', async () => {
    expect((await call(server, '/images/hotel/1/')).status).toBe(401);
    const foreign = await call<Detail>(server, '/images/hotel/1/', { token: manager, hotel: 1 });
    expect(foreign.status).toBe(403);
  });
});

describe('POST /dashboard/images/upload/', () => {
  it('stores an image for a service: 201 with the image, the file served under a random name', async () => {
    const serviceId = await freshService();
    const bytes = testPng(40, 30);
    const response = await upload({
      fields: { contentType: 'service', objectID: serviceId },
      files: [{ name: 'Фото номера.png', bytes, type: 'image/png' }],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      isMain: true,
      contentType: 'service',
      objectId: serviceId,
      originalName: 'Фото номера.png',
      mimeType: 'image/png',
      size: bytes.length,
      width: 40,
      height: 30,
    });
    expect(response.body.url).toMatch(new RegExp(`^${server.url}/media/[0-9a-f]{32}\\.png$`));
    const served = await fetch(response.body.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await imagesOf('service', serviceId)).map((image) => image.id)).toEqual([response.body.id]);
  });

  it('recognises the type from the bytes: a PNG named .txt and declared text/plain is a PNG', async () => {
    const response = await upload({
      fields: { contentType: 'hotel', objectID: 1 },
      files: [{ name: 'notes.txt', bytes: testPng(10, 10), type: 'text/plain' }],
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ mimeType: 'image/png', originalName: 'notes.txt' });
    expect(response.body.url).toMatch(/\.png$/);
    expect((await fetch(response.body.url)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses text named .jpg and declared image/jpeg, and stores nothing', async () => {
    const serviceId = await freshService();
    const before = mediaFiles();
    const response = await upload<Errors>({
      fields: { contentType: 'service', objectID: serviceId },
      files: [{ name: 'photo.jpg', bytes: Buffer.from('This is not a picture, just text.\n'), type: 'image/jpeg' }],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ file: [uploadMessages.notAnImage] });
    expect(response.body.file![0]).toMatch(/^Загрузите корректное изображение\. /);
    expect(await imagesOf('service', serviceId)).toEqual([]);
    expect(mediaFiles()).toEqual(before);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a truncated PNG header', testPng(4, 4).subarray(0, 20)],
    ['a JPEG start without a frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['an empty GIF screen', Buffer.from('GIF89a\x00\x00\x00\x00', 'latin1')],
  ])('refuses %s', async (_, bytes) => {
    const response = await upload<Errors>({
      fields: { contentType: 'hotel', objectID: 1 },
      files: [{ name: 'picture.png', bytes, type: 'image/png' }],
    });
    expect(response).toEqual({ status: 400, body: { file: [uploadMessages.notAnImage] } });
  });

  it('accepts JPEG, WebP and GIF and serves each with its own type', async () => {
    const serviceId = await freshService();
    const cases = [
      { bytes: testJpeg(24, 16), mime: 'image/jpeg', width: 24, height: 16, extension: 'jpg' },
      { bytes: TEST_WEBP.lossy, mime: 'image/webp', width: 1, height: 1, extension: 'webp' },
      { bytes: TEST_WEBP.lossless, mime: 'image/webp', width: 1, height: 1, extension: 'webp' },
      { bytes: TEST_WEBP.extended, mime: 'image/webp', width: 1, height: 1, extension: 'webp' },
      { bytes: TEST_GIF, mime: 'image/gif', width: 1, height: 1, extension: 'gif' },
    ];
    for (const sample of cases) {
      // Declared as something else on purpose.
      const response = await upload({
        fields: { contentType: 'service', objectID: serviceId },
        files: [{ name: 'image.bin', bytes: sample.bytes, type: 'application/octet-stream' }],
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ mimeType: sample.mime, width: sample.width, height: sample.height });
      expect(response.body.url.endsWith(`.${sample.extension}`)).toBe(true);
      const served = await fetch(response.body.url);
      expect(served.headers.get('content-type')).toBe(sample.mime);
      expect(Buffer.from(await served.arrayBuffer()).equals(sample.bytes)).toBe(true);
    }
  });

  it('reports every missing field at once, DRF style', async () => {
    const response = await upload<Errors>({});
    expect(response).toEqual({
      status: 400,
      body: {
        contentType: [FIELD_TEXT_RU.required],
        objectId: [FIELD_TEXT_RU.required],
        file: [uploadMessages.noFile],
      },
    });
    // A JSON body cannot carry a file.
    const json = await call<Errors>(server, '/dashboard/images/upload/', {
      token: admin,
      hotel: 1,
      json: { contentType: 'hotel', objectId: 1 },
    });
    expect(json).toMatchObject({ status: 400, body: { file: [uploadMessages.noFile] } });
  });

  it('checks the content type, the object id and the file', async () => {
    const png = [{ name: 'a.png', bytes: testPng() }];
    expect((await upload<Errors>({ fields: { contentType: 'room', objectID: 1 }, files: png })).body).toEqual({
      contentType: [FIELD_TEXT_RU.selectValidChoice('room')],
    });
    expect((await upload<Errors>({ fields: { contentType: 'landing', objectID: 1 }, files: png })).body).toEqual({
      contentType: [FIELD_TEXT_RU.selectValidChoice('landing')],
    });
    expect((await upload<Errors>({ fields: { contentType: 'hotel', objectID: '1.5' }, files: png })).body).toEqual({
      objectId: [FIELD_TEXT_RU.invalidInteger],
    });
    expect(
      (
        await upload<Errors>({
          fields: { contentType: 'hotel', objectID: 1 },
          files: [{ name: 'empty.png', bytes: Buffer.alloc(0) }],
        })
      ).body,
    ).toEqual({ file: [uploadMessages.emptyFile] });
    // The file must come in the `file` field.
    expect(
      (await upload<Errors>({ fields: { contentType: 'hotel', objectID: 1 }, files: [{ ...png[0]!, field: 'image' }] }))
        .body,
    ).toEqual({ file: [uploadMessages.noFile] });
  });

  it('takes the object id as objectID, objectId or object_id', async () => {
    const serviceId = await freshService();
    for (const key of ['objectID', 'objectId', 'object_id', 'content_type']) {
      const fields: Record<string, string | number> =
        key === 'content_type'
          ? { content_type: 'service', object_id: serviceId }
          : { contentType: 'service', [key]: serviceId };
      const response = await upload({ fields, files: [{ name: 'a.png', bytes: testPng() }] });
      expect(response.status).toBe(201);
      expect(response.body.objectId).toBe(serviceId);
    }
  });

  it('only takes objects of the active hotel', async () => {
    const png = [{ name: 'a.png', bytes: testPng() }];
    const foreignService = await freshService(2);
    // The administrator also administers hotel 2, but hotel 1 is the active one.
    expect(await upload<Errors>({ fields: { contentType: 'hotel', objectID: 2 }, files: png })).toEqual({
      status: 400,
      body: { objectId: [uploadMessages.foreignHotel] },
    });
    expect(await upload<Errors>({ fields: { contentType: 'service', objectID: foreignService }, files: png })).toEqual({
      status: 400,
      body: { objectId: [uploadMessages.foreignService] },
    });
    expect(await upload<Errors>({ fields: { contentType: 'service', objectID: 999_999 }, files: png })).toEqual({
      status: 400,
      body: { objectId: [uploadMessages.foreignService] },
    });
    expect(await imagesOf('service', foreignService, 2)).toEqual([]);
    // A hotel that is not the user's at all.
    expect(
      (await upload({ fields: { contentType: 'hotel', objectID: 1 }, files: png, token: manager, hotel: 1 })).status,
    ).toBe(403);
  });

  describe('several files', () => {
    it('makes the first image of an object its main one and adds the others after it', async () => {
      const serviceId = await freshService();
      const first = await uploadPng('service', serviceId, 1, 'first.png');
      const second = await uploadPng('service', serviceId, 1, 'second.png');
      const third = await uploadPng('service', serviceId, 1, 'third.png');
      expect([first.isMain, second.isMain, third.isMain]).toEqual([true, false, false]);
      expect((await imagesOf('service', serviceId)).map((image) => image.originalName)).toEqual([
        'first.png',
        'second.png',
        'third.png',
      ]);
    });

    it('gives an object uploaded to in parallel exactly one main image', async () => {
      const serviceId = await freshService();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => uploadPng('service', serviceId, 1, `parallel-${i}.png`)),
      );
      expect(results.filter((image) => image.isMain)).toHaveLength(1);
      const list = await imagesOf('service', serviceId);
      expect(list).toHaveLength(6);
      expect(list.filter((image) => image.isMain)).toHaveLength(1);
      expect(list[0]!.isMain).toBe(true);
    });

    it('refuses two files in one request', async () => {
      const serviceId = await freshService();
      const response = await upload<Errors>({
        fields: { contentType: 'service', objectID: serviceId },
        files: [
          { name: 'a.png', bytes: testPng() },
          { name: 'b.png', bytes: testPng() },
        ],
      });
      expect(response).toEqual({ status: 400, body: { file: [uploadMessages.oneFile] } });
      expect(await imagesOf('service', serviceId)).toEqual([]);
    });

    it('answers a form with too many parts with DRF’s parse error, not a 413', async () => {
      const files = Array.from({ length: 8 }, (_, i) => ({ name: `${i}.png`, bytes: testPng() }));
      const response = await upload<Detail>({ fields: { contentType: 'hotel', objectID: 1 }, files });
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/^Multipart form parse error - /);
    });
  });

  describe('size limit', () => {
    let small: TestServer;
    let token: string;

    beforeAll(async () => {
      small = await startTestServer({ authRateLimit: 10_000, imageMaxBytes: 4096 });
      token = (await login(small, ADMIN)).access;
    });

    afterAll(async () => {
      await small.close();
    });

    it('accepts a file of exactly the limit and refuses one byte more with a 400 naming the limit', async () => {
      const big = testPng(60, 60, true);
      expect(big.length).toBeGreaterThan(4097);
      // A PNG with trailing bytes is still a PNG: cut to size from the front, keeping the header.
      const exact = big.subarray(0, 4096);
      const over = big.subarray(0, 4097);
      const ok = await upload({
        target: small,
        token,
        fields: { contentType: 'hotel', objectID: 1 },
        files: [{ name: 'exact.png', bytes: exact }],
      });
      expect(ok.status).toBe(201);
      expect(ok.body.size).toBe(4096);
      const before = mediaFiles(small);
      const refused = await upload<Errors>({
        target: small,
        token,
        fields: { contentType: 'hotel', objectID: 1 },
        files: [{ name: 'over.png', bytes: over }],
      });
      expect(refused).toEqual({ status: 400, body: { file: [uploadMessages.tooLarge('4 КБ')] } });
      expect(mediaFiles(small)).toEqual(before);
    });

    it('answers a file far over the default 10 MiB with the same 400, after reading the whole request', async () => {
      const huge = Buffer.concat([testPng(), Buffer.alloc(11 * 1024 * 1024, 7)]);
      const response = await upload<Errors>({
        fields: { contentType: 'hotel', objectID: 1 },
        files: [{ name: 'huge.png', bytes: huge }],
      });
      expect(response).toEqual({ status: 400, body: { file: [uploadMessages.tooLarge('10 МБ')] } });
      expect(uploadMessages.tooLarge(formatBytes(server.config.imageMaxBytes))).toContain('10 МБ');
      // Streamed to disk while the request ran, removed before the answer.
      const folder = uploadDir(server.config);
      expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    });
  });
});

describe('POST /dashboard/images/{id}/set_main/', () => {
  it('makes exactly one image of the object main, also when called twice', async () => {
    const serviceId = await freshService();
    const [first, second, third] = [
      await uploadPng('service', serviceId),
      await uploadPng('service', serviceId),
      await uploadPng('service', serviceId),
    ];
    const response = await setMain(third.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: third.id, isMain: true });
    expect((await setMain(third.id)).status).toBe(200);
    const list = await imagesOf('service', serviceId);
    expect(list.map((image) => [image.id, image.isMain])).toEqual([
      [third.id, true],
      [first.id, false],
      [second.id, false],
    ]);
  });

  it('leaves exactly one main when several images are made main at the same moment', async () => {
    const serviceId = await freshService();
    const uploaded = [];
    for (let i = 0; i < 5; i += 1) uploaded.push(await uploadPng('service', serviceId));
    const responses = await Promise.all([...uploaded, ...uploaded].map((image) => setMain(image.id)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const rows = await server.app.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.contentType, 'service'), eq(images.objectId, serviceId), eq(images.isMain, true)));
    expect(rows).toHaveLength(1);
  });

  it('does not touch the main image of other objects', async () => {
    const [a, b] = [await freshService(), await freshService()];
    const [a1, b1] = [await uploadPng('service', a), await uploadPng('service', b)];
    const a2 = await uploadPng('service', a);
    await setMain(a2.id);
    expect((await imagesOf('service', b)).map((image) => [image.id, image.isMain])).toEqual([[b1.id, true]]);
    expect((await imagesOf('service', a)).map((image) => image.id)).toEqual([a2.id, a1.id]);
  });

  it('is a 404 for another hotel’s image, a missing one or a malformed id', async () => {
    const [foreign] = await imagesOf('hotel', 2, 2);
    expect((await setMain(foreign!.id, 1)).status).toBe(404);
    expect((await imagesOf('hotel', 2, 2))[0]!.id).toBe(foreign!.id);
    expect((await setMain(999_999)).status).toBe(404);
    expect(
      (await call(server, '/dashboard/images/abc/set_main/', { token: admin, hotel: 1, method: 'POST' })).status,
    ).toBe(404);
  });
});

describe('DELETE /dashboard/images/{id}/', () => {
  it('deletes the image and its file; deleting the main one promotes the next', async () => {
    const serviceId = await freshService();
    const [first, second, third] = [
      await uploadPng('service', serviceId),
      await uploadPng('service', serviceId),
      await uploadPng('service', serviceId),
    ];
    const file = mediaPath(server.config, pathOf(first.url).split('/').pop()!)!;
    expect(existsSync(file)).toBe(true);

    const response = await remove(first.id);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect((await call(server, pathOf(first.url))).status).toBe(404);
    expect((await imagesOf('service', serviceId)).map((image) => [image.id, image.isMain])).toEqual([
      [second.id, true],
      [third.id, false],
    ]);

    expect((await remove(third.id)).status).toBe(204);
    expect((await imagesOf('service', serviceId)).map((image) => [image.id, image.isMain])).toEqual([
      [second.id, true],
    ]);
    expect((await remove(second.id)).status).toBe(204);
    expect(await imagesOf('service', serviceId)).toEqual([]);
    expect((await remove(second.id)).status).toBe(404);
  });

  it('keeps a deleted seeded photo deleted (it is not painted again)', async () => {
    const [, photo] = await imagesOf('hotel', 3, 3);
    expect((await fetch(photo!.url)).status).toBe(200);
    expect((await remove(photo!.id, 3)).status).toBe(204);
    expect((await fetch(photo!.url)).status).toBe(404);
  });

  it('is a 404 for another hotel’s image, which stays', async () => {
    const [foreign] = await imagesOf('hotel', 2, 2);
    expect((await remove(foreign!.id, 1)).status).toBe(404);
    expect((await imagesOf('hotel', 2, 2)).map((image) => image.id)).toContain(foreign!.id);
    expect(
      (await call(server, `/dashboard/images/${foreign!.id}/`, { token: manager, hotel: 1, method: 'DELETE' })).status,
    ).toBe(403);
  });

  it('drops the images of a deleted service', async () => {
    const serviceId = await freshService();
    await uploadPng('service', serviceId);
    const { services } = await import('../db/schema');
    await server.app.db.delete(services).where(eq(services.id, serviceId));
    const rows = await server.app.db
      .select()
      .from(images)
      .where(and(eq(images.contentType, 'service'), eq(images.objectId, serviceId)));
    expect(rows).toEqual([]);
  });
});

describe('GET /media/<name>', () => {
  it('serves the file with its type, nosniff and a long cache; revalidates with the ETag', async () => {
    const image = await uploadPng('hotel', 1);
    const response = await fetch(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(image.size));
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    const etag = response.headers.get('etag')!;
    const again = await fetch(image.url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(image.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  it.each([
    'secret_key',
    '..%2Fsecret_key',
    '..%2F..%2Fetc%2Fpasswd',
    'x.svg',
    'x.html',
    '.png',
    'deadbeef.png',
    'demo-sea-h9-9.png',
  ])('is a 404 for %s', async (name) => {
    const response = await call(server, `/media/${name}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: 'Not found.' });
  });
});
