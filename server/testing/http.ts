/** A paged list answer. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `{detail}` and friends: the body of most errors. */
export interface Detail {
  detail: string;
  code?: string;
}

/**
 * Helpers of the server's own tests: a small fetch client against a {@link TestServer} and sign-in with the demo
 * accounts. Real HTTP on purpose, so CORS headers, status codes and bodies are asserted as a browser gets them.
 */
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../seed/data';
import type { TestServer } from './server';

// Vitest's asymmetric matchers are typed `any`; these typed aliases keep object literals in assertions lint-clean.
/** Matches any string. */
export const anyString: unknown = expect.any(String);
/** Matches any number. */
export const anyNumber: unknown = expect.any(Number);
/** Matches a string that matches the pattern. */
export function matching(pattern: RegExp): unknown {
  return expect.stringMatching(pattern);
}
/** Matches a string that contains the part. */
export function containing(part: string): unknown {
  return expect.stringContaining(part);
}

/** Seeded demo accounts (server/seed/data.ts), by role. */
export const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD } as const;
export const MANAGER = { email: 'manager@example.com', password: DEMO_PASSWORD } as const;
export const INACTIVE = { email: 'inactive@example.com', password: DEMO_PASSWORD } as const;
export const NO_HOTELS = { email: 'nohotels@example.com', password: DEMO_PASSWORD } as const;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  token?: string;
  hotel?: number | string;
  headers?: Record<string, string>;
  rawBody?: string;
}

/** Calls the server and parses JSON bodies (null for an empty body, the text for anything else). */
export async function call<T = unknown>(
  server: TestServer,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.hotel !== undefined) headers['managed-hotel'] = String(options.hotel);
  const response = await fetch(`${server.url}${path}`, {
    method: options.method ?? (options.json !== undefined || options.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.rawBody ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  let body: unknown = text === '' ? null : text;
  if (text !== '' && response.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T };
}

/** Signs in and returns the tokens (throws when the server refuses). */
export async function login(
  server: TestServer,
  account: { email: string; password: string } = ADMIN,
): Promise<{ access: string; refresh: string }> {
  const response = await call<{ access: string; refresh: string }>(server, '/auth/token/', { json: account });
  if (response.status !== 200)
    throw new Error(`login ${account.email} → ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The `/activate/` or `/password-reset/` link of the newest e-mail to `to`, split into uid and token. */
export async function mailLink(
  server: TestServer,
  to: string,
  kind: 'activate' | 'password-reset',
): Promise<{ uid: string; token: string }> {
  for (const mail of await server.outbox()) {
    if (mail.to !== to) continue;
    const link = mail.links.find((candidate) => candidate.includes(`/${kind}/`));
    if (!link) continue;
    const [uid, token] = new URL(link).pathname.split('/').slice(-2) as [string, string];
    return { uid, token };
  }
  throw new Error(`no ${kind} link for ${to}`);
}
