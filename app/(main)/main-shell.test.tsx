import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import { http } from '@/lib/http/client';
import * as ru from '@/lib/i18n/ru';
import { ROLE_MENUS } from '@/lib/menu-areas';
import { type Session, SessionContext } from '@/lib/session';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { MainShell } from './main-shell';

/*
 * The shell's navigation following the user menu, against the real in-process backend: the menu is arranged
 * through `PUT /dashboard/users/menu/` and faulted with the server's fault switch. next/navigation is the one
 * thing replaced.
 */
// The shell holds the app's live connection (features/orders/components/OrdersLive.tsx): no socket in a unit test.
vi.mock('@/lib/http/live', () => import('@/lib/test/live'));

withTestServer();

const menuSchema = v.array(v.object({ key: v.string(), title: v.string() }));

async function arrangeMenu(keys: readonly string[]) {
  await http.put('/dashboard/users/menu/', menuSchema, { json: { keys } });
}

afterEach(async () => {
  await http.delete('/dev/faults/', null);
});

function renderShell(session: Session) {
  return render(
    <SessionContext value={session}>
      <MainShell>
        <p>the page</p>
      </MainShell>
    </SessionContext>,
  );
}

/** The entries' labels, without the count a badge adds beside «Заказы». */
function navLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: ru.shell.navigation });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.querySelector('.mantine-NavLink-label')?.textContent ?? '');
}

const ADMIN_DEFAULT = [
  ru.nav.home,
  ru.nav.guests,
  ru.nav.orders,
  ru.nav.reports,
  ru.nav.hotel,
  ru.nav.photos,
  ru.nav.facilities,
  ru.nav.services,
  ru.nav.virtualCategories,
  ru.nav.staff,
  ru.nav.positions,
  ru.nav.channels,
  ru.nav.safety,
  ru.nav.sights,
  ru.nav.billing,
  ru.nav.promo,
  ru.nav.menus,
  ru.nav.profile,
];

describe('MainShell', { timeout: 30_000 }, () => {
  it('shows the areas of the user menu in its order, entries of one area together, the rest absent', async () => {
    const session = await signedInSession('admin@example.com', 1);
    await arrangeMenu(['home', 'billing', 'structure', 'orders', 'profile']);
    try {
      renderShell(session);
      // While the menu loads: the role's default, never an empty navigation.
      expect(navLabels()).toEqual(ADMIN_DEFAULT);
      const expected = [
        ru.nav.home,
        ru.nav.billing,
        ru.nav.positions,
        ru.nav.channels,
        ru.nav.orders,
        ru.nav.reports,
        ru.nav.profile,
      ];
      await waitFor(() => expect(navLabels()).toEqual(expected));
      expect(screen.queryByRole('link', { name: ru.nav.guests })).not.toBeInTheDocument();
      expect(screen.queryByText(ru.menu.fallback)).not.toBeInTheDocument();
      expect(screen.getByText('the page')).toBeInTheDocument();
    } finally {
      await arrangeMenu(ROLE_MENUS.admin);
    }
  });

  it('counts the orders waiting to be taken on «Заказы» and in the title, and offers the new-order alerts', async () => {
    const session = await signedInSession('admin@example.com', 1);
    const { count } = await http.get('/dashboard/service_orders/', v.object({ count: v.number() }), {
      searchParams: { status: 'new', page_size: 999 },
    });
    expect(count).toBeGreaterThan(0);
    document.title = 'Главная · Панель';
    const { user } = renderShell(session);
    const nav = screen.getByRole('navigation', { name: ru.shell.navigation });
    const orders = await within(nav).findByRole(
      'link',
      { name: `${ru.nav.orders}, ${ru.ordersLive.navBadge(count)}` },
      { timeout: 5_000 },
    );
    expect(orders).toHaveTextContent(String(count));
    expect(document.title).toBe(`(${count}) Главная · Панель`);

    await user.click(screen.getByRole('button', { name: ru.ordersLive.control }));
    expect(await screen.findByRole('switch', { name: ru.orders.sound.label })).toBeChecked();
  });

  it('does not move when the menu arrives and is the untailored default', async () => {
    const session = await signedInSession('manager@example.com', 2);
    const { queryClient } = renderShell(session);
    const loading = navLabels();
    expect(loading).toContain(ru.nav.orders);
    expect(loading).not.toContain(ru.nav.staff);
    expect(loading).not.toContain(ru.nav.billing);
    await waitFor(() =>
      expect(queryClient.getQueryState(dictionaryQueries.userMenu().queryKey)?.status).toBe('success'),
    );
    expect(navLabels()).toEqual(loading);
  });

  it('falls back to every area the role allows, says so, and follows the menu after a retry', async () => {
    const session = await signedInSession('manager@example.com', 2);
    await arrangeMenu(['home', 'promo', 'profile']);
    await http.post('/dev/faults/', null, { json: { failStatus: 500, failPaths: '*/users/menu/*' } });
    try {
      const { user } = renderShell(session);
      const notice = (await screen.findByText(ru.menu.fallback)).closest<HTMLElement>('[role="status"]')!;
      expect(notice).toBeInTheDocument();
      expect(navLabels()).toEqual([
        ru.nav.home,
        ru.nav.guests,
        ru.nav.orders,
        ru.nav.reports,
        ru.nav.hotel,
        ru.nav.photos,
        ru.nav.facilities,
        ru.nav.services,
        ru.nav.virtualCategories,
        ru.nav.safety,
        ru.nav.sights,
        ru.nav.promo,
        ru.nav.menus,
        ru.nav.profile,
      ]);

      // Still failing: the notice stays.
      await user.click(within(notice).getByRole('button', { name: ru.common.retry }));
      await waitFor(() => expect(within(notice).getByRole('button', { name: ru.common.retry })).toBeEnabled());
      expect(screen.getByText(ru.menu.fallback)).toBeInTheDocument();

      await http.delete('/dev/faults/', null);
      await user.click(within(notice).getByRole('button', { name: ru.common.retry }));
      await waitFor(() => expect(screen.queryByText(ru.menu.fallback)).not.toBeInTheDocument());
      expect(navLabels()).toEqual([ru.nav.home, ru.nav.promo, ru.nav.profile]);
    } finally {
      await http.delete('/dev/faults/', null);
      await arrangeMenu(ROLE_MENUS.manager);
    }
  });
});
