/**
 * The one extended `test` of the e2e suite, plus plain async helpers against the e2e backend. Specs import
 * `test` and `expect` from here. Domain fixtures (staff, orders, ...) are added beside these as the areas
 * arrive: each creates its own data through the API, unique per test.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { storageKeys } from '@/lib/storage';
import { apiUrl, webUrl } from './env';

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

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(apiUrl + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in through the API (no UI) and returns the tokens and the user's fields. */
export function loginViaApi(email: string, password: string): Promise<LoginResult> {
  return api<LoginResult>('POST', '/auth/token/', { email, password });
}

/** The e-mails the backend "sent" to `to`, newest first (`GET /dev/outbox/?to=`). */
export function outbox(to: string): Promise<OutboxMessage[]> {
  return api<OutboxMessage[]>('GET', `/dev/outbox/?to=${encodeURIComponent(to)}`);
}

/** The newest link of the newest e-mail to `to` whose path contains `pathPart`, as a path of the dashboard. */
export async function latestMailLink(to: string, pathPart: '/activate/' | '/password-reset/'): Promise<string> {
  const mails = await outbox(to);
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
 * Puts a session into the page's localStorage before the app's scripts run, on the first document of the
 * dashboard's origin only: a later reload or a logout inside the test is not undone (the marker lives in
 * sessionStorage, which survives reloads of the tab).
 */
export async function seedSession(page: Page, session: Session): Promise<void> {
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
    { origin: new URL(webUrl).origin, keys: storageKeys, values: session },
  );
}

interface Fixtures {
  /** Who `signedInPage` signs in as; override with `test.use({ account: demoUsers.manager })`. */
  account: Credentials;
  /** Active hotel `signedInPage` starts with; undefined lets the app choose. */
  activeHotel: number | undefined;
  /** A page whose localStorage holds a fresh session of `account` (logged in through the API, not the UI). */
  signedInPage: Page;
}

export const test = base.extend<Fixtures>({
  account: [demoUsers.admin, { option: true }],
  activeHotel: [undefined, { option: true }],
  signedInPage: async ({ page, account, activeHotel }, use) => {
    const { access, refresh } = await loginViaApi(account.email, account.password);
    await seedSession(page, { access, refresh, activeHotel });
    await use(page);
  },
});
