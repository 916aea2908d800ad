import { notifications } from '@mantine/notifications';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { formatBytes } from '@/lib/images';
import { type Session, SessionContext } from '@/lib/session';
import { cutAnswer } from '@/lib/test/answers';
import { enter, render, screen, userEvent, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { imageFileMessages } from '@/server/media/object-image';
import { testPng } from '@/server/media/test-images';
import type { ContentKind } from './api';
import { ContentPage } from './ContentPage';
import { formatDistance, mapUrl, telHref } from './model/format';

/*
 * The screen of both kinds against the real in-process backend (seeded demo content of hotel 1 «Гранд Отель
 * Нева», signed in as its administrator): real multipart saves, the server's image checks and messages. Items a
 * test changes are its own (created through the API with unique titles). next/navigation is the one thing
 * replaced.
 */

withTestServer();

const c = ru.content;
const f = ru.content.form;
const img = ru.imageField;
const text = ru.content.validation;

const imageSchema = v.nullable(v.object({ id: v.number(), url: v.string() }));
const itemSchema = v.object({ id: v.number(), category: v.number(), title: v.string(), image: imageSchema });
type ApiItem = v.InferOutput<typeof itemSchema>;
const categorySchema = v.object({ id: v.number(), name: v.string() });

async function apiCategories(kind: ContentKind) {
  return http.get(`/content/${kind}-categories/`, v.array(categorySchema));
}

async function apiItems(kind: ContentKind, category: number | '' = '') {
  return (
    await http.get(`/dashboard/content/${kind}/`, v.object({ results: v.array(itemSchema) }), {
      searchParams: { ...PAGE_ALL, category },
    })
  ).results;
}

async function apiItem(kind: ContentKind, id: number) {
  return http.get(`/dashboard/content/${kind}/${id}/`, itemSchema);
}

/** The fields each kind needs besides category and title, as the API takes them. */
const REQUIRED: Record<ContentKind, Record<string, string>> = {
  safety: { text: 'Что делать, по шагам.' },
  sights: {},
};

let serial = 0;
function uniqueTitle(prefix: string): string {
  serial += 1;
  return `${prefix} ${Date.now() % 100000}-${serial}`;
}

/** An item of the kind in `category`, with an image when `withImage`, made through the API (multipart then). */
async function apiCreate(
  kind: ContentKind,
  category: number,
  fields: Record<string, string> = {},
  withImage = false,
): Promise<ApiItem> {
  const values = { category: String(category), title: uniqueTitle('Тест'), ...REQUIRED[kind], ...fields };
  if (!withImage) return http.post(`/dashboard/content/${kind}/`, itemSchema, { json: values });
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('image', png('seed.png', 20, 10));
  return http.post(`/dashboard/content/${kind}/`, itemSchema, { body: form });
}

function png(name: string, width = 12, height = 8): File {
  return new File([new Uint8Array(testPng(width, height))], name, { type: 'image/png' });
}

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

function renderPage(kind: ContentKind, query = '') {
  window.history.replaceState(null, '', `/content/${kind}${query}`);
  rendered = render(
    <SessionContext value={session}>
      <ContentPage kind={kind} />
    </SessionContext>,
  );
  // react-dropzone filters by `accept` itself; user-event must not drop the wrong files before it sees them.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user };
}

function search(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** The titles of the cards shown, once the list has loaded. */
async function cardTitles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: /^(Памятки|Места) категории/ });
  return within(list)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

async function card(title: string): Promise<HTMLElement> {
  return screen.findByRole('listitem', { name: title });
}

function tab(name: string): HTMLElement {
  return screen.getByRole('tab', { name: new RegExp(`^${name}`) });
}

function drawer(): HTMLElement {
  return screen.getByRole('dialog');
}

async function openNew(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: c.add }));
  return screen.findByRole('textbox', {
    name: new RegExp(`^${ru.content.safety.titleLabel}|^${ru.content.sights.titleLabel}`),
  });
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isMutating()).toBe(0));
  rendered = undefined;
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe.each(['safety', 'sights'] as const)('ContentPage (%s)', { timeout: 30_000 }, (kind) => {
  const t = ru.content[kind];
  const titleLabel = new RegExp(`^${t.titleLabel}`);

  it('shows the categories with their counts and the first one’s items; another tab lists its items, in the URL', async () => {
    const categories = await apiCategories(kind);
    const items = await apiItems(kind);
    const [first, ...others] = categories;
    // A category with items of its own, other than the first, to switch to.
    const second = others.find((category) => items.some((item) => item.category === category.id))!;
    expect(second).toBeDefined();
    const { user } = renderPage(kind);

    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((element) => element.textContent)).toEqual(
      categories.map((category) => expect.stringContaining(category.name) as unknown as string),
    );
    await waitFor(() =>
      expect(tab(second.name)).toHaveTextContent(String(items.filter((item) => item.category === second.id).length)),
    );
    expect(tab(first!.name)).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(t.count(items.length))).toBeInTheDocument();

    const firstItems = items.filter((item) => item.category === first!.id).map((item) => item.title);
    if (firstItems.length > 0) expect(await cardTitles()).toEqual(firstItems);
    else expect(await screen.findByText(t.emptyTitle)).toBeInTheDocument();

    await user.click(tab(second.name));
    expect(search().get('category')).toBe(String(second.id));
    expect(tab(second.name)).toHaveAttribute('aria-selected', 'true');
    expect(await cardTitles()).toEqual((await apiItems(kind, second.id)).map((item) => item.title));
  });

  it('files the items under their category numbers when the categories cannot be read, and says so', async () => {
    cutAnswer(`/content/${kind}-categories/`, () => 'moved');
    const [first] = await apiItems(kind);
    const { user } = renderPage(kind);
    const notice = (await screen.findByText(ru.common.dictionaries.title)).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(c.categoryList);
    await user.click(await screen.findByRole('tab', { name: new RegExp(`^${c.categoryNumber(first!.category)}`) }));
    expect(await cardTitles()).toContain(first!.title);
    expect(screen.getByRole('button', { name: c.add })).toBeEnabled();
  });

  it('shows an empty category as such, with a way to add the first item there', async () => {
    const categories = await apiCategories(kind);
    const items = await apiItems(kind);
    const empty = categories.find((category) => !items.some((item) => item.category === category.id));
    // Every category of the seed may have items: then one is emptied for the test.
    const target = empty ?? categories[categories.length - 1]!;
    if (!empty)
      for (const item of items.filter((one) => one.category === target.id))
        await http.delete(`/dashboard/content/${kind}/${item.id}/`, null);
    const { user } = renderPage(kind, `?category=${target.id}`);

    expect(await screen.findByText(t.emptyTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.emptyAction }));
    expect(search().get('item')).toBe('new');
    expect(await screen.findByRole('textbox', { name: titleLabel })).toHaveFocus();
    expect(within(drawer()).getByRole('combobox', { name: new RegExp(`^${f.category}`) })).toHaveValue(target.name);
  });

  it('shows the form’s errors on their fields, then creates the item in the category shown', async () => {
    const categories = await apiCategories(kind);
    const category = categories[1]!;
    const { user } = renderPage(kind, `?category=${category.id}`);
    await screen.findAllByRole('tab');
    const title = await openNew(user);
    expect(search().get('item')).toBe('new');

    await user.click(within(drawer()).getByRole('button', { name: f.create }));
    expect(await within(drawer()).findAllByText(text.required)).toHaveLength(kind === 'safety' ? 2 : 1);
    expect(title).toHaveAttribute('aria-invalid', 'true');

    const name = uniqueTitle(kind === 'safety' ? 'Эвакуация' : 'Музей');
    await enter(user, title, name);
    if (kind === 'safety') {
      await enter(
        user,
        within(drawer()).getByRole('textbox', { name: new RegExp(`^${f.text}`) }),
        'Идите к выходу по зелёным указателям.',
      );
      await user.click(within(drawer()).getByRole('button', { name: f.addPhone }));
      const phone = within(drawer()).getByRole('textbox', { name: f.phone(1) });
      await user.type(phone, '12');
      await user.tab();
      expect(await within(drawer()).findByText(text.phone)).toBeInTheDocument();
      await user.clear(phone);
      await user.type(phone, '+7 (812) 000-00-01');
      await user.click(within(drawer()).getByRole('button', { name: f.addPhone }));
      await user.type(within(drawer()).getByRole('textbox', { name: f.phone(2) }), '112');
    } else {
      await enter(user, within(drawer()).getByRole('textbox', { name: f.address }), 'Дворцовая площадь, 2');
      await user.type(within(drawer()).getByRole('textbox', { name: f.latitude }), '59,9398');
      await user.tab();
      expect(await within(drawer()).findByText(text.bothCoordinates)).toBeInTheDocument();
      await user.type(within(drawer()).getByRole('textbox', { name: f.longitude }), '30.3146');
      const distance = within(drawer()).getByRole('textbox', { name: f.distance });
      await user.type(distance, '1,25');
      await user.tab();
      expect(await within(drawer()).findByText(text.distanceDecimals)).toBeInTheDocument();
      await user.clear(distance);
      await user.type(distance, '1,2');
    }
    await user.click(within(drawer()).getByRole('button', { name: f.create }));

    expect(await screen.findByText(t.created(name))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search().get('item')).toBeNull();
    const created = await card(name);
    if (kind === 'safety') {
      expect(within(created).getByRole('link', { name: '+7 (812) 000-00-01' })).toHaveAttribute(
        'href',
        telHref('+7 (812) 000-00-01'),
      );
      expect(within(created).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    } else {
      expect(created).toHaveTextContent('Дворцовая площадь, 2');
      expect(created).toHaveTextContent(formatDistance(1.2));
      const map = within(created).getByRole('link', { name: c.onMapLabel(name) });
      expect(map).toHaveAttribute('href', mapUrl(59.9398, 30.3146));
      expect(map).toHaveAttribute('target', '_blank');
    }
    expect(within(created).getByRole('img', { name: c.noImage })).toBeInTheDocument();
    const stored = (await apiItems(kind, category.id)).find((item) => item.title === name);
    expect(stored).toMatchObject({ category: category.id, image: null });
  });

  it('creates an item with an image: the thumbnail shows the server’s copy', async () => {
    const [category] = await apiCategories(kind);
    const { user } = renderPage(kind, `?category=${category!.id}&item=new`);
    const title = await screen.findByRole('textbox', { name: titleLabel });
    const name = uniqueTitle('С фото');
    await enter(user, title, name);
    if (kind === 'safety')
      await enter(user, within(drawer()).getByRole('textbox', { name: new RegExp(`^${f.text}`) }), 'Текст памятки.');

    const picked = png('terrace.png', 30, 20);
    await user.upload(within(drawer()).getByLabelText(img.pick, { selector: 'input' }), picked);
    expect(await within(drawer()).findByRole('img', { name: f.imageAlt(name) })).toBeInTheDocument();
    expect(within(drawer()).getByText(f.newImage('terrace.png', formatBytes(picked.size)))).toBeInTheDocument();
    await user.click(within(drawer()).getByRole('button', { name: f.create }));

    expect(await screen.findByText(t.created(name))).toBeInTheDocument();
    const stored = (await apiItems(kind, category!.id)).find((item) => item.title === name)!;
    expect(stored.image?.url).toMatch(/\/media\/[0-9a-f]{32}\.png$/);
    const thumbnail = within(await card(name)).getByRole('img', { name: f.imageAlt(name) });
    expect(thumbnail).toHaveAttribute('src', stored.image!.url);
  });

  it('edits the text only: the image stays as it was', async () => {
    const [category] = await apiCategories(kind);
    const item = await apiCreate(kind, category!.id, {}, true);
    const { user } = renderPage(kind, `?category=${category!.id}&item=${item.id}`);
    const title = await screen.findByRole('textbox', { name: titleLabel });
    expect(title).toHaveValue(item.title);
    expect(within(drawer()).getByRole('img', { name: f.imageAlt(item.title) })).toHaveAttribute('src', item.image!.url);
    const save = within(drawer()).getByRole('button', { name: f.save });
    expect(save).toBeDisabled();

    const renamed = uniqueTitle('Переименовано');
    await user.clear(title);
    await enter(user, title, renamed);
    await user.click(save);

    expect(await screen.findByText(t.saved(renamed))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card(renamed)).toBeInTheDocument();
    expect(await apiItem(kind, item.id)).toMatchObject({
      title: renamed,
      image: { id: item.image!.id, url: item.image!.url },
    });
  });

  it('keeps a colleague’s save of another field, and names a field both changed', async () => {
    const [category] = await apiCategories(kind);
    const own = kind === 'safety' ? 'text' : 'description';
    const item = await apiCreate(kind, category!.id, { [own]: 'Как было' });
    const { user, queryClient } = renderPage(kind, `?category=${category!.id}&item=${item.id}`);
    const title = await screen.findByRole('textbox', { name: titleLabel });
    const mine = uniqueTitle('Моё');
    await user.clear(title);
    await enter(user, title, mine);

    // A colleague saves another title and the kind's text meanwhile; the list is read again (focus, a refetch).
    await http.patch(`/dashboard/content/${kind}/${item.id}/`, itemSchema, {
      json: { title: uniqueTitle('Коллега'), [own]: 'От коллеги' },
    });
    await queryClient.invalidateQueries({ queryKey: ['content'] });

    const notice = (await within(drawer()).findByText(ru.common.remoteChange.title)).closest('[role="status"]');
    expect(notice).toHaveTextContent(t.titleLabel);
    expect(notice).not.toHaveTextContent(f[own]);
    expect(title).toHaveValue(mine);
    expect(within(drawer()).getByRole('textbox', { name: new RegExp(`^${f[own]}`) })).toHaveValue('От коллеги');

    // The save sends this user's title only: the colleague's text stays.
    await user.click(within(drawer()).getByRole('button', { name: f.save }));
    expect(await screen.findByText(t.saved(mine))).toBeInTheDocument();
    const saved = await http.get(`/dashboard/content/${kind}/${item.id}/`, v.looseObject({ title: v.string() }));
    expect(saved).toMatchObject({ title: mine, [own]: 'От коллеги' });
  });

  it('replaces the image, and removes it', async () => {
    const [category] = await apiCategories(kind);
    const item = await apiCreate(kind, category!.id, {}, true);
    const { user } = renderPage(kind, `?category=${category!.id}&item=${item.id}`);
    await screen.findByRole('textbox', { name: titleLabel });

    const picked = png('new.png', 16, 16);
    await user.upload(within(drawer()).getByLabelText(img.replaceLabel, { selector: 'input' }), picked);
    expect(await within(drawer()).findByText(f.newImage('new.png', formatBytes(picked.size)))).toBeInTheDocument();
    await user.click(within(drawer()).getByRole('button', { name: f.save }));
    expect(await screen.findByText(t.saved(item.title))).toBeInTheDocument();
    const replaced = await apiItem(kind, item.id);
    expect(replaced.image?.id).not.toBe(item.image!.id);
    await waitFor(async () =>
      expect(within(await card(item.title)).getByRole('img', { name: f.imageAlt(item.title) })).toHaveAttribute(
        'src',
        replaced.image!.url,
      ),
    );

    await user.click(within(await card(item.title)).getByRole('button', { name: c.editLabel(item.title) }));
    await screen.findByRole('textbox', { name: titleLabel });
    await user.click(within(drawer()).getByRole('button', { name: img.remove }));
    expect(within(drawer()).getByText(img.removed)).toBeInTheDocument();
    notifications.clean();
    await user.click(within(drawer()).getByRole('button', { name: f.save }));
    expect(await screen.findByText(t.saved(item.title))).toBeInTheDocument();
    expect((await apiItem(kind, item.id)).image).toBeNull();
    expect(await within(await card(item.title)).findByRole('img', { name: c.noImage })).toBeInTheDocument();
  });

  it('refuses a non-image or a too large file before uploading, with the reason', async () => {
    const [category] = await apiCategories(kind);
    const { user } = renderPage(kind, `?category=${category!.id}&item=new`);
    await screen.findByRole('textbox', { name: titleLabel });
    const input = () => within(drawer()).getByLabelText(img.pick, { selector: 'input' });

    await user.upload(input(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(drawer()).findByText(text.imageType)).toBeInTheDocument();
    await user.upload(input(), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(await within(drawer()).findByText(text.imageTooLarge('10 МБ'))).toBeInTheDocument();
    // Neither got into the form: the drop zone is still there, with no preview.
    expect(within(drawer()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the image on the picker and keeps everything typed', async () => {
    const [category] = await apiCategories(kind);
    const { user } = renderPage(kind, `?category=${category!.id}&item=new`);
    const title = await screen.findByRole('textbox', { name: titleLabel });
    const name = uniqueTitle('Подделка');
    await enter(user, title, name);
    if (kind === 'safety')
      await enter(user, within(drawer()).getByRole('textbox', { name: new RegExp(`^${f.text}`) }), 'Текст.');
    // Passes the browser's check by its name and type; the server reads the bytes.
    await user.upload(
      within(drawer()).getByLabelText(img.pick, { selector: 'input' }),
      new File(['not a picture'], 'fake.png', { type: 'image/png' }),
    );
    await user.click(within(drawer()).getByRole('button', { name: f.create }));

    expect(await within(drawer()).findByText(imageFileMessages.notAnImage)).toBeInTheDocument();
    expect(title).toHaveValue(name);
    expect(within(drawer()).getByText(f.newImage('fake.png', formatBytes(13)))).toBeInTheDocument();
    expect((await apiItems(kind)).some((item) => item.title === name)).toBe(false);
  });

  it('deletes an item after a confirmation naming it', async () => {
    const [category] = await apiCategories(kind);
    const item = await apiCreate(kind, category!.id);
    const { user } = renderPage(kind, `?category=${category!.id}`);
    const target = await card(item.title);

    await user.click(within(target).getByRole('button', { name: c.deleteLabel(item.title) }));
    let dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    expect(within(dialog).getByText(t.deleteText(item.title))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: c.deleteCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await apiItem(kind, item.id)).toMatchObject({ id: item.id });

    await user.click(within(target).getByRole('button', { name: c.deleteLabel(item.title) }));
    dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: c.deleteConfirm }));
    expect(await screen.findByText(t.deleted(item.title))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: item.title })).not.toBeInTheDocument());
    await expect(apiItem(kind, item.id)).rejects.toMatchObject({ status: 404 });
  });

  it('asks before closing an editor with unsaved changes; going back keeps what was typed', async () => {
    const [category] = await apiCategories(kind);
    const { user } = renderPage(kind, `?category=${category!.id}&item=new`);
    const title = await screen.findByRole('textbox', { name: titleLabel });
    await user.type(title, 'Черновик');

    await user.click(within(drawer()).getByRole('button', { name: f.close }));
    const confirm = await screen.findByRole('dialog', { name: f.discardTitle });
    await user.click(within(confirm).getByRole('button', { name: f.discardCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: f.discardTitle })).not.toBeInTheDocument());
    expect(title).toHaveValue('Черновик');
    expect(search().get('item')).toBe('new');

    await user.click(within(drawer()).getByRole('button', { name: f.close }));
    await user.click(
      within(await screen.findByRole('dialog', { name: f.discardTitle })).getByRole('button', {
        name: f.discardConfirm,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search().get('item')).toBeNull();
  });

  it('says when the item of the link no longer exists', async () => {
    const [category] = await apiCategories(kind);
    const item = await apiCreate(kind, category!.id);
    await http.delete(`/dashboard/content/${kind}/${item.id}/`, null);
    renderPage(kind, `?item=${item.id}`);
    expect(await screen.findByText(t.notFound)).toBeInTheDocument();
  });

  it('shows a failed load with «Повторить»', async () => {
    await http.post('/dev/faults/', null, { json: { failStatus: 503, failPaths: `/dashboard/content/${kind}/*` } });
    try {
      const { user } = renderPage(kind);
      expect(await screen.findByText(t.loadError)).toBeInTheDocument();
      await http.delete('/dev/faults/', null);
      await user.click(screen.getByRole('button', { name: ru.common.retry }));
      await waitFor(() => expect(screen.queryByText(t.loadError)).not.toBeInTheDocument());
    } finally {
      await http.delete('/dev/faults/', null);
    }
  });
});
