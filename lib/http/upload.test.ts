import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { tokenStorage } from '@/lib/storage';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { testPng } from '@/server/media/test-images';
import { uploadMessages } from '@/server/routes/images';
import { http } from './client';
import { ApiError } from './errors';
import { onLogout } from './logout';

/*
 * `http.upload` (XMLHttpRequest) against the real in-process backend: a real multipart upload of a hotel photo.
 *
 * happy-dom 21's XMLHttpRequest sends the body through its fetch and dispatches no `xhr.upload` events at all, so
 * the natural run only sees the final 1 reported on success; one test dispatches progress events on `xhr.upload`
 * itself to prove they reach `onProgress`.
 */

const UPLOAD = '/dashboard/images/upload/';
const photoSchema = v.object({
  id: v.number(),
  contentType: v.string(),
  objectId: v.number(),
  originalName: v.string(),
  mimeType: v.string(),
});

const getServer = withTestServer();

let openSpy: MockInstance<XMLHttpRequest['open']>;
let fetchSpy: MockInstance<typeof fetch>;
let logouts: number;
let unsubscribe: () => void;

function form(file: File): FormData {
  const body = new FormData();
  body.append('contentType', 'hotel');
  body.append('objectID', '1');
  body.append('file', file, file.name);
  return body;
}

function png(name = 'lobby.png'): File {
  return new File([new Uint8Array(testPng(40, 30, true))], name, { type: 'image/png' });
}

/** Uploads opened by the client, by path. */
function uploadsOpened(): number {
  return openSpy.mock.calls.filter(([, url]) => new URL(url).pathname === UPLOAD).length;
}

function refreshCalls(): number {
  return fetchSpy.mock.calls.filter(
    ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname === '/auth/token/refresh/',
  ).length;
}

async function setFault(fault: Record<string, unknown>) {
  await fetch(`${getServer().url}/dev/faults/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

beforeEach(async () => {
  await signedInSession('admin@example.com', 1);
  openSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  logouts = 0;
  unsubscribe = onLogout(() => {
    logouts += 1;
  });
});

afterEach(async () => {
  unsubscribe();
  openSpy.mockRestore();
  fetchSpy.mockRestore();
  vi.restoreAllMocks();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  await fetch(`${getServer().url}/dev/faults/`, { method: 'DELETE' });
});

describe('http.upload', () => {
  it('uploads the form with the client headers, validates the answer and ends the progress at 1', async () => {
    document.cookie = 'XSRF-TOKEN=csrf-value';
    const headers = vi.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');
    const progress: number[] = [];

    const photo = await http.upload(UPLOAD, photoSchema, {
      body: form(png()),
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(photo).toMatchObject({
      contentType: 'hotel',
      objectId: 1,
      originalName: 'lobby.png',
      mimeType: 'image/png',
    });
    const sent = Object.fromEntries(headers.mock.calls);
    expect(sent).toMatchObject({
      'Accept-Language': 'ru',
      Authorization: `Bearer ${tokenStorage.getAccess()}`,
      'Managed-Hotel': '1',
      'X-XSRF-TOKEN': 'csrf-value',
    });
    expect(openSpy.mock.calls.map(([method, url]) => `${method} ${String(url)}`)).toEqual([
      `POST ${getServer().url}${UPLOAD}`,
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction, i) => fraction >= 0 && fraction <= 1 && fraction >= (progress[i - 1] ?? 0))).toBe(
      true,
    );
    const stored = await http.get('/images/hotel/1/', v.object({ results: v.array(photoSchema) }));
    expect(stored.results.map((p) => p.id)).toContain(photo.id);
  });

  it("passes the browser's upload progress events on as fractions", async () => {
    const onProgress = vi.fn();
    // The request is opened and sent synchronously; its answer needs a round trip, so these come before it.
    const upload = http.upload(UPLOAD, photoSchema, { body: form(png()), onProgress });
    const xhr = openSpy.mock.contexts[0] as XMLHttpRequest;
    // What a browser does while the body goes out; happy-dom dispatches none of these itself.
    xhr.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 250, total: 1000 }));
    xhr.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: false, loaded: 400, total: 0 }));
    xhr.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded: 750, total: 1000 }));
    await upload;
    expect(onProgress.mock.calls.map(([fraction]) => fraction as number)).toEqual([0.25, 0.75, 1]);
  });

  it("maps a refused file to an http ApiError with the server's field errors, without reporting completion", async () => {
    const onProgress = vi.fn();
    const text = new File(['not an image'], 'notes.png', { type: 'image/png' });
    const error = (await http
      .upload(UPLOAD, photoSchema, { body: form(text), onProgress })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, kind: 'http', message: uploadMessages.notAnImage });
    expect(error.fieldErrors).toEqual({ file: [uploadMessages.notAnImage] });
    expect(onProgress).not.toHaveBeenCalledWith(1);
  });

  it('maps an error answer that is not JSON to its status text, in Russian', async () => {
    await setFault({ failStatus: 502, failPaths: `${UPLOAD}*` });
    const error = (await http.upload(UPLOAD, photoSchema, { body: form(png()) }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 502, kind: 'http', message: 'Ошибка шлюза (502)', fieldErrors: {} });
  });

  it('refreshes an expired access token once and sends the upload again', async () => {
    tokenStorage.setTokens({ access: 'garbage' });
    const onProgress = vi.fn();
    const photo = await http.upload(UPLOAD, photoSchema, { body: form(png('retried.png')), onProgress });
    expect(photo.originalName).toBe('retried.png');
    expect(uploadsOpened()).toBe(2);
    expect(refreshCalls()).toBe(1);
    expect(tokenStorage.getAccess()).not.toBe('garbage');
    expect(onProgress).toHaveBeenLastCalledWith(1);
    expect(logouts).toBe(0);
  });

  it('shares one refresh with the calls of the fetch client that meet the same expired token', async () => {
    tokenStorage.setTokens({ access: 'garbage' });
    const meSchema = v.object({ id: v.number() });
    const [photo, me] = await Promise.all([
      http.upload(UPLOAD, photoSchema, { body: form(png('together.png')) }),
      http.get('/auth/users/me/', meSchema),
      http.get('/auth/users/me/', meSchema),
    ]);
    expect(photo.originalName).toBe('together.png');
    expect(me.id).toEqual(expect.any(Number));
    expect(uploadsOpened()).toBe(2);
    expect(refreshCalls()).toBe(1);
    expect(logouts).toBe(0);
  });

  it('gives up with a 401 and one logout when the refresh is refused', async () => {
    tokenStorage.setTokens({ access: 'garbage', refresh: 'also-garbage' });
    await expect(http.upload(UPLOAD, photoSchema, { body: form(png()) })).rejects.toMatchObject({
      status: 401,
      kind: 'http',
    });
    expect(uploadsOpened()).toBe(1);
    expect(refreshCalls()).toBe(1);
    expect(logouts).toBe(1);
  });

  it('maps an abort, before sending and while the server is busy', async () => {
    const aborted = { status: 0, kind: 'aborted', message: ru.httpErrors.aborted };
    const early = new AbortController();
    early.abort();
    await expect(http.upload(UPLOAD, photoSchema, { body: form(png()), signal: early.signal })).rejects.toMatchObject(
      aborted,
    );
    expect(uploadsOpened()).toBe(0);

    // The server holds the upload, then would store it: were the abort ignored, the upload would resolve with a
    // photo and the expected rejection fail. What ends it is the cancelled request, not a second one.
    await setFault({ latencyMs: 5000, failPaths: `${UPLOAD}*` });
    const abortSpy = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const late = new AbortController();
    const onProgress = vi.fn();
    const upload = http.upload(UPLOAD, photoSchema, { body: form(png()), signal: late.signal, onProgress });
    await vi.waitFor(() => expect(uploadsOpened()).toBe(1));
    late.abort();
    await expect(upload).rejects.toMatchObject(aborted);
    expect(abortSpy).toHaveBeenCalledTimes(1);
    expect(onProgress).not.toHaveBeenCalledWith(1);
    expect(uploadsOpened()).toBe(1);
    abortSpy.mockRestore();
  });

  it('maps a dropped connection to a network error', async () => {
    await setFault({ dropConnection: true, failPaths: `${UPLOAD}*` });
    await expect(http.upload(UPLOAD, photoSchema, { body: form(png()) })).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      message: ru.httpErrors.network,
    });
  });
});
