import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { cutAnswer, eachResult, without } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { testPng } from '@/server/media/test-images';
import { makeService } from '@/server/testing/fixtures';
import { fetchPhotos, setMainPhoto, uploadPhoto } from '../api';
import { PhotoManager } from './PhotoManager';

/** Matchers typed as `unknown` (vitest types them `any`). */
const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

/*
 * Photos from a backend that sends no more than the spec promises: the in-process server in its spec-minimal
 * profile (API_PROFILE=minimal) answers each photo with its id, address and main flag only.
 */

const t = ru.photos;
const server = withTestServer({ apiProfile: 'minimal' });
withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

let serial = 0;
function newService(): Promise<number> {
  serial += 1;
  return makeService(server().app, 1, `Услуга с фото ${serial}`);
}

function png(name: string): File {
  return new File([new Uint8Array(testPng(12, 8))], name, { type: 'image/png' });
}

describe('photos against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('uploads, lists and sets the main photo with the short answers; name and sizes read as unknown', async () => {
    const serviceId = await newService();
    const first = await uploadPhoto({ contentType: 'service', objectId: serviceId, file: png('one.png') });
    expect(first).toEqual({
      id: anyNumber,
      url: anyString,
      isMain: true,
      originalName: '',
      size: null,
      width: null,
      height: null,
    });
    const second = await uploadPhoto({ contentType: 'service', objectId: serviceId, file: png('two.png') });
    await expect(setMainPhoto(second.id)).resolves.toMatchObject({ id: second.id, isMain: true });
    expect((await fetchPhotos('service', serviceId)).map((photo) => [photo.id, photo.isMain])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('still refuses a photo without its address', async () => {
    const serviceId = await newService();
    await uploadPhoto({ contentType: 'service', objectId: serviceId, file: png('one.png') });
    cutAnswer(`/images/service/${serviceId}/`, eachResult(without('url')));
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
