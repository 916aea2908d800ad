import { createServer, request } from 'node:http';
import path from 'node:path';
import { startStaticServer } from '../scripts/serve';
import { apiUrl } from './env';
import { demoUsers, expect, test } from './fixtures';
import { expectShell, expectSignIn, signInThroughForm } from './helpers';

/*
 * The same-origin API (docs/decisions/200-build-and-serving.md): the e2e export served by `npm run serve`'s
 * server with its proxy, `config.js` pointing the API at `/api`. Every call then stays on the dashboard's origin and
 * the browser sends no CORS preflight: a counting relay in front of the backend sees no OPTIONS request.
 */

const EXPORT_DIR = path.resolve(import.meta.dirname, '..', 'out-e2e');

/** A relay to the e2e backend that counts the requests it passes on, by method. */
async function startCountingRelay(): Promise<{ url: string; methods: string[]; close: () => Promise<void> }> {
  const backend = new URL(apiUrl);
  const methods: string[] = [];
  const server = createServer((incoming, outgoing) => {
    methods.push(incoming.method ?? '');
    const upstream = request(
      {
        host: backend.hostname,
        port: backend.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    methods,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('through the same-origin proxy the dashboard signs in and loads without a single preflight', async ({ page }) => {
  const relay = await startCountingRelay();
  const web = await startStaticServer({ root: EXPORT_DIR, port: 0, apiProxy: relay.url });
  try {
    await page.route(`${web.url}/config.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__DASHBOARD_CONFIG__ = {"apiUrl": "/api"};' }),
    );
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));

    await page.goto(`${web.url}/profile`);
    await expectSignIn(page);
    await signInThroughForm(page, demoUsers.admin);
    await expectShell(page);
    await expect(page.getByRole('heading', { name: 'Профиль' })).toBeVisible();

    // The calls went through the dashboard's own origin, none to the backend's (the sign-in, the session, then the
    // dictionaries, which load once the screen is idle).
    await expect.poll(() => requested.filter((url) => url.startsWith(`${web.url}/api/`)).length).toBeGreaterThan(2);
    expect(requested.filter((url) => url.startsWith(apiUrl))).toEqual([]);
    expect(relay.methods).toContain('POST');
    expect(relay.methods.filter((method) => method === 'OPTIONS')).toEqual([]);
  } finally {
    // The page's open connections (the live websocket) would hold the servers' close.
    await page.close();
    await web.close();
    await relay.close();
  }
});
