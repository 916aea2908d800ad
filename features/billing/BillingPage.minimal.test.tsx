import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, eachItem, eachResult, without } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
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

const t = ru.billing;
withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

describe('billing against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads points with their id and name, the gateway and currency unknown; a created point answers the same', async () => {
    const gateways = await fetchGateways();
    const gateway = gateways[0];
    if (!gateway) throw new Error('no gateway');
    expect(gateway.currencies?.length).toBeGreaterThan(0);

    const created = await createPaymentPoint({
      hotel: 1,
      name: `Касса ${Date.now()}`,
      gateway: gateway.code,
      currency: gateway.currencies?.[0] ?? '',
      isActive: false,
    });
    expect(created).toEqual({ id: anyNumber, name: pointName, gateway: '', currency: '', isActive: true });
    expect(await fetchPaymentPoints(1)).toContainEqual(created);
  });

  it('reads a gateway without its currencies as not saying which, and still refuses one without a code or a point without its id', async () => {
    cutAnswer('/dashboard/billing/gateways/', eachItem(without('currencies')));
    expect((await fetchGateways())[0]?.currencies).toBeNull();
    cutAnswer('/dashboard/billing/gateways/', eachItem(without('code')));
    await expect(fetchGateways()).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/billing/payment_points/', eachResult(without('id')));
    await expect(fetchPaymentPoints(1)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('shows «—» for a point’s gateway and currency it was not given', async () => {
    const [point] = await fetchPaymentPoints(1);
    if (!point) throw new Error('no point');
    window.history.replaceState(null, '', '/billing');
    const { queryClient } = render(
      <SessionContext value={session()}>
        <BillingPage />
      </SessionContext>,
    );
    const table = await screen.findByRole('table', { name: t.points.title }, { timeout: 10_000 });
    const row = within(table)
      .getAllByRole('row')
      .find((item) => within(item).queryByText(point.name));
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([point.name, t.points.none, t.points.none, t.points.active]);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
