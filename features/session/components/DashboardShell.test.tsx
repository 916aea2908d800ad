import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { render, screen, within } from '@/lib/test/render';
import { demoAdmin, demoHotels, sessionOf } from '@/lib/test/session';
import type { NavFallback } from '@/lib/ui/nav';
import { activeHref, DashboardShell } from './DashboardShell';

const { neva, altai } = demoHotels;
const user = demoAdmin({ adminedHotels: [neva], managedHotels: [altai] });

function renderShell(overrides: Partial<Session> = {}, navFallback: NavFallback | null = null) {
  const session = sessionOf(user, neva.id, {
    setActiveHotel: vi.fn(),
    login: vi.fn(),
    logout: vi.fn(),
    reload: vi.fn(),
    ...overrides,
  });
  const nav = [
    { key: 'home', menuKey: 'home', label: ru.nav.home, href: '/' },
    { key: 'profile', menuKey: 'profile', label: ru.nav.profile, href: '/profile' },
  ];
  const result = render(
    <SessionContext value={session}>
      <DashboardShell nav={nav} navFallback={navFallback}>
        <p>page content</p>
      </DashboardShell>
    </SessionContext>,
  );
  return { ...result, session };
}

describe('DashboardShell', () => {
  it('shows an entry’s counts beside its label and in its name, nothing at 0, and the header actions it is given', () => {
    const session = sessionOf(user, neva.id);
    const nav = [
      {
        key: 'orders',
        menuKey: 'orders',
        label: ru.nav.orders,
        href: '/orders',
        badges: [
          { count: 3, label: ru.ordersLive.navBadge(3), tone: 'waiting' as const },
          { count: 1, label: ru.ordersLive.navLate(1), tone: 'alert' as const },
        ],
      },
      {
        key: 'guests',
        menuKey: 'guests',
        label: ru.nav.guests,
        href: '/guests',
        badges: [{ count: 0, label: ru.ordersLive.navBadge(0), tone: 'waiting' as const }],
      },
    ];
    render(
      <SessionContext value={session}>
        <DashboardShell nav={nav} headerActions={<button type="button">header action</button>}>
          <p>page content</p>
        </DashboardShell>
      </SessionContext>,
    );
    const orders = screen.getByRole('link', { name: `${ru.nav.orders}, 3 новых, 1 опаздывает` });
    expect(orders).toHaveTextContent(/^Заказы31$/);
    expect(screen.getByRole('link', { name: ru.nav.guests })).toHaveTextContent(/^Гости$/);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'header action' }));
    // The count stays in the header, where a phone's folded navigation cannot show it (this 1024 px window hides it:
    // the navigation shows it).
    const inHeader = within(screen.getByRole('banner'))
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('href') === '/orders');
    expect(inHeader).toHaveLength(1);
    expect(inHeader[0]).toHaveAttribute('aria-label', ru.shell.headerCount(ru.nav.orders, '3 новых, 1 опаздывает'));
    expect(inHeader[0]).toHaveTextContent(/^31$/);
    expect(inHeader[0]).not.toBeVisible();
  });

  it('shows the product, the active hotel, the role, the navigation and the page', () => {
    renderShell();
    expect(screen.getByRole('link', { name: ru.app.name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: ru.shell.hotel })).toHaveValue(neva.name);
    expect(screen.getByText(ru.roles.admin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.nav.profile })).toHaveAttribute('href', '/profile');
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('shows the entries in the order given, and no fallback notice by default', () => {
    renderShell();
    const links = screen.getAllByRole('link').filter((link) => link.closest('nav'));
    expect(links.map((link) => link.textContent)).toEqual([ru.nav.home, ru.nav.profile]);
    expect(screen.queryByText(ru.menu.fallback)).not.toBeInTheDocument();
  });

  it('says under the entries when they are the fallback of a menu that did not load, with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderShell({}, { onRetry, retrying: false });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(ru.menu.fallback);
    await user.click(screen.getByRole('button', { name: ru.common.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('switches the hotel through the session', async () => {
    const { user, session } = renderShell();
    await user.click(screen.getByRole('combobox', { name: ru.shell.hotel }));
    await user.click(await screen.findByRole('option', { name: altai.name }));
    expect(session.setActiveHotel).toHaveBeenCalledWith(3);
  });

  it('has the hotels’ list on the page only while it is open: nothing hidden to position as a screen mounts', async () => {
    const { user } = renderShell();
    expect(screen.queryByRole('option', { name: altai.name, hidden: true })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: ru.shell.hotel }));
    expect(await screen.findByRole('option', { name: altai.name })).toBeVisible();
  });

  it('logs out from the user menu', async () => {
    const { user, session } = renderShell();
    await user.click(screen.getByRole('button', { name: `${ru.shell.userMenu}: Анна Смирнова` }));
    expect(await screen.findByRole('menuitem', { name: ru.shell.profile })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('menuitem', { name: ru.shell.logout }));
    expect(session.logout).toHaveBeenCalled();
  });
});

describe('activeHref', () => {
  const hrefs = ['/', '/orders', '/guests', '/orders/reports'];

  it('picks the longest matching area, so a nested area does not also light its parent', () => {
    expect(activeHref('/orders/reports/', hrefs)).toBe('/orders/reports');
    expect(activeHref('/orders', hrefs)).toBe('/orders');
    expect(activeHref('/', hrefs)).toBe('/');
  });

  it('matches whole path segments only', () => {
    expect(activeHref('/ordersx', hrefs)).toBeNull();
    expect(activeHref(null, hrefs)).toBeNull();
  });
});
