import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { authHttp, configureHttp } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { SessionContext, type Session } from '@/lib/session';
import { activeHotelStorage, tokenStorage } from '@/lib/storage';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { startTestServer, type TestServer } from '@/server/testing';
import { createPaymentPoint, fetchGateways, fetchPaymentPoints } from './api';
import { BillingPage } from './BillingPage';

/** Matchers typed as `unknown` (vitest types them `any`). */
const anyNumber: unknown = expect.any(Number);
const pointName: unknown = expect.stringMatching(/^Касса/);

/*
 * Billing from a backend that sends no more than the spec promises: the in-process server in its spec-minimal
 * profile (API_PROFILE=minimal) answers each payment point with its id and name; gateways come whole (code, name,
 * and the currencies the form offers).
 */
vi.mock('next/navigation', () => import('@/lib/test/next-navigation'));

const t = ru.billing;
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

describe('billing against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads points with their id and name, the gateway and currency unknown; a created point answers the same', async () => {
    const gateways = await fetchGateways();
    const gateway = gateways[0];
    if (!gateway) throw new Error('no gateway');
    expect(gateway.currencies.length).toBeGreaterThan(0);

    const created = await createPaymentPoint({ hotel: 1, name: `Касса ${Date.now()}`, gateway: gateway.code, currency: gateway.currencies[0] ?? '', isActive: false });
    expect(created).toEqual({ id: anyNumber, name: pointName, gateway: '', currency: '', isActive: true });
    expect(await fetchPaymentPoints(1)).toContainEqual(created);
  });

  it('still refuses a gateway without its currencies and a point without its id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await originalFetch(request);
      const body = (await response.json()) as Record<string, unknown>[] | { results: Record<string, unknown>[] };
      const cut = Array.isArray(body)
        ? body.map(({ currencies: _currencies, ...rest }) => rest)
        : { ...body, results: body.results.map(({ id: _id, ...rest }) => rest) };
      return new Response(JSON.stringify(cut), { status: response.status, headers: { 'Content-Type': 'application/json' } });
    });
    await expect(fetchGateways()).rejects.toMatchObject({ kind: 'malformed' });
    await expect(fetchPaymentPoints(1)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('shows «—» for a point’s gateway and currency it was not given', async () => {
    const [point] = await fetchPaymentPoints(1);
    if (!point) throw new Error('no point');
    window.history.replaceState(null, '', '/billing');
    const { queryClient } = render(
      <SessionContext value={session}>
        <BillingPage />
      </SessionContext>,
    );
    const table = await screen.findByRole('table', { name: t.points.title }, { timeout: 10_000 });
    const row = within(table)
      .getAllByRole('row')
      .find((item) => within(item).queryByText(point.name));
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([point.name, t.points.none, t.points.none, t.points.active]);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
