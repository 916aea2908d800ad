import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { onPhoneScreen } from '@/lib/test/media';
import { enter, render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { teamQueries } from '../queries';
import { StaffPage } from './StaffPage';

/*
 * The screen against the real in-process backend (seeded demo data: hotel 1 «Гранд Отель Нева» and its team,
 * signed in as its administrator admin@example.com unless a test says otherwise). Accounts a test changes are its
 * own, invited through the API with unique e-mails. next/navigation is the one thing replaced.
 */

const server = withTestServer();

const t = ru.staff;
const f = ru.staff.form;

const accountSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.string(),
  role: v.string(),
  status: v.string(),
  positions: v.array(v.object({ id: v.number(), name: v.string() })),
  worksElsewhere: v.boolean(),
});
type ApiAccount = v.InferOutput<typeof accountSchema>;
const page = v.object({ count: v.number(), results: v.array(accountSchema) });

interface ApiNode {
  id: number;
  name: string;
  children: ApiNode[];
}
const nodeSchema: v.GenericSchema<ApiNode> = v.object({
  id: v.number(),
  name: v.string(),
  children: v.array(v.lazy(() => nodeSchema)),
});

async function apiStaff(params: Record<string, string | number> = {}) {
  return http.get('/dashboard/accounts/staff/', page, { searchParams: { ...PAGE_ALL, ...params } });
}

async function apiAccount(email: string): Promise<ApiAccount> {
  const found = (await apiStaff({ search: email })).results.find((account) => account.email === email);
  if (!found) throw new Error(`${email} is not on the staff list`);
  return found;
}

/** The id of the position at this path of the hotel's tree («Хозяйственная служба», «Горничные»). */
async function positionId(...path: string[]): Promise<number> {
  let node = await http.get('/dashboard/positions/tree_for_hotel/', nodeSchema);
  for (const name of path) {
    const child = node.children.find((item) => item.name === name);
    if (!child) throw new Error(`no position ${path.join(' › ')}`);
    node = child;
  }
  return node.id;
}

let serial = 0;
function uniqueEmail(): string {
  serial += 1;
  return `staff-test-${Date.now()}-${serial}@example.com`;
}

/** A new (invited) colleague of the active hotel, made through the API. */
async function apiInvite(body: Record<string, unknown> = {}): Promise<ApiAccount> {
  serial += 1;
  return http.post('/dashboard/accounts/add_staff/', accountSchema, {
    json: {
      email: uniqueEmail(),
      firstName: 'Тест',
      lastName: `Тестов${serial}`,
      phone: '',
      role: 'manager',
      password: 'Veranda-2931',
      ...body,
    },
  });
}

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

function renderPage(url = '/staff') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <StaffPage />
    </SessionContext>,
  );
  return rendered;
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

/** The row of the person with this e-mail. */
async function rowOf(email: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(async () => {
    found = (await rows()).find((row) => within(row).queryByText(email));
    expect(found).toBeDefined();
  });
  return found!;
}

function names(list: HTMLElement[]): string[] {
  return list.map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

async function openAction(user: ReturnType<typeof render>['user'], person: string, action: string) {
  await user.click(await screen.findByRole('button', { name: t.actions(person) }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** The dialog's form loads on demand (the dialog and its title open at once): waits until it is there. */
async function formShown(): Promise<void> {
  await within(dialog()).findByRole('button', { name: f.cancel });
}

function field(name: string): HTMLElement {
  return within(dialog()).getByRole('textbox', { name: new RegExp(`^${name}`) });
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
  rendered = undefined;
  await http.delete('/dev/faults/', null);
  window.history.replaceState(null, '', '/');
});

describe('StaffPage', { timeout: 30_000 }, () => {
  it('lists the hotel’s staff with e-mail, phone, positions, role, status and last sign-in', async () => {
    const expected = await apiStaff();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    // The skeleton first, then the rows.
    expect(screen.getByLabelText(ru.common.loading)).toHaveAttribute('aria-busy', 'true');
    const list = await rows();
    expect(list).toHaveLength(expected.count);
    expect(expected.count).toBeGreaterThanOrEqual(10);
    expect(screen.getByText(t.count(expected.count))).toBeInTheDocument();
    // By last name, as the server orders them.
    expected.results.forEach((account, index) =>
      expect(list[index]).toHaveTextContent(
        `${account.firstName} ${account.lastName}${account.id === session.user?.id ? t.you : ''}${account.email}`,
      ),
    );

    const volkova = await rowOf('e.volkova@example.com');
    expect(volkova).toHaveTextContent('Екатерина Волкова');
    expect(volkova).toHaveTextContent('+7 911 234-56-78');
    expect(volkova).toHaveTextContent(ru.roles.manager);
    expect(within(volkova).getByText(t.status.active)).toBeInTheDocument();
    // A position badge is titled with its place in the tree.
    await waitFor(() =>
      expect(within(volkova).getByText('Старший администратор').closest('.mantine-Badge-root')).toHaveAttribute(
        'title',
        'Служба приёма › Ресепшн › Старший администратор',
      ),
    );

    const invited = await rowOf('n.fedorova@example.com');
    expect(within(invited).getByText(t.status.invited)).toBeInTheDocument();
    expect(within(invited).getByText(t.neverSignedIn)).toBeInTheDocument();
    expect(within(await rowOf('a.vasilev@example.com')).getByText(t.status.deactivated)).toBeInTheDocument();
    // Ольга Лебедева signed in about 26 hours before the seed ran: by calendar day, yesterday or the day before.
    expect(within(await rowOf('o.lebedeva@example.com')).getByText(/^(вчера|позавчера)$/)).toBeInTheDocument();

    const own = await rowOf('admin@example.com');
    expect(within(own).getByText(t.you)).toBeInTheDocument();
    expect(own).toHaveTextContent(ru.roles.admin);
    // An administrator gets the actions; no read-only notice.
    expect(screen.getByRole('button', { name: t.add })).toBeEnabled();
    expect(screen.queryByText(ru.team.readOnly)).not.toBeInTheDocument();
  });

  it('searches by name, e-mail or phone, keeping the search in the URL', async () => {
    const { user } = renderPage();
    await rows();

    await enter(user, screen.getByRole('searchbox', { name: t.search }), 'волкова');
    await waitFor(() => expect(search().get('q')).toBe('волкова'));
    await waitFor(async () => expect(names(await rows())).toEqual([expect.stringContaining('Екатерина Волкова')]));
    expect(screen.getByText(t.count(1))).toBeInTheDocument();

    // `ё` = `е`, and the phone is searched too.
    await user.clear(screen.getByRole('searchbox', { name: t.search }));
    await enter(user, screen.getByRole('searchbox', { name: t.search }), 'федорова');
    await waitFor(async () => expect(names(await rows())).toEqual([expect.stringContaining('Наталья Фёдорова')]));
    await user.clear(screen.getByRole('searchbox', { name: t.search }));
    await enter(user, screen.getByRole('searchbox', { name: t.search }), '318-44');
    await waitFor(async () => expect(names(await rows())).toEqual([expect.stringContaining('Ирина Соколова')]));

    await user.clear(screen.getByRole('searchbox', { name: t.search }));
    await enter(user, screen.getByRole('searchbox', { name: t.search }), 'нет такого сотрудника');
    expect(await screen.findByText(t.emptyFilteredTitle)).toBeInTheDocument();
    expect(screen.getByText(t.emptyFilteredSearch('нет такого сотрудника'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.resetFilters }));
    expect(search().toString()).toBe('');
    expect(screen.getByRole('searchbox', { name: t.search })).toHaveValue('');
    expect(await rows()).toHaveLength((await apiStaff()).count);
  });

  it('filters by access: active accounts, or those who cannot sign in', async () => {
    const inactive = await apiStaff({ is_active: 'false' });
    const active = await apiStaff({ is_active: 'true' });
    const { user } = renderPage();
    await rows();

    await user.click(screen.getByRole('radio', { name: t.activeFilters.inactive }));
    expect(search().get('active')).toBe('false');
    expect(await screen.findByText(t.count(inactive.count))).toBeInTheDocument();
    const list = await rows();
    expect(list).toHaveLength(inactive.count);
    for (const row of list) expect(row).toHaveTextContent(new RegExp(`${t.status.invited}|${t.status.deactivated}`));
    expect(names(list)).toEqual(
      expect.arrayContaining([expect.stringContaining('Наталья Фёдорова'), expect.stringContaining('Артём Васильев')]),
    );

    await user.click(screen.getByRole('radio', { name: t.activeFilters.active }));
    expect(search().get('active')).toBe('true');
    expect(await screen.findByText(t.count(active.count))).toBeInTheDocument();
    for (const row of await rows()) expect(within(row).getByText(t.status.active)).toBeInTheDocument();
  });

  it('filters by position, picked from the tree with its path, and restores the filters from the URL', async () => {
    const maids = await positionId('Хозяйственная служба', 'Горничные');
    const holders = await apiStaff({ position: maids });
    expect(holders.count).toBeGreaterThan(0);
    const { user, unmount } = renderPage();
    await rows();

    await user.click(screen.getByRole('combobox', { name: t.positionFilter }));
    const option = await screen.findByRole('option', { name: /^Горничные/ });
    expect(option).toHaveTextContent('Хозяйственная служба');
    await user.click(option);
    await waitFor(() => expect(search().get('position')).toBe(String(maids)));
    expect(screen.getByRole('combobox', { name: t.positionFilter })).toHaveValue('Хозяйственная служба › Горничные');
    await waitFor(async () => {
      const list = await rows();
      expect(list).toHaveLength(holders.count);
      holders.results.forEach((account, index) => expect(list[index]).toHaveTextContent(account.email));
    });
    expect(names(await rows())).toEqual(expect.arrayContaining([expect.stringContaining('Мария Козлова')]));

    // A link with the filters opens them; a position that is not in the tree is ignored.
    unmount();
    rendered = undefined;
    renderPage(`/staff?position=${maids}&active=true`);
    expect(screen.getByRole('radio', { name: t.activeFilters.active })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: t.positionFilter })).toHaveValue('Хозяйственная служба › Горничные'),
    );
    expect(await rows()).toHaveLength((await apiStaff({ position: maids, is_active: 'true' })).count);
  });

  it('shows a load failure with «Повторить», which loads the list', async () => {
    await http.post('/dev/faults/', null, { json: { failStatus: 500, failPaths: '*/accounts/staff/*' } });
    const { user } = renderPage();
    expect(await screen.findByText(t.loadError)).toBeInTheDocument();
    await http.delete('/dev/faults/', null);
    await user.click(screen.getByRole('button', { name: ru.common.retry }));
    expect(await rows()).toHaveLength((await apiStaff()).count);
  });

  it('invites a staff member: checks the form, keeps what was typed on a taken e-mail, then says where the invitation went', async () => {
    const reception = await positionId('Служба приёма', 'Ресепшн');
    const { user } = renderPage();
    await rows();
    const add = screen.getByRole('button', { name: t.add });
    await user.click(add);
    expect(within(dialog()).getByText(f.addTitle)).toBeInTheDocument();
    await formShown();
    const email = field(f.email);
    await waitFor(() => expect(email).toHaveFocus());

    // Nothing filled in: the required fields say so, nothing is sent.
    await user.click(within(dialog()).getByRole('button', { name: f.invite }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog()).getAllByText(f.validation.required)).toHaveLength(3);
    expect(within(dialog()).getByText(ru.validation.passwordRequired)).toBeInTheDocument();
    expect(within(dialog()).getByText(ru.validation.repeatRequired)).toBeInTheDocument();

    await enter(user, email, 'не адрес');
    expect(within(dialog()).getByText(f.validation.email)).toBeInTheDocument();
    await user.clear(email);
    // Someone already has this address: the server says so.
    await enter(user, email, 'e.volkova@example.com');
    await enter(user, field(f.firstName), 'Вера');
    await enter(user, field(f.lastName), 'Жукова');
    await enter(user, field(f.phone), 'звонить');
    expect(within(dialog()).getByText(f.validation.phone)).toBeInTheDocument();
    await user.clear(field(f.phone));
    await enter(user, field(f.phone), '+7 921 555-01-02');
    await user.click(within(dialog()).getByRole('combobox', { name: f.positions }));
    await user.click(await screen.findByRole('option', { name: /^Ресепшн/ }));
    const password = within(dialog()).getByLabelText(new RegExp(`^${f.password}`));
    const repeat = within(dialog()).getByLabelText(new RegExp(`^${f.repeat}`));
    await enter(user, password, '12345');
    await enter(user, repeat, '1');
    expect(within(dialog()).getByText(f.validation.passwordShort(8))).toBeInTheDocument();
    await user.clear(password);
    await enter(user, password, 'Veranda-2931');
    expect(within(dialog()).getByText(ru.validation.passwordsMismatch)).toBeInTheDocument();
    await user.clear(repeat);
    await enter(user, repeat, 'Veranda-2931');
    await user.click(within(dialog()).getByRole('button', { name: f.invite }));

    const taken = await within(dialog()).findByText('Пользователь с таким email уже существует.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(taken.id);
    expect(email).toHaveFocus();
    expect(field(f.firstName)).toHaveValue('Вера');
    expect(field(f.lastName)).toHaveValue('Жукова');
    expect(field(f.phone)).toHaveValue('+7 921 555-01-02');
    expect(password).toHaveValue('Veranda-2931');
    expect(
      within(dialog()).getByText('Служба приёма › Ресепшн', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();

    const address = uniqueEmail();
    await user.clear(email);
    await enter(user, email, address);
    await user.click(within(dialog()).getByRole('button', { name: f.invite }));

    // Said once, in the dialog: no toast repeats it.
    expect(await within(dialog()).findByText(t.invited.title)).toBeInTheDocument();
    expect(screen.queryByText(`Приглашение отправлено на ${address}`)).not.toBeInTheDocument();
    expect(within(dialog()).getByText(t.invited.text('Вера Жукова', address))).toBeInTheDocument();
    for (const step of t.invited.steps) expect(within(dialog()).getByText(step)).toBeInTheDocument();
    const mail = (await server().outbox()).find((message) => message.to === address);
    expect(mail?.links.some((link) => link.includes('/activate/'))).toBe(true);
    expect(await apiAccount(address)).toMatchObject({
      firstName: 'Вера',
      lastName: 'Жукова',
      phone: '+7 921 555-01-02',
      role: 'manager',
      status: 'invited',
      positions: [{ id: reception, name: 'Ресепшн' }],
    });

    await user.click(within(dialog()).getByRole('button', { name: t.invited.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
    expect(within(await rowOf(address)).getByText(t.status.invited)).toBeInTheDocument();
  });

  it('edits a colleague’s name, role and positions, sending only what changed', async () => {
    const maids = await positionId('Хозяйственная служба', 'Горничные');
    const laundry = await positionId('Хозяйственная служба', 'Прачечная');
    const colleague = await apiInvite({
      firstName: 'Дарья',
      lastName: 'Белова',
      phone: '+7 900 100-20-30',
      positions: [maids],
    });
    const patch = vi.spyOn(http, 'patch');
    const { user } = renderPage();
    await rowOf(colleague.email);

    const trigger = screen.getByRole('button', { name: t.actions('Дарья Белова') });
    await openAction(user, 'Дарья Белова', t.edit);
    expect(within(dialog()).getByText(f.editTitle)).toBeInTheDocument();
    await formShown();
    // The e-mail is the login: shown, not editable, and the hint says why.
    const email = within(dialog()).getByRole('textbox', { name: f.email });
    expect(email).toHaveValue(colleague.email);
    expect(email).toHaveAttribute('readonly');
    expect(within(dialog()).getByText(f.emailReadOnlyHint)).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(new RegExp(`^${f.password}`))).not.toBeInTheDocument();
    const save = within(dialog()).getByRole('button', { name: f.save });
    expect(save).toBeDisabled();

    await user.clear(field(f.firstName));
    await user.type(field(f.firstName), 'Дарина');
    await user.click(within(dialog()).getByRole('combobox', { name: new RegExp(`^${f.role}`) }));
    await user.click(await screen.findByRole('option', { name: ru.roles.admin }));
    await user.click(within(dialog()).getByRole('combobox', { name: f.positions }));
    await user.click(await screen.findByRole('option', { name: /^Прачечная/ }));
    await user.click(save);

    expect(await screen.findByText(f.saved('Дарина Белова'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0]![0]).toBe(`/dashboard/accounts/${colleague.id}/`);
    expect(patch.mock.calls[0]![2]).toEqual({
      json: { firstName: 'Дарина', role: 'admin', positions: [maids, laundry] },
    });
    patch.mockRestore();

    const row = await rowOf(colleague.email);
    expect(row).toHaveTextContent('Дарина Белова');
    expect(row).toHaveTextContent(ru.roles.admin);
    expect(within(row).getByText('Прачечная')).toBeInTheDocument();
    expect(await apiAccount(colleague.email)).toMatchObject({
      firstName: 'Дарина',
      lastName: 'Белова',
      phone: '+7 900 100-20-30',
      role: 'admin',
    });
  });

  it('follows a colleague’s save while the dialog is open, names a field both changed, and sends only its own change', async () => {
    const colleague = await apiInvite({ firstName: 'Вера', lastName: 'Ланская', phone: '+7 900 555-00-01' });
    const { user, queryClient } = renderPage();
    await rowOf(colleague.email);
    await openAction(user, 'Вера Ланская', t.edit);
    await formShown();
    await user.clear(field(f.firstName));
    await user.type(field(f.firstName), 'Вероника');

    // Someone else saves the phone and the first name meanwhile; the lists are read again (the tab regains focus).
    await http.patch(`/dashboard/accounts/${colleague.id}/`, null, {
      json: { firstName: 'Варвара', phone: '+7 900 555-00-02' },
    });
    await queryClient.invalidateQueries({ queryKey: teamQueries.staffLists() });

    await waitFor(() => expect(field(f.phone)).toHaveValue('+7 900 555-00-02'));
    expect(field(f.firstName)).toHaveValue('Вероника');
    const notice = within(dialog()).getByRole('status');
    expect(notice).toHaveTextContent(ru.common.remoteChange.title);
    expect(notice).toHaveTextContent(f.firstName);
    expect(notice).not.toHaveTextContent(f.phone);

    const patch = vi.spyOn(http, 'patch');
    await user.click(within(dialog()).getByRole('button', { name: f.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patch.mock.calls[0]![2]).toEqual({ json: { firstName: 'Вероника' } });
    patch.mockRestore();
    expect(await apiAccount(colleague.email)).toMatchObject({ firstName: 'Вероника', phone: '+7 900 555-00-02' });
  });

  it('shows the server’s refusal on its field and keeps the edit', async () => {
    const colleague = await apiInvite({ firstName: 'Глеб', lastName: 'Зимин' });
    const { user } = renderPage();
    await rowOf(colleague.email);
    await openAction(user, 'Глеб Зимин', t.edit);
    await formShown();
    await user.clear(field(f.lastName));
    await user.type(field(f.lastName), 'Зимин-Летов');
    // The server fails this once (a fault switch): the message shows above the buttons, the edit stays.
    await http.post('/dev/faults/', null, { json: { failStatus: 503, failPaths: `*/accounts/${colleague.id}/*` } });
    await user.click(within(dialog()).getByRole('button', { name: f.save }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(f.saveError);
    expect(field(f.lastName)).toHaveValue('Зимин-Летов');
    await http.delete('/dev/faults/', null);
    await user.click(within(dialog()).getByRole('button', { name: f.save }));
    expect(await screen.findByText(f.saved('Глеб Зимин-Летов'))).toBeInTheDocument();
  });

  it('does not offer to change one’s own role or to deactivate oneself', async () => {
    const { user } = renderPage();
    await rowOf('admin@example.com');
    await user.click(screen.getByRole('button', { name: t.actions('Анна Смирнова') }));
    expect(await screen.findByRole('menuitem', { name: t.edit })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: new RegExp(t.deactivate) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: t.edit }));
    await formShown();
    expect(within(dialog()).getByRole('combobox', { name: new RegExp(`^${f.role}`) })).toBeDisabled();
    expect(within(dialog()).getByText(f.ownRoleHint)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: f.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deactivates after a confirmation naming the person, and shows the row as deactivated', async () => {
    const colleague = await apiInvite({ firstName: 'Роман', lastName: 'Ершов' });
    const { user } = renderPage();
    await rowOf(colleague.email);

    // Cancel changes nothing.
    await openAction(user, 'Роман Ершов', t.deactivate);
    expect(within(dialog()).getByText(t.deactivation.title)).toBeInTheDocument();
    expect(within(dialog()).getByText(t.deactivation.invitedText('Роман Ершов', colleague.email))).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: t.deactivation.cancel })).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: t.deactivation.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await apiAccount(colleague.email)).status).toBe('invited');

    await openAction(user, 'Роман Ершов', t.deactivate);
    await user.click(within(dialog()).getByRole('button', { name: t.deactivation.confirm }));
    expect(await screen.findByText(t.deactivation.done('Роман Ершов'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(within(await rowOf(colleague.email)).getByText(t.status.deactivated)).toBeInTheDocument(),
    );
    expect((await apiAccount(colleague.email)).status).toBe('deactivated');
    // A deactivated account offers no second deactivation.
    await user.click(screen.getByRole('button', { name: t.actions('Роман Ершов') }));
    expect(await screen.findByRole('menuitem', { name: t.edit })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: new RegExp(t.deactivate) })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it('names an active person’s lost access in the confirmation', async () => {
    const { user } = renderPage();
    await rowOf('p.egorov@example.com');
    await openAction(user, 'Павел Егоров', t.deactivate);
    expect(within(dialog()).getByText(t.deactivation.text('Павел Егоров', 'p.egorov@example.com'))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: t.actions('Павел Егоров') })).toHaveFocus();
  });

  it('does not let an administrator deactivate someone who also works in a hotel they do not administer', async () => {
    session = await signedInSession('admin@example.com', 2);
    const bennett = await apiAccount('manager@example.com');
    expect(bennett.worksElsewhere).toBe(true);
    const { user } = renderPage();
    await rowOf('manager@example.com');
    await user.click(screen.getByRole('button', { name: t.actions('Oliver Bennett') }));
    const item = await screen.findByRole('menuitem', { name: new RegExp(`^${t.deactivate}`) });
    expect(item).toBeDisabled();
    expect(item).toHaveTextContent(t.worksElsewhere);
    await user.keyboard('{Escape}');
  });

  it('shows cards on a phone, with the same actions', async () => {
    const phone = onPhoneScreen();
    try {
      const expected = await apiStaff();
      const { user } = renderPage();
      const cards = await screen.findByRole('list', { name: t.table });
      await waitFor(() => expect(cards).not.toHaveAttribute('aria-busy'));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const items = within(cards)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === cards);
      expect(items).toHaveLength(expected.count);
      const volkova = items.find((item) => within(item).queryByText('e.volkova@example.com'))!;
      expect(volkova).toHaveTextContent('Екатерина Волкова');
      expect(within(volkova).getByText(t.status.active)).toBeInTheDocument();
      await user.click(within(volkova).getByRole('button', { name: t.actions('Екатерина Волкова') }));
      await user.click(await screen.findByRole('menuitem', { name: t.edit }));
      await formShown();
      expect(within(dialog()).getByRole('textbox', { name: f.email })).toHaveValue('e.volkova@example.com');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      phone.mockRestore();
    }
  });

  it('shows a manager the staff read-only: a notice, and no add, edit or deactivate', async () => {
    // admin@example.com only manages hotel 3.
    session = await signedInSession('admin@example.com', 3);
    const expected = await apiStaff();
    renderPage();
    expect(screen.getByText(ru.team.readOnly)).toBeInTheDocument();
    expect(await rows()).toHaveLength(expected.count);
    expect(screen.queryByRole('button', { name: t.add })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Действия/ })).toHaveLength(0);
    expect(within(table()).queryByRole('columnheader', { name: t.columns.actions })).not.toBeInTheDocument();
  });
});
