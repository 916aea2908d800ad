import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { cutAnswer } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { hotels } from '@/server/db/schema';
import { HotelPage } from './HotelPage';

/*
 * The screen against the real in-process backend: admin@example.com administers hotels 1 and 2,
 * manager@example.com only manages hotel 2. next/navigation is the one thing replaced (the guard's router).
 */

const server = withTestServer();
afterEach(() => vi.restoreAllMocks());

const hotelSchema = v.object({
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  wifiName: v.string(),
  description: v.string(),
});

function readHotel(id: number) {
  return http.get(`/dashboard/hotels/${id}/`, hotelSchema);
}

function renderPage(session: Session, extra?: React.ReactNode) {
  window.history.replaceState(null, '', '/hotel');
  const page = (current: Session) => (
    <SessionContext value={current}>
      {extra}
      <HotelPage />
    </SessionContext>
  );
  const rendered = render(page(session));
  return { ...rendered, rerenderWith: (next: Session) => rendered.rerender(page(next)) };
}

/**
 * The input or textarea of a label; required fields carry Mantine's asterisk after the text, and a Select's
 * listbox is labelled by the same label.
 */
function field(label: string): HTMLElement {
  const pattern = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  const input = screen
    .getAllByLabelText(pattern)
    .find((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

async function loaded() {
  await screen.findByRole('region', { name: ru.hotel.sections.main }, { timeout: 10_000 });
}

describe('HotelPage', { timeout: 30_000 }, () => {
  it('saves only the changed field, notifies and starts clean from the saved record', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(session);
    await loaded();
    expect(field(ru.hotel.fields.name)).toHaveValue('Гранд Отель Нева');
    const save = screen.getByRole('button', { name: ru.hotel.save });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: ru.hotel.reset })).toBeDisabled();

    // Meanwhile a colleague changes the phone: a form that sent every field would overwrite it.
    await server().app.db.update(hotels).set({ phone: '+7 812 111-22-33' }).where(eq(hotels.id, 1));

    const wifi = field(ru.hotel.fields.wifiName);
    await user.clear(wifi);
    await user.type(wifi, '  Neva Guests 5G ');
    expect(screen.getByText(ru.hotel.counter('Neva Guests 5G'.length, 64))).toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText(ru.hotel.saved)).toBeInTheDocument();
    // The form took the server's record: trimmed, and clean again.
    await waitFor(() => expect(wifi).toHaveValue('Neva Guests 5G'));
    expect(save).toBeDisabled();
    const stored = await readHotel(1);
    expect(stored.wifiName).toBe('Neva Guests 5G');
    expect(stored.phone).toBe('+7 812 111-22-33');
  });

  it('follows a colleague’s save under the open form and names a field both changed', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user, queryClient } = renderPage(session);
    await loaded();
    const email = field(ru.hotel.fields.email);
    await user.clear(email);
    await user.type(email, 'desk@grand-neva.ru');

    // A colleague saves the phone and the e-mail; the record is refetched (focus, a live update).
    await server()
      .app.db.update(hotels)
      .set({ phone: '+7 812 444-55-66', email: 'frontdesk@grand-neva.ru' })
      .where(eq(hotels.id, 1));
    await queryClient.invalidateQueries({ queryKey: ['hotel'] });

    // The untouched phone follows quietly; the e-mail keeps what this user typed, and the notice names it.
    await waitFor(() => expect(field(ru.hotel.fields.phone)).toHaveValue('+7 812 444-55-66'));
    expect(email).toHaveValue('desk@grand-neva.ru');
    const notice = (await screen.findByText(ru.common.remoteChange.title)).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent(ru.hotel.fields.email);
    expect(notice).not.toHaveTextContent(ru.hotel.fields.phone);

    // The later save wins for the e-mail, and sends nothing else: the colleague's phone stays.
    await user.click(screen.getByRole('button', { name: ru.hotel.save }));
    expect(await screen.findByText(ru.hotel.saved)).toBeInTheDocument();
    const stored = await readHotel(1);
    expect(stored.email).toBe('desk@grand-neva.ru');
    expect(stored.phone).toBe('+7 812 444-55-66');
    await waitFor(() => expect(notice).toBeEmptyDOMElement());
    expect(screen.getByRole('button', { name: ru.hotel.save })).toBeDisabled();
  });

  it('works without its currency list: the currency is typed, the rest saves, and the notice offers «Повторить»', async () => {
    // Neither list can be read; the record can.
    cutAnswer('/dashboard/hotels/currency_list/', () => [{ label: 'Российский рубль' }]);
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(session);
    await loaded();
    const notice = screen.getByText(ru.common.dictionaries.title).closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('no notice');
    expect(notice).toHaveTextContent(ru.hotel.lists.currencies);
    expect(within(notice).getByRole('button', { name: ru.common.retry })).toBeEnabled();

    const currency = field(ru.hotel.fields.currency);
    expect(currency).toHaveValue('RUB');
    expect(currency).toHaveAccessibleDescription(ru.common.dictionaries.typeValue);
    await user.clear(currency);
    await user.type(currency, 'eur');
    const wifi = field(ru.hotel.fields.wifiName);
    await user.clear(wifi);
    await user.type(wifi, 'Neva Lobby');
    await user.click(screen.getByRole('button', { name: ru.hotel.save }));
    expect(await screen.findByText(ru.hotel.saved)).toBeInTheDocument();
    const stored = await http.get('/dashboard/hotels/1/', v.object({ currency: v.string(), wifiName: v.string() }));
    expect(stored).toEqual({ currency: 'EUR', wifiName: 'Neva Lobby' });
  });

  it('shows the server’s per-field error on its field and keeps everything typed', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(session);
    await loaded();
    const before = await readHotel(1);

    // The form only checks the shape "x@y"; the server also wants a dotted domain.
    const email = field(ru.hotel.fields.email);
    await user.clear(email);
    await user.type(email, 'info@grand-neva');
    const description = field(ru.hotel.fields.description);
    await user.type(description, ' Новый абзац.');
    await user.click(screen.getByRole('button', { name: ru.hotel.save }));

    const message = 'Введите правильный адрес электронной почты.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert', { name: ru.hotel.saveError })).toHaveTextContent(ru.hotel.fixFields);
    expect(email).toHaveValue('info@grand-neva');
    expect(description).toHaveValue(`${before.description} Новый абзац.`);
    expect(screen.getByRole('button', { name: ru.hotel.save })).toBeEnabled();
    // Nothing was saved: the PATCH is all or nothing.
    expect(await readHotel(1)).toEqual(before);

    // «Отменить изменения» asks, then goes back to the record.
    await user.click(screen.getByRole('button', { name: ru.hotel.reset }));
    const dialog = await screen.findByRole('dialog', { name: ru.hotel.revert.title });
    await user.click(within(dialog).getByRole('button', { name: ru.hotel.revert.confirm }));
    expect(email).toHaveValue(before.email);
    expect(description).toHaveValue(before.description);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('checks required fields and lengths before sending', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(session);
    await loaded();
    const city = field(ru.hotel.fields.city);
    await user.clear(city);
    await user.tab();
    expect(city).toHaveAccessibleDescription(expect.stringContaining(ru.hotel.validation.required) as string);
    const postal = field(ru.hotel.fields.postalCode);
    await user.clear(postal);
    await user.type(postal, '1234567890123');
    await user.tab();
    expect(postal).toHaveAccessibleDescription(expect.stringContaining(ru.hotel.validation.maxLength(12)) as string);
  });

  it('locks the fields a manager may not change, saying why', async () => {
    const session = await signedInSession('manager@example.com', 2);
    renderPage(session);
    await loaded();
    expect(screen.getByText(ru.hotel.managerNotice)).toBeInTheDocument();
    for (const label of [
      ru.hotel.fields.name,
      ru.hotel.fields.address,
      ru.hotel.fields.currency,
      ru.hotel.fields.timezone,
      ru.hotel.fields.latitude,
    ]) {
      const input = field(label);
      expect(input).toBeDisabled();
      expect(input).toHaveAccessibleDescription(expect.stringContaining(ru.hotel.readOnly) as string);
    }
    for (const label of [
      ru.hotel.fields.phone,
      ru.hotel.fields.description,
      ru.hotel.fields.checkInTime,
      ru.hotel.fields.wifiPassword,
    ]) {
      expect(field(label)).toBeEnabled();
    }
    expect(field(ru.hotel.fields.name)).toHaveValue('Azure Bay Resort');
  });

  it('asks before an internal link leaves unsaved changes, and before a reload', async () => {
    const followed = vi.fn();
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(
      session,
      <a
        href="/guests"
        onClick={(event) => {
          event.preventDefault();
          followed();
        }}
      >
        guests
      </a>,
    );
    await loaded();
    const link = screen.getByRole('link', { name: 'guests' });

    // Clean: links work as usual and a reload is not held up.
    await user.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
    const cleanUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanUnload);
    expect(cleanUnload.defaultPrevented).toBe(false);

    await user.type(field(ru.hotel.fields.wifiPassword), '!');
    // The form's dirty state settles after its (asynchronous) validation.
    await waitFor(() => {
      const dirtyUnload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(dirtyUnload);
      expect(dirtyUnload.defaultPrevented).toBe(true);
    });

    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: ru.hotel.leave.discardTitle });
    expect(followed).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: ru.hotel.leave.discardCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/hotel');
    expect(field(ru.hotel.fields.wifiPassword)).toHaveValue('nevsky57!');

    await user.click(link);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: ru.hotel.leave.discardConfirm }),
    );
    expect(window.location.pathname).toBe('/guests');
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('keeps unsaved changes of a hotel across a hotel switch and brings them back', async () => {
    const onHotel1 = await signedInSession('admin@example.com', 1);
    const { user, rerenderWith, queryClient } = renderPage(onHotel1);
    await loaded();
    const notes = field(ru.hotel.fields.checkInNotes);
    await user.clear(notes);
    await user.type(notes, 'Заезд через двор.');

    rerenderWith(await signedInSession('admin@example.com', 2));
    expect(await screen.findByText(ru.hotel.draftKept('Гранд Отель Нева'))).toBeInTheDocument();
    await waitFor(() => expect(field(ru.hotel.fields.name)).toHaveValue('Azure Bay Resort'));
    expect(screen.getByRole('button', { name: ru.hotel.save })).toBeDisabled();

    rerenderWith(await signedInSession('admin@example.com', 1));
    await waitFor(() => expect(field(ru.hotel.fields.name)).toHaveValue('Гранд Отель Нева'));
    await waitFor(() => expect(field(ru.hotel.fields.checkInNotes)).toHaveValue('Заезд через двор.'));
    expect(screen.getByText(ru.hotel.draftRestored)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.hotel.save })).toBeEnabled();
    // The cached record of hotel 1 is refetched in the background: let it land before the server stops.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(field(ru.hotel.fields.checkInNotes)).toHaveValue('Заезд через двор.');
  });
});
