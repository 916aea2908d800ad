import { afterAll } from 'vitest';
import type { ServerConfig } from '../config';
import { ADMIN, login, MANAGER } from './http';
import { startTestServer, type TestServer } from './server';

/** A route test file's backend and the demo staff's access tokens. */
export interface SignedInServer {
  server: TestServer;
  /** admin@: administrator of hotels 1 and 2, manager of hotel 3. */
  admin: string;
  /** manager@: manager of hotels 2 and 3. */
  manager: string;
}

/**
 * The set-up a route test file opens with, awaited at its top (`const { server, admin, manager } = await
 * startSignedInServer();`): a test server of the file's own on a fresh seeded database, closed after the file's
 * last test, and the demo administrator and manager signed in. Vitest collects and runs one file at a time, so
 * one server is up at a time; the sign-in limits are raised (tests sign in over and over).
 */
export async function startSignedInServer(overrides: Partial<ServerConfig> = {}): Promise<SignedInServer> {
  const server = await startTestServer({ authRateLimit: 10_000, ...overrides });
  afterAll(() => server.close());
  const access = async (account: typeof ADMIN | typeof MANAGER) => (await login(server, account)).access;
  const [admin, manager] = await Promise.all([access(ADMIN), access(MANAGER)]);
  return { server, admin, manager };
}
