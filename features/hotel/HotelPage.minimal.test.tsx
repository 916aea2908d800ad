import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaryFetchers } from '@/lib/dictionaries/api';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, sentBodies, without } from '@/lib/test/answers';
import { render, screen, waitFor } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { hotels } from '@/server/db/schema';
import { fetchHotel, updateHotel } from './api';
import { HotelPage } from './HotelPage';

/*
 * The «Отель» screen against a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal), which answers the hotel with its id and coordinates (as DRF's
 * decimal strings), restrictions that say nothing and currencies without names.
 */

const server = withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

function field(label: string): HTMLElement {
  const pattern = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  const input = screen
    .getAllByLabelText(pattern)
    .find((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

describe('the hotel against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads the record from its id, coordinates as decimal strings, and the dictionaries without their optional parts', async () => {
    const record = await fetchHotel(1);
    expect(record).toEqual({ id: 1, latitude: 59.93159, longitude: 30.34956 });
    expect(record.name).toBeUndefined();

    const restrictions = await dictionaryFetchers.hotelFieldRestrictions();
    expect(restrictions.name).toEqual({ required: false, maxLength: null, readOnlyForManager: false });
    const currencies = await dictionaryFetchers.hotelCurrencies();
    expect(currencies).toContainEqual({ code: 'RUB', name: '', symbol: '' });
  });

  it('still refuses a record without an id', async () => {
    cutAnswer('/dashboard/hotels/1/', without('id'));
    await expect(fetchHotel(1)).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/hotels/field_restrictions/', () => ['name']);
    await expect(dictionaryFetchers.hotelFieldRestrictions()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('answers a PATCH with the short record too', async () => {
    await expect(updateHotel({ id: 1, patch: { wifiName: 'Neva Minimal' } })).resolves.toEqual({
      id: 1,
      latitude: 59.93159,
      longitude: 30.34956,
    });
  });

  it('shows the fields the backend did not send as empty inputs, sends only the changed one and keeps it after the save', async () => {
    const sent = sentBodies('PATCH');
    window.history.replaceState(null, '', '/hotel');
    const { user } = render(
      <SessionContext value={session()}>
        <HotelPage />
      </SessionContext>,
    );
    await screen.findByRole('region', { name: ru.hotel.sections.main }, { timeout: 10_000 });

    expect(field(ru.hotel.fields.name)).toHaveValue('');
    expect(field(ru.hotel.fields.phone)).toHaveValue('');
    expect(field(ru.hotel.fields.latitude)).toHaveValue('59.93159');
    // Restrictions that say nothing: no field is marked required.
    expect(screen.queryByText('*')).not.toBeInTheDocument();

    const wifi = field(ru.hotel.fields.wifiName);
    await user.type(wifi, 'Neva Guests');
    await user.click(screen.getByRole('button', { name: ru.hotel.save }));

    expect(await screen.findByText(ru.hotel.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ wifiName: 'Neva Guests' }]);
    // The answer does not carry the field: the form keeps what was saved, clean.
    await waitFor(() => expect(screen.getByRole('button', { name: ru.hotel.save })).toBeDisabled());
    expect(wifi).toHaveValue('Neva Guests');
    const [row] = await server()
      .app.db.select({ wifiName: hotels.wifiName, phone: hotels.phone })
      .from(hotels)
      .where(eq(hotels.id, 1));
    expect(row?.wifiName).toBe('Neva Guests');
    expect(row?.phone).not.toBe('');
  });
});
