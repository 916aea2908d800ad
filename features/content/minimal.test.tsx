import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { authHttp, configureHttp, http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { SessionContext, type Session } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { sightsItems } from '@/server/db/schema';
import { startTestServer, type TestServer } from '@/server/testing';
import { fetchCategories, fetchItems } from './api';
import { ContentPage } from './ContentPage';
import { formatDistance } from './format';

/*
 * Safety and sights against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal). Categories come with their id and name; items with their id, category
 * and title — sights also with their coordinates and distance, as DRF's DecimalFields render them (text).
 */
vi.mock('next/navigation', () => import('@/lib/test/next-navigation'));

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
let rendered: ReturnType<typeof render> | undefined;
// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered!.queryClient.isFetching() + rendered!.queryClient.isMutating()).toBe(0));
  rendered = undefined;
  vi.restoreAllMocks();
});

const hotel = { id: 1, name: '', city: '' };
const session: Session = {
  status: 'authenticated',
  ended: null,
  user: { id: 1, email: 'admin@example.com', firstName: '', lastName: '', phone: '', isActive: true, lastLogin: null, adminedHotels: [hotel], managedHotels: [] },
  hotels: [hotel],
  activeHotel: hotel,
  isAdminedHotel: true,
  isManagedHotel: false,
  role: 'admin',
  setActiveHotel: () => {},
  login: async () => {},
  logout: () => {},
  reload: async () => {},
};

/** Passes every call to the server, but answers `path` with its real body changed by `cut`. */
function cutAnswer(path: string, cut: (body: Record<string, unknown>) => unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await originalFetch(request);
    if (new URL(request.url).pathname !== path) return response;
    const body = cut((await response.json()) as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
}

const raw = v.object({ results: v.array(v.record(v.string(), v.unknown())) });

describe('safety and sights against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads categories and items without their optional parts, coordinates from decimal strings', async () => {
    const categories = await fetchCategories('safety');
    const [first] = categories;
    expect(first).toEqual({ id: first!.id, name: first!.name, icon: '' });
    expect(first!.name).not.toBe('');

    const [safety] = await fetchItems('safety', null);
    expect(safety!.title).not.toBe('');
    expect(safety).toEqual({
      id: safety!.id,
      category: safety!.category,
      title: safety!.title,
      text: '',
      phones: [],
      image: null,
      createdAt: null,
      updatedAt: null,
    });

    const answer = await http.get('/dashboard/content/sights/', raw, { searchParams: PAGE_ALL });
    const located = answer.results.find((item) => item.latitude !== null)!;
    expect(located.latitude).toMatch(/^-?\d+\.\d{2}$/);
    const sights = await fetchItems('sights', null);
    const sight = sights.find((item) => item.id === located.id)!;
    expect(sight.latitude).toBe(Number(located.latitude));
    expect(sight).toMatchObject({ description: '', address: '', image: null });
  });

  it('still refuses a list without results or an item without its category', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cutAnswer('/dashboard/content/safety/', ({ results: _results, ...rest }) => rest);
    await expect(fetchItems('safety', null)).rejects.toMatchObject({ kind: 'malformed' });
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cutAnswer('/dashboard/content/sights/', (body) => ({
      ...body,
      results: (body.results as Record<string, unknown>[]).map(({ category: _category, ...rest }) => rest),
    }));
    await expect(fetchItems('sights', null)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('lists the sights by title with their distance, and an edit sends only what changed', async () => {
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'PATCH') sent.push(await request.clone().text());
      return originalFetch(request);
    });
    const sights = await fetchItems('sights', null);
    const sight = sights.find((item) => item.distance !== null)!;
    const [before] = await server.app.db.select().from(sightsItems).where(eq(sightsItems.id, sight.id));

    window.history.replaceState(null, '', `/content/sights?category=${sight.category}`);
    rendered = render(
      <SessionContext value={session}>
        <ContentPage kind="sights" />
      </SessionContext>,
    );
    const { user } = rendered;
    const card = await screen.findByRole('listitem', { name: sight.title }, { timeout: 10_000 });
    expect(card).toHaveTextContent(formatDistance(sight.distance!));

    await user.click(within(card).getByRole('button', { name: ru.content.editLabel(sight.title) }));
    const title = await screen.findByRole('textbox', { name: new RegExp(`^${ru.content.sights.titleLabel}`) }, { timeout: 10_000 });
    // What the backend did not send shows empty; left alone, it is not sent back.
    expect(screen.getByRole('textbox', { name: new RegExp(`^${ru.content.form.description}`) })).toHaveValue('');
    await user.clear(title);
    await user.type(title, `${sight.title} (минимум)`);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ru.content.form.save }));

    expect(await screen.findByText(ru.content.sights.saved(`${sight.title} (минимум)`), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ title: `${sight.title} (минимум)` }]);
    const [after] = await server.app.db.select().from(sightsItems).where(eq(sightsItems.id, sight.id));
    expect(after).toMatchObject({ description: before!.description, address: before!.address, title: `${sight.title} (минимум)` });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
