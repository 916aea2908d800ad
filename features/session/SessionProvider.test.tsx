import { beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { render as rtlRender } from '@testing-library/react';
import { withTestServer } from '@/lib/test/server';
import { publishLogout } from '@/lib/http/logout';
import { ru } from '@/lib/i18n/ru';
import { globalScope } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { activeHotelStorage, storageKeys, tokenStorage } from '@/lib/storage';
import { render, screen, waitFor } from '@/lib/test/render';
import { obtainTokens } from './api';
import { DashboardShell } from './components/DashboardShell';
import { SessionGate } from './SessionGate';
import { SessionProvider } from './SessionProvider';

withTestServer();

async function signInAs(email: string) {
  tokenStorage.setTokens(await obtainTokens({ email, password: 'demo12345' }));
}

let hotelQueryRuns = 0;
let globalQueryRuns = 0;

/** Shows the session and keeps one hotel-scoped and one global query on screen. */
function Probe() {
  const session = useSession();
  const queryClient = useQueryClient();
  const hotelScoped = useQuery({
    queryKey: ['probe', 'hotel'],
    queryFn: () => ++hotelQueryRuns,
    staleTime: Infinity,
    enabled: session.status === 'authenticated',
  });
  const global = useQuery({
    queryKey: ['probe', 'global'],
    queryFn: () => ++globalQueryRuns,
    staleTime: Infinity,
    meta: globalScope,
    enabled: session.status === 'authenticated',
  });
  if (session.status !== 'authenticated') return <p>status: {session.status}</p>;
  return (
    <div>
      <p>user: {session.user.email}</p>
      <p>hotel: {session.activeHotel?.name ?? 'none'}</p>
      <p>role: {session.role ?? 'none'}</p>
      <p>hotels: {session.hotels.map((hotel) => hotel.id).join(',')}</p>
      <p>hotel query: {hotelScoped.data}</p>
      <p>global query: {global.data}</p>
      <p>cached queries: {queryClient.getQueryCache().getAll().length}</p>
      {session.hotels.map((hotel) => (
        <button key={hotel.id} type="button" onClick={() => session.setActiveHotel(hotel.id)}>
          switch to {hotel.id}
        </button>
      ))}
      <button type="button" onClick={session.logout}>
        logout
      </button>
    </div>
  );
}

function renderSession() {
  return render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
}

beforeEach(() => {
  hotelQueryRuns = 0;
  globalQueryRuns = 0;
});

describe('SessionProvider', { timeout: 30_000 }, () => {
  it('throws a developer error when useSession() is used outside it', () => {
    function Orphan() {
      useSession();
      return null;
    }
    const silence = console.error;
    console.error = () => {};
    try {
      expect(() => rtlRender(<Orphan />)).toThrow(/outside <SessionProvider>/);
    } finally {
      console.error = silence;
    }
  });

  it('is anonymous without an access token, and calls nothing', async () => {
    renderSession();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
  });

  it('loads the user, replaces a stale stored hotel with the first one and stores it', async () => {
    await signInAs('manager@example.com');
    activeHotelStorage.set(1); // not one of the manager's hotels (2 and 3)
    renderSession();
    expect(await screen.findByText('user: manager@example.com')).toBeInTheDocument();
    expect(screen.getByText('hotel: Azure Bay Resort')).toBeInTheDocument();
    expect(screen.getByText('role: manager')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.activeHotel)).toBe('2');
  });

  it('keeps a valid stored hotel and exposes the role in it', async () => {
    await signInAs('admin@example.com');
    activeHotelStorage.set(3);
    renderSession();
    expect(await screen.findByText('hotel: Алтай Лодж')).toBeInTheDocument();
    expect(screen.getByText('role: manager')).toBeInTheDocument();
    expect(screen.getByText('hotels: 1,2,3')).toBeInTheDocument();
  });

  it('switches the hotel: stores it and refetches hotel-scoped queries only', async () => {
    await signInAs('admin@example.com');
    const { user } = renderSession();
    expect(await screen.findByText('hotel query: 1')).toBeInTheDocument();
    expect(screen.getByText('global query: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'switch to 2' }));
    expect(await screen.findByText('hotel: Azure Bay Resort')).toBeInTheDocument();
    expect(screen.getByText('role: admin')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.activeHotel)).toBe('2');
    expect(await screen.findByText('hotel query: 2')).toBeInTheDocument();
    expect(screen.getByText('global query: 1')).toBeInTheDocument();
  });

  it('logs out on request: the three keys removed and the cache cleared', async () => {
    await signInAs('admin@example.com');
    const { user, queryClient } = renderSession();
    await user.click(await screen.findByRole('button', { name: 'logout' }));
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(queryClient.getQueryData(['probe', 'global'])).toBeUndefined();
  });

  it('logs out when the transport publishes the logout event', async () => {
    await signInAs('admin@example.com');
    renderSession();
    await screen.findByText('user: admin@example.com');
    act(() => publishLogout());
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
  });

  it('logs out when another tab removes the access token', async () => {
    await signInAs('admin@example.com');
    renderSession();
    await screen.findByText('user: admin@example.com');
    act(() => {
      // What the other tab's logout leaves behind, and the event this tab receives for it.
      localStorage.removeItem(storageKeys.access);
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.access, oldValue: 'x', newValue: null, storageArea: localStorage }));
    });
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
  });

  it('logs out when another tab clears the whole storage', async () => {
    await signInAs('admin@example.com');
    renderSession();
    await screen.findByText('user: admin@example.com');
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
  });

  it("stays signed in when another tab refreshes the token, and ignores that tab's hotel switch", async () => {
    await signInAs('admin@example.com');
    activeHotelStorage.set(1);
    renderSession();
    expect(await screen.findByText('hotel query: 1')).toBeInTheDocument();
    act(() => {
      // What the other tab writes, and the events this tab receives for it.
      const access = tokenStorage.getAccess()!;
      localStorage.setItem(storageKeys.access, access);
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.access, oldValue: 'old', newValue: access, storageArea: localStorage }));
      localStorage.setItem(storageKeys.activeHotel, '3');
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.activeHotel, oldValue: '1', newValue: '3', storageArea: localStorage }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('user: admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('hotel: Гранд Отель Нева')).toBeInTheDocument();
    // This tab's hotel-scoped data was neither dropped nor refetched, and its calls keep its own hotel.
    expect(screen.getByText('hotel query: 1')).toBeInTheDocument();
    expect(hotelQueryRuns).toBe(1);
    expect(activeHotelStorage.get()).toBe(1);
    // The shared key still gives a new tab the hotel chosen last.
    expect(localStorage.getItem(storageKeys.activeHotel)).toBe('3');
  });

  it('logs out when loading the user fails', async () => {
    tokenStorage.setTokens({ access: 'not-a-jwt' }); // no refresh token: the transport gives up at once
    renderSession();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(storageKeys.access)).toBeNull());
  });
});

describe('SessionGate', { timeout: 30_000 }, () => {
  const nav = [{ key: 'home', menuKey: 'home', label: ru.nav.home, href: '/' }];

  it('shows the spinner while the user loads, then the signed-in app (here the shell with the page)', async () => {
    await signInAs('admin@example.com');
    render(
      <SessionProvider>
        <SessionGate>
          <DashboardShell nav={nav}>
            <p>the page</p>
          </DashboardShell>
        </SessionGate>
      </SessionProvider>,
    );
    expect(screen.getByRole('status', { name: ru.common.loading })).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: ru.shell.hotel })).toHaveValue('Гранд Отель Нева');
    expect(screen.getByText(ru.roles.admin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.nav.home })).toHaveAttribute('href', '/');
  });

  it('shows the sign-in screen instead of the page when nobody is signed in', async () => {
    render(
      <SessionProvider>
        <SessionGate>
          <p>the page</p>
        </SessionGate>
      </SessionProvider>,
    );
    expect(await screen.findByRole('button', { name: ru.login.submit })).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it('explains, with a way out, when the user has no hotels', async () => {
    await signInAs('nohotels@example.com');
    const { user } = render(
      <SessionProvider>
        <SessionGate>
          <p>the page</p>
        </SessionGate>
      </SessionProvider>,
    );
    expect(await screen.findByRole('heading', { name: ru.noHotels.title })).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ru.noHotels.logout }));
    expect(await screen.findByRole('button', { name: ru.login.submit })).toBeInTheDocument();
  });
});
