import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config';
import { HttpError } from '../http/errors';
import { testJpeg, testPng } from './test-images';
import { HEAD_BYTES, installUploadCleanup, readUploadForm, uploadDir } from './upload-form';

const MAX_BYTES = 4 * 1024 * 1024;

let app: FastifyInstance;
let dataDir: string;
/** What the route saw of each file while the request ran. */
let seen: { size: number; onDisk: number; bytesInMemory: number; image: string | null; tooLarge: boolean }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'upload-form-'));
  app = Fastify();
  app.decorate('config', { dataDir } as ServerConfig);
  await app.register(multipart);
  installUploadCleanup(app);
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError ? reply.code(error.statusCode).send(error.body) : reply.code(500).send(String(error)),
  );
  app.post('/upload/', async (request) => {
    const form = await readUploadForm(request, { maxBytes: MAX_BYTES });
    seen = form.files.map((file) => ({
      size: file.size,
      onDisk: statSync(file.path).size,
      // Every Buffer the form keeps of the file: the file itself lives on disk.
      bytesInMemory: Object.values(file).reduce<number>(
        (total, value) => total + (Buffer.isBuffer(value) ? value.length : 0),
        0,
      ),
      image: file.image?.mimeType ?? null,
      tooLarge: file.tooLarge,
    }));
    return { fields: form.fields };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

function multipartBody(parts: { name: string; filename?: string; bytes: Buffer }[]) {
  const boundary = '----upload-form-test';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : '') +
        '\r\n\r\n',
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function leftovers(): string[] {
  return existsSync(uploadDir({ dataDir })) ? readdirSync(uploadDir({ dataDir })) : [];
}

describe('readUploadForm', () => {
  it('streams each file to disk and keeps no more than its start in memory', async () => {
    const png = testPng(4, 3);
    // A valid image followed by megabytes of padding, three times: ~10 MiB in one request.
    const big = Buffer.concat([png, Buffer.alloc(MAX_BYTES - png.length - 1, 7)]);
    const response = await app.inject({
      method: 'POST',
      url: '/upload/',
      ...multipartBody([
        { name: 'file', filename: 'a.png', bytes: big },
        { name: 'file', filename: 'b.png', bytes: big },
        { name: 'note', bytes: Buffer.from('hello') },
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(seen).toEqual([
      { size: big.length, onDisk: big.length, bytesInMemory: 0, image: 'image/png', tooLarge: false },
      { size: big.length, onDisk: big.length, bytesInMemory: 0, image: 'image/png', tooLarge: false },
    ]);
    expect(HEAD_BYTES).toBeLessThan(big.length / 10);
    // Not moved into the media folder by the route: removed before the answer went out.
    expect(leftovers()).toEqual([]);
  });

  it('keeps an over-limit file to the limit on disk, flags it, and leaves nothing behind', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload/',
      ...multipartBody([{ name: 'file', filename: 'huge.bin', bytes: Buffer.alloc(MAX_BYTES + 100_000, 1) }]),
    });
    expect(response.statusCode).toBe(200);
    expect(seen).toEqual([{ size: MAX_BYTES, onDisk: MAX_BYTES, bytesInMemory: 0, image: null, tooLarge: true }]);
    expect(leftovers()).toEqual([]);
  });

  it('recognises a JPEG whose frame header comes after more metadata than the start kept in memory', async () => {
    const jpeg = testJpeg(16, 8);
    const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(0xffff - 2, 0x20)]);
    const padded = Buffer.concat([jpeg.subarray(0, 2), ...Array.from({ length: 5 }, () => segment), jpeg.subarray(2)]);
    expect(padded.length).toBeGreaterThan(HEAD_BYTES);
    const response = await app.inject({
      method: 'POST',
      url: '/upload/',
      ...multipartBody([{ name: 'file', filename: 'exif.jpg', bytes: padded }]),
    });
    expect(response.statusCode).toBe(200);
    expect(seen).toMatchObject([{ size: padded.length, image: 'image/jpeg' }]);
  });

  it('refuses a NUL character in a text field on that field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/upload/',
      ...multipartBody([
        { name: 'file', filename: 'a.png', bytes: testPng(2, 2) },
        { name: 'object_id', bytes: Buffer.from('1\u00002') },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ objectId: ['Null characters are not allowed.'] });
    expect(leftovers()).toEqual([]);
  });
});
