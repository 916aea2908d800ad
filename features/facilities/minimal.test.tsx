import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { authHttp, configureHttp } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { SessionContext, type Session } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { render, screen } from '@/lib/test/render';
import { startTestServer, type TestServer } from '@/server/testing';
import { fetchCategories, fetchFacilities, runFacilityAction } from './api';
import { FacilitiesPage } from './FacilitiesPage';

/** Matchers typed as `unknown` (vitest types them `any`). */
const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

/*
 * The facilities from a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal) — facilities without icons, categories without the hotel's counts.
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
afterEach(() => vi.restoreAllMocks());

const hotel = { id: 1, name: 'Гранд Отель Нева', city: 'Санкт-Петербург' };
const session: Session = {
  status: 'authenticated',
  ended: null,
  user: {
    id: 1,
    email: 'admin@example.com',
    firstName: 'Анна',
    lastName: 'Смирнова',
    phone: '',
    isActive: true,
    lastLogin: null,
    adminedHotels: [hotel],
    managedHotels: [],
  },
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
    if (!new URL(request.url).pathname.startsWith(path)) return response;
    const body = cut((await response.json()) as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('the facilities against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads facilities without icons and categories without counts; an action answers the facility by id', async () => {
    const [facilities, categories] = await Promise.all([fetchFacilities('all'), fetchCategories()]);
    const facility = facilities[0]!;
    expect(facility.icon).toBeNull();
    expect(categories[0]).toEqual({ id: anyNumber, name: anyString, icon: null, facilitiesCount: null, selectedCount: null, linkedCount: null });

    const action = facility.selected ? 'select' : 'unselect';
    await expect(runFacilityAction(facility.id, action)).resolves.toEqual(facility);
  });

  it('still refuses a list without results and a facility without its category', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cutAnswer('/dashboard/categories/', ({ results: _results, ...rest }) => rest);
    await expect(fetchCategories()).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/facilities/', (page) => ({
      ...page,
      results: (page.results as Record<string, unknown>[]).map(({ category: _category, ...rest }) => rest),
    }));
    await expect(fetchFacilities('all')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('shows the sections by category, and the category filter without counts it was not given', async () => {
    window.history.replaceState(null, '', '/hotel/facilities');
    const categories = await fetchCategories();
    const { user } = render(
      <SessionContext value={session}>
        <FacilitiesPage />
      </SessionContext>,
    );
    const first = categories[0]!;
    expect(await screen.findByRole('heading', { name: first.name }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: ru.facilities.categoryFilter }));
    // Only the name: no «N из M» the backend did not count.
    expect(await screen.findByRole('option', { name: first.name })).toHaveTextContent(new RegExp(`^${first.name}$`));
  });
});
