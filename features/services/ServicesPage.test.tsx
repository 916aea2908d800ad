import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatAvailability, formatPrice } from '@/lib/hotel-services/format';
import { http } from '@/lib/http/client';
import { ApiError } from '@/lib/http/errors';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { cutAnswers, holdAnswer } from '@/lib/test/answers';
import { enter, render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { ServicesPage } from './ServicesPage';

/*
 * The screen against the real in-process backend (seeded demo data, hotel 1 «Гранд Отель Нева», signed in as its
 * administrator). Services a test changes are its own (made through the API with unique names), except the
 * seeded one with orders that the in-use refusal needs. next/navigation is the one thing replaced.
 */

withTestServer();

const t = ru.services;
const f = ru.services.form;

const serviceSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  serviceType: v.string(),
  price: v.nullable(v.string()),
  currency: v.string(),
  approveType: v.string(),
  bookingType: v.string(),
  geoLevel: v.string(),
  feedbackVariant: v.string(),
  availability: v.object({ days: v.array(v.number()), from: v.nullable(v.string()), to: v.nullable(v.string()) }),
  responseMinutes: v.nullable(v.number()),
  completionMinutes: v.nullable(v.number()),
  isActive: v.boolean(),
  ordersCount: v.number(),
});
type ApiService = v.InferOutput<typeof serviceSchema>;
const page = v.object({ count: v.number(), results: v.array(serviceSchema) });

async function apiServices(params: Record<string, string> = {}) {
  return http.get('/dashboard/services/', page, { searchParams: { ...PAGE_ALL, ...params } });
}

async function apiService(id: number) {
  return http.get(`/dashboard/services/${id}/`, serviceSchema);
}

let serial = 0;
async function apiCreate(body: Record<string, unknown> = {}): Promise<ApiService> {
  serial += 1;
  return http.post('/dashboard/services/', serviceSchema, {
    json: { name: `Тестовая услуга ${Date.now()}-${serial}`, ...body },
  });
}

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

function renderPage(url = '/services') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <ServicesPage renderPhotos={(id) => <div data-testid="photos">{`photos of ${id}`}</div>} />
    </SessionContext>,
  );
  return rendered;
}

/** Intl puts no-break spaces between thousands and before the symbol; text matchers see plain ones. */
function spaced(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function search(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

function table() {
  return screen.getByRole('table', { name: t.table });
}

/** The body rows of the table, once loaded and not stale. */
async function rows(): Promise<HTMLElement[]> {
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return within(table()).getAllByRole('row').slice(1);
}

function drawer(): HTMLElement {
  return screen.getByRole('dialog');
}

async function openForm(): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name: new RegExp(`^${f.name}`) });
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  rendered = undefined;
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('ServicesPage', { timeout: 30_000 }, () => {
  it('lists the hotel’s services with type, price in their currency, approval, availability and status', async () => {
    const expected = await apiServices();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const list = await rows();
    expect(list).toHaveLength(expected.count);
    expect(screen.getByText(t.found(expected.count))).toBeInTheDocument();

    const breakfast = expected.results.find((service) => service.name === 'Завтрак в номер')!;
    const row = list.find((item) => within(item).queryByRole('button', { name: breakfast.name }))!;
    expect(row).toHaveTextContent(spaced(formatPrice(breakfast.price, breakfast.currency)));
    expect(row).toHaveTextContent(formatAvailability(breakfast.availability));
    // The labels come from dictionaries of their own, which may arrive after the list.
    expect(await within(row).findByText('Услуга')).toBeInTheDocument();
    expect(await within(row).findByText('Подтверждается автоматически')).toBeInTheDocument();
    expect(within(row).getByText(t.active)).toBeInTheDocument();

    const inactive = expected.results.find((service) => !service.isActive)!;
    const inactiveRow = list.find((item) => within(item).queryByRole('button', { name: inactive.name }))!;
    expect(within(inactiveRow).getByText(t.inactive)).toBeInTheDocument();
    const free = expected.results.find((service) => service.price === null)!;
    expect(list.find((item) => within(item).queryByRole('button', { name: free.name }))).toHaveTextContent(t.free);
  });

  it('shows a placeholder, not the raw value, in the approval column until its labels arrive', async () => {
    const { release } = holdAnswer('/dashboard/services/approve_types/');
    renderPage();
    const row = (await rows()).find((item) => within(item).queryByRole('button', { name: 'Завтрак в номер' }))!;
    expect(await within(row).findByText('Услуга')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('auto');
    release();
    expect(await within(row).findByText('Подтверждается автоматически')).toBeInTheDocument();
  });

  it('searches and filters by type and activity, keeping them in the URL', async () => {
    const bookings = await apiServices({ service_type: 'booking' });
    const inactiveBookings = await apiServices({ service_type: 'booking', is_active: 'false' });
    const { user } = renderPage();
    await rows();

    await user.click(screen.getByRole('combobox', { name: t.typeFilter }));
    await user.click(await screen.findByRole('option', { name: 'Бронирование' }));
    await waitFor(() => expect(search().get('type')).toBe('booking'));
    expect(await screen.findByText(t.found(bookings.count))).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: t.activeFilters.inactive }));
    expect(search().get('active')).toBe('false');
    expect(await screen.findByText(t.found(inactiveBookings.count))).toBeInTheDocument();
    for (const row of await rows()) expect(within(row).getByText(t.inactive)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: t.search }), 'нет такой услуги');
    await waitFor(() => expect(search().get('q')).toBe('нет такой услуги'));
    expect(await screen.findByText(t.emptyFilteredTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.resetFilters }));
    expect(search().toString()).toBe('');
    expect(screen.getByRole('searchbox', { name: t.search })).toHaveValue('');
  });

  it('restores the filters and the open service from the URL', async () => {
    const service = await apiCreate({ serviceType: 'product', isActive: false });
    renderPage(`/services?type=product&active=false&service=${service.id}`);

    expect(screen.getByRole('radio', { name: t.activeFilters.inactive })).toBeChecked();
    expect(await openForm()).toHaveValue(service.name);
    expect(within(drawer()).getByTestId('photos')).toHaveTextContent(`photos of ${service.id}`);
    expect(within(drawer()).getByRole('heading', { name: ru.services.drawer.photos })).toBeInTheDocument();
    const list = await rows();
    expect(list.some((row) => within(row).queryByRole('button', { name: service.name }))).toBe(true);
  });

  it('creates a service and then opens it with its photos', async () => {
    const { user } = renderPage();
    await rows();
    await user.click(screen.getByRole('button', { name: t.add }));
    expect(search().get('service')).toBe('new');
    const name = await openForm();
    // A new service has no photos yet: they can be added once it is saved.
    expect(screen.queryByTestId('photos')).not.toBeInTheDocument();

    const title = `Экскурсия на катере ${Date.now()}`;
    await enter(user, name, title);
    await enter(user, within(drawer()).getByRole('textbox', { name: f.description }), 'Час по Неве.');
    await user.click(within(drawer()).getByRole('combobox', { name: new RegExp(`^${f.serviceType}`) }));
    await user.click(await screen.findByRole('option', { name: 'Бронирование' }));
    await user.type(within(drawer()).getByRole('textbox', { name: f.price }), '2500,5');
    await user.click(within(drawer()).getByRole('combobox', { name: new RegExp(`^${f.approveType}`) }));
    await user.click(await screen.findByRole('option', { name: 'Подтверждает сотрудник' }));
    // Weekends only, from noon to 20:00.
    for (const day of ['понедельник', 'вторник', 'среда', 'четверг', 'пятница']) {
      await user.click(within(drawer()).getByRole('checkbox', { name: day }));
    }
    await user.click(within(drawer()).getByRole('switch', { name: f.aroundTheClock }));
    const from = within(drawer()).getByLabelText(new RegExp(`^${f.from}`));
    const to = within(drawer()).getByLabelText(new RegExp(`^${f.to}`));
    await user.clear(from);
    await user.type(from, '12:00');
    await user.clear(to);
    await user.type(to, '20:00');
    await user.click(within(drawer()).getByRole('button', { name: f.create }));

    expect(await screen.findByText(f.created(title))).toBeInTheDocument();
    await waitFor(() => expect(search().get('service')).toMatch(/^\d+$/));
    const id = Number(search().get('service'));
    expect(await screen.findByTestId('photos')).toHaveTextContent(`photos of ${id}`);
    expect(await apiService(id)).toMatchObject({
      name: title,
      description: 'Час по Неве.',
      serviceType: 'booking',
      price: '2500.50',
      currency: 'RUB',
      approveType: 'manual',
      availability: { days: [6, 7], from: '12:00', to: '20:00' },
      isActive: true,
    });
    // The list shows it.
    await waitFor(() => expect(within(table()).getByRole('button', { name: title })).toBeInTheDocument());
  });

  it('checks the form before sending: a name is required', async () => {
    const { user } = renderPage('/services?service=new');
    await openForm();
    await user.click(within(drawer()).getByRole('button', { name: f.create }));
    expect(await within(drawer()).findByText(f.nameRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${f.name}`) })).toHaveAttribute('aria-invalid', 'true');
    expect(search().get('service')).toBe('new');
  });

  it('keeps a negative or over-precise price as typed and says what is wrong, sending nothing', async () => {
    const { user } = renderPage('/services?service=new');
    const name = await openForm();
    const title = `Отрицательная цена ${Date.now()}`;
    await enter(user, name, title);
    const price = within(drawer()).getByRole('textbox', { name: f.price });
    await user.type(price, '-100');
    await user.tab();
    expect(price).toHaveValue('-100');
    expect(await within(drawer()).findByText(f.priceNegative)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');

    await user.clear(price);
    await user.type(price, '10,555');
    await user.tab();
    expect(price).toHaveValue('10,555');
    expect(await within(drawer()).findByText(f.priceDecimals)).toBeInTheDocument();
    await user.click(within(drawer()).getByRole('button', { name: f.create }));
    expect(search().get('service')).toBe('new');
    expect((await apiServices({ search: title })).count).toBe(0);
  });

  it('shows the server’s field error on its field and keeps what was typed', async () => {
    const existing = await apiCreate();
    const { user } = renderPage('/services?service=new');
    const name = await openForm();
    await enter(user, name, existing.name.toUpperCase());
    await enter(user, within(drawer()).getByRole('textbox', { name: f.description }), 'Не потеряется');
    await user.click(within(drawer()).getByRole('button', { name: f.create }));

    const message = await within(drawer()).findByText('Услуга с таким названием уже есть в этом отеле.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toContain(message.id);
    expect(name).toHaveValue(existing.name.toUpperCase());
    expect(within(drawer()).getByRole('textbox', { name: f.description })).toHaveValue('Не потеряется');
    expect(search().get('service')).toBe('new');
    expect((await apiServices({ search: existing.name })).count).toBe(1);
  });

  it('edits a service: the change is saved, notified and shown in the list', async () => {
    const service = await apiCreate({ price: '100.00' });
    const { user } = renderPage(`/services?service=${service.id}`);
    const name = await openForm();
    const save = within(drawer()).getByRole('button', { name: f.save });
    expect(save).toBeDisabled();

    const renamed = `${service.name} (обновлено)`;
    await user.clear(name);
    await enter(user, name, renamed);
    const price = within(drawer()).getByRole('textbox', { name: f.price });
    await user.clear(price);
    await user.type(price, '350');
    await user.click(within(drawer()).getByRole('switch', { name: new RegExp(`^${f.isActive}`) }));
    await user.click(save);

    expect(await screen.findByText(f.saved(renamed))).toBeInTheDocument();
    expect(await apiService(service.id)).toMatchObject({ name: renamed, price: '350.00', isActive: false });
    await waitFor(() => expect(within(drawer()).getByRole('button', { name: f.save })).toBeDisabled());
    await waitFor(() => {
      const row = within(table()).getByRole('button', { name: renamed }).closest('tr')!;
      expect(row).toHaveTextContent(spaced(formatPrice('350.00', service.currency)));
      expect(within(row).getByText(t.inactive)).toBeInTheDocument();
    });
  });

  it('sets a service’s response times; emptied, the time to take falls back on the hotel’s default', async () => {
    const service = await apiCreate({ responseMinutes: 20 });
    const { user } = renderPage(`/services?service=${service.id}`);
    await openForm();
    const take = within(drawer()).getByRole('textbox', { name: f.responseMinutes });
    const complete = within(drawer()).getByRole('textbox', { name: f.completionMinutes });
    expect(take).toHaveValue('20');
    expect(complete).toHaveValue('');
    await user.clear(take);
    await user.type(complete, '45');
    await user.click(within(drawer()).getByRole('button', { name: f.save }));

    expect(await screen.findByText(f.saved(service.name))).toBeInTheDocument();
    expect(await apiService(service.id)).toMatchObject({ responseMinutes: null, completionMinutes: 45 });
    await user.type(take, '0');
    await user.tab();
    expect(await within(drawer()).findByText(f.minutesInvalid)).toBeInTheDocument();
  });

  it('edits a service whose approval and currency lists did not load: their values are typed, the rest saves', async () => {
    const service = await apiCreate({ approveType: 'manual', currency: 'USD' });
    cutAnswers({
      '/dashboard/services/approve_types/': () => 'auto, manual',
      '/dashboard/hotels/currency_list/': () => [{ label: 'Доллар США' }],
    });
    const { user } = renderPage(`/services?service=${service.id}`);
    const name = await openForm();
    const notice = within(drawer()).getByText(ru.common.dictionaries.title).closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent(f.approveType.toLowerCase());
    expect(notice).toHaveTextContent(f.currency.toLowerCase());
    const approval = within(drawer()).getByRole('textbox', { name: new RegExp(`^${f.approveType}`) });
    expect(approval).toHaveValue('manual');
    expect(within(drawer()).getByRole('textbox', { name: f.currency })).toHaveValue('USD');
    // The lists that did load stay selects: nothing to type into.
    expect(within(drawer()).getByLabelText(new RegExp(`^${f.bookingType}`), { selector: 'input' })).toHaveAttribute(
      'readonly',
    );

    const renamed = `${service.name} (без справочников)`;
    await user.clear(name);
    await enter(user, name, renamed);
    await user.click(within(drawer()).getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.saved(renamed))).toBeInTheDocument();
    expect(await apiService(service.id)).toMatchObject({ name: renamed, approveType: 'manual', currency: 'USD' });
  });

  it('keeps a colleague’s save of another field, and names a field both changed', async () => {
    const service = await apiCreate({ price: '100.00', description: 'Как было' });
    const { user, queryClient } = renderPage(`/services?service=${service.id}`);
    const name = await openForm();
    const mine = `${service.name} (моё)`;
    await user.clear(name);
    await enter(user, name, mine);

    // A colleague saves a new price and another name meanwhile; the service is read again (focus, live update).
    const stored = await apiService(service.id);
    await http.put(`/dashboard/services/${service.id}/`, serviceSchema, {
      json: { ...stored, name: `${service.name} (коллега)`, price: '555.00' },
    });
    await queryClient.invalidateQueries({ queryKey: ['services'] });

    const notice = (await within(drawer()).findByText(ru.common.remoteChange.title)).closest('[role="status"]');
    expect(notice).toHaveTextContent(f.name);
    expect(notice).not.toHaveTextContent(f.price);
    expect(name).toHaveValue(mine);

    // The save (a PUT of every field) carries the colleague's price, taken into the form, and this user's name.
    await user.click(within(drawer()).getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.saved(mine))).toBeInTheDocument();
    expect(await apiService(service.id)).toMatchObject({ name: mine, price: '555.00', description: 'Как было' });
    await waitFor(() => expect(notice).toBeEmptyDOMElement());
  });

  it('asks before closing a form with unsaved changes', async () => {
    const service = await apiCreate();
    const { user } = renderPage(`/services?service=${service.id}`);
    const name = await openForm();
    await user.type(name, ' черновик');
    await user.click(within(drawer()).getByRole('button', { name: f.cancel }));

    const confirm = await screen.findByRole('dialog', { name: ru.services.drawer.discardTitle });
    await user.click(within(confirm).getByRole('button', { name: ru.services.drawer.discardCancel }));
    expect(search().get('service')).toBe(String(service.id));
    expect(name).toHaveValue(`${service.name} черновик`);

    await user.click(within(drawer()).getByRole('button', { name: f.cancel }));
    await user.click(
      within(await screen.findByRole('dialog', { name: ru.services.drawer.discardTitle })).getByRole('button', {
        name: ru.services.drawer.discardConfirm,
      }),
    );
    expect(search().has('service')).toBe(false);
    expect((await apiService(service.id)).name).toBe(service.name);
  });

  it('deletes a service after a confirmation naming it', async () => {
    const service = await apiCreate();
    const { user } = renderPage(`/services?service=${service.id}`);
    await openForm();
    await user.click(within(drawer()).getByRole('button', { name: f.delete }));

    const confirm = await screen.findByRole('dialog', { name: ru.services.remove.title });
    expect(within(confirm).getByText(ru.services.remove.text(service.name))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: ru.services.remove.confirm }));

    expect(await screen.findByText(ru.services.remove.deleted(service.name))).toBeInTheDocument();
    expect(search().has('service')).toBe(false);
    await expect(apiService(service.id)).rejects.toSatisfy(
      (error: unknown) => error instanceof ApiError && error.status === 404,
    );
    await waitFor(() => expect(within(table()).queryByRole('button', { name: service.name })).not.toBeInTheDocument());
  });

  it('explains why a service with orders cannot be deleted and offers to switch it off', async () => {
    const seeded = (await apiServices({ is_active: 'true' })).results.find((service) => service.ordersCount > 0)!;
    const { user } = renderPage(`/services?service=${seeded.id}`);
    await openForm();
    expect(within(drawer()).getByText(t.orders(seeded.ordersCount))).toBeInTheDocument();
    await user.click(within(drawer()).getByRole('button', { name: f.delete }));
    const confirm = await screen.findByRole('dialog', { name: ru.services.remove.title });
    await user.click(within(confirm).getByRole('button', { name: ru.services.remove.confirm }));

    const refused = await screen.findByRole('dialog', { name: ru.services.remove.inUseTitle });
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      `Услугу нельзя удалить: по ней есть заказы (${seeded.ordersCount}). Отключите её, чтобы гости не могли её заказать.`,
    );
    await user.click(within(refused).getByRole('button', { name: ru.services.remove.deactivate }));

    expect(await screen.findByText(ru.services.remove.deactivated(seeded.name))).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ru.services.remove.inUseTitle })).not.toBeInTheDocument(),
    );
    expect(await apiService(seeded.id)).toMatchObject({ isActive: false, name: seeded.name, price: seeded.price });
    // The form shows the new state, unchanged otherwise (nothing to save).
    expect(within(drawer()).getByRole('switch', { name: new RegExp(`^${f.isActive}`) })).not.toBeChecked();
    expect(within(drawer()).getByRole('button', { name: f.save })).toBeDisabled();

    // Put the demo data back for the other tests of this file.
    await http.put(`/dashboard/services/${seeded.id}/`, serviceSchema, { json: { ...seeded, isActive: true } });
  });

  it('says so when the open service is not in this hotel', async () => {
    renderPage('/services?service=999999');
    expect(await screen.findByText(ru.services.drawer.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ru.common.retry })).not.toBeInTheDocument();
  });
});
