import { afterAll, beforeAll, beforeEach } from 'vitest';
import { configureHttp } from '@/lib/http/client';
import type { ServerConfig } from '@/server/config';
import { startTestServer, type TestServer } from '@/server/testing/server';

/**
 * Starts the reference backend in-process for the calling test file (fresh seeded database), points the HTTP
 * client at it before each test and stops it afterwards. Returns a getter: the server exists only once
 * `beforeAll` has run. The first server of a machine builds the database template, hence the long hook timeout.
 * `overrides` change its settings: `{ apiProfile: 'minimal' }` is the backend that sends no more than the spec
 * promises (server/minimal/), for the tests of the tolerant readers.
 */
export function withTestServer(overrides: Partial<ServerConfig> = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ authRateLimit: 10_000, ...overrides });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    configureHttp({ apiUrl: server!.url });
  });
  return () => server!;
}
