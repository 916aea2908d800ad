import * as v from 'valibot';
import { expect } from 'vitest';
import { authHttp } from '@/lib/http/client';

const tokensSchema = v.object({ access: v.string(), refresh: v.string() });

/**
 * Calls the in-process backend at `serverUrl` as another staff member of hotel 1 (Дмитрий Кузнецов, a seeded
 * account), without touching the stored session: a colleague's order or action as the desk sees it arrive.
 * Fails the test when the call is refused; returns the parsed JSON answer.
 */
export async function asColleague(serverUrl: string, path: string, body: unknown = {}): Promise<unknown> {
  const { access } = await authHttp.post('/auth/token/', tokensSchema, {
    json: { email: 'd.kuznetsov@example.com', password: 'demo12345' },
  });
  const response = await fetch(`${serverUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access}`, 'Managed-Hotel': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as unknown;
}
