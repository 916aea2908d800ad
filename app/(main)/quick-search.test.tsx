import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { makeService, makeStay } from '@/server/testing/fixtures';
import { MainShell } from './main-shell';

/*
 * The quick search (Ctrl+K) in the shell, against the real in-process backend: a guest and an order are made
 * first, then found by name and by `#id`, and a screen by its name. next/navigation is the one thing replaced
 * (its router writes `window.location`, which the test reads).
 */

const server = withTestServer();

function renderShell(session: Session) {
  window.history.replaceState(null, '', '/');
  return render(
    <SessionContext value={session}>
      <MainShell>
        <p>the page</p>
      </MainShell>
    </SessionContext>,
  );
}

async function openSearch(user: ReturnType<typeof renderShell>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog');
  return { dialog, input: await within(dialog).findByRole('textbox', { name: ru.quickSearch.inputLabel }) };
}

describe('quick search', { timeout: 30_000 }, () => {
  it('opens on Ctrl+K and finds a guest by name (Enter opens the stay), an order by #id and a screen by name', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const lastName = `Поисков${Date.now() % 100_000}`;
    const { stayId } = await makeStay(server().app, 1, { firstName: 'Вера', lastName });
    const serviceId = await makeService(server().app, 1, 'Поздний выезд');
    const order = await http.post('/dashboard/service_orders/', v.looseObject({ id: v.number() }), {
      json: { stay: stayId, service: serviceId, data: {}, comment: '' },
    });
    const { user } = renderShell(session);

    // A guest by a part of the name: the server's answer after a pause in typing; Enter opens the first result.
    let search = await openSearch(user);
    expect(within(search.dialog).getByText(ru.quickSearch.start)).toBeInTheDocument();
    await user.type(search.input, lastName.slice(0, -2));
    expect(await within(search.dialog).findByText(`Вера ${lastName}`)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(`/guests?view=all&stay=${stayId}`),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // An order by `#id`, opened on the desk.
    search = await openSearch(user);
    await user.type(search.input, `#${order.id}`);
    expect(
      await within(search.dialog).findByText(`${ru.quickSearch.order(order.id)} · Поздний выезд`),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(`/orders?order=${order.id}&hotel=1`),
    );

    // An order of another hotel, or none, is said not to be here.
    search = await openSearch(user);
    await user.type(search.input, '#999999');
    expect(await within(search.dialog).findByText(ru.quickSearch.orderNotFound(999_999))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A service by a part of its name, opened on the services screen.
    const sauna = `Сауна ${lastName}`;
    const saunaId = await makeService(server().app, 1, sauna);
    search = await openSearch(user);
    await user.type(search.input, sauna.slice(0, -1));
    expect(await within(search.dialog).findByText(sauna)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(`/services?service=${saunaId}`),
    );

    // A screen by its name, chosen with the arrows.
    search = await openSearch(user);
    await user.type(search.input, ru.nav.reports.slice(0, 5));
    expect(await within(search.dialog).findByText(ru.nav.reports)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/orders/reports'));
  });

  it('is offered as a button in the header', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { user } = renderShell(session);
    // The wide screen's button is named by its text («Поиск Ctrl K»), and says its shortcut.
    const button = screen.getByRole('button', { name: new RegExp(`^${ru.quickSearch.button}`) });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(button);
    expect(await screen.findByRole('textbox', { name: ru.quickSearch.inputLabel })).toBeInTheDocument();
  });
});
