import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { formatBytes } from '@/lib/images';
import { type Session, SessionContext } from '@/lib/session';
import { enter, render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { slugify } from '@/lib/translit';
import { testPng } from '@/server/media/test-images';
import { formatLandingDate } from './model/format';
import { PromoPage } from './PromoPage';

/*
 * The screen against the real in-process backend (seeded demo data, hotel 1 «Гранд Отель Нева», signed in as its
 * administrator): the seeded landings (one running, one scheduled, one over) and landings each test makes through
 * the API with unique titles. next/navigation is the one thing replaced.
 */

withTestServer();

// The editor's form is a lazy chunk (with the Markdown renderer, a large module to transform on first import): load
// it once here, as a browser has it from its idle-time prefetch, so no test waits for the first transform.
beforeAll(async () => {
  await import('./components/LandingForm');
}, 60_000);

const t = ru.promo;
/** Hotel 1's time zone (the seed's): dates are shown on its wall clock. */
const HOTEL_ZONE = 'Europe/Moscow';
const f = ru.promo.form;
const p = ru.promo.preview;
const r = ru.promo.remove;

const landingSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  body: v.string(),
  image: v.nullable(v.object({ id: v.number(), url: v.string() })),
  callToAction: v.object({ type: v.string(), service: v.nullable(v.number()), url: v.string(), label: v.string() }),
  publishFrom: v.nullable(v.string()),
  publishUntil: v.nullable(v.string()),
  isActive: v.boolean(),
  state: v.string(),
});
type ApiLanding = v.InferOutput<typeof landingSchema>;
const page = v.object({ count: v.number(), results: v.array(landingSchema) });

function apiLandings(params: Record<string, string> = {}) {
  return http.get('/dashboard/promo/landings/', page, { searchParams: { ...PAGE_ALL, ...params } });
}

function apiLanding(id: number) {
  return http.get(`/dashboard/promo/landings/${id}/`, landingSchema);
}

let serial = 0;
function unique(prefix: string): string {
  serial += 1;
  return `${prefix} ${Date.now()}-${serial}`;
}

function apiCreate(body: Record<string, unknown> = {}): Promise<ApiLanding> {
  return http.post('/dashboard/promo/landings/', landingSchema, {
    json: { title: unique('Тестовый лендинг'), ...body },
  });
}

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

function renderPage(url = '/promo') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <PromoPage />
    </SessionContext>,
  );
  return rendered;
}

/** Unmounts the page once its calls are done and renders it anew at `url` (a reload). */
async function renderPageAgain(url: string) {
  await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  rendered?.unmount();
  return renderPage(url);
}

function search(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

function table() {
  return screen.getByRole('table', { name: t.list });
}

/** The body rows of the table, once loaded and not stale. */
async function rows(): Promise<HTMLElement[]> {
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return within(table()).getAllByRole('row').slice(1);
}

function rowOf(title: string): HTMLElement {
  const row = within(table())
    .getAllByRole('row')
    .find((item) => within(item).queryByRole('button', { name: t.open(title) }));
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

function editor(name: string): HTMLElement {
  return screen.getByRole('dialog', { name });
}

function titleField(): HTMLElement {
  return screen.getByRole('textbox', { name: new RegExp(`^${f.titleLabel}`) });
}

function field(name: string): HTMLElement {
  return screen.getByRole('textbox', { name });
}

function preview(): HTMLElement {
  return screen.getByRole('region', { name: p.label });
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isMutating()).toBe(0));
  rendered = undefined;
  window.history.replaceState(null, '', '/');
});

describe('PromoPage', { timeout: 30_000 }, () => {
  it('lists the hotel’s landings with their address, window, button and state', async () => {
    const inactive = await apiCreate({ isActive: false });
    const expected = await apiLandings();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(await rows()).toHaveLength(expected.count);
    expect(screen.getByText(t.found(expected.count))).toBeInTheDocument();
    // The demo hotel has one running, one scheduled and one finished landing.
    expect(new Set(expected.results.map((landing) => landing.state))).toEqual(
      new Set(['active', 'scheduled', 'expired', 'inactive']),
    );

    for (const landing of expected.results) {
      const row = rowOf(landing.title);
      expect(row, landing.title).toHaveTextContent(`/${landing.slug}`);
      expect(within(row).getByText(t.states[landing.state as keyof typeof t.states])).toBeInTheDocument();
      if (landing.state === 'scheduled')
        expect(row).toHaveTextContent(t.since(formatLandingDate(landing.publishFrom!, HOTEL_ZONE)));
      if (landing.state === 'expired')
        expect(row).toHaveTextContent(t.until(formatLandingDate(landing.publishUntil!, HOTEL_ZONE)));
    }
    expect(within(rowOf(inactive.title)).getByText(t.states.inactive)).toBeInTheDocument();
    expect(within(rowOf(inactive.title)).getByText(t.cta.none)).toBeInTheDocument();

    // The running one's button leads to one of the hotel's services, named in the list once they are loaded.
    const spa = expected.results.find((landing) => landing.slug === 'spa-uikend-dlia-dvoikh')!;
    expect(spa.callToAction.type).toBe('service');
    const services = await http.get(
      '/dashboard/services/',
      v.object({ results: v.array(v.object({ id: v.number(), name: v.string() })) }),
      {
        searchParams: { ...PAGE_ALL },
      },
    );
    const serviceName = services.results.find((service) => service.id === spa.callToAction.service)!.name;
    await waitFor(() => expect(rowOf(spa.title)).toHaveTextContent(t.cta.service(spa.callToAction.label, serviceName)));
    expect(rowOf(spa.title).querySelector('img')).toHaveAttribute('src', spa.image!.url);
  });

  it('filters by state and searches, keeping both in the URL', async () => {
    const scheduled = await apiLandings({ state: 'scheduled' });
    const expired = await apiLandings({ state: 'expired' });
    expect(scheduled.count).toBeGreaterThan(0);
    expect(expired.count).toBeGreaterThan(0);
    const { user } = renderPage();
    await rows();

    await user.click(screen.getByRole('radio', { name: t.stateFilters.scheduled }));
    expect(search().get('state')).toBe('scheduled');
    expect(await screen.findByText(t.found(scheduled.count))).toBeInTheDocument();
    for (const row of await rows()) expect(within(row).getByText(t.states.scheduled)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: t.stateFilters.expired }));
    expect(search().get('state')).toBe('expired');
    expect(await screen.findByText(t.found(expired.count))).toBeInTheDocument();
    const expiredRows = await rows();
    expect(expiredRows.map((row) => within(row).getAllByRole('button')[0]!.textContent)).toEqual(
      expired.results.map((landing) => landing.title),
    );
    for (const row of expiredRows) expect(within(row).getByText(t.states.expired)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: t.search }), 'нет такого лендинга');
    await waitFor(() => expect(search().get('q')).toBe('нет такого лендинга'));
    expect(await screen.findByText(t.emptyFilteredTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.resetFilters }));
    expect(search().toString()).toBe('');
    expect(screen.getByRole('radio', { name: t.stateFilters.all })).toBeChecked();
  });

  it('creates a landing: the form’s own checks first, then it appears in the list with its state', async () => {
    const { user } = renderPage();
    await rows();
    await user.click(screen.getByRole('button', { name: t.add }));
    expect(search().get('landing')).toBe('new');
    const dialog = editor(ru.promo.editor.newTitle);

    await user.click(await within(dialog).findByRole('button', { name: f.create }));
    expect(await within(dialog).findByText(f.titleRequired)).toBeInTheDocument();
    expect(titleField()).toHaveAttribute('aria-invalid', 'true');

    // A link button: an address without its scheme is refused before anything is sent.
    await user.click(within(dialog).getByRole('radio', { name: f.ctaTypes.link }));
    await enter(user, field(f.ctaUrl), 'www.example.com');
    await user.click(within(dialog).getByRole('button', { name: f.create }));
    expect(await within(dialog).findByText(f.ctaUrlInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(f.ctaLabelRequired)).toBeInTheDocument();
    expect(search().get('landing')).toBe('new');

    const title = unique('Осенний SPA-уикенд');
    await enter(user, titleField(), title);
    // The address the server will make is shown while none is typed.
    expect(within(dialog).getByText(f.slugAuto(slugify(title)))).toBeInTheDocument();
    await user.clear(field(f.ctaUrl));
    await enter(user, field(f.ctaUrl), 'https://example.com/spa');
    await enter(user, field(f.ctaLabel), 'Подробнее');
    await enter(user, field(f.body), 'Два дня отдыха.');
    await user.click(within(dialog).getByRole('button', { name: f.create }));

    expect(await screen.findByText(f.created(title))).toBeInTheDocument();
    await waitFor(() => expect(search().get('landing')).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(title)).getByText(t.states.active)).toBeInTheDocument());
    expect(rowOf(title)).toHaveTextContent(t.cta.link('Подробнее', 'example.com'));
    expect(rowOf(title)).toHaveTextContent(t.window.always);

    const saved = (await apiLandings({ search: title })).results[0]!;
    expect(saved).toMatchObject({
      title,
      slug: slugify(title),
      body: 'Два дня отдыха.',
      callToAction: { type: 'link', service: null, url: 'https://example.com/spa', label: 'Подробнее' },
      publishFrom: null,
      publishUntil: null,
      isActive: true,
      image: null,
    });
  });

  it('edits a landing opened from the URL: the preview follows every keystroke before anything is saved', async () => {
    const landing = await apiCreate({ body: 'Старый текст.' });
    const { user } = renderPage(`/promo?landing=${landing.id}`);
    const title = await screen.findByDisplayValue(landing.title);
    expect(title).toBe(titleField());
    const dialog = editor(landing.title);
    expect(within(preview()).getByRole('heading', { name: landing.title })).toBeInTheDocument();
    expect(preview()).toHaveTextContent('Старый текст.');
    expect(within(dialog).getByRole('button', { name: f.save })).toBeDisabled();

    const renamed = unique('Новогодний ужин');
    await user.clear(title);
    await user.type(title, renamed);
    expect(within(preview()).getByRole('heading', { name: renamed })).toBeInTheDocument();

    const body = field(f.body);
    await user.clear(body);
    await user.click(body);
    await user.paste(
      '## Меню\n\nСет из **пяти** блюд, [подробности](https://example.com/menu).\n\n- живая музыка\n- <script>alert(1)</script>',
    );
    await waitFor(() => expect(within(preview()).getByRole('heading', { name: 'Меню' })).toBeInTheDocument());
    expect(within(preview()).getByText('пяти').tagName).toBe('STRONG');
    const link = within(preview()).getByRole('link', { name: 'подробности' });
    expect(link).toHaveAttribute('href', 'https://example.com/menu');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(preview())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['живая музыка', '<script>alert(1)</script>']);
    expect(preview().querySelector('script')).toBeNull();

    // A service button: the preview shows its label and where it leads.
    await user.click(within(dialog).getByRole('radio', { name: f.ctaTypes.service }));
    await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${f.ctaService}`) }));
    const option = (await screen.findAllByRole('option'))[0]!;
    const serviceName = option.textContent ?? '';
    await user.click(option);
    await enter(user, field(f.ctaLabel), 'Забронировать стол');
    expect(within(preview()).getByText('Забронировать стол')).toBeInTheDocument();
    expect(preview()).toHaveTextContent(p.opensService(serviceName));

    // Nothing reached the server yet.
    expect((await apiLanding(landing.id)).title).toBe(landing.title);
    await user.click(within(dialog).getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.saved(renamed))).toBeInTheDocument();
    await waitFor(() => expect(search().get('landing')).toBeNull());
    const saved = await apiLanding(landing.id);
    expect(saved).toMatchObject({
      title: renamed,
      slug: landing.slug,
      callToAction: { type: 'service', label: 'Забронировать стол' },
    });
    expect(saved.body).toContain('Сет из **пяти** блюд');
    await waitFor(() => expect(rowOf(renamed)).toBeInTheDocument());
  });

  it('keeps a colleague’s save of the text, and names the title both changed', async () => {
    const landing = await apiCreate({ body: 'Старый текст.' });
    const { user, queryClient } = renderPage(`/promo?landing=${landing.id}`);
    const title = await screen.findByDisplayValue(landing.title);
    const mine = unique('Мой заголовок');
    await user.clear(title);
    await enter(user, title, mine);

    // A colleague saves another text and title meanwhile; the landing is read again (focus, live update).
    await http.patch(`/dashboard/promo/landings/${landing.id}/`, landingSchema, {
      json: { title: unique('Заголовок коллеги'), body: 'Текст коллеги.' },
    });
    await queryClient.invalidateQueries({ queryKey: ['promo'] });

    await waitFor(() => expect(field(f.body)).toHaveValue('Текст коллеги.'));
    expect(title).toHaveValue(mine);
    const notice = screen.getByText(ru.common.remoteChange.title).closest('[role="status"]');
    expect(notice).toHaveTextContent(f.titleLabel);
    expect(notice).not.toHaveTextContent(f.body);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.saved(mine))).toBeInTheDocument();
    expect(await apiLanding(landing.id)).toMatchObject({ title: mine, body: 'Текст коллеги.' });
  });

  it('sets the window on the hotel’s clock: the preview says when guests see the landing', async () => {
    // Without an offset the server reads the moment on the hotel's clock (Moscow for hotel 1).
    const landing = await apiCreate({ publishFrom: '2030-01-15T10:00:00' });
    expect(landing.publishFrom).toBe('2030-01-15T07:00:00.000Z');
    expect(landing.state).toBe('scheduled');
    const { user } = renderPage(`/promo?landing=${landing.id}`);
    await screen.findByDisplayValue(landing.title);
    const dialog = editor(landing.title);
    expect(within(dialog).getByRole('button', { name: f.publishFrom })).toHaveTextContent('15 января 2030, 10:00');
    expect(within(dialog).getByText(f.windowZone('Санкт-Петербург', 'GMT+3'))).toBeInTheDocument();
    expect(preview()).toHaveTextContent(p.state.scheduled('15 янв. 2030 г., 10:00'));

    await user.click(within(dialog).getByRole('switch', { name: new RegExp(`^${f.isActive}`) }));
    expect(preview()).toHaveTextContent(p.state.inactive);
    await user.click(within(dialog).getByRole('switch', { name: new RegExp(`^${f.isActive}`) }));
    // Clearing the start publishes it at once.
    await user.click(within(dialog).getAllByRole('button', { name: f.clearDate })[0]!);
    expect(preview()).toHaveTextContent(p.state.active);
    await user.click(within(dialog).getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.saved(landing.title))).toBeInTheDocument();
    expect(await apiLanding(landing.id)).toMatchObject({ publishFrom: null, state: 'active' });
    await waitFor(() => expect(within(rowOf(landing.title)).getByText(t.states.active)).toBeInTheDocument());
  });

  it('shows the server’s refusal of a taken address on the slug field and keeps everything typed', async () => {
    const existing = await apiCreate({ slug: `zaniatyi-adres-${Date.now()}` });
    const { user } = renderPage('/promo?landing=new');
    await enter(user, await screen.findByRole('textbox', { name: new RegExp(`^${f.titleLabel}`) }), 'Другой лендинг');
    await enter(user, field(f.slug), existing.slug);
    await enter(user, field(f.body), 'Не потеряется');
    await user.click(screen.getByRole('button', { name: f.create }));

    const message = await screen.findByText('Лендинг с таким адресом уже есть.');
    const slug = field(f.slug);
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug.getAttribute('aria-describedby')).toContain(message.id);
    expect(slug).toHaveValue(existing.slug);
    expect(titleField()).toHaveValue('Другой лендинг');
    expect(field(f.body)).toHaveValue('Не потеряется');
    expect(search().get('landing')).toBe('new');
    expect((await apiLandings({ search: 'Другой лендинг' })).count).toBe(0);
  });

  it('uploads an image with the landing, then removes it', async () => {
    const { user } = renderPage('/promo?landing=new');
    const title = unique('С картинкой');
    await enter(user, await screen.findByRole('textbox', { name: new RegExp(`^${f.titleLabel}`) }), title);
    await user.upload(
      screen.getByLabelText(ru.imageField.pick, { selector: 'input' }),
      new File([new Uint8Array(testPng(40, 25))], 'spa.png', { type: 'image/png' }),
    );
    // The picked file shows in the field and in the preview before it is uploaded.
    await waitFor(() => expect(preview().querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    expect(screen.getByText(f.imageNew('spa.png', formatBytes(testPng(40, 25).length)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: f.create }));
    expect(await screen.findByText(f.created(title))).toBeInTheDocument();

    const created = (await apiLandings({ search: title })).results[0]!;
    expect(created.image).not.toBeNull();
    await waitFor(() => expect(rowOf(title).querySelector('img')).toHaveAttribute('src', created.image!.url));

    await user.click(within(rowOf(title)).getByRole('button', { name: t.open(title) }));
    await screen.findByDisplayValue(title);
    expect(preview().querySelector('img')).toHaveAttribute('src', created.image!.url);
    await user.click(screen.getByRole('button', { name: ru.imageField.remove }));
    expect(preview().querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.saved(title))).toBeInTheDocument();
    expect((await apiLanding(created.id)).image).toBeNull();
  });

  it('deletes a landing after a confirmation naming it', async () => {
    const doomed = await apiCreate();
    const { user } = renderPage();
    await rows();

    await user.click(within(rowOf(doomed.title)).getByRole('button', { name: t.deleteOne(doomed.title) }));
    let dialog = await screen.findByRole('dialog', { name: r.title });
    expect(dialog).toHaveTextContent(r.text(doomed.title));
    await user.click(within(dialog).getByRole('button', { name: r.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf(doomed.title)).toBeInTheDocument();

    await user.click(within(rowOf(doomed.title)).getByRole('button', { name: t.deleteOne(doomed.title) }));
    dialog = await screen.findByRole('dialog', { name: r.title });
    await user.click(within(dialog).getByRole('button', { name: r.confirm }));
    expect(await screen.findByText(r.deleted(doomed.title))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: t.open(doomed.title) })).not.toBeInTheDocument());
    await expect(apiLanding(doomed.id)).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 404);
  });

  it('works on a phone: cards, the state as a select, the editor and its preview as tabs', async () => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 48em') });
    try {
      const expected = await apiLandings();
      const { user } = renderPage();
      const cards = await screen.findByRole('list', { name: t.list });
      await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(expected.count));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: t.stateFilter }));
      await user.click(await screen.findByRole('option', { name: t.stateFilters.scheduled }));
      expect(search().get('state')).toBe('scheduled');

      const first = expected.results[0]!;
      await renderPageAgain(`/promo?landing=${first.id}`);
      await screen.findByDisplayValue(first.title);
      const editorTab = screen.getByRole('tab', { name: ru.promo.editor.tabEditor });
      const previewTab = screen.getByRole('tab', { name: ru.promo.editor.tabPreview });
      expect(editorTab).toHaveAttribute('aria-selected', 'true');
      const previewPanel = screen.getByRole('region', { name: p.label, hidden: true }).closest('[role="tabpanel"]');
      const editorPanel = titleField().closest('[role="tabpanel"]');
      expect(previewPanel).not.toBeVisible();
      expect(previewPanel).toHaveAttribute('aria-labelledby', previewTab.id);
      await user.click(previewTab);
      expect(previewPanel).toBeVisible();
      expect(editorPanel).not.toBeVisible();
      expect(editorPanel).toHaveAttribute('aria-labelledby', editorTab.id);
      expect(within(preview()).getByRole('heading', { name: first.title })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says when the landing of the URL is not there', async () => {
    renderPage('/promo?landing=999999');
    expect(await screen.findByText(ru.promo.editor.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ru.common.retry })).not.toBeInTheDocument();
  });
});
