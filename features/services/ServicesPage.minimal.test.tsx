import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, holdAnswer, without } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { services } from '@/server/db/schema';
import { fetchService, fetchServices, payloadOf, updateService } from './api';
import { ServicesPage } from './ServicesPage';

/** Matchers typed as `unknown` (vitest types them `any`). */
const saunaName: unknown = expect.stringMatching(/^Баня/);

/*
 * Services from a backend that sends no more than the spec promises: the in-process server in its spec-minimal
 * profile (API_PROFILE=minimal) answers each service with its id, name, active flag and price (a decimal string).
 * What it leaves out shows as «—» and is never sent back as a guess.
 */

const t = ru.services;
const f = ru.services.form;
const server = withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => {
  vi.restoreAllMocks();
});

let serial = 0;
/** A service with settings of its own, straight in the database. */
async function makeSauna(): Promise<number> {
  serial += 1;
  const [row] = await server()
    .app.db.insert(services)
    .values({
      hotelId: 1,
      name: `Баня ${serial}`,
      description: 'На дровах',
      serviceType: 'booking',
      price: '4000.00',
      approveType: 'manual',
      availability: { days: [1, 3], from: '14:00', to: '02:00' },
    })
    .returning({ id: services.id });
  if (!row) throw new Error('no service');
  return row.id;
}

async function stored(id: number) {
  const [row] = await server().app.db.select().from(services).where(eq(services.id, id));
  return row;
}

describe('services against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads the short services: the price as decimal text, the rest unknown', async () => {
    const id = await makeSauna();
    const { results } = await fetchServices({ search: '', serviceType: null, isActive: null });
    expect(results.find((service) => service.id === id)).toEqual({
      id,
      name: saunaName,
      isActive: true,
      price: '4000.00',
      description: null,
      serviceType: null,
      currency: null,
      approveType: null,
      bookingType: null,
      geoLevel: null,
      feedbackVariant: null,
      availability: null,
      responseMinutes: null,
      completionMinutes: null,
      ordersCount: null,
    });
  });

  it('switches a service off without sending back what it was not given', async () => {
    const id = await makeSauna();
    const service = await fetchService(id);
    await updateService({ id, payload: payloadOf(service, { isActive: false }) });
    expect(await stored(id)).toMatchObject({
      isActive: false,
      description: 'На дровах',
      serviceType: 'booking',
      approveType: 'manual',
      price: '4000.00',
    });
  });

  it('still refuses a service without its active flag', async () => {
    const id = await makeSauna();
    cutAnswer(`/dashboard/services/${id}/`, without('isActive'));
    await expect(fetchService(id)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('lists what it has with «—» for the rest, and a save keeps what the backend did not show', async () => {
    const id = await makeSauna();
    window.history.replaceState(null, '', `/services?service=${id}`);
    // The labels' dictionaries on their way: a service without a type or an approval shows «—» all the same.
    const labels = holdAnswer('/dashboard/services/service_types/', '/dashboard/services/approve_types/');
    const { user, queryClient } = render(
      <SessionContext value={session()}>
        <ServicesPage renderPhotos={() => null} />
      </SessionContext>,
    );
    const table = await screen.findByRole('table', { name: t.table }, { timeout: 10_000 });
    const name = (await stored(id))?.name ?? '';
    const row = within(table)
      .getAllByRole('row')
      .find((item) => within(item).queryByRole('button', { name }));
    if (!row) throw new Error('no row');
    const cells = within(row).getAllByRole('cell');
    // Name, type, price, approval, availability, status.
    expect(cells.map((cell) => cell.textContent)).toEqual([
      name,
      t.none,
      expect.stringMatching(/^4\s000$/),
      t.none,
      t.none,
      t.active,
    ]);
    labels.release();

    const drawer = await screen.findByRole('dialog');
    const nameInput = await within(drawer).findByRole(
      'textbox',
      { name: new RegExp(`^${f.name}`) },
      { timeout: 10_000 },
    );
    // The order count was not given: not shown as «Заказов не было».
    expect(within(drawer).queryByText(t.orders(0))).not.toBeInTheDocument();
    await user.clear(nameInput);
    await user.type(nameInput, `${name} у реки`);
    await user.click(within(drawer).getByRole('button', { name: f.save }));

    await waitFor(async () => expect((await stored(id))?.name).toBe(`${name} у реки`));
    expect(await stored(id)).toMatchObject({
      description: 'На дровах',
      serviceType: 'booking',
      approveType: 'manual',
      availability: { days: [1, 3], from: '14:00', to: '02:00' },
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
