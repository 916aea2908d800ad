import { useQuery, useQueryClient } from '@tanstack/react-query';
import { render as rtlRender } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publishLogout } from '@/lib/http/logout';
import * as ru from '@/lib/i18n/ru';
import { globalScope } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { activeHotelStorage, storageKeys, tokenStorage } from '@/lib/storage';
import { render, screen, waitFor } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { obtainTokens } from '../api';
import { DashboardShell } from './DashboardShell';
import { SessionGate } from './SessionGate';
import { SessionProvider } from './SessionProvider';
import { SignedInGate } from './SignedInGate';

/** The refresh tokens logouts asked the server to revoke, in order. */
const revoked = vi.hoisted(() => [] as string[]);

// The real fetcher, recorded. Not through vi.fn: a spy handles the promise it returns (to record how it settled),
// which would hide the unhandled rejection of a logout that forgot to catch a failed revoke.
vi.mock('../api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api')>();
  return {
    ...actual,
    revokeRefreshToken: (refresh: string) => {
      revoked.push(refresh);
      return actual.revokeRefreshToken(refresh);
    },
  };
});

const server = withTestServer();

/** Signs in through the API, stores the pair as a sign-in would, and returns the refresh token. */
async function signInAs(email: string): Promise<string> {
  const tokens = await obtainTokens({ email, password: 'demo12345' });
  tokenStorage.setTokens(tokens);
  return tokens.refresh;
}

/** What `POST /auth/token/refresh/` answers for the token now. */
async function refreshWith(refresh: string): Promise<{ status: number; body: unknown }> {
  const response = await server().app.inject({ method: 'POST', url: '/auth/token/refresh/', payload: { refresh } });
  return { status: response.statusCode, body: response.json() };
}

const BLACKLISTED = { status: 401, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } };

/** Watches fetch: the requests the client sent (as Requests) and how many of them have been answered or failed. */
function watchFetch() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return {
    sent: () => spy.mock.calls.map(([input, init]) => (input instanceof Request ? input : new Request(input, init))),
    settled: () => spy.mock.settledResults.filter((result) => result.type !== 'incomplete').length,
    restore: () => spy.mockRestore(),
  };
}

/** Switches a development fault of the backend on for the blacklist endpoint; returns the switch-off. */
async function breakBlacklist(fault: Record<string, unknown>): Promise<() => Promise<void>> {
  const response = await server().app.inject({
    method: 'POST',
    url: '/dev/faults/',
    payload: { failPaths: '/auth/token/blacklist/*', ...fault },
  });
  expect(response.statusCode).toBeLessThan(300);
  return async () => {
    await server().app.inject({ method: 'DELETE', url: '/dev/faults/' });
  };
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
  if (session.status !== 'authenticated') {
    return (
      <>
        <p>status: {session.status}</p>
        <p>ended: {session.ended ? `${session.ended.reason} (${session.ended.email ?? 'no email'})` : 'by the user'}</p>
      </>
    );
  }
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
  revoked.length = 0;
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

  it('logs out on request: the three keys removed, the cache cleared, the refresh token revoked on the server', async () => {
    const refresh = await signInAs('admin@example.com');
    const { user, queryClient } = renderSession();
    await user.click(await screen.findByRole('button', { name: 'logout' }));
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText('ended: by the user')).toBeInTheDocument();
    for (const key of Object.values(storageKeys)) expect(localStorage.getItem(key)).toBeNull();
    expect(queryClient.getQueryData(['probe', 'global'])).toBeUndefined();
    expect(revoked).toEqual([refresh]);
    await expect.poll(() => refreshWith(refresh)).toEqual(BLACKLISTED);
  });

  it('revokes in one call that carries no token, also when the access token has expired', async () => {
    const refresh = await signInAs('admin@example.com');
    const { user } = renderSession();
    await screen.findByText('user: admin@example.com');
    tokenStorage.setTokens({ access: 'expired' }); // an authenticated call would now refresh first
    const fetches = watchFetch();
    try {
      await user.click(screen.getByRole('button', { name: 'logout' }));
      expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
      await expect.poll(() => refreshWith(refresh)).toEqual(BLACKLISTED);
      const sent = fetches.sent();
      expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/auth/token/blacklist/']);
      expect(sent[0]!.headers.get('Authorization')).toBeNull();
    } finally {
      fetches.restore();
    }
  });

  it('does not wait for the revoke: signed out at once while the server is slow, revoked once it answers', async () => {
    const refresh = await signInAs('admin@example.com');
    const { user } = renderSession();
    await screen.findByText('user: admin@example.com');
    const restore = await breakBlacklist({ latencyMs: 500 });
    try {
      await user.click(screen.getByRole('button', { name: 'logout' }));
      expect(screen.getByText('status: anonymous')).toBeInTheDocument();
      expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
      await expect.poll(() => refreshWith(refresh)).toEqual(BLACKLISTED);
    } finally {
      await restore();
    }
  });

  it.each([
    ['the server fails', { failStatus: 500 }],
    ['the connection drops', { dropConnection: true }],
  ])('logs out at once, showing nothing, when %s on the revoke', async (_, fault) => {
    const refresh = await signInAs('admin@example.com');
    const { user } = renderSession();
    await screen.findByText('user: admin@example.com');
    const restore = await breakBlacklist(fault);
    const fetches = watchFetch();
    try {
      await user.click(screen.getByRole('button', { name: 'logout' }));
      expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
      expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
      // The revoke's request has failed by now: a logout that did not catch that would fail this file with an
      // unhandled rejection.
      await expect.poll(fetches.settled).toBe(1);
      expect(revoked).toEqual([refresh]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      fetches.restore();
      await restore();
    }
    // Not revoked, and not retried: the token is gone from the browser and expires on its own.
    expect(await refreshWith(refresh)).toMatchObject({ status: 200 });
  });

  it('logs out when the server refuses to revoke the stored token', async () => {
    await signInAs('admin@example.com');
    const { user } = renderSession();
    await screen.findByText('user: admin@example.com');
    tokenStorage.setTokens({ access: tokenStorage.getAccess()!, refresh: 'not-a-jwt' });
    const fetches = watchFetch();
    try {
      await user.click(screen.getByRole('button', { name: 'logout' }));
      expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
      expect(localStorage.getItem(storageKeys.access)).toBeNull();
      await expect.poll(fetches.settled).toBe(1);
      expect(revoked).toEqual(['not-a-jwt']);
    } finally {
      fetches.restore();
    }
  });

  it('logs out when the transport publishes the logout event', async () => {
    await signInAs('admin@example.com');
    renderSession();
    await screen.findByText('user: admin@example.com');
    act(() => publishLogout());
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText(`ended: ${ru.login.sessionExpired} (no email)`)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
    // The transport gave up because the server refuses the token already: nothing to revoke.
    expect(revoked).toEqual([]);
  });

  it('logs out when another tab removes the access token', async () => {
    await signInAs('admin@example.com');
    renderSession();
    await screen.findByText('user: admin@example.com');
    act(() => {
      // What the other tab's logout leaves behind, and the event this tab receives for it.
      localStorage.removeItem(storageKeys.access);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: storageKeys.access,
          oldValue: 'x',
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText(`ended: ${ru.login.signedOutElsewhere} (no email)`)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
    // That tab's own logout revoked its token.
    expect(revoked).toEqual([]);
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
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: storageKeys.access,
          oldValue: 'old',
          newValue: access,
          storageArea: localStorage,
        }),
      );
      localStorage.setItem(storageKeys.activeHotel, '3');
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: storageKeys.activeHotel,
          oldValue: '1',
          newValue: '3',
          storageArea: localStorage,
        }),
      );
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
    expect(revoked).toEqual([]);
  });
});

describe('SessionGate', { timeout: 30_000 }, () => {
  const nav = [{ key: 'home', menuKey: 'home', label: ru.nav.home, href: '/' }];

  /** The gates around «the page», inside the shell with `withShell`, as the app nests them. */
  function renderGate(withShell = false) {
    const page = <p>the page</p>;
    return render(
      <SessionGate>
        <SessionProvider>
          <SignedInGate>{withShell ? <DashboardShell nav={nav}>{page}</DashboardShell> : page}</SignedInGate>
        </SessionProvider>
      </SessionGate>,
    );
  }

  it('shows the spinner while the user loads, then the signed-in app (here the shell with the page)', async () => {
    await signInAs('admin@example.com');
    renderGate(true);
    expect(screen.getByRole('status', { name: ru.common.loading })).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: ru.shell.hotel })).toHaveValue('Гранд Отель Нева');
    expect(screen.getByText(ru.roles.admin)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.nav.home })).toHaveAttribute('href', '/');
  });

  it('logs out from the user menu: the sign-in screen at once, and the old refresh token refused', async () => {
    const refresh = await signInAs('admin@example.com');
    const { user } = renderGate(true);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${ru.shell.userMenu}: `) }));
    await user.click(await screen.findByRole('menuitem', { name: ru.shell.logout }));
    expect(await screen.findByRole('button', { name: ru.login.submit })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
    await expect.poll(() => refreshWith(refresh)).toEqual(BLACKLISTED);
  });

  it('shows the sign-in screen instead of the page when nobody is signed in', async () => {
    renderGate();
    expect(await screen.findByRole('button', { name: ru.login.submit })).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it("follows another tab's sign-in from the sign-in screen, and its sign-out back, with the reason", async () => {
    renderGate();
    expect(await screen.findByRole('button', { name: ru.login.submit })).toBeInTheDocument();
    const tokens = await obtainTokens({ email: 'admin@example.com', password: 'demo12345' });
    act(() => {
      // What the other tab's sign-in leaves behind, and the event this tab receives for it.
      tokenStorage.setTokens(tokens);
      window.dispatchEvent(
        new StorageEvent('storage', { key: storageKeys.access, newValue: tokens.access, storageArea: localStorage }),
      );
    });
    expect(await screen.findByText('the page')).toBeInTheDocument();
    act(() => {
      localStorage.removeItem(storageKeys.access);
      window.dispatchEvent(
        new StorageEvent('storage', { key: storageKeys.access, oldValue: tokens.access, storageArea: localStorage }),
      );
    });
    expect(await screen.findByText(ru.login.signedOutElsewhere)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.login.submit })).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.refresh)).toBeNull();
  });

  it('explains, with a way out, when the user has no hotels', async () => {
    const refresh = await signInAs('nohotels@example.com');
    const { user } = renderGate();
    expect(await screen.findByRole('heading', { name: ru.noHotels.title })).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ru.noHotels.logout }));
    expect(await screen.findByRole('button', { name: ru.login.submit })).toBeInTheDocument();
    await expect.poll(() => refreshWith(refresh)).toEqual(BLACKLISTED);
  });
});
