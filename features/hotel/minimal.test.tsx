import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { authHttp, configureHttp } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { SessionContext, type Session } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { render, screen, waitFor } from '@/lib/test/render';
import { hotels } from '@/server/db/schema';
import { startTestServer, type TestServer } from '@/server/testing';
import { fetchCurrencies, fetchFieldRestrictions, fetchHotel, updateHotel } from './api';
import { HotelPage } from './HotelPage';

/*
 * The «Отель» screen against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal), which answers the hotel with its id and coordinates (as DRF's
 * decimal strings), restrictions that say nothing and currencies without names.
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
    if (new URL(request.url).pathname !== path) return response;
    const body = cut((await response.json()) as Record<string, unknown>);
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  });
}

function field(label: string): HTMLElement {
  const pattern = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  const input = screen.getAllByLabelText(pattern).find((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

describe('the hotel against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads the record from its id, coordinates as decimal strings, and the dictionaries without their optional parts', async () => {
    const record = await fetchHotel(1);
    expect(record).toEqual({ id: 1, latitude: 59.93, longitude: 30.35 });
    expect(record.name).toBeUndefined();

    const restrictions = await fetchFieldRestrictions();
    expect(restrictions.name).toEqual({ required: false, maxLength: null, readOnlyForManager: false });
    const currencies = await fetchCurrencies();
    expect(currencies).toContainEqual({ code: 'RUB', name: '', symbol: '' });
  });

  it('still refuses a record without an id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cutAnswer('/dashboard/hotels/1/', ({ id: _id, ...rest }) => rest);
    await expect(fetchHotel(1)).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/hotels/field_restrictions/', () => ['name']);
    await expect(fetchFieldRestrictions()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('answers a PATCH with the short record too', async () => {
    await expect(updateHotel({ id: 1, patch: { wifiName: 'Neva Minimal' } })).resolves.toEqual({ id: 1, latitude: 59.93, longitude: 30.35 });
  });

  it('shows the fields the backend did not send as empty inputs, sends only the changed one and keeps it after the save', async () => {
    const sent: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'PATCH') sent.push(await request.clone().text());
      return originalFetch(request);
    });
    window.history.replaceState(null, '', '/hotel');
    const { user } = render(
      <SessionContext value={session}>
        <HotelPage />
      </SessionContext>,
    );
    await screen.findByRole('region', { name: ru.hotel.sections.main }, { timeout: 10_000 });

    expect(field(ru.hotel.fields.name)).toHaveValue('');
    expect(field(ru.hotel.fields.phone)).toHaveValue('');
    expect(field(ru.hotel.fields.latitude)).toHaveValue('59.93');
    // Restrictions that say nothing: no field is marked required.
    expect(screen.queryByText('*')).not.toBeInTheDocument();

    const wifi = field(ru.hotel.fields.wifiName);
    await user.type(wifi, 'Neva Guests');
    await user.click(screen.getByRole('button', { name: ru.hotel.save }));

    expect(await screen.findByText(ru.hotel.saved)).toBeInTheDocument();
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ wifiName: 'Neva Guests' }]);
    // The answer does not carry the field: the form keeps what was saved, clean.
    await waitFor(() => expect(screen.getByRole('button', { name: ru.hotel.save })).toBeDisabled());
    expect(wifi).toHaveValue('Neva Guests');
    const [row] = await server.app.db.select({ wifiName: hotels.wifiName, phone: hotels.phone }).from(hotels).where(eq(hotels.id, 1));
    expect(row?.wifiName).toBe('Neva Guests');
    expect(row?.phone).not.toBe('');
  });
});
