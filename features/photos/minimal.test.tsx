import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { authHttp, configureHttp } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { testPng } from '@/server/media/test-images';
import { makeService } from '@/server/test-fixtures';
import { startTestServer, type TestServer } from '@/server/testing';
import { fetchPhotos, setMainPhoto, uploadPhoto } from './api';
import { PhotoManager } from './PhotoManager';

/** Matchers typed as `unknown` (vitest types them `any`). */
const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

/*
 * Photos from a backend that sends no more than the spec promises: the in-process server in its spec-minimal
 * profile (API_PROFILE=minimal) answers each photo with its id, address and main flag only.
 */

const t = ru.photos;
const originalFetch = globalThis.fetch;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ apiProfile: 'minimal', authRateLimit: 10_000 });
}, 120_000);
afterAll(async () => server.close());
beforeEach(async () => {
  configureHttp({ apiUrl: server.url });
  const tokens = await authHttp.post('/auth/token/', v.object({ access: v.string(), refresh: v.string() }), {
    json: { email: 'admin@example.com', password: 'demo12345' },
  });
  tokenStorage.setTokens(tokens);
  activeHotelStorage.set(1);
});
afterEach(() => vi.restoreAllMocks());

let serial = 0;
function newService(): Promise<number> {
  serial += 1;
  return makeService(server.app, 1, `Услуга с фото ${serial}`);
}

function png(name: string): File {
  return new File([new Uint8Array(testPng(12, 8))], name, { type: 'image/png' });
}

describe('photos against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('uploads, lists and sets the main photo with the short answers; name and sizes read as unknown', async () => {
    const serviceId = await newService();
    const first = await uploadPhoto({ contentType: 'service', objectId: serviceId, file: png('one.png') });
    expect(first).toEqual({ id: anyNumber, url: anyString, isMain: true, originalName: '', size: null, width: null, height: null });
    const second = await uploadPhoto({ contentType: 'service', objectId: serviceId, file: png('two.png') });
    await expect(setMainPhoto(second.id)).resolves.toMatchObject({ id: second.id, isMain: true });
    expect((await fetchPhotos('service', serviceId)).map((photo) => [photo.id, photo.isMain])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('still refuses a photo without its address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const serviceId = await newService();
    await uploadPhoto({ contentType: 'service', objectId: serviceId, file: png('one.png') });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await originalFetch(input instanceof Request ? input : new Request(input, init));
      const page = (await response.json()) as { results: Record<string, unknown>[] };
      const results = page.results.map(({ url: _url, ...rest }) => rest);
      return new Response(JSON.stringify({ ...page, results }), { status: response.status, headers: { 'Content-Type': 'application/json' } });
    });
    await expect(fetchPhotos('service', serviceId)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('shows a photo without name and sizes as «Без названия», without the sizes line', async () => {
    const serviceId = await newService();
    await uploadPhoto({ contentType: 'service', objectId: serviceId, file: png('one.png') });
    const rendered = render(<PhotoManager contentType="service" objectId={serviceId} />);
    const gallery = await screen.findByRole('list', { name: t.gallery }, { timeout: 10_000 });
    const [card] = within(gallery).getAllByRole('figure');
    const caption = card!.querySelector('figcaption');
    expect(caption?.textContent).toBe(t.untitled);
    expect(within(card!).getByText(t.main)).toBeInTheDocument();
    await waitFor(() => expect(rendered.queryClient.isFetching()).toBe(0));
  });
});
