/**
 * The one extended `test` of the e2e suite, plus plain async helpers against the e2e backend. Specs import
 * `test` and `expect` from here. Domain fixtures (staff, orders, ...) are added beside these as the areas
 * arrive: each creates its own data through the API, unique per test.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { storageKeys } from '@/lib/storage';
import { apiUrl, secretKey, webUrl } from './env';

export { apiUrl, expect };

/** The seeded demo accounts (docs/CONTRACTS.md); every password is `demo12345`. */
export const demoUsers = {
  admin: { email: 'admin@example.com', password: 'demo12345' },
  manager: { email: 'manager@example.com', password: 'demo12345' },
  inactive: { email: 'inactive@example.com', password: 'demo12345' },
  noHotels: { email: 'nohotels@example.com', password: 'demo12345' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** `POST /auth/token/`'s answer. */
export interface LoginResult {
  access: string;
  refresh: string;
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/**
 * One call of a backend's API; `base` is the e2e backend unless a spec works against another one (the `django`
 * project's contract backend, e2e/django/).
 */
async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  base = apiUrl,
): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** Calls of one staff member working on one hotel, as the dashboard makes them (bearer token + Managed-Hotel). */
export interface HotelApi {
  get: <T>(path: string) => Promise<T>;
  post: <T>(path: string, body?: unknown) => Promise<T>;
  patch: <T>(path: string, body: unknown) => Promise<T>;
}

/** Signs `account` in through the API and returns its calls on `hotel`. */
export async function hotelApi(account: Credentials, hotel: number): Promise<HotelApi> {
  const { access } = await loginViaApi(account.email, account.password);
  const headers = { authorization: `Bearer ${access}`, 'managed-hotel': String(hotel), 'accept-language': 'ru' };
  return {
    get: (path) => api('GET', path, undefined, headers),
    post: (path, body) => api('POST', path, body ?? {}, headers),
    patch: (path, body) => api('PATCH', path, body, headers),
  };
}

/** The parts of an order (docs/CONTRACTS.md, "Service orders") the specs look at. */
export interface OrderRef {
  id: number;
  status: string;
  service: { id: number; name: string };
  stay: { id: number; room: { number: string } | null; guest: { firstName: string; lastName: string } };
}

interface PageOf<T> {
  count: number;
  results: T[];
}

/**
 * Creates a new order for a guest staying now, as staff would for a guest on the phone. `pick` spreads the
 * orders of one spec over different stays and services, so specs running side by side don't share rows.
 */
export async function createOrder(
  hotel: HotelApi,
  { comment = '', pick = 0, serviceName }: { comment?: string; pick?: number; serviceName?: string } = {},
): Promise<OrderRef> {
  const stays = await hotel.get<PageOf<{ id: number; room: unknown }>>('/dashboard/stays/?state=current&page_size=200');
  const services = await hotel.get<PageOf<{ id: number; name: string; isActive: boolean }>>(
    '/dashboard/services/?page_size=999',
  );
  const withRoom = stays.results.filter((stay) => stay.room !== null);
  const active = services.results.filter((service) => service.isActive);
  const stay = withRoom[pick % withRoom.length];
  const service =
    serviceName === undefined ? active[pick % active.length] : active.find(({ name }) => name === serviceName);
  if (!stay || !service) throw new Error('the seed has no current stay with a room or no active service');
  return hotel.post<OrderRef>('/dashboard/service_orders/', { stay: stay.id, service: service.id, comment });
}

/** A fault of the backend's development switch (server/routes/dev.ts). */
interface Fault {
  failStatus?: number;
  /** Fail only this share of the matching calls, evenly from the first (0.5: the first, the third, …). */
  failShare?: number;
  /** Path globs (`*` any characters, `!` excludes), matched against the whole path (server/routes/dev.ts). */
  failPaths?: string | string[];
  latencyMs?: number;
  dropConnection?: boolean;
  /** Answer every access token issued before now as expired (a refresh gets a working one). */
  expireTokens?: boolean;
}

/** The backend's fault switches, scoped to one test's browser context. */
interface FaultSwitch {
  inject(fault: Fault): Promise<void>;
  clear(): Promise<void>;
  /** Cuts the context's open live sockets without a close frame; resolves with how many. */
  dropSockets(): Promise<number>;
}

/** Signs in through the API (no UI) and returns the tokens and the user's fields (of the backend at `base`). */
export function loginViaApi(email: string, password: string, base = apiUrl): Promise<LoginResult> {
  return api<LoginResult>('POST', '/auth/token/', { email, password }, {}, base);
}

/** The e-mails the backend at `base` "sent" to `to`, newest first (`GET /dev/outbox/?to=`). */
export function outbox(to: string, base = apiUrl): Promise<OutboxMessage[]> {
  return api<OutboxMessage[]>('GET', `/dev/outbox/?to=${encodeURIComponent(to)}`, undefined, {}, base);
}

/** The newest link of the newest e-mail to `to` whose path contains `pathPart`, as a path of the dashboard. */
export async function latestMailLink(
  to: string,
  pathPart: '/activate/' | '/password-reset/',
  base = apiUrl,
): Promise<string> {
  const mails = await outbox(to, base);
  for (const mail of mails) {
    const link = mail.links.find((candidate) => candidate.includes(pathPart));
    if (link) return new URL(link).pathname;
  }
  throw new Error(`no ${pathPart} link in the outbox of ${to}`);
}

export interface Session {
  access: string;
  refresh: string;
  /** Stored as `hotels.activeHotel`; omitted: the app picks the first hotel. */
  activeHotel?: number;
}

/**
 * An access token exactly as SimpleJWT issues them (our server's and Django's claims), signed with `key` (the e2e
 * backends' SECRET_KEY), but expired a minute ago.
 */
export async function expiredAccessToken(userId: number, key = secretKey): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_type: 'access',
    user_id: userId,
    jti: `e2e${now}${Math.random().toString(36).slice(2)}`,
    iat: now - 360,
    exp: now - 60,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(key));
}

/**
 * Puts a session into the page's localStorage before the app's scripts run, on the first document of the
 * dashboard's origin (`dashboardUrl`, the e2e export unless a spec serves another) only: a later reload or a logout
 * inside the test is not undone (the marker lives in sessionStorage, which survives reloads of the tab).
 */
export async function seedSession(page: Page, session: Session, dashboardUrl = webUrl): Promise<void> {
  await page.addInitScript(
    ({ origin, keys, values }) => {
      if (window.location.origin !== origin) return;
      try {
        if (window.sessionStorage.getItem('e2e.seeded') === '1') return;
        window.sessionStorage.setItem('e2e.seeded', '1');
        window.localStorage.setItem(keys.access, values.access);
        window.localStorage.setItem(keys.refresh, values.refresh);
        if (values.activeHotel !== undefined) window.localStorage.setItem(keys.activeHotel, String(values.activeHotel));
      } catch {
        // Storage blocked: the test will see the sign-in screen and fail there, visibly.
      }
    },
    { origin: new URL(dashboardUrl).origin, keys: storageKeys, values: session },
  );
}

interface Fixtures {
  /** Who `signedInPage` signs in as; override with `test.use({ account: demoUsers.manager })`. */
  account: Credentials;
  /** Active hotel `signedInPage` starts with; undefined lets the app choose. */
  activeHotel: number | undefined;
  /** A page whose localStorage holds a fresh session of `account` (logged in through the API, not the UI). */
  signedInPage: Page;
  /**
   * The fault switches for this test alone: its browser context sends a scope header with every request, and
   * the backend applies only the faults set with the same scope, so tests running side by side are not affected.
   * Cleared after the test.
   */
  faults: FaultSwitch;
}

export const test = base.extend<Fixtures>({
  // A failed test's screenshots, of every tab of its browser, taken before the browser closes. Playwright's own
  // `screenshot: 'only-on-failure'` takes one of every page whenever a browser context closes, pass or fail, and
  // keeps it only on a failure: a PNG of every test for nothing (playwright.config.ts sets it off).
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const open of page.context().pages()) {
      try {
        await testInfo.attach('screenshot', {
          body: await open.screenshot({ timeout: 5_000 }),
          contentType: 'image/png',
        });
      } catch {
        // A page that crashed or closed meanwhile: the error and its context tell the rest.
      }
    }
  },
  account: [demoUsers.admin, { option: true }],
  activeHotel: [undefined, { option: true }],
  signedInPage: async ({ page, account, activeHotel }, use) => {
    const { access, refresh } = await loginViaApi(account.email, account.password);
    await seedSession(page, { access, refresh, activeHotel });
    await use(page);
  },
  faults: async ({ context }, use, testInfo) => {
    const headers = { 'x-fault-scope': `${testInfo.testId}.${testInfo.repeatEachIndex}.${testInfo.retry}` };
    await context.setExtraHTTPHeaders(headers);
    const clear = () => api<void>('DELETE', '/dev/faults/', undefined, headers);
    await use({
      inject: async (fault) => {
        await api('POST', '/dev/faults/', fault, headers);
      },
      clear,
      dropSockets: async () => {
        // The page may read «live» before the backend holds its socket, or between a socket and the next: wait
        // until the backend has one of this context's open, then cut it.
        await expect
          .poll(async () => (await api<{ open: number }>('GET', '/dev/sockets/', undefined, headers)).open)
          .toBeGreaterThan(0);
        return (await api<{ dropped: number }>('POST', '/dev/sockets/drop/', {}, headers)).dropped;
      },
    });
    await clear();
  },
});
