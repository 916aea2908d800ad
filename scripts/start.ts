/**
 * `npm start`: the dashboard with demo data on one machine.
 * 1. builds the export into out/ when missing or stale (NEXT_PUBLIC_API_URL defaults to this backend);
 * 2. starts the reference backend (`server/main.ts`: migrate, seed if empty) on API_PORT (8000), as a child;
 * 3. serves out/ on PORT (3000) in this process with the rules of `npm run serve`;
 * prints the URL and the demo logins; Ctrl-C stops both.
 */
import path from 'node:path';
import { buildIfStale, DEFAULT_PUBLIC_ENV, PROJECT_ROOT } from './build-if-stale';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { onShutdown, shutdown, startChild, stopOnSignals, waitForHttp } from './processes';
import { startStaticServer } from './serve';

const apiPort = Number(process.env.API_PORT ?? 8000);
const webPort = Number(process.env.PORT ?? 3000);
const dashboardUrl = `http://localhost:${webPort}`;
const publicEnv = {
  ...DEFAULT_PUBLIC_ENV,
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
};

stopOnSignals();
try {
  await buildIfStale({ dir: 'out', publicEnv });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const backend = startChild('api', 'tsx', ['server/main.ts'], {
  ...process.env,
  PORT: String(apiPort),
  DASHBOARD_URL: process.env.DASHBOARD_URL ?? dashboardUrl,
  // The demo's outbox (activation and reset links) at /dev/outbox/, answered to this machine only.
  ENABLE_DEV_ENDPOINTS: process.env.ENABLE_DEV_ENDPOINTS ?? process.env.DEV_ENDPOINTS ?? '1',
});
const web = await startStaticServer({
  root: path.join(PROJECT_ROOT, 'out'),
  port: webPort,
  host: process.env.HOST ?? '0.0.0.0',
});
onShutdown(() => web.close());

try {
  await waitForHttp(`http://127.0.0.1:${apiPort}/auth/users/me/`, backend.child);
} catch (error) {
  console.error(`The backend did not start: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown(1);
}

const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
console.log(`
  Hotel dashboard: ${dashboardUrl}
  API:             ${publicEnv.NEXT_PUBLIC_API_URL}

  Demo logins (password ${DEMO_PASSWORD}):
${DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(width)}  ${account.who}`).join('\n')}

  Ctrl-C stops both.
`);
