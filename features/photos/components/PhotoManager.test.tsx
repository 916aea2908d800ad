import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { sentCalls } from '@/lib/test/answers';
import { act, fireEvent, render, screen, userEvent, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { testJpeg, testPng } from '@/server/media/test-images';
import { uploadMessages } from '@/server/routes/images';
import { makeService } from '@/server/testing/fixtures';
import { HotelPhotosPage } from '../HotelPhotosPage';
import { LazyPhotoManager } from './LazyPhotoManager';
import { PhotoManager } from './PhotoManager';

/*
 * The photo manager against the real in-process backend: real multipart uploads, the server's type sniffing and
 * its messages. Each test works on a service of its own (created in the database), so the seeded hotel photos
 * stay as they are for the page test.
 */

const t = ru.photos;
const getServer = withTestServer();

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

const photoSchema = v.object({ id: v.number(), isMain: v.boolean(), originalName: v.string(), mimeType: v.string() });

async function apiPhotos(contentType: string, objectId: number) {
  return (
    await http.get(`/images/${contentType}/${objectId}/`, v.object({ results: v.array(photoSchema) }), {
      searchParams: PAGE_ALL,
    })
  ).results;
}

let serial = 0;
function newService(): Promise<number> {
  serial += 1;
  return makeService(getServer().app, 1, `Услуга с фото ${serial}`);
}

function renderManager(objectId: number) {
  rendered = render(
    <SessionContext value={session}>
      <PhotoManager contentType="service" objectId={objectId} />
    </SessionContext>,
  );
  // react-dropzone filters by `accept` itself; user-event must not drop the wrong files before it sees them.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user };
}

function fileInput(): HTMLInputElement {
  return screen.getByLabelText(t.dropzone.label, { selector: 'input' });
}

function gallery() {
  return screen.getByRole('list', { name: t.gallery });
}

/** The cards of the gallery, in order, by the name their caption shows. */
function cardNames(): string[] {
  return within(gallery())
    .getAllByRole('figure')
    .map((figure) => figure.querySelector('figcaption')?.firstElementChild?.textContent ?? '');
}

function png(name: string, width = 12, height = 8): File {
  return new File([new Uint8Array(testPng(width, height))], name, { type: 'image/png' });
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching() ?? 0).toBe(0));
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isMutating() ?? 0).toBe(0));
  rendered = undefined;
  await http.delete('/dev/faults/', null);
});

describe('PhotoManager', { timeout: 30_000 }, () => {
  it('uploads each file on its own: two images appear, a text file posing as a JPEG is refused with the server’s message', async () => {
    const serviceId = await newService();
    const { user } = renderManager(serviceId);
    expect(await screen.findByText(t.emptyTitle)).toBeInTheDocument();

    const fake = new File(['Just some notes, not a picture.\n'], 'fake.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(), [
      png('terrace.png', 30, 20),
      new File([new Uint8Array(testJpeg(16, 16))], 'lobby.jpg', { type: 'image/jpeg' }),
      fake,
    ]);

    // One after another, in the order given: the first became the main photo.
    await waitFor(() => expect(cardNames()).toEqual(['terrace.png', 'lobby.jpg']), { timeout: 10_000 });
    const [first] = within(gallery()).getAllByRole('figure');
    expect(within(first!).getByText(t.main)).toBeInTheDocument();

    const uploads = screen.getByRole('region', { name: t.uploads });
    expect(within(uploads).getByText('fake.jpg')).toBeInTheDocument();
    expect(await within(uploads).findByText(uploadMessages.notAnImage)).toBeInTheDocument();
    // A refusal of the file itself: trying again would not help.
    expect(within(uploads).queryByRole('button', { name: t.retryLabel('fake.jpg') })).not.toBeInTheDocument();
    expect(await screen.findByText(t.notUploaded(1))).toBeInTheDocument();
    expect(screen.getByText(`${t.uploaded(2)}. ${t.seeReasons}`)).toBeInTheDocument();

    const stored = await apiPhotos('service', serviceId);
    expect(stored.map((photo) => [photo.originalName, photo.mimeType, photo.isMain])).toEqual([
      ['terrace.png', 'image/png', true],
      ['lobby.jpg', 'image/jpeg', false],
    ]);

    await user.click(within(uploads).getByRole('button', { name: t.dismissLabel('fake.jpg') }));
    expect(screen.queryByRole('region', { name: t.uploads })).not.toBeInTheDocument();
  });

  it('refuses a wrong type and a too large file in the browser, without sending them, and uploads the rest', async () => {
    const serviceId = await newService();
    const { user } = renderManager(serviceId);
    await screen.findByText(t.emptyTitle);

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(fileInput(), [text, png('garden.png'), huge]);

    const uploads = screen.getByRole('region', { name: t.uploads });
    expect(within(uploads).getByText(t.errors.type)).toBeInTheDocument();
    expect(within(uploads).getByText(t.errors.tooLarge('10 МБ'))).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['garden.png']), { timeout: 10_000 });
    expect(await screen.findByText(t.notUploaded(2))).toBeInTheDocument();
    expect((await apiPhotos('service', serviceId)).map((photo) => photo.originalName)).toEqual(['garden.png']);
  });

  it('shows each file’s status while they upload one after another, and retries one the server failed', async () => {
    const serviceId = await newService();
    const { user } = renderManager(serviceId);
    await screen.findByText(t.emptyTitle);

    await http.post('/dev/faults/', null, { json: { latencyMs: 400, failPaths: '/dashboard/images/upload/*' } });
    await user.upload(fileInput(), [png('one.png'), png('two.png')]);
    const uploads = screen.getByRole('region', { name: t.uploads });
    expect(await within(uploads).findByText(t.status.uploading)).toBeInTheDocument();
    expect(within(uploads).getByText(t.status.waiting)).toBeInTheDocument();
    expect(within(uploads).getByRole('progressbar', { name: t.progressLabel('one.png') })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['one.png', 'two.png']), { timeout: 10_000 });
    expect(await screen.findByText(t.uploaded(2))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.uploads })).not.toBeInTheDocument();

    await http.post('/dev/faults/', null, { json: { failStatus: 503, failPaths: '/dashboard/images/upload/*' } });
    await user.upload(fileInput(), [png('three.png')]);
    const retry = await screen.findByRole('button', { name: t.retryLabel('three.png') });
    expect(await screen.findByText(t.notUploaded(1))).toBeInTheDocument();
    await http.delete('/dev/faults/', null);
    await user.click(retry);
    await waitFor(() => expect(cardNames()).toEqual(['one.png', 'two.png', 'three.png']), { timeout: 10_000 });
    expect(await screen.findByText(t.uploaded(1))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t.uploads })).not.toBeInTheDocument();
  });

  it('makes another photo the main one, once for a double click, and keeps the focus on it', async () => {
    const serviceId = await newService();
    const { user } = renderManager(serviceId);
    await screen.findByText(t.emptyTitle);
    await user.upload(fileInput(), [png('first.png')]);
    await waitFor(() => expect(cardNames()).toEqual(['first.png']), { timeout: 10_000 });
    await user.upload(fileInput(), [png('second.png')]);
    await waitFor(() => expect(cardNames()).toEqual(['first.png', 'second.png']), { timeout: 10_000 });
    // The main photo offers no «Сделать главным».
    expect(screen.queryByRole('button', { name: t.makeMainLabel('first.png') })).not.toBeInTheDocument();

    // A zero-gap double click (both clicks before React renders the button as loading) sends once.
    const sent = sentCalls('POST', /\/set_main\/$/);
    const makeMain = screen.getByRole('button', { name: t.makeMainLabel('second.png') });
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act for both clicks is the point: React must not re-render between them.
    act(() => {
      fireEvent.click(makeMain);
      fireEvent.click(makeMain);
    });

    expect(await screen.findByText(t.mainChanged)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(cardNames()).toEqual(['second.png', 'first.png']);
    const [main] = within(gallery()).getAllByRole('figure');
    expect(within(main!).getByText(t.main)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.openLabel('second.png') })).toHaveFocus();
    expect((await apiPhotos('service', serviceId)).map((photo) => [photo.originalName, photo.isMain])).toEqual([
      ['second.png', true],
      ['first.png', false],
    ]);
  });

  it('deletes after a confirmation; cancelling returns the focus, deleting the main photo promotes the next', async () => {
    const serviceId = await newService();
    const { user } = renderManager(serviceId);
    await screen.findByText(t.emptyTitle);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(cardNames()).toHaveLength(2), { timeout: 10_000 });
    const order = cardNames();

    const deleteButton = screen.getByRole('button', { name: t.deleteLabel(order[0]!) });
    await user.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: t.deleteDialog.title });
    expect(within(dialog).getByText(new RegExp(t.deleteDialog.main))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.deleteDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteButton).toHaveFocus();
    expect(cardNames()).toEqual(order);

    await user.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: t.deleteDialog.title });
    await user.click(within(dialog).getByRole('button', { name: t.deleteDialog.confirm }));

    expect(await screen.findByText(t.deletedMain)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardNames()).toEqual([order[1]]);
    expect(within(within(gallery()).getByRole('figure')).getByText(t.main)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.openLabel(order[1]!) })).toHaveFocus();
    expect((await apiPhotos('service', serviceId)).map((photo) => [photo.originalName, photo.isMain])).toEqual([
      [order[1], true],
    ]);

    await user.click(screen.getByRole('button', { name: t.deleteLabel(order[1]!) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.deleteDialog.confirm }));
    expect(await screen.findByText(t.deleted)).toBeInTheDocument();
    expect(await screen.findByText(t.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.dropzone.label })).toHaveFocus();
  });
});

describe('HotelPhotosPage', { timeout: 30_000 }, () => {
  it('shows the active hotel’s photos, main first and marked', async () => {
    const expected = await apiPhotos('hotel', 1);
    rendered = render(
      <SessionContext value={session}>
        <HotelPhotosPage />
      </SessionContext>,
    );
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(expected.map((photo) => photo.originalName)));
    expect(screen.getByText(t.count(expected.length))).toBeInTheDocument();
    const figures = within(gallery()).getAllByRole('figure');
    expect(within(figures[0]!).getByText(t.main)).toBeInTheDocument();
    expect(figures.slice(1).every((figure) => within(figure).queryByText(t.main) === null)).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Сделать главным/ })).toHaveLength(expected.length - 1);
  });
});

describe('LazyPhotoManager', { timeout: 30_000 }, () => {
  // Its skeleton while the code loads is lazyPart's (lib/ui/lazy-part.test.tsx); here the code is in already.
  it('shows the manager it loads on demand', async () => {
    const serviceId = await newService();
    rendered = render(
      <SessionContext value={session}>
        <LazyPhotoManager contentType="service" objectId={serviceId} />
      </SessionContext>,
    );
    expect(await screen.findByRole('button', { name: t.dropzone.label })).toBeInTheDocument();
    expect(await screen.findByText(t.emptyTitle)).toBeInTheDocument();
  });
});
