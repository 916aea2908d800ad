import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { cutAnswer } from '@/lib/test/answers';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { makeHotel } from '@/server/testing/fixtures';
import { BillingPage } from './BillingPage';

/*
 * The screen against the real in-process backend (seeded demo data: hotel 1 «Гранд Отель Нева» with its points
 * «Ресепшн» (cash, RUB), «Онлайн-оплата» (ЮKassa, RUB) and «Терминал в ресторане» (Т-Касса, RUB, switched off),
 * signed in as its administrator admin@example.com unless a test says otherwise). Points a test adds have unique
 * names. next/navigation is the one thing replaced.
 */

const server = withTestServer();

const t = ru.billing;
const f = ru.billing.form;

const pointSchema = v.object({
  id: v.number(),
  name: v.string(),
  gateway: v.string(),
  currency: v.string(),
  isActive: v.boolean(),
});
const page = v.object({ count: v.number(), results: v.array(pointSchema) });

async function apiPoints(hotelId: number) {
  return (await http.get('/dashboard/billing/payment_points/', page, { searchParams: { ...PAGE_ALL, hotel: hotelId } }))
    .results;
}

let rendered: ReturnType<typeof render> | undefined;

function renderPage(session: Session) {
  rendered = render(
    <SessionContext value={session}>
      <BillingPage />
    </SessionContext>,
  );
  return rendered;
}

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  vi.restoreAllMocks();
  rendered = undefined;
  await http.delete('/dev/faults/', null);
});

function table() {
  return screen.getByRole('table', { name: t.points.title });
}

/** The body rows of the points table, once loaded. */
async function rows(): Promise<HTMLElement[]> {
  await screen.findByRole('table', { name: t.points.title });
  return within(table()).getAllByRole('row').slice(1);
}

function cells(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

function nameField(): HTMLElement {
  return within(dialog()).getByRole('textbox', { name: new RegExp(`^${f.name}`) });
}

/** The name field once the dialog and its form are there (their code loads on demand). */
async function findNameField(): Promise<HTMLElement> {
  return within(await screen.findByRole('dialog')).findByRole('textbox', { name: new RegExp(`^${f.name}`) });
}

function select(label: string): HTMLElement {
  return within(dialog()).getByRole('combobox', { name: new RegExp(`^${label}`) });
}

function valueOf(input: HTMLElement): string {
  return (input as HTMLInputElement).value;
}

async function choose(user: ReturnType<typeof render>['user'], label: string, option: RegExp | string) {
  await user.click(select(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function offered(user: ReturnType<typeof render>['user'], label: string): Promise<string[]> {
  await user.click(select(label));
  const listbox = await screen.findByRole('listbox');
  const options = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return options;
}

let serial = 0;
function uniqueName(base: string): string {
  serial += 1;
  return `${base} ${Date.now() % 100_000}-${serial}`;
}

describe('BillingPage', { timeout: 30_000 }, () => {
  it('lists the hotel’s payment points with gateway, currency and status, and the gateways with their currencies', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const expected = await apiPoints(1);
    renderPage(session);

    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getAllByLabelText(ru.common.loading).length).toBeGreaterThan(0);
    const list = await rows();
    expect(list).toHaveLength(expected.length);
    expect(screen.getByText(t.count(expected.length))).toBeInTheDocument();
    // By name, as the server orders them; the gateway by its name, the switched-off point says so.
    const terminal = list.find((row) => cells(row)[0] === 'Терминал в ресторане')!;
    expect(cells(terminal)[1]).toBe('Т-Касса');
    expect(cells(terminal)[2]).toMatch(/^RUB/);
    expect(cells(terminal)[3]).toBe(t.points.inactive);
    const reception = list.find((row) => cells(row)[0] === 'Ресепшн')!;
    expect(cells(reception)[1]).toBe('Оплата на ресепшн');
    expect(cells(reception)[3]).toBe(t.points.active);

    const gateways = screen.getByRole('list', { name: t.gateways.title });
    const stripe = within(gateways).getByText('Stripe').closest('li')!;
    expect(
      within(stripe)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['USD', 'EUR', 'GBP']);
    expect(within(stripe).getByText(t.gateways.used(0))).toBeInTheDocument();
    const yookassa = within(gateways).getByText('ЮKassa').closest('li')!;
    expect(within(yookassa).getByText(t.gateways.used(1))).toBeInTheDocument();
    // No read-only notice for an administrator.
    expect(screen.queryByText(t.readOnly)).not.toBeInTheDocument();
  });

  it('adds a point: required fields, the currency from the chosen gateway only, reset when the gateway changes', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(session);
    await rows();
    await user.click(screen.getByRole('button', { name: t.add }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(f.title);
    expect(await findNameField()).toHaveFocus();

    // Nothing chosen: every field says what is missing, and nothing is sent.
    await user.click(within(dialog()).getByRole('button', { name: f.submit }));
    expect(within(dialog()).getByText(f.validation.required)).toBeInTheDocument();
    expect(within(dialog()).getByText(f.validation.gatewayRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(f.validation.currencyRequired)).toBeInTheDocument();
    // The currency waits for a gateway.
    expect(select(f.currency)).toBeDisabled();

    await user.type(nameField(), 'x'.repeat(5));
    await choose(user, f.gateway, 'Stripe');
    expect(await offered(user, f.currency)).toEqual([
      expect.stringMatching(/^USD/),
      expect.stringMatching(/^EUR/),
      expect.stringMatching(/^GBP/),
    ]);
    await choose(user, f.currency, /^EUR/);
    expect(valueOf(select(f.currency))).toMatch(/^EUR/);

    // CloudPayments takes EUR too: it stays. ЮKassa takes only RUB: it is picked. Stripe does not take RUB: empty.
    await choose(user, f.gateway, 'CloudPayments');
    expect(valueOf(select(f.currency))).toMatch(/^EUR/);
    await choose(user, f.gateway, 'ЮKassa');
    expect(valueOf(select(f.currency))).toMatch(/^RUB/);
    expect(await offered(user, f.currency)).toEqual([expect.stringMatching(/^RUB/)]);
    await choose(user, f.gateway, 'Stripe');
    expect(select(f.currency)).toHaveValue('');
    expect(within(dialog()).getByText(f.validation.currencyRequired)).toBeInTheDocument();

    await choose(user, f.currency, /^USD/);
    const name = uniqueName('Бар у бассейна');
    await user.clear(nameField());
    await user.type(nameField(), name);
    await user.click(within(dialog()).getByRole('switch', { name: new RegExp(`^${f.isActive}`) }));
    await user.click(within(dialog()).getByRole('button', { name: f.submit }));

    expect(await screen.findByText(f.created(name))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await rows()).find((item) => cells(item)[0] === name);
    expect(row).toBeDefined();
    expect(cells(row!).slice(1)).toEqual(['Stripe', expect.stringMatching(/^USD/), t.points.inactive]);
    const saved = (await apiPoints(1)).find((point) => point.name === name);
    expect(saved).toMatchObject({ gateway: 'stripe', currency: 'USD', isActive: false });
  });

  it('offers a gateway that does not list its currencies in the hotel’s currencies (gateways as `[code, name]` pairs)', async () => {
    cutAnswer('/dashboard/billing/gateways/', (body: { code: string; name: string }[]) =>
      body.map(({ code, name }) => [code, name]),
    );
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(session);
    await rows();
    await user.click(screen.getByRole('button', { name: t.add }));
    await findNameField();
    await choose(user, f.gateway, 'Stripe');
    const currencies = await offered(user, f.currency);
    // The session's currency list, whole: RUB, USD, EUR… (not Stripe's three).
    expect(currencies.length).toBeGreaterThan(3);
    expect(currencies).toContainEqual(expect.stringMatching(/^RUB/));
    // The server still has the last word: this one takes USD.
    await choose(user, f.currency, /^USD/);
    const name = uniqueName('Касса без списка');
    await user.type(nameField(), name);
    await user.click(within(dialog()).getByRole('button', { name: f.submit }));
    expect(await screen.findByText(f.created(name))).toBeInTheDocument();
    expect((await apiPoints(1)).find((point) => point.name === name)).toMatchObject({
      gateway: 'stripe',
      currency: 'USD',
    });
  });

  it('shows the server’s refusal of a taken name on the field, keeping what was typed', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(session);
    await rows();
    await user.click(screen.getByRole('button', { name: t.add }));
    await user.type(await findNameField(), 'ресепшн');
    await choose(user, f.gateway, 'CloudPayments');
    await choose(user, f.currency, /^KZT/);
    await user.click(within(dialog()).getByRole('button', { name: f.submit }));

    const taken = await within(dialog()).findByText('Точка с таким названием уже есть.');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField().getAttribute('aria-describedby')).toContain(taken.id);
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveValue('ресепшн');
    expect(select(f.gateway)).toHaveValue('CloudPayments');
    expect(valueOf(select(f.currency))).toMatch(/^KZT/);
    expect((await apiPoints(1)).filter((point) => point.name.toLowerCase() === 'ресепшн')).toHaveLength(1);
  });

  it('shows a manager the points read-only: a notice, no way to add', async () => {
    const session = await signedInSession('manager@example.com', 2);
    renderPage(session);
    expect(screen.getByText(t.readOnly)).toBeInTheDocument();
    expect(await rows()).toHaveLength((await apiPoints(2)).length);
    expect(screen.queryByRole('button', { name: t.add })).not.toBeInTheDocument();
  });

  it('says when a hotel has no points yet and offers to add the first', async () => {
    const hotelId = await makeHotel(server().app, { name: uniqueName('Пустой отель'), admins: ['admin@example.com'] });
    const session = await signedInSession('admin@example.com', hotelId);
    const { user } = renderPage(session);
    expect(await screen.findByText(t.empty.title)).toBeInTheDocument();
    expect(screen.getByText(t.empty.text)).toBeInTheDocument();
    expect(screen.getByText(t.count(0))).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: t.add });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(f.title);
  });

  it('says when the points do not load, and loads them on «Повторить»', async () => {
    await http.post('/dev/faults/', null, { json: { failStatus: 500, failPaths: '*payment_points*' } });
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderPage(session);
    expect(await screen.findByText(t.points.loadError)).toBeInTheDocument();
    // The gateways are not affected.
    expect(await screen.findByRole('list', { name: t.gateways.title })).toBeInTheDocument();
    await http.delete('/dev/faults/', null);
    await user.click(screen.getByRole('button', { name: ru.common.retry }));
    expect((await rows()).length).toBeGreaterThan(0);
    expect(screen.queryByText(t.points.loadError)).not.toBeInTheDocument();
  });
});
